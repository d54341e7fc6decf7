import { authorizeBody } from "./helpers/fixtures"
import { codes, rawTarget, v3, type RawTarget } from "./helpers/keyed-target"

/** One answer for an unknown record of the v3 interface: HTTP 404, `400.115`, the field named. */
let t: RawTarget
beforeAll(async () => {
  t = await rawTarget()
})
afterAll(() => t.stop())

const NOT_FOUND = (fieldReference: string) => [{ code: "400.115", fieldReference }]

async function captured(): Promise<{ number: string; captureNumber: string }> {
  const body = authorizeBody()
  await v3(t, "DE", "POST", "/checkout/authorize", body)
  const number = String(body.order?.number)
  const cap = await v3<{ captureNumber: string }>(t, "DE", "POST", `/orders/${number}/captures`, {
    orderDetails: { totalGrossAmount: 100, totalNetAmount: 84.03 },
  })
  expect(cap.status).toBe(200)
  return { number, captureNumber: cap.body.captureNumber }
}

describe("unknown records answer 404 400.115", () => {
  it("an unknown capture number: on read, refund, return notification and shipping details", async () => {
    const { number } = await captured()
    const read = await v3(t, "DE", "GET", `/orders/${number}/captures/999999999`)
    expect([read.status, codes(read.body)]).toEqual([404, NOT_FOUND("captureNumber")])

    const refund = await v3(t, "DE", "POST", `/orders/${number}/refunds`, { captureNumber: "999999999" })
    expect([refund.status, codes(refund.body)]).toEqual([404, NOT_FOUND("captureNumber")])

    const notified = await v3(t, "DE", "POST", `/orders/${number}/captures/return-notification`, { captureNumber: "999999999" })
    expect([notified.status, codes(notified.body)]).toEqual([404, NOT_FOUND("captureNumber")])

    const shipping = await v3(t, "DE", "POST", `/orders/${number}/captures/999999999/shipping-details`, {
      type: "Shipment",
      shippingCompany: "DHL",
      trackingId: "T1",
    })
    expect([shipping.status, codes(shipping.body)]).toEqual([404, NOT_FOUND("captureNumber")])
  })

  it("an unknown shipping number", async () => {
    const { number, captureNumber } = await captured()
    const res = await v3(t, "DE", "PATCH", `/orders/${number}/captures/${captureNumber}/shipping-details/424242`, {
      type: "Shipment",
      shippingCompany: "DHL",
      trackingId: "T2",
    })
    expect([res.status, codes(res.body)]).toEqual([404, NOT_FOUND("shippingNumber")])
  })

  it("an unknown checkout: two-step authorize and contract", async () => {
    const checkoutId = "5a0b9d2e-1c4f-4e8a-9b7d-3f2e1d0c9b8a"
    const auth = await v3(t, "DE", "POST", "/checkout/authorize", { checkoutId, payment: { type: "Invoice" } })
    expect([auth.status, codes(auth.body)]).toEqual([404, NOT_FOUND("checkoutId")])
    const contract = await v3(t, "DE", "POST", `/checkout/${checkoutId}/contract`, {
      paymentInfo: { type: "Installment", installment: { profileNo: 1 } },
    })
    expect([contract.status, codes(contract.body)]).toEqual([404, NOT_FOUND("checkoutId")])
  })

  it("an unknown customer on updateCustomer (400.103 means a customer-number mismatch, not absence)", async () => {
    const res = await v3(t, "DE", "PATCH", "/customers/NO-SUCH-CUSTOMER/updateCustomer", { distributionType: "Paper" })
    expect([res.status, codes(res.body)]).toEqual([404, NOT_FOUND("customerNumber")])
  })
})
