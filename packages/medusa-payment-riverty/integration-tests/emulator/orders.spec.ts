import type { RivertyClient } from "riverty-client"
import type { RunningEmulator } from "riverty-emulator"
import { clientFor, control, emulator } from "./helpers/emulator"
import { itControl } from "./helpers/target"
import { failure } from "./helpers/errors"
import { authorizeBody, JACKET, SHIPPING, SOCKS, totals } from "./helpers/fixtures"
import { raw } from "./helpers/raw"
import { expectRefusal, expectRefusalText } from "./helpers/wire"

let emu: RunningEmulator
let client: RivertyClient

beforeAll(async () => {
  emu = await emulator()
  client = clientFor(emu)
})
afterAll(() => emu.stop())

const wire = () => raw(emu)
const orderPath = (number: string) => `/api/v3/orders/${encodeURIComponent(number)}`

/** An accepted order of JACKET (119) + 3 x SOCKS (32.10) + SHIPPING (4.90) = 156.00. */
async function authorized(firstName?: string): Promise<string> {
  const body = authorizeBody({ firstName })
  const res = await wire().post("checkout", "/api/v3/checkout/authorize", body)
  expect([res.status, res.body.outcome]).toEqual([200, "Accepted"])
  return String(body.order?.number)
}

describe("captures", () => {
  it("captures the whole order: numbered capture, invoice, lines, nothing remaining", async () => {
    const number = await authorized()
    const res = await wire().post("checkout", `${orderPath(number)}/captures`, { orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 } })
    expect(res.status).toBe(200)
    expect(res.body).toMatchObject({ capturedAmount: 156, authorizedAmount: 156, remainingAuthorizedAmount: 0, totalCapturedAmount: 156, totalRefundedAmount: 0 })
    expect(String(res.body.captureNumber)).toMatch(/^\d+$/)
    const got = await wire().get("checkout", `${orderPath(number)}/captures/${res.body.captureNumber}`)
    expect(got.status).toBe(200)
    const captures = got.body.captures as { captureItems: { productId: string; quantity: number }[]; invoiceNumber: unknown }[]
    expect(captures).toHaveLength(1)
    expect(captures[0]).toMatchObject({ amount: 156, balance: 156, orderNumber: number })
    expect(captures[0].captureItems.map((i) => [i.productId, i.quantity])).toEqual([
      ["JACKET", 1],
      ["SOCKS", 3],
      ["SHIP", 1],
    ])
    expect(captures[0].invoiceNumber).toEqual(expect.any(String))
  })

  it("captures partially by lines and then by amount, never above the authorization", async () => {
    const number = await authorized()
    const capture = (body: unknown) => wire().post("checkout", `${orderPath(number)}/captures`, body)
    // JACKET 119 (net 100) + 1 x SOCKS 10.70 (net 10).
    const lines = [JACKET, { ...SOCKS, quantity: 1 }]
    const first = await capture({ orderDetails: { totalGrossAmount: 129.7, totalNetAmount: 110, items: lines }, invoiceNumber: "INV-A1" })
    expect(first.status).toBe(200)
    expect(first.body).toMatchObject({ capturedAmount: 129.7, authorizedAmount: 156, remainingAuthorizedAmount: 26.3, totalCapturedAmount: 129.7 })
    const firstNumber = String(first.body.captureNumber)
    expect(firstNumber).toMatch(/^\d+$/)
    const got = await wire().get("checkout", `${orderPath(number)}/captures/${firstNumber}`)
    const captured = got.body.captures[0] as { amount: number; invoiceNumber: string; captureItems: { productId: string; quantity: number; grossUnitPrice: number }[] }
    expect(captured).toMatchObject({ amount: 129.7, invoiceNumber: "INV-A1" })
    expect(captured.captureItems.map((i) => [i.productId, i.quantity, i.grossUnitPrice])).toEqual([
      ["JACKET", 1, 119],
      ["SOCKS", 1, 10.7],
    ])

    // SHIPPING was authorized once: two of it (9.80, within the remaining amount) is too many.
    const twoShipping = [{ ...SHIPPING, quantity: 2 }]
    const tooMuchQty = await capture({ orderDetails: { totalGrossAmount: 9.8, totalNetAmount: 8.24, items: twoShipping } })
    expect(tooMuchQty.status).toBe(400)
    expect(tooMuchQty.body[0].fieldReference).toBe("orderDetails.items[0].quantity")

    const over = await capture({ orderDetails: { totalGrossAmount: 26.31, totalNetAmount: 22 } })
    expect(expectRefusal(over, "400.117").message).toMatch(/Capture Amount Exceeds Authorized Amount/)

    const second = await capture({ orderDetails: { totalGrossAmount: 20, totalNetAmount: 17 } })
    expect(second.status).toBe(200)
    expect(second.body).toMatchObject({ capturedAmount: 20, remainingAuthorizedAmount: 6.3, totalCapturedAmount: 149.7 })
    expect(Number(second.body.captureNumber)).toBeGreaterThan(Number(firstNumber))
    const listed = await wire().get("checkout", `${orderPath(number)}/captures`)
    expect(listed.status).toBe(200)
    expect((listed.body.captures as { amount: number }[]).map((c) => c.amount)).toEqual([129.7, 20])
  })

  it("refuses captures of rejected, unknown and totally captured orders", async () => {
    const rejected = authorizeBody({ firstName: "Reject" })
    await client.checkout.authorize(rejected)
    const e1 = await wire().post("checkout", `${orderPath(String(rejected.order?.number))}/captures`, { orderDetails: { totalGrossAmount: 1, totalNetAmount: 1 } })
    expectRefusalText(e1, /Rejected/)
    // The facts file infers 400 for an unknown order number; 404 is the other plausible answer.
    const e2 = await wire().post("checkout", `${orderPath("NO-SUCH-ORDER")}/captures`, { orderDetails: { totalGrossAmount: 1, totalNetAmount: 1 } })
    expect([400, 404]).toContain(e2.status)
  })

  it("adds and corrects shipping details of a capture", async () => {
    const number = await authorized()
    const cap = await client.orders.capture(number, {
      orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 },
      shippingDetails: [{ type: "Shipment", shippingCompany: "DHL", trackingId: "JJD000" }],
    })
    const added = await client.orders.addShippingDetails(number, cap.captureNumber, {
      type: "shipment",
      shippingCompany: "DPD",
      trackingId: "0123",
      trackingUrl: "https://track.example/0123",
    })
    expect(added.shippingNumber).toEqual(expect.any(Number))
    await client.orders.updateShippingDetails(number, cap.captureNumber, added.shippingNumber, {
      type: "Return",
      shippingCompany: "DPD",
      trackingId: "0124",
    })
    const { captures } = await client.orders.getCapture(number, cap.captureNumber)
    expect(captures[0].shippingDetails?.map((s) => [s.shippingCompany, s.type, s.trackingId])).toEqual([
      ["DHL", "Shipment", "JJD000"],
      ["DPD", "Return", "0124"],
    ])
    const shipment = { type: "Shipment", shippingCompany: "X", trackingId: "1" }
    // An unknown shipping number or capture is a record not found: 404 with code 400.115.
    const wrong = await wire().call("checkout", "PATCH", `${orderPath(number)}/captures/${cap.captureNumber}/shipping-details/999999`, shipment)
    expect([wrong.status, (wrong.body as { code?: string }[])[0]?.code]).toEqual([404, "400.115"])
    const wrongCapture = await wire().post("checkout", `${orderPath(number)}/captures/123/shipping-details`, shipment)
    expect([wrongCapture.status, (wrongCapture.body as { code?: string }[])[0]?.code]).toEqual([404, "400.115"])
  })
})

describe("refunds", () => {
  const refund = (number: string, body: unknown) => wire().post("checkout", `${orderPath(number)}/refunds`, body)
  const captureAll = async (number: string, gross: number, net: number): Promise<string> => {
    const cap = await wire().post("checkout", `${orderPath(number)}/captures`, { orderDetails: { totalGrossAmount: gross, totalNetAmount: net } })
    expect(cap.status).toBe(200)
    return String(cap.body.captureNumber)
  }

  it("refunds per capture, partially by lines then fully, never above the capture", async () => {
    const number = await authorized()
    const captureNumber = await captureAll(number, 156, 134.12)
    const partial = await refund(number, { captureNumber, items: [{ ...SOCKS, quantity: 2, refundType: "Return" }] })
    expect(partial.status).toBe(200)
    expect(partial.body.refundNumbers).toHaveLength(1)
    expect(partial.body.totalRefundedAmount).toBe(21.4)
    const tooMany = await refund(number, { captureNumber, items: [{ ...SOCKS, quantity: 2 }] })
    expect(tooMany.status).toBe(400)
    expect(tooMany.body[0].fieldReference).toBe("items[0].quantity")
    const rest = await refund(number, { captureNumber })
    expect([rest.status, rest.body.totalRefundedAmount]).toEqual([200, 156])
    expect((await refund(number, { captureNumber })).status).toBe(400)

    const listed = await wire().get("checkout", `${orderPath(number)}/refunds`)
    const refunds = listed.body.refunds as { amount: number; refundItems: { grossUnitPrice: number }[] }[]
    expect(refunds.map((r) => r.amount)).toEqual([-21.4, -134.6])
    expect(refunds[0].refundItems[0].grossUnitPrice).toBe(-10.7)
    const single = await wire().get("checkout", `${orderPath(number)}/refunds/${partial.body.refundNumbers[0]}`)
    expect([single.status, single.body.refunds.length]).toEqual([200, 1])
    const got = await wire().get("checkout", `${orderPath(number)}/captures/${captureNumber}`)
    expect(got.body.captures[0]).toMatchObject({ balance: 0, totalRefundedAmount: 156 })
  })

  it("takes a goodwill share line of a captured VAT rate once the product's units are refunded, within what the rate holds", async () => {
    const number = await authorized()
    // 19 % holds JACKET 119 + SHIP 4.90 = 123.90; 7 % holds 3 x SOCKS = 32.10.
    const captureNumber = await captureAll(number, 156, 134.12)
    const share = (productId: string, gross: number, net: number, vatPercent: number) => ({
      productId, description: `Refund share at ${vatPercent}% VAT`, quantity: 1, grossUnitPrice: gross, netUnitPrice: net, vatAmount: Math.round((gross - net) * 100) / 100, vatPercent,
    })
    const adjusting = { ...JACKET, grossUnitPrice: 10, netUnitPrice: 8.4, vatAmount: 1.6 }
    expect((await refund(number, { captureNumber, items: [adjusting] })).status).toBe(200)
    const again = await refund(number, { captureNumber, items: [adjusting] })
    expect([again.status, again.body[0].fieldReference]).toEqual([400, "items[0].quantity"])
    const shared = await refund(number, { captureNumber, items: [share("refund-share-19", 10, 8.4, 19)] })
    expect([shared.status, shared.body.totalRefundedAmount]).toEqual([200, 20])
    const otherRate = await refund(number, { captureNumber, items: [share("refund-share-0", 1, 1, 0)] })
    expect([otherRate.status, otherRate.body[0].fieldReference]).toEqual([400, "items[0].productId"])
    const aboveRate = await refund(number, { captureNumber, items: [share("refund-share-7", 32.11, 30.01, 7)] })
    expect([aboveRate.status, aboveRate.body[0].fieldReference]).toEqual([400, "items[0].grossUnitPrice"])
    const wholeRate = await refund(number, { captureNumber, items: [share("refund-share-7", 32.1, 30, 7)] })
    expect([wholeRate.status, wholeRate.body.totalRefundedAmount]).toEqual([200, 52.1])
  })

  it("refuses a refund above the capture and one for an unknown capture", async () => {
    const number = await authorized()
    const captureNumber = await captureAll(number, 50, 42)
    const above = await refund(number, { captureNumber, items: [{ ...JACKET, productId: "GOODWILL", grossUnitPrice: 60, netUnitPrice: 50.42, vatAmount: 9.58 }] })
    expectRefusalText(above, /Refund Amount Exceeds Capture Amount/)
    const unknown = await refund(number, { captureNumber: "1" })
    expect(unknown.status).toBe(404)
    expect(JSON.stringify(unknown.body)).toMatch(/Incorrect Capture Number/)
  })
})

describe("voids", () => {
  it("voids the uncaptured rest only, and a full void cancels the order", async () => {
    const voids = (number: string) => `${orderPath(number)}/voids`
    const statusOf = async (number: string) => (await wire().get("checkout", orderPath(number))).body.orderDetails.status
    const number = await authorized()
    expect((await wire().post("checkout", `${orderPath(number)}/captures`, { orderDetails: { totalGrossAmount: 100, totalNetAmount: 84.03 } })).status).toBe(200)
    const partial = await wire().post("checkout", voids(number), { cancellationDetails: { totalGrossAmount: 50, totalNetAmount: 42.02 } })
    expect(partial.status).toBe(200)
    expect(partial.body).toMatchObject({ voidedAmount: 50, remainingAuthorizedAmount: 6, totalCapturedAmount: 100 })
    const tooMuch = await wire().post("checkout", voids(number), { cancellationDetails: { totalGrossAmount: 7, totalNetAmount: 5.88 } })
    expect(tooMuch.status).toBe(400)
    const rest = await wire().post("checkout", voids(number), {})
    expect([rest.status, rest.body.voidedAmount, rest.body.remainingAuthorizedAmount]).toEqual([200, 6, 0])
    expectRefusalText(await wire().post("checkout", voids(number), {}), /Order Already Captured/)
    const listed = await wire().get("checkout", voids(number))
    const cancellations = listed.body.cancellations as { cancellationAmount: number; cancellationNo: string }[]
    expect(cancellations.map((c) => c.cancellationAmount)).toEqual([50, 6])
    const single = await wire().get("checkout", `${voids(number)}/${cancellations[1].cancellationNo}`)
    expect(single.body.cancellations[0].cancellationNo).toBe(cancellations[1].cancellationNo)
    expect(await statusOf(number)).toBe("Accepted")

    const untouched = await authorized()
    expect((await wire().post("checkout", voids(untouched), {})).status).toBe(200)
    expect(await statusOf(untouched)).toBe("Cancelled")
    const capture = await wire().post("checkout", `${orderPath(untouched)}/captures`, { orderDetails: { totalGrossAmount: 1, totalNetAmount: 1 } })
    expect(capture.status).toBe(400)
  })
})

describe("update order", () => {
  it("replaces the lines of an uncaptured order", async () => {
    const number = await authorized()
    const items = [JACKET, { ...SOCKS, quantity: 1 }, SHIPPING]
    const res = await client.orders.updateOrder(number, { updateOrderSummary: { ...totals(items), items }, yourReference: "PO-7" })
    expect(res.outcome).toBe("Accepted")
    const order = await client.orders.getOrder(number)
    expect(order.orderDetails.totalGrossAmount).toBe(134.6)
    expect(order.orderDetails.orderItems?.find((i) => i.productId === "SOCKS")?.quantity).toBe(1)
    const mismatch = await wire().post("checkout", `${orderPath(number)}/updateOrder`, { updateOrderSummary: { totalGrossAmount: 1, totalNetAmount: 1, items } })
    expectRefusal(mismatch, "400.102", "updateOrderSummary.totalGrossAmount")
  })

  it("runs a risk check on an increase; a rejection keeps the old authorization valid", async () => {
    const number = await authorized("200")
    const bigger = [JACKET, { ...JACKET, productId: "JACKET-2" }]
    const res = await client.orders.updateOrder(number, { updateOrderSummary: { ...totals(bigger), items: bigger } })
    expect(res.outcome).toBe("Rejected")
    const order = await client.orders.getOrder(number)
    expect(order.orderDetails.totalGrossAmount).toBe(156)
    const cap = await client.orders.capture(number, { orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 } })
    expect(cap.capturedAmount).toBe(156)
    const captured = await failure(() =>
      client.orders.updateOrder(number, { updateOrderSummary: { ...totals([JACKET]), items: [JACKET] } }),
    )
    expect(captured.message).toMatch(/fully captured/)
  })
})

describe("return notification", () => {
  it("is accepted once per capture, with lines of that capture", async () => {
    const number = await authorized()
    const cap = await client.orders.capture(number, { orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 } })
    const foreign = await failure(() =>
      client.orders.returnNotification(number, { captureNumber: cap.captureNumber, items: [{ ...JACKET, quantity: 2 }] }),
    )
    expect(foreign.status).toBe(400)
    await client.orders.returnNotification(number, { captureNumber: cap.captureNumber, items: [JACKET], totalGrossAmount: 119 })
    const twice = await failure(() => client.orders.returnNotification(number, { captureNumber: cap.captureNumber }))
    expect(twice.message).toMatch(/already notified/)
  })

  itControl("is refused after the due date and for a paid invoice", async () => {
    const paid = await authorized()
    const paidCapture = await client.orders.capture(paid, { orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 } })
    await control(emu).post("/events/invoice-paid", { orderNumber: paid })
    const e1 = await failure(() => client.orders.returnNotification(paid, { captureNumber: paidCapture.captureNumber }))
    expect(e1.message).toMatch(/already paid/)

    // Its own emulator, so moving the clock leaves the shared one's orders alone.
    const local = await emulator()
    try {
      const c = clientFor(local)
      const late = authorizeBody()
      await c.checkout.authorize(late)
      const number = String(late.order?.number)
      const lateCapture = await c.orders.capture(number, { orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 } })
      await control(local).post("/clock/advance", { days: 15 })
      const e2 = await failure(() => c.orders.returnNotification(number, { captureNumber: lateCapture.captureNumber }))
      expect(e2.message).toMatch(/due date/)
    } finally {
      await local.stop()
    }
  })
})

describe("expiry", () => {
  itControl("expires an untouched authorization after 30 days and voids the rest of a partly captured one", async () => {
    const local = await emulator()
    const c = clientFor(local)
    try {
      const untouched = authorizeBody()
      await c.checkout.authorize(untouched)
      const partly = authorizeBody()
      await c.checkout.authorize(partly)
      await c.orders.capture(String(partly.order?.number), { orderDetails: { totalGrossAmount: 100, totalNetAmount: 84.03 } })
      await control(local).post("/clock/advance", { days: 29 })
      expect((await c.orders.getOrder(String(untouched.order?.number))).orderDetails.status).toBe("Accepted")
      await control(local).post("/clock/advance", { days: 2 })
      expect((await c.orders.getOrder(String(untouched.order?.number))).orderDetails.status).toBe("Expired")
      const order = await c.orders.getOrder(String(partly.order?.number))
      expect(order.orderDetails.status).toBe("Accepted")
      expect(order.cancellations?.map((x) => x.cancellationAmount)).toEqual([56])
      const late = await failure(() =>
        c.orders.capture(String(partly.order?.number), { orderDetails: { totalGrossAmount: 1, totalNetAmount: 0.84 } }),
      )
      expect(late.code).toBe("400.117")
    } finally {
      await local.stop()
    }
  })
})
