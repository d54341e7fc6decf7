import { installmentTeaser, teaserPlanOf, type InstallmentPlan } from "../index.js"

/** Riverty's worked example (facts §4.4): 185 EUR in DE, plus an interest-bearing plan. */
function plan(n: number, installment: number, extra: Partial<InstallmentPlan> = {}): InstallmentPlan {
  return {
    basketAmount: 185,
    numberOfInstallments: n,
    installmentAmount: installment,
    firstInstallmentAmount: installment,
    lastInstallmentAmount: installment,
    interestRate: 0,
    effectiveInterestRate: 0,
    effectiveAnnualPercentageRate: 0,
    totalInterestAmount: 0,
    startupFee: 0,
    monthlyFee: 0,
    totalAmount: 185,
    installmentProfileNumber: n / 3,
    readMore: `https://example.test/plans/${n}`,
    ...extra,
  }
}
const FREE = [plan(3, 61.67, { lastInstallmentAmount: 61.66 }), plan(6, 30.84, { lastInstallmentAmount: 30.8 }), plan(9, 20.56, { lastInstallmentAmount: 20.52 })]
// Intl puts no-break spaces between number and symbol; the assertions read them as spaces.
const plain = (text: string | undefined) => text?.replace(/[\u00a0\u202f]/g, " ")
const COSTLY = plan(24, 8.53, { interestRate: 9.95, effectiveAnnualPercentageRate: 10.42, totalInterestAmount: 19.72, totalAmount: 204.72, installmentProfileNumber: 5 })

describe("installmentTeaser", () => {
  it("advertises the interest-free plan with the lowest monthly amount, in the locale's format", () => {
    const teaser = installmentTeaser([...FREE, COSTLY], { locale: "de-DE", currency: "eur" })
    expect(teaser?.plan.numberOfInstallments).toBe(9)
    expect(plain(teaser?.text)).toBe("or 9 × 20,56 € with Riverty")
    expect(teaser?.count).toBe(9)
    expect(teaser?.readMore).toBe("https://example.test/plans/9")
    expect(plain(teaser?.legal)).toBe(
      "Effective annual interest rate (APR) 0,00 %, fixed nominal interest rate 0,00 %, total amount 185,00 €, last installment 20,52 €. Read more: https://example.test/plans/9",
    )
    expect(plain(installmentTeaser(FREE, { locale: "en-IE", currency: "EUR" })?.text)).toBe("or 9 × €20.56 with Riverty")
  })

  it("falls back to the lowest installment when every plan costs interest, with its APR and total in the legal line", () => {
    const teaser = installmentTeaser([plan(12, 16.25, { interestRate: 9.95, effectiveAnnualPercentageRate: 10.42, totalAmount: 195 }), COSTLY], {
      locale: "en-GB",
      currency: "EUR",
    })
    expect(teaser?.plan.installmentProfileNumber).toBe(5)
    expect(plain(teaser?.legal)).toMatch(/^Effective annual interest rate \(APR\) 10\.42%, fixed nominal interest rate 9\.95%, total amount €204\.72\./)
  })

  it("shows nothing outside the country's limits or without a usable plan", () => {
    expect(installmentTeaser(FREE, { locale: "de-DE", currency: "EUR", minAmount: 200 })).toBeNull()
    expect(installmentTeaser(FREE, { locale: "de-DE", currency: "EUR", maxAmount: 100 })).toBeNull()
    expect(installmentTeaser(FREE, { locale: "de-DE", currency: "EUR", amount: 50, minAmount: 60 })).toBeNull()
    expect(installmentTeaser(FREE, { locale: "de-DE", currency: "EUR", minAmount: 185, maxAmount: 185 })).not.toBeNull()
    expect(installmentTeaser([], { locale: "de-DE", currency: "EUR" })).toBeNull()
    expect(installmentTeaser(undefined, { locale: "de-DE", currency: "EUR" })).toBeNull()
    expect(teaserPlanOf([plan(1, 185)])).toBeUndefined()
  })

  it("names fees the shopper pays", () => {
    const teaser = installmentTeaser([plan(6, 32, { startupFee: 5, monthlyFee: 1, totalAmount: 196 })], { locale: "en-GB", currency: "EUR" })
    expect(plain(teaser?.legal)).toContain("startup fee €5.00, monthly fee €1.00")
  })
})
