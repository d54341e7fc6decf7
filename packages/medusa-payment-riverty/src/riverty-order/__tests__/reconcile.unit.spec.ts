import { reconcileAmounts } from "../reconcile"

const zero = { authorized: 0, captured: 0, refunded: 0, voided: 0 }

describe("reconcileAmounts", () => {
  it("finds nothing when both sides hold the same cents", () => {
    const same = { authorized: 8000, captured: 4000, refunded: 1000, voided: 0 }
    expect(reconcileAmounts(same, { ...same }, "eur")).toEqual([])
  })

  it("names each differing amount with both values, the gap and its likely cause", () => {
    const differences = reconcileAmounts({ ...zero, authorized: 8000 }, { ...zero, authorized: 8000, captured: 8000 }, "eur")
    expect(differences).toEqual([
      {
        amount: "captured",
        medusa: 0,
        riverty: 80,
        message:
          "Captured differs: Medusa has 0.00 EUR, Riverty has 80.00 EUR; Riverty is 80.00 EUR higher. " +
          "Likely cause: a capture was made at Riverty outside Medusa, or its notification has not been applied yet.",
      },
    ])
  })

  it("says when Medusa is the higher side", () => {
    const [difference] = reconcileAmounts({ ...zero, refunded: 1250 }, zero, "eur")
    expect(difference.amount).toBe("refunded")
    expect(difference.message).toContain("Medusa is 12.50 EUR higher")
    expect(difference.message).toContain("never reached Riverty")
  })
})
