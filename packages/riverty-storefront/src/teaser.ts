import { createRivertyTexts, type RivertyTexts } from "./i18n/texts.js"
import { safeHttpUrl } from "./safe-url.js"
import type { InstallmentPlan } from "./types.js"

export interface TeaserOptions {
  /** BCP 47 locale of the amounts, e.g. "de-DE"; the texts' when `texts` is given. */
  locale?: string
  /** The shopper's texts (`createRivertyTexts`, or `useRivertyTexts()` in React); English in `locale` without. */
  texts?: RivertyTexts
  /** ISO 4217 code of the plans' amounts, any case. */
  currency: string
  /** The price being advertised; defaults to the plan's `basketAmount`. */
  amount?: number
  /** The country's limits for installments (the offer's `min_amount` / `max_amount`): outside them no teaser. */
  minAmount?: number | null
  maxAmount?: number | null
}

export interface InstallmentTeaser {
  /** e.g. "or 9 × 20,56 € with Riverty". */
  text: string
  /** The credit's figures the advert must carry: APR, nominal rate, total amount, costs, where to read more. */
  legal: string
  count: number
  /** The installment, formatted for the locale. */
  installment: string
  readMore?: string
  plan: InstallmentPlan
}

const num = (value: unknown): number | undefined => (typeof value === "number" && Number.isFinite(value) ? value : undefined)

/** No interest and no fees: the shopper pays the price, only spread out. */
const isFree = (plan: InstallmentPlan): boolean =>
  (num(plan.effectiveAnnualPercentageRate) ?? num(plan.interestRate) ?? 0) === 0 &&
  (num(plan.totalInterestAmount) ?? 0) === 0 &&
  (num(plan.startupFee) ?? 0) === 0 &&
  (num(plan.monthlyFee) ?? 0) === 0

/**
 * The plan a teaser advertises. Interest-free plans come first, and among them the one with the
 * most installments: the lowest monthly amount the shopper can have without paying more than the
 * price, so the "or n × x" line is the most attractive true one. Only when every plan costs
 * interest is the lowest installment chosen, and then the legal line carries its APR and total.
 */
export function teaserPlanOf(plans: readonly InstallmentPlan[]): InstallmentPlan | undefined {
  const usable = plans.filter((plan) => (num(plan.numberOfInstallments) ?? 0) > 1 && (num(plan.installmentAmount) ?? 0) > 0)
  const pool = usable.some(isFree) ? usable.filter(isFree) : usable
  return [...pool].sort((a, b) => a.installmentAmount - b.installmentAmount || b.numberOfInstallments - a.numberOfInstallments)[0]
}

/**
 * On-site messaging for a product page or cart: "or 3 × 20.56 € with Riverty" from the plans of the
 * installment-plans route, with the legal figures of the plan it names. Null when there is no plan,
 * or the amount is outside the country's limits (no teaser may promise what checkout will not offer).
 */
export function installmentTeaser(plans: readonly InstallmentPlan[] | null | undefined, options: TeaserOptions): InstallmentTeaser | null {
  const plan = teaserPlanOf(plans ?? [])
  if (!plan) return null
  const amount = options.amount ?? num(plan.basketAmount)
  if (amount !== undefined) {
    if (options.minAmount !== undefined && options.minAmount !== null && amount < options.minAmount) return null
    if (options.maxAmount !== undefined && options.maxAmount !== null && amount > options.maxAmount) return null
  }
  const texts = options.texts ?? createRivertyTexts({ locale: options.locale ?? null })
  const { t } = texts
  const money = (amount: number) => texts.money(amount, options.currency)
  const percent = (rate: number | undefined) => texts.percent(rate ?? 0, { min: 2, max: 2 })
  const installment = money(plan.installmentAmount)
  const parts = [t("teaser.apr", { rate: percent(num(plan.effectiveAnnualPercentageRate)) }), t("teaser.nominal", { rate: percent(num(plan.interestRate)) })]
  const total = num(plan.totalAmount)
  if (total !== undefined) parts.push(t("teaser.total", { amount: money(total) }))
  const last = num(plan.lastInstallmentAmount)
  if (last !== undefined && last !== plan.installmentAmount) parts.push(t("teaser.last", { amount: money(last) }))
  const startup = num(plan.startupFee) ?? 0
  if (startup > 0) parts.push(t("teaser.startupFee", { amount: money(startup) }))
  const monthly = num(plan.monthlyFee) ?? 0
  if (monthly > 0) parts.push(t("teaser.monthlyFee", { amount: money(monthly) }))
  // Only an http(s) link: the teaser's text and link end up in a shop's page.
  const readMore = safeHttpUrl(plan.readMore)
  const legal = `${parts.join(", ")}.${readMore ? ` ${t("teaser.readMore", { url: readMore })}` : ""}`
  return {
    text: t("teaser.text", { count: plan.numberOfInstallments, amount: installment }),
    legal,
    count: plan.numberOfInstallments,
    installment,
    ...(readMore ? { readMore } : {}),
    plan,
  }
}
