import type { RunningEmulator } from "riverty-emulator"
import { control, emulator, waitFor } from "./helpers/emulator"
import { itControl, itEmulatorOnly } from "./helpers/target"
import { authorizeBody, type AuthorizeFixture } from "./helpers/fixtures"
import { Receiver } from "./helpers/receiver"
import { raw, type RawResponse } from "./helpers/raw"
import { expectNotificationEnvelope } from "./helpers/wire"

const SECRET = "accounting-secret"
let emu: RunningEmulator
let receiver: Receiver

beforeAll(async () => {
  receiver = await new Receiver(SECRET).start()
  emu = await emulator({ notifyUrl: receiver.url, notifySecret: SECRET, businessCode: "SHOP-DE" })
})
afterAll(async () => {
  await emu.stop()
  await receiver.stop()
})

interface Invoiced {
  number: string
  customerNumber: string
  invoiceNumber: string
}

const wire = () => raw(emu)
const orderPath = (number: string) => `/api/v3/orders/${encodeURIComponent(number)}`

/** Authorized and captured in full over plain HTTP; the invoice number is read from the capture. */
async function authorizedAndCaptured(body: ReturnType<typeof authorizeBody>, gross: number, net: number): Promise<Invoiced> {
  const res = await wire().post("checkout", "/api/v3/checkout/authorize", body)
  expect([res.status, res.body.outcome]).toEqual([200, "Accepted"])
  const number = String(body.order?.number)
  const cap = await wire().post("checkout", `${orderPath(number)}/captures`, { orderDetails: { totalGrossAmount: gross, totalNetAmount: net } })
  expect(cap.status).toBe(200)
  const got = await wire().get("checkout", `${orderPath(number)}/captures/${cap.body.captureNumber}`)
  return { number, customerNumber: String(res.body.customer.customerNumber), invoiceNumber: String(got.body.captures[0].invoiceNumber) }
}

/** JACKET (line 1), 3 x SOCKS (line 2), SHIPPING (line 3) authorized and captured in full. */
function invoiced(payment?: AuthorizeFixture["payment"]): Promise<Invoiced> {
  return authorizedAndCaptured(authorizeBody({ payment }), 156, 134.12)
}

interface Target {
  businessCode: string
  customerNumber: string
  orderReference: string
}

/**
 * The return order over plain HTTP. The spec gives no status for the receipt, only that it holds
 * internalRequestId alone (spec, Accounting): a 2xx whose body has exactly that string field.
 */
async function createReturnOrder(t: Target, body: Record<string, unknown>): Promise<{ internalRequestId: string }> {
  const res: RawResponse = await wire().post(
    "accounting",
    `/businesses/${encodeURIComponent(t.businessCode)}/customers/${encodeURIComponent(t.customerNumber)}/orders/${encodeURIComponent(t.orderReference)}/returns`,
    body,
  )
  expect(res.status).toBeGreaterThanOrEqual(200)
  expect(res.status).toBeLessThan(300)
  expect(Object.keys(res.body)).toEqual(["internalRequestId"])
  expect(typeof res.body.internalRequestId).toBe("string")
  return res.body
}

type EdiParams = { details: { errorDetails: { fieldName?: string; errorDescription: string }[]; orderReference?: string }; transactionId: string; requestType: string }

async function outcome(internalRequestId: string): Promise<EdiParams> {
  const hit = await waitFor(
    () => receiver.ofType("accounting/EdiErrorSent").find((r) => (r.body.parameters as EdiParams).transactionId === internalRequestId),
    3000,
    `EdiErrorSent for ${internalRequestId}`,
  )
  expect(hit.signatureValid).toBe(true)
  expectNotificationEnvelope(hit.body)
  return hit.body.parameters as EdiParams
}

const target = (i: Invoiced, businessCode = "SHOP-DE"): Target => ({ businessCode, customerNumber: i.customerNumber, orderReference: i.number })
const socks = (quantity: number) => ({ orderItemReference: 2, quantity, grossUnitPrice: 10.7, vatAmount: 0.7, vatPercent: 7, vatType: "REDUCED" as const })

describe("return orders (accounting, asynchronous)", () => {
  itControl("answers only an internalRequestId; an accepted return is reported with no errors and offsets the open invoice", async () => {
    const i = await invoiced()
    const res = await createReturnOrder(target(i), {
      invoiceReference: i.invoiceNumber,
      returnDate: "2025-01-10",
      returnReason: "CUSTOMER_RETURN",
      returnReference: "RET-1",
      items: [socks(2)],
    })
    const edi = await outcome(res.internalRequestId)
    expect(edi).toMatchObject({ requestType: "RETURN_ORDER", details: { errorDetails: [], orderReference: i.number } })
    const balance = await waitFor(() =>
      receiver.ofType("accounting/balanceUpdated").find((r) => (r.body.parameters as { transactionId: string }).transactionId === res.internalRequestId),
    )
    expect((balance.body.parameters as { balance: number }).balance).toBe(134.6)
    expect(receiver.ofType("accounting/refundCompleted").filter((r) => (r.body.parameters as { transactionId: string }).transactionId === res.internalRequestId)).toHaveLength(0)
    const state = await control(emu).get<{ status: string }>(`/returns/${res.internalRequestId}`)
    expect(state.body.status).toBe("Accepted")
  })

  itControl("refunds a paid invoice (refundCompleted) and settles an open amount first", async () => {
    const i = await invoiced()
    await control(emu).post("/events/invoice-paid", { orderNumber: i.number, amount: 150 })
    const res = await createReturnOrder(target(i), { invoiceReference: i.invoiceNumber, returnReference: "RET-2", items: [socks(3)] })
    expect((await outcome(res.internalRequestId)).details.errorDetails).toEqual([])
    const refund = await waitFor(() =>
      receiver.ofType("accounting/refundCompleted").find((r) => (r.body.parameters as { transactionId: string }).transactionId === res.internalRequestId),
    )
    expect(refund.body.parameters).toMatchObject({
      businessCode: "SHOP-DE",
      orderReference: i.number,
      invoiceReference: i.invoiceNumber,
      returnReference: "RET-2",
      refundedToOriginalPaymentInstrument: 26.1,
      currency: "EUR",
    })
  })

  itEmulatorOnly("rejects, by notification, returns of orders that do not exist or were never invoiced", async () => {
    const ghost = await createReturnOrder(
      { businessCode: "SHOP-DE", customerNumber: "AP0", orderReference: "NO-SUCH-ORDER" },
      { items: [socks(1)] },
    )
    expect((await outcome(ghost.internalRequestId)).details.errorDetails[0].fieldName).toBe("orderReference")

    const body = authorizeBody()
    const res = await wire().post("checkout", "/api/v3/checkout/authorize", body)
    const notInvoiced = await createReturnOrder(
      { businessCode: "SHOP-DE", customerNumber: String(res.body.customer.customerNumber), orderReference: String(body.order?.number) },
      {},
    )
    expect((await outcome(notInvoiced.internalRequestId)).details.errorDetails[0].errorDescription).toMatch(/no invoice/)
  })

  itEmulatorOnly("never lets returns raise the order value: quantities over the invoiced ones and lone discount lines fail", async () => {
    const i = await invoiced()
    const first = await createReturnOrder(target(i), { invoiceReference: i.invoiceNumber, items: [socks(2)] })
    expect((await outcome(first.internalRequestId)).details.errorDetails).toEqual([])
    const second = await createReturnOrder(target(i), { invoiceReference: i.invoiceNumber, items: [socks(2)] })
    const errors = (await outcome(second.internalRequestId)).details.errorDetails
    expect(errors[0]).toMatchObject({ fieldName: "items[0].quantity" })
    const third = await createReturnOrder(target(i), { invoiceReference: i.invoiceNumber, items: [socks(1)] })
    expect((await outcome(third.internalRequestId)).details.errorDetails).toEqual([])

    const wrongInvoice = await createReturnOrder(target(i), { invoiceReference: "INV-OTHER", items: [socks(1)] })
    expect((await outcome(wrongInvoice.internalRequestId)).details.errorDetails[0].fieldName).toBe("invoiceReference")
    const notALine = await createReturnOrder(target(i), { items: [{ ...socks(1), orderItemReference: 9 }] })
    expect((await outcome(notALine.internalRequestId)).details.errorDetails[0].fieldName).toBe("items[0].orderItemReference")
  })

  itEmulatorOnly("takes a bundle-discount line with the returned items (rule 6) and checks its signs", async () => {
    const discount = { productId: "DISC", description: "Bundle discount", type: "Discount" as const, grossUnitPrice: -10, netUnitPrice: -8.4, vatPercent: 19, vatAmount: -1.6, quantity: 1 }
    const items = [
      { productId: "JACKET", description: "Rain jacket", grossUnitPrice: 119, netUnitPrice: 100, vatPercent: 19, vatAmount: 19, quantity: 1 },
      discount,
    ]
    const i = await authorizedAndCaptured(authorizeBody({ items }), 109, 91.6)
    const jacket = { orderItemReference: 1, quantity: 1, grossUnitPrice: 119, vatAmount: 19, vatPercent: 19, vatType: "NORMAL" as const }
    const disc = { orderItemReference: 2, quantity: 1, grossUnitPrice: -10, vatAmount: -1.6, vatPercent: 19, vatType: "NORMAL" as const, positionType: "DISCOUNT" as const }

    const wrongSign = await createReturnOrder(target(i), { items: [jacket, { ...disc, vatAmount: 1.6 }] })
    expect((await outcome(wrongSign.internalRequestId)).details.errorDetails[0].fieldName).toBe("items[1].vatAmount")
    const alone = await createReturnOrder(target(i), { items: [disc] })
    expect((await outcome(alone.internalRequestId)).details.errorDetails[0].errorDescription).toMatch(/cannot increase/)
    const ok = await createReturnOrder(target(i), { items: [jacket, disc] })
    expect((await outcome(ok.internalRequestId)).details.errorDetails).toEqual([])
  })

  itControl("requires bank details when a refund is due and the original payment had no bank account (rule 5)", async () => {
    const i = await invoiced()
    await control(emu).post("/events/invoice-paid", { orderNumber: i.number, channel: "CASH" })
    const without = await createReturnOrder(target(i), { items: [socks(1)] })
    expect((await outcome(without.internalRequestId)).details.errorDetails[0].fieldName).toBe("bankDetails")
    const withBank = await createReturnOrder(target(i), {
      items: [socks(1)],
      bankDetails: { accountOwner: "Astrid Svensson", iban: "DE75512108001245126199", bic: "SOGEDEFFXXX" },
    })
    expect((await outcome(withBank.internalRequestId)).details.errorDetails).toEqual([])

    const debit = await invoiced({ type: "Invoice", directDebit: { bankAccount: "DE75512108001245126199" } })
    await control(emu).post("/events/invoice-paid", { orderNumber: debit.number })
    const byDebit = await createReturnOrder(target(debit), { items: [socks(1)] })
    expect((await outcome(byDebit.internalRequestId)).details.errorDetails).toEqual([])
  })

  itControl("validates the body itself only after the receipt, reporting fields and provided values", async () => {
    const i = await invoiced()
    // The receipt comes first (createReturnOrder checks it); the body's faults only by notification.
    await createReturnOrder(target(i), { returnReason: "LOST_IN_SPACE", items: [{ ...socks(1), vatType: "ODD" }] })
    const { body } = await control(emu).get<{ journal?: unknown } & Array<{ status: number }>>("/journal?path=/businesses&limit=1")
    expect(body[0].status).toBe(202)
    const edi = await waitFor(() =>
      receiver.ofType("accounting/EdiErrorSent").find((r) => (r.body.parameters as EdiParams).details.errorDetails.some((e) => e.fieldName === "returnReason")),
    )
    const details = (edi.body.parameters as { details: { errorDetails: { fieldName: string; providedValue: string }[] } }).details.errorDetails
    expect(details.map((d) => [d.fieldName, d.providedValue])).toEqual([
      ["returnReason", "LOST_IN_SPACE"],
      ["items[0].vatType", "ODD"],
    ])
  })
})
