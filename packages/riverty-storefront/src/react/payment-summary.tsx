"use client"
import { rivertyPaymentLine } from "../next-step.js"
import { classOf, type ClassNames } from "./class-names.js"
import { useRivertyTexts } from "./locale.js"

export type RivertyPaymentSummaryPart = "paymentSummary"

export interface RivertyPaymentSummaryProps {
  /** The payment's or session's `provider_id`. */
  providerId: string
  /** The amount in major units with its currency, as Medusa's store API gives them. */
  amount?: number
  currency?: string
  /** BCP 47; defaults to the `RivertyLocale` around it (English without one). */
  locale?: string
  classNames?: ClassNames<RivertyPaymentSummaryPart>
}

/**
 * A Riverty payment in a review or an order confirmation, in the shopper's language: the method's
 * name, and the amount when given ("Rechnung · 31,64 €"). In a server component, `rivertyPaymentLine`
 * with `createRivertyTexts` gives the same text.
 */
export function RivertyPaymentSummary({ providerId, amount, currency, locale, classNames }: RivertyPaymentSummaryProps) {
  const texts = useRivertyTexts(locale)
  const line = rivertyPaymentLine(providerId, texts, amount !== undefined && currency ? { value: amount, currency } : undefined)
  return <span className={classOf(classNames, "paymentSummary")}>{line}</span>
}
