import { RECONCILED_AMOUNTS, reconcileAmounts } from "../reconcile"

// The likely cause a merchant reads for each amount and each direction of a gap, word for word.

const zero = { authorized: 0, captured: 0, refunded: 0, voided: 0 }

describe("reconcileAmounts' likely causes", () => {
  it("compares the four amounts in this order", () => {
    expect(RECONCILED_AMOUNTS).toEqual(["authorized", "captured", "refunded", "voided"])
    const all = { authorized: 1, captured: 2, refunded: 3, voided: 4 }
    expect(reconcileAmounts(zero, all, "sek").map((d) => d.amount)).toEqual(["authorized", "captured", "refunded", "voided"])
  })

  it.each([
    ["authorized", "Authorized", "the order was changed at Riverty (or an order edit reached Riverty) without Medusa's payment following"],
    ["captured", "Captured", "a capture was made at Riverty outside Medusa, or its notification has not been applied yet"],
    ["refunded", "Refunded", "a refund was made at Riverty outside Medusa, or its notification has not been applied yet"],
    ["voided", "Voided", "the authorization was cancelled at Riverty while Medusa's payment is still open"],
  ] as const)("%s: Riverty higher", (amount, label, cause) => {
    expect(reconcileAmounts(zero, { ...zero, [amount]: 1999 }, "nok")).toEqual([
      {
        amount,
        medusa: 0,
        riverty: 19.99,
        message: `${label} differs: Medusa has 0.00 NOK, Riverty has 19.99 NOK; Riverty is 19.99 NOK higher. Likely cause: ${cause}.`,
      },
    ])
  })

  it.each([
    ["authorized", "Authorized", "the order was reduced at Riverty, or an order edit has not reached Riverty yet"],
    ["captured", "Captured", "a capture recorded in Medusa never reached Riverty"],
    ["refunded", "Refunded", "a refund recorded in Medusa never reached Riverty"],
    ["voided", "Voided", "Medusa's payment was cancelled but Riverty still holds the authorization"],
  ] as const)("%s: Medusa higher", (amount, label, cause) => {
    expect(reconcileAmounts({ ...zero, [amount]: 500 }, { ...zero, [amount]: 1 }, "eur")).toEqual([
      {
        amount,
        medusa: 5,
        riverty: 0.01,
        message: `${label} differs: Medusa has 5.00 EUR, Riverty has 0.01 EUR; Medusa is 4.99 EUR higher. Likely cause: ${cause}.`,
      },
    ])
  })
})
