import type { Cents } from "../state/types"
import { fromCents, toCents } from "./money"

export interface InstallmentProfile {
  profileNumber: number
  numberOfInstallments: number
  interestRate: number
  startupFee: number
  monthlyFee: number
}

/** The emulator's installment offer; 3, 6 and 9 months interest-free as in Riverty's worked example. */
export const INSTALLMENT_PROFILES: readonly InstallmentProfile[] = [
  { profileNumber: 1, numberOfInstallments: 3, interestRate: 0, startupFee: 0, monthlyFee: 0 },
  { profileNumber: 2, numberOfInstallments: 6, interestRate: 0, startupFee: 0, monthlyFee: 0 },
  { profileNumber: 3, numberOfInstallments: 9, interestRate: 0, startupFee: 0, monthlyFee: 0 },
  { profileNumber: 4, numberOfInstallments: 12, interestRate: 9.95, startupFee: 0, monthlyFee: 0 },
  { profileNumber: 5, numberOfInstallments: 24, interestRate: 9.95, startupFee: 0, monthlyFee: 0 },
]

export const INSTALLMENT_COUNTRIES = ["DE", "AT", "CH", "SE", "NO", "FI", "DK"]

/**
 * Smallest monthly instalment and the basket range, in the currency's major units. The one range
 * for payment-methods, installment-plans lookups and authorize alike.
 */
function bounds(currency: string): { instalment: number; basket: number; maxBasket: number } {
  return ["SEK", "NOK", "DKK"].includes(currency)
    ? { instalment: 50, basket: 500, maxBasket: 100_000 }
    : { instalment: 5, basket: 50, maxBasket: 10_000 }
}

export interface InstallmentPlan {
  basketAmount: number
  numberOfInstallments: number
  installmentAmount: number
  firstInstallmentAmount: number
  lastInstallmentAmount: number
  interestRate: number
  effectiveInterestRate: number
  effectiveAnnualPercentageRate: number
  totalInterestAmount: number
  startupFee: number
  monthlyFee: number
  totalAmount: number
  installmentProfileNumber: number
  readMore: string
}

/**
 * One plan: the total (basket + interest + fees) is split into equal instalments rounded up to the
 * cent, and the last instalment absorbs the difference (185 EUR in 6 -> 5 x 30.84 + 30.80).
 */
export function computePlan(basketCents: Cents, profile: InstallmentProfile, language?: string): InstallmentPlan {
  const n = profile.numberOfInstallments
  const monthlyRate = profile.interestRate / 1200
  const interestCents =
    monthlyRate === 0
      ? 0
      : Math.round(((basketCents * monthlyRate) / (1 - Math.pow(1 + monthlyRate, -n))) * n - basketCents)
  const totalCents = basketCents + interestCents + toCents(profile.startupFee) + toCents(profile.monthlyFee) * n
  const instalmentCents = Math.ceil(totalCents / n)
  const lastCents = totalCents - instalmentCents * (n - 1)
  const apr = monthlyRate === 0 ? 0 : Math.round((Math.pow(1 + monthlyRate, 12) - 1) * 10000) / 100
  return {
    basketAmount: fromCents(basketCents),
    numberOfInstallments: n,
    installmentAmount: fromCents(instalmentCents),
    firstInstallmentAmount: fromCents(instalmentCents),
    lastInstallmentAmount: fromCents(lastCents),
    interestRate: profile.interestRate,
    effectiveInterestRate: apr,
    effectiveAnnualPercentageRate: apr,
    totalInterestAmount: fromCents(interestCents),
    startupFee: profile.startupFee,
    monthlyFee: profile.monthlyFee,
    totalAmount: fromCents(totalCents),
    installmentProfileNumber: profile.profileNumber,
    // The plan's page in the answer's language, when the request named one.
    readMore: `https://documents.emulator.riverty.local/installments/${language ? `${language.toLowerCase()}/` : ""}${profile.profileNumber}`,
  }
}

/** Plans offered for a basket; empty when the country has no installments or the basket is out of range. */
export function availablePlans(basketCents: Cents, country: string, currency: string, language?: string): InstallmentPlan[] {
  if (!INSTALLMENT_COUNTRIES.includes(country)) {
    return []
  }
  const min = bounds(currency)
  if (basketCents < toCents(min.basket) || basketCents > toCents(min.maxBasket)) {
    return []
  }
  return INSTALLMENT_PROFILES.map((p) => computePlan(basketCents, p, language)).filter(
    (plan) => plan.lastInstallmentAmount >= min.instalment && plan.installmentAmount >= min.instalment,
  )
}
