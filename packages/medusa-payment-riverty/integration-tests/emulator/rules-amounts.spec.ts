import { authorizeBody, JACKET, SOCKS } from "./helpers/fixtures"
import { bearer, codes, raw, rawTarget, strictTarget, v3, type RawTarget } from "./helpers/keyed-target"
import { itControl, itEmulatorOnly } from "./helpers/target"

let t: RawTarget
beforeAll(async () => {
  t = await rawTarget()
})
afterAll(() => t.stop())

/** JACKET (119) + 3 x SOCKS (32.10) + SHIPPING (4.90) = 156.00 EUR, authorized with the DE key. */
async function authorized(target: RawTarget = t): Promise<string> {
  const body = authorizeBody()
  const res = await v3<{ outcome: string }>(target, "DE", "POST", "/checkout/authorize", body)
  expect(res.body.outcome).toBe("Accepted")
  return String(body.order?.number)
}

describe("authorize and payment-methods amounts", () => {
  it("refuses a zero and a negative total", async () => {
    const zero = authorizeBody({ items: [{ ...JACKET, grossUnitPrice: 0, netUnitPrice: 0, vatAmount: 0 }] })
    const resZero = await v3(t, "DE", "POST", "/checkout/authorize", zero)
    expect(resZero.status).toBe(400)
    expect(codes(resZero.body)).toEqual([{ code: "400.003", fieldReference: "order.totalGrossAmount" }])

    const negative = authorizeBody({ items: [{ ...JACKET, type: "Discount", grossUnitPrice: -10, netUnitPrice: -8.4, vatAmount: -1.6 }] })
    const resNegative = await v3(t, "DE", "POST", "/checkout/authorize", negative)
    expect(resNegative.status).toBe(400)
    expect(codes(resNegative.body)).toEqual([{ code: "400.003", fieldReference: "order.totalGrossAmount" }])
  })

  it("refuses a negative quantity even when the total stays positive", async () => {
    const items = [{ ...JACKET, quantity: 2 }, { ...SOCKS, quantity: -1 }]
    const res = await v3(t, "DE", "POST", "/checkout/authorize", authorizeBody({ items }))
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "order.items[1].quantity" }])
  })

  it("refuses a SEK order for a German billing address", async () => {
    const body = authorizeBody()
    const res = await v3(t, "DE", "POST", "/checkout/authorize", { ...body, order: { ...body.order, currency: "SEK" } })
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "order.currency" }])
  })

  it("offers nothing for a negative basket", async () => {
    const res = await v3(t, "DE", "POST", "/checkout/payment-methods", {
      order: { country: "DE", totalGrossAmount: -10, totalNetAmount: -8.4, currency: "EUR" },
    })
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "order.totalGrossAmount" }])
  })
})

describe("each line's vatAmount is VAT per unit: gross - net (in strict mode also the rate's share of the gross)", () => {
  it("refuses an authorize whose line states VAT other than gross - net, naming the line", async () => {
    const items = [JACKET, { ...SOCKS, vatAmount: 0.75 }]
    const res = await v3(t, "DE", "POST", "/checkout/authorize", authorizeBody({ items }))
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "order.items[1].vatAmount" }])
  })

  itEmulatorOnly("in strict mode refuses a capture line whose VAT adds up but is not the rate's share (19 % of a net price read as gross)", async () => {
    const strict = await strictTarget()
    try {
      const number = await authorized(strict)
      const line = { ...JACKET, grossUnitPrice: 119, netUnitPrice: 96.39, vatAmount: 22.61 }
      const res = await v3(strict, "DE", "POST", `/orders/${number}/captures`, {
        orderDetails: { totalGrossAmount: 119, totalNetAmount: 96.39, items: [line] },
      })
      expect(res.status).toBe(400)
      expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "orderDetails.items[0].vatAmount" }])
    } finally {
      await strict.stop()
    }
  })

  it("refuses a refund line with VAT other than gross - net, and takes the same line with it right", async () => {
    const number = await authorized()
    const capture = await v3<{ captureNumber: string }>(t, "DE", "POST", `/orders/${number}/captures`, {
      orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 },
    })
    expect(capture.status).toBe(200)
    const refund = (vatAmount: number) =>
      v3(t, "DE", "POST", `/orders/${number}/refunds`, { captureNumber: capture.body.captureNumber, items: [{ ...JACKET, vatAmount }] })
    const wrong = await refund(17)
    expect(wrong.status).toBe(400)
    expect(codes(wrong.body)).toEqual([{ code: "400.003", fieldReference: "items[0].vatAmount" }])
    expect((await refund(19)).status).toBe(200)
  })
})

describe("capture amounts follow the order", () => {
  it("refuses another currency than the order's", async () => {
    const number = await authorized()
    const res = await v3(t, "DE", "POST", `/orders/${number}/captures`, {
      orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12, currency: "SEK" },
    })
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "orderDetails.currency" }])
  })

  it("refuses a net amount above the gross amount", async () => {
    const number = await authorized()
    const res = await v3(t, "DE", "POST", `/orders/${number}/captures`, { orderDetails: { totalGrossAmount: 100, totalNetAmount: 120 } })
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "orderDetails.totalNetAmount" }])
  })
})

describe("customer account and partner invoices", () => {
  itControl("refuses a negative purchase; the remaining limit stays at the limit", async () => {
    const res = await v3(t, "SE", "POST", "/customer-account/ACC-000001/event", {
      eventType: "Purchase",
      time: "2025-01-10T10:00:00Z",
      totalAmount: -500,
      currency: "SEK",
      countryCode: "SE",
      conversationLanguage: "SV",
    })
    expect(res.status).toBe(400)
    expect(codes(res.body)).toEqual([{ code: "400.003", fieldReference: "totalAmount" }])
    const limit = await v3<{ remainingCreditLimit: number; balance: number }>(t, "SE", "GET", "/customer-account/ACC-000001/credit-limit")
    expect(limit.body).toMatchObject({ remainingCreditLimit: 10000, balance: 0 })
  })

  itControl("refuses negative and 3-decimal amounts and a repeated periodId", async () => {
    const token = await bearer(t)
    const post = (body: unknown) =>
      raw(t, "POST", "/v1/clients/1001/partner-subscriptions/PSUB-2001/invoices", { headers: { authorization: `Bearer ${token}` }, body })
    const line = { productId: "P1", description: "Plan", grossAmount: 11.9, vatPercentage: 19, unit: { netPrice: 10, quantity: 1, code: "ST" } }

    const negative = await post({ periodId: "2025-01", invoiceLines: [{ ...line, grossAmount: -11.9 }] })
    expect(negative.status).toBe(400)
    expect(codes(negative.body)).toEqual([{ code: "400.003", fieldReference: "invoiceLines[0].grossAmount" }])

    const decimals = await post({ periodId: "2025-01", invoiceLines: [{ ...line, unit: { ...line.unit, netPrice: 10.005 } }] })
    expect(decimals.status).toBe(400)
    expect(codes(decimals.body)).toEqual([{ code: "400.007", fieldReference: "invoiceLines[0].unit.netPrice" }])

    const first = await post({ periodId: "2025-02", invoiceLines: [line] })
    expect(first.status).toBe(200)
    const again = await post({ periodId: "2025-02", invoiceLines: [line] })
    expect(again.status).toBe(400)
    expect(codes(again.body)).toEqual([{ code: "400.100", fieldReference: "periodId" }])
  })
})
