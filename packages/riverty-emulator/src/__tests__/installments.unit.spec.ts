import { availablePlans, computePlan, INSTALLMENT_PROFILES } from "../domain/installments"

describe("installment plans", () => {
  it("matches Riverty's worked example for 185 EUR", () => {
    const [three, six, nine] = INSTALLMENT_PROFILES.slice(0, 3).map((p) => computePlan(18_500, p))
    expect([three.installmentAmount, three.lastInstallmentAmount]).toEqual([61.67, 61.66])
    expect([six.installmentAmount, six.lastInstallmentAmount]).toEqual([30.84, 30.8])
    expect([nine.installmentAmount, nine.lastInstallmentAmount]).toEqual([20.56, 20.52])
  })

  it("always sums to the total, with the last instalment never above the others", () => {
    for (let cents = 5_000; cents < 400_000; cents += 977) {
      for (const profile of INSTALLMENT_PROFILES) {
        const plan = computePlan(cents, profile)
        const n = plan.numberOfInstallments
        const sum = Math.round(plan.installmentAmount * 100) * (n - 1) + Math.round(plan.lastInstallmentAmount * 100)
        expect(sum).toBe(Math.round(plan.totalAmount * 100))
        expect(plan.lastInstallmentAmount).toBeLessThanOrEqual(plan.installmentAmount)
        expect(plan.lastInstallmentAmount).toBeGreaterThan(0)
      }
    }
  })

  it("charges interest only on interest-bearing profiles", () => {
    const plan = computePlan(100_000, { profileNumber: 9, numberOfInstallments: 12, interestRate: 12, startupFee: 0, monthlyFee: 0 })
    // 1000 at 1 % a month over 12 months: annuity 88.85 -> 66.19 interest.
    expect(plan.totalInterestAmount).toBe(66.19)
    expect(plan.effectiveAnnualPercentageRate).toBe(12.68)
  })

  it("offers nothing below the minimum basket or outside installment countries", () => {
    expect(availablePlans(4_999, "DE", "EUR")).toEqual([])
    expect(availablePlans(49_999, "SE", "SEK")).toEqual([])
    expect(availablePlans(50_000, "NL", "EUR")).toEqual([])
    expect(availablePlans(50_000, "SE", "SEK").length).toBeGreaterThan(0)
  })
})
