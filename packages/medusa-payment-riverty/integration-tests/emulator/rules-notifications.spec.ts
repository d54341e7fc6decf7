import type { RunningEmulator } from "riverty-emulator"
import { control, emulator, waitFor } from "./helpers/emulator"
import { authorizeBody } from "./helpers/fixtures"
import { Receiver, type Received } from "./helpers/receiver"
import { itControl } from "./helpers/target"

/**
 * What notifications carry, read raw at a receiver: an invoice for a capture by amount keeps the
 * order's VAT rates, voids add up, subscription bills carry addresses, and statusChange.from is
 * the state the transaction was really in. The default basket is 119.00 at 19 %, 3 x 10.70 at 7 %
 * and 4.90 shipping at 19 % (156.00 in all: 123.90 at 19 %, 32.10 at 7 %).
 */
const SECRET = "rules-notifications-secret"

describe("notification detail", () => {
  let emu: RunningEmulator
  let receiver: Receiver

  beforeAll(async () => {
    receiver = await new Receiver(SECRET).start()
    emu = await emulator({ notifyUrl: receiver.url, notifySecret: SECRET })
  })
  afterAll(async () => {
    await emu.stop()
    await receiver.stop()
  })

  async function api(method: string, path: string, body?: unknown): Promise<{ status: number; body: Record<string, unknown> }> {
    const res = await fetch(`${emu.url}${path}`, {
      method,
      headers: { "content-type": "application/json", "x-auth-key": (emu.config.apiKeys.find((k) => k.country === "DE") ?? emu.config.apiKeys[0]).key },
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {} }
  }

  async function authorized(): Promise<string> {
    const body = authorizeBody()
    const res = await api("POST", "/api/v3/checkout/authorize", body)
    expect(res.status).toBe(200)
    expect(res.body.outcome).toBe("Accepted")
    return String(body.order?.number)
  }

  async function notification(type: string, match: (r: Received) => boolean): Promise<Record<string, unknown>> {
    await control(emu).post("/deliveries/flush")
    const found = await waitFor(() => receiver.ofType(type).find(match), 5000, type)
    return found.body.parameters as Record<string, unknown>
  }

  const forOrder = (number: string) => (r: Received) =>
    r.body.parameters?.paymentTransactionToken === number || r.body.parameters?.orderReference === number

  itControl("an invoice for a capture by amount has one line per VAT rate of the order, adding up to the amount", async () => {
    const number = await authorized()
    const cap = await api("POST", `/api/v3/orders/${number}/captures`, { orderDetails: { totalGrossAmount: 100, totalNetAmount: 84.03 } })
    expect(cap.status).toBe(200)
    const invoice = await notification("accounting/invoiceCreated", forOrder(number))
    expect(invoice.items).toEqual([
      {
        description: `Partial capture of order ${number} at 19 % VAT`,
        grossUnitPrice: 79.42,
        quantity: 1,
        vatAmount: 12.68,
        vatPercent: 19,
        orderItemReference: null,
        positionType: "SALES_ARTICLE",
        productId: null,
        vatType: "NORMAL",
      },
      {
        description: `Partial capture of order ${number} at 7 % VAT`,
        grossUnitPrice: 20.58,
        quantity: 1,
        vatAmount: 1.35,
        vatPercent: 7,
        orderItemReference: null,
        positionType: "SALES_ARTICLE",
        productId: null,
        vatType: "REDUCED",
      },
    ])
    expect(invoice.totals).toMatchObject({ grossUnitPrice: 100, netUnitPrice: 85.97, vatAmount: 14.03 })
  })

  itControl("a void after a capture reports from Captured, and its lines add up to the voided rest", async () => {
    const number = await authorized()
    expect((await api("POST", `/api/v3/orders/${number}/captures`, { orderDetails: { totalGrossAmount: 100, totalNetAmount: 84.03 } })).status).toBe(200)
    const voided = await api("POST", `/api/v3/orders/${number}/voids`)
    expect(voided.status).toBe(200)
    expect(voided.body.voidedAmount).toBe(56)
    const canceled = await notification("payments/transactionCanceled", forOrder(number))
    expect(canceled).toEqual({ paymentTransactionToken: number, statusChange: { from: "Captured", to: "Canceled" } })

    const order = await api("GET", `/api/v3/orders/${number}`)
    const cancellations = order.body.cancellations as { cancellationAmount: number; cancellationItems: Record<string, unknown>[] }[]
    expect(cancellations).toHaveLength(1)
    expect(cancellations[0].cancellationAmount).toBe(56)
    const lines = cancellations[0].cancellationItems.map((i) => [i.vatPercent, i.grossUnitPrice, i.netUnitPrice, i.quantity])
    expect(lines).toEqual([
      [19, 44.48, 37.38, 1],
      [7, 11.52, 10.77, 1],
    ])
  })

  itControl("a void of an untouched authorization still reports from Authorized", async () => {
    const number = await authorized()
    expect((await api("POST", `/api/v3/orders/${number}/voids`)).status).toBe(200)
    const canceled = await notification("payments/transactionCanceled", forOrder(number))
    expect(canceled.statusChange).toEqual({ from: "Authorized", to: "Canceled" })
  })

  itControl("billingInformationAvailable carries the subscriber's bill-to and ship-to address", async () => {
    const res = await control(emu).post<{ invoiceReference: string }>("/events/billing-information", {
      clientId: "1001",
      subscriptionId: "SUB-1001",
    })
    expect(res.status).toBe(200)
    const bill = await notification(
      "subscriptions/billingInformationAvailable",
      (r) => (r.body.parameters?.invoice as { invoiceReference?: string } | undefined)?.invoiceReference === res.body.invoiceReference,
    )
    const address = {
      careOf: null,
      countryCode: "DE",
      postalCode: "33415",
      postalPlace: "Verl",
      street: "Gütersloher Straße",
      streetNumber: "123",
      streetNumberAdditional: null,
    }
    const invoice = bill.invoice as Record<string, unknown>
    expect(invoice.billToAddress).toEqual(address)
    expect(invoice.shipToAddress).toEqual(address)
  })
})
