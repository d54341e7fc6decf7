import type { RunningEmulator } from "riverty-emulator"
import type { OrderItemInput } from "riverty-client"
import { control } from "./helpers/emulator"
import { orderNumber } from "./helpers/fixtures"
import { codes, rawTarget, strictTarget, v3, type RawTarget } from "./helpers/keyed-target"
import { itControl, itEmulatorOnly } from "./helpers/target"

/*
 * What Riverty's sandbox answered a public client's functional tests (etrias-nl/afterpay-connector,
 * tests/Functional/Api/OrdersTest.php; packages/riverty-emulator/docs/riverty-answers.md): a Dutch
 * order of 38.00 EUR whose lines state VAT as gross - net but not as the rate's share of the
 * gross, captured whole, one line refunded. The same flow here, with the sandbox's answers as the
 * expectations, so contract mode checks them against Riverty again.
 */

/** 1 x 12.50 (10.00 net, 2.50 VAT, 21 %) + 3 x 8.50 (5.50 net, 3.00 VAT, 6 %) = 38.00, net 26.50. */
const LINE_A: OrderItemInput = { productId: "A", description: "Product A", quantity: 1, grossUnitPrice: 12.5, netUnitPrice: 10, vatAmount: 2.5, vatPercent: 21 }
const LINE_B: OrderItemInput = { productId: "B", description: "Product B", quantity: 3, grossUnitPrice: 8.5, netUnitPrice: 5.5, vatAmount: 3, vatPercent: 6 }
const SUMMARY = { totalGrossAmount: 38, totalNetAmount: 26.5, currency: "EUR", items: [LINE_A, LINE_B] }

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}/

function authorizeBody(number: string) {
  return {
    payment: { type: "Invoice" },
    customer: {
      customerCategory: "Person",
      salutation: "Mr",
      firstName: "John",
      lastName: "Doe",
      birthDate: "1987-07-28",
      email: "john.doe@example.com",
      address: { street: "Straatnaam", streetNumber: "1", streetNumberAdditional: "A", postalCode: "1111AA", postalPlace: "Diemen", countryCode: "NL" },
    },
    order: { number, ...SUMMARY },
  }
}

let t: RawTarget
beforeAll(async () => {
  t = await rawTarget()
})
afterAll(() => t.stop())

async function authorized(target: RawTarget = t): Promise<string> {
  const number = orderNumber("SBX")
  const res = await v3<{ outcome: string }>(target, "NL", "POST", "/checkout/authorize", authorizeBody(number))
  expect(res.status).toBe(200)
  expect(res.body.outcome).toBe("Accepted")
  return number
}

async function captured(): Promise<{ number: string; captureNumber: string }> {
  const number = await authorized()
  const res = await v3<{ captureNumber: string; capturedAmount: number; remainingAuthorizedAmount: number }>(t, "NL", "POST", `/orders/${number}/captures`, {
    orderDetails: SUMMARY,
  })
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ capturedAmount: 38, remainingAuthorizedAmount: 0 })
  return { number, captureNumber: res.body.captureNumber }
}

async function refunded(): Promise<{ number: string; captureNumber: string; refundNumber: string }> {
  const { number, captureNumber } = await captured()
  const res = await v3<{ refundNumbers: string[]; totalRefundedAmount: number; totalCapturedAmount: number }>(t, "NL", "POST", `/orders/${number}/refunds`, {
    captureNumber,
    refundType: "Refund",
    items: [LINE_A],
  })
  expect(res.status).toBe(200)
  expect(res.body).toMatchObject({ totalCapturedAmount: 38, totalRefundedAmount: 12.5 })
  return { number, captureNumber, refundNumber: res.body.refundNumbers[0] }
}

/* eslint-disable @typescript-eslint/no-explicit-any -- records are whatever the service sent; each assertion names the fields */
describe("(a) lines whose VAT is gross - net but not the rate's share of the gross", () => {
  it("are authorized, captured, voided, refunded and updated", async () => {
    const { number } = await refunded()
    expect(number).toBeTruthy()

    const toVoid = await authorized()
    const voided = await v3<any>(t, "NL", "POST", `/orders/${toVoid}/voids`, { cancellationDetails: SUMMARY })
    expect(voided.status).toBe(200)
    expect(voided.body).toMatchObject({ totalAuthorizedAmount: 38, totalCapturedAmount: 0, remainingAuthorizedAmount: 0 })

    const toUpdate = await authorized()
    const updated = await v3<any>(t, "NL", "POST", `/orders/${toUpdate}/updateOrder`, {
      updateOrderSummary: { ...SUMMARY, items: [{ ...LINE_A, description: "Product A, renamed" }, LINE_B] },
    })
    expect(updated.status).toBe(200)
    expect(updated.body.outcome).toBe("Accepted")
    const order = await v3<any>(t, "NL", "GET", `/orders/${toUpdate}`)
    expect(order.body.orderDetails.orderItems[0].description).toBe("Product A, renamed")
  })

  itEmulatorOnly("are refused in strict mode, naming the line, in the order and in a capture", async () => {
    const target = await strictTarget()
    try {
      const res = await v3(target, "NL", "POST", "/checkout/authorize", authorizeBody(orderNumber("STRICT")))
      expect(res.status).toBe(400)
      expect(codes(res.body)).toEqual([
        { code: "400.003", fieldReference: "order.items[0].vatAmount" },
        { code: "400.003", fieldReference: "order.items[1].vatAmount" },
      ])

      // The rate's share (12.50 at 21 % is 10.33 + 2.17) passes; a capture stating it the other way does not.
      const right = { ...LINE_A, netUnitPrice: 10.33, vatAmount: 2.17 }
      const number = orderNumber("STRICT")
      const ok = await v3<{ outcome: string }>(target, "NL", "POST", "/checkout/authorize", {
        ...authorizeBody(number),
        order: { number, totalGrossAmount: 12.5, totalNetAmount: 10.33, currency: "EUR", items: [right] },
      })
      expect(ok.body.outcome).toBe("Accepted")
      const capture = await v3(target, "NL", "POST", `/orders/${number}/captures`, {
        orderDetails: { totalGrossAmount: 12.5, totalNetAmount: 10, items: [LINE_A] },
      })
      expect(capture.status).toBe(400)
      expect(codes(capture.body)).toEqual([{ code: "400.003", fieldReference: "orderDetails.items[0].vatAmount" }])
    } finally {
      await target.stop()
    }
  })
})

describe("(b) (c) a capture read right after the capture", () => {
  it("has orderDate as a date-time, and dueDate, invoiceDate and updatedAt null, in every read", async () => {
    const { number, captureNumber } = await captured()
    const reads = [
      (await v3<any>(t, "NL", "GET", `/orders/${number}/captures`)).body.captures[0],
      (await v3<any>(t, "NL", "GET", `/orders/${number}/captures/${captureNumber}`)).body.captures[0],
      (await v3<any>(t, "NL", "GET", `/orders/${number}`)).body.captures[0],
    ]
    for (const record of reads) {
      expect(record).toMatchObject({ captureNumber, amount: 38, balance: 38, totalRefundedAmount: 0, currency: "EUR", orderNumber: number })
      expect(record.orderDate).toMatch(DATE_TIME)
      expect(record.insertedAt).toMatch(DATE_TIME)
      expect(record.dueDate).toBeNull()
      expect(record.invoiceDate).toBeNull()
      expect(record.updatedAt).toBeNull()
    }
  })

  itControl("gets its invoice and due dates the next day, and updatedAt once a refund changed it", async () => {
    const { number, captureNumber } = await captured()
    await v3(t, "NL", "POST", `/orders/${number}/refunds`, { captureNumber, items: [LINE_A] })
    const changed = (await v3<any>(t, "NL", "GET", `/orders/${number}/captures/${captureNumber}`)).body.captures[0]
    expect(changed.updatedAt).toMatch(DATE_TIME)
    expect(changed.balance).toBe(25.5)
    expect(changed.invoiceDate).toBeNull()

    await control(t.emu as RunningEmulator).post("/clock/advance", { days: 1 })
    const issued = (await v3<any>(t, "NL", "GET", `/orders/${number}/captures/${captureNumber}`)).body.captures[0]
    expect(issued.invoiceDate).toMatch(DATE_TIME)
    expect(issued.dueDate).toMatch(DATE_TIME)
    expect(issued.dueDate > issued.invoiceDate).toBe(true)
  })
})

describe("(d) (e) a refund of 12.50 of a 38.00 capture", () => {
  it("has the refund's own balance (-12.50) and updatedAt null, in every read", async () => {
    const { number, captureNumber, refundNumber } = await refunded()
    const reads = [
      (await v3<any>(t, "NL", "GET", `/orders/${number}/refunds`)).body.refunds[0],
      (await v3<any>(t, "NL", "GET", `/orders/${number}/refunds/${refundNumber}`)).body.refunds[0],
      (await v3<any>(t, "NL", "GET", `/orders/${number}`)).body.refunds[0],
    ]
    for (const record of reads) {
      expect(record).toMatchObject({ refundNumber, captureNumber, amount: -12.5, balance: -12.5, currency: "EUR", orderNumber: number })
      expect(record.insertedAt).toMatch(DATE_TIME)
      expect(record.updatedAt).toBeNull()
      expect(record.refundItems[0]).toMatchObject({ productId: "A", quantity: 1 })
    }
  })
})
