import { reconcileAmounts, rivertyAuthorizedCents } from "../reconcile"

// Riverty's order status decides whether its total counts as authorized: a Pending order (a hosted
// page the shopper has not finished) authorized nothing, so a Medusa authorization is out of sync.

const zero = { authorized: 0, captured: 0, refunded: 0, voided: 0 }

describe("rivertyAuthorizedCents", () => {
  it("counts the total for an order Riverty accepted, then voided or let expire", () => {
    expect(rivertyAuthorizedCents("Accepted", 8000)).toBe(8000)
    expect(rivertyAuthorizedCents("Cancelled", 8000)).toBe(8000)
    expect(rivertyAuthorizedCents("Expired", 8000)).toBe(8000)
  })

  it("counts nothing for Pending, Rejected, an unknown or a missing status", () => {
    for (const status of ["Pending", "Rejected", "Reserved", "", null, undefined]) expect(rivertyAuthorizedCents(status, 8000)).toBe(0)
  })
})

describe("reconcileAmounts with Riverty's status", () => {
  it("names the status as the cause when Medusa holds an authorization Riverty does not", () => {
    const [difference] = reconcileAmounts({ ...zero, authorized: 1500 }, zero, "eur", "Pending")
    expect(difference).toEqual({
      amount: "authorized",
      medusa: 15,
      riverty: 0,
      message:
        "Authorized differs: Medusa has 15.00 EUR, Riverty has 0.00 EUR; Medusa is 15.00 EUR higher. " +
        "Likely cause: Riverty's order is Pending, so nothing is authorized there (a hosted page the shopper has not finished, or a refusal).",
    })
    expect(reconcileAmounts({ ...zero, authorized: 1500 }, zero, "eur", null)[0].message).toContain("Riverty's order is without a status, so nothing")
  })

  it("keeps the amount's own cause for an authorized order, for Riverty's side being higher, and for other amounts", () => {
    expect(reconcileAmounts({ ...zero, authorized: 1500 }, { ...zero, authorized: 1000 }, "eur", "Accepted")[0].message).toContain(
      "the order was reduced at Riverty",
    )
    expect(reconcileAmounts(zero, { ...zero, authorized: 1000 }, "eur", "Pending")[0].message).toContain("the order was changed at Riverty")
    expect(reconcileAmounts({ ...zero, captured: 1000 }, zero, "eur", "Pending")[0].message).toContain("never reached Riverty")
    expect(reconcileAmounts({ ...zero, authorized: 1500 }, zero, "eur")[0].message).toContain("the order was reduced at Riverty")
  })
})
