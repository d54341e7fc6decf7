"use client"
import { useEffect, useState, type ReactNode } from "react"
import type { RivertyStore } from "../client.js"
import { installmentTeaser, type InstallmentTeaser } from "../teaser.js"
import type { InstallmentPlan, InstallmentPlansRequest } from "../types.js"
import { classOf, type ClassNames } from "./class-names.js"
import { useRivertyTexts } from "./locale.js"

export type RivertyTeaserPart = "teaser" | "teaserText" | "teaserLegal"

export interface RivertyInstallmentTeaserProps {
  /** With `query`, the plans are loaded from the installment-plans route. */
  client?: Pick<RivertyStore, "installmentPlans">
  /** `{ provider_id, cart_id }` on the cart page, `{ provider_id, amount, currency_code, country_code }` on a product page. */
  query?: InstallmentPlansRequest
  /** Plans already loaded; then nothing is fetched. */
  plans?: InstallmentPlan[]
  currency: string
  /** BCP 47; defaults to the `RivertyLocale` around it (English without one). */
  locale?: string
  amount?: number
  minAmount?: number | null
  maxAmount?: number | null
  render?: (teaser: InstallmentTeaser) => ReactNode
  classNames?: ClassNames<RivertyTeaserPart>
}

/**
 * "or 9 × 20,56 € with Riverty" under a price, with the plan's legal figures. Renders nothing
 * while loading, when no plan fits the amount, or when the plans cannot be loaded: messaging is
 * optional and never breaks a product page.
 */
export function RivertyInstallmentTeaser({ client, query, plans, currency, locale, amount, minAmount, maxAmount, render, classNames }: RivertyInstallmentTeaserProps) {
  const texts = useRivertyTexts(locale)
  const [loaded, setLoaded] = useState<InstallmentPlan[] | null>(null)
  const key = query ? JSON.stringify(query) : ""
  useEffect(() => {
    if (plans || !client || !query) return
    let current = true
    client.installmentPlans(query).then(
      (answer) => current && setLoaded(answer.installment_plans),
      () => current && setLoaded([]),
    )
    return () => {
      current = false
    }
  }, [client, key, plans]) // the query's content, not its identity
  const teaser = installmentTeaser(plans ?? loaded, { texts, currency, ...(amount !== undefined ? { amount } : {}), minAmount, maxAmount })
  if (!teaser) return null
  if (render) return <>{render(teaser)}</>
  return (
    <div className={classOf(classNames, "teaser")}>
      <span className={classOf(classNames, "teaserText")}>{teaser.text}</span>
      <small className={classOf(classNames, "teaserLegal")}>{teaser.legal}</small>
    </div>
  )
}
