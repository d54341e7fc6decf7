"use client"
import type { ReactNode } from "react"
import { safeHttpUrl } from "../safe-url.js"
import type { InstallmentPlan } from "../types.js"
import { classOf, type ClassNames } from "./class-names.js"
import { useRivertyTexts } from "./locale.js"

export type RivertyPlansPart = "plans" | "plan" | "planSelected" | "planInput" | "planHeadline" | "planTerms" | "planDetails" | "error"

export interface RivertyPlanSlot {
  plan: InstallmentPlan
  selected: boolean
  select: () => void
  /** "9 × 20,56 €" in the locale (the catalogue's `plans.headline`). */
  headline: string
  format: (amount: number) => string
}

export interface RivertyInstallmentPlansProps {
  plans: InstallmentPlan[]
  /** The chosen plan's `installmentProfileNumber`. */
  value?: number | null
  onChange: (plan: InstallmentPlan) => void
  currency: string
  /** BCP 47; defaults to the `RivertyLocale` around it (English without one). */
  locale?: string
  error?: string
  name?: string
  renderPlan?: (slot: RivertyPlanSlot) => ReactNode
  classNames?: ClassNames<RivertyPlansPart>
}

/** Riverty's plans as radio choices: count and amount, interest, APR, total, and its "read more" page. */
export function RivertyInstallmentPlans({ plans, value, onChange, currency, locale, error, name = "riverty_installment_plan", renderPlan, classNames }: RivertyInstallmentPlansProps) {
  const texts = useRivertyTexts(locale)
  const { t } = texts
  const money = (amount: number) => texts.money(amount, currency)
  const percent = (rate: number | null | undefined) => texts.percent(Number(rate ?? 0))
  return (
    <div className={classOf(classNames, "plans")} role="radiogroup" aria-label={t("plans.label")} aria-describedby={error ? `${name}-error` : undefined}>
      {plans.map((plan) => {
        const selected = value === plan.installmentProfileNumber
        const headline = t("plans.headline", { count: plan.numberOfInstallments, amount: money(plan.installmentAmount) })
        const select = () => onChange(plan)
        if (renderPlan) return <div key={plan.installmentProfileNumber}>{renderPlan({ plan, selected, select, headline, format: money })}</div>
        const readMore = safeHttpUrl(plan.readMore)
        return (
          <label key={plan.installmentProfileNumber} className={`${classOf(classNames, "plan")}${selected ? ` ${classOf(classNames, "planSelected")}` : ""}`}>
            <input type="radio" name={name} className={classOf(classNames, "planInput")} value={plan.installmentProfileNumber} checked={selected} onChange={select} /> <span className={classOf(classNames, "planHeadline")}>{headline}</span>
            <small className={classOf(classNames, "planTerms")}>
              {` ${[
                t("plans.interest", { rate: percent(plan.interestRate) }),
                t("plans.apr", { rate: percent(plan.effectiveAnnualPercentageRate) }),
                ...(typeof plan.totalAmount === "number" ? [t("plans.total", { amount: money(plan.totalAmount) })] : []),
              ].join(" · ")}`}
            </small>
            {readMore ? (
              <>
                {" "}
                <a href={readMore} target="_blank" rel="noopener noreferrer" className={classOf(classNames, "planDetails")}>
                  {t("plans.details")}
                </a>
              </>
            ) : null}
          </label>
        )
      })}
      {error ? (
        <p id={`${name}-error`} role="alert" className={classOf(classNames, "error")}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
