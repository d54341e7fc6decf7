import { authorizeBody } from "./helpers/fixtures"
import { codes, rawTarget, v3, type RawTarget } from "./helpers/keyed-target"

/**
 * Keys are issued per webshop and country (facts §1.2, VERIFIED): a key serves its country's
 * billing addresses, and an order belongs to the key that authorized it.
 */
let t: RawTarget
beforeAll(async () => {
  t = await rawTarget()
})
afterAll(() => t.stop())

async function authorizedWith(country: "DE" | "NL"): Promise<string> {
  const body = authorizeBody({ country })
  const res = await v3<{ outcome: string }>(t, country, "POST", "/checkout/authorize", body)
  expect(res.status).toBe(200)
  expect(res.body.outcome).toBe("Accepted")
  return String(body.order?.number)
}

describe("API keys are tied to their country and webshop", () => {
  it("refuses an SE/SEK order authorized with the DE key, and creates no order", async () => {
    const body = authorizeBody({ country: "SE" })
    const res = await v3(t, "DE", "POST", "/checkout/authorize", body)
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "customer.address.countryCode" }])
    const read = await v3(t, "SE", "GET", `/orders/${body.order?.number}`)
    expect(read.status).toBe(404)
  })

  it("offers no payment methods for another country's basket", async () => {
    const res = await v3(t, "DE", "POST", "/checkout/payment-methods", {
      order: { country: "SE", totalGrossAmount: 185, totalNetAmount: 148, currency: "SEK" },
    })
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "order.country" }])
  })

  it("an order authorized with the DE key does not exist for the NL key: reads and writes answer 404 400.115", async () => {
    const number = await authorizedWith("DE")
    const read = await v3(t, "NL", "GET", `/orders/${number}`)
    expect(read.status).toBe(404)
    expect(codes(read.body)).toEqual([{ code: "400.115", fieldReference: "orderNumber" }])

    const voided = await v3(t, "NL", "POST", `/orders/${number}/voids`)
    expect(voided.status).toBe(404)
    expect(codes(voided.body)).toEqual([{ code: "400.115", fieldReference: "orderNumber" }])

    const captured = await v3(t, "NL", "POST", `/orders/${number}/captures`, {
      orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 },
    })
    expect(captured.status).toBe(404)

    const own = await v3<{ orderDetails: { status: string } }>(t, "DE", "GET", `/orders/${number}`)
    expect(own.status).toBe(200)
    expect(own.body.orderDetails.status).toBe("Accepted")
    const captures = await v3<{ captures: unknown[] }>(t, "DE", "GET", `/orders/${number}/captures`)
    expect(captures.body.captures).toEqual([])
  })

  it("a checkout of the DE key cannot be authorized with the NL key", async () => {
    const pm = await v3<{ checkoutId: string }>(t, "DE", "POST", "/checkout/payment-methods", {
      order: { country: "DE", totalGrossAmount: 119, totalNetAmount: 100, currency: "EUR" },
      customer: authorizeBody().customer,
    })
    expect(pm.status).toBe(200)
    const res = await v3(t, "NL", "POST", "/checkout/authorize", { checkoutId: pm.body.checkoutId, payment: { type: "Invoice" } })
    expect(res.status).toBe(404)
    expect(codes(res.body)).toEqual([{ code: "400.115", fieldReference: "checkoutId" }])
  })
})
