import { createServer } from "node:http"
import type { AddressInfo } from "node:net"
import type { RivertyClient } from "riverty-client"
import type { RunningEmulator } from "riverty-emulator"
import { clientFor, control, emulator, waitFor } from "./helpers/emulator"
import { itControl } from "./helpers/target"
import { authorizeBody } from "./helpers/fixtures"
import { choose } from "./helpers/hosted-page"
import { expectBnplWebhook, expectNotificationEnvelope } from "./helpers/wire"
import { Receiver } from "./helpers/receiver"

const SECRET = "notify-secret-for-tests"

interface Delivery {
  id: string
  notificationId: string
  type: string
  status: string
  attempts: { status?: number; error?: string }[]
}

describe("notifications", () => {
  let emu: RunningEmulator
  let client: RivertyClient
  let receiver: Receiver

  beforeAll(async () => {
    receiver = await new Receiver(SECRET).start()
    emu = await emulator({ notifyUrl: receiver.url, notifySecret: SECRET })
    client = clientFor(emu)
  })
  afterAll(async () => {
    await emu.stop()
    await receiver.stop()
  })
  beforeEach(() => receiver.clear())

  async function flush(): Promise<void> {
    await control(emu).post("/deliveries/flush")
  }

  itControl("emits signed payment notifications in the spec's envelope as the order moves", async () => {
    const body = authorizeBody()
    const number = String(body.order?.number)
    await client.checkout.authorize(body)
    const cap = await client.orders.capture(number, { orderDetails: { totalGrossAmount: 100, totalNetAmount: 84.03 } })
    await client.orders.refund(number, { captureNumber: cap.captureNumber })
    await client.orders.voidAuthorization(number)
    await flush()
    await waitFor(() => receiver.received.length >= 5 || undefined, 3000, "5 notifications")
    // Deliveries run concurrently, so arrival order is not guaranteed (as with the real service).
    const types = receiver.received.map((r) => String(r.body.type)).sort()
    expect(types).toEqual([
      "accounting/invoiceCreated",
      "payments/transactionAuthorized",
      "payments/transactionCanceled",
      "payments/transactionCaptured",
      "payments/transactionRefunded",
    ])
    for (const r of receiver.received) {
      expect(r.signatureValid).toBe(true)
      expect(r.headers["riverty-signature"]).toMatch(/^t=\d+,v1=[0-9a-f]{64}$/)
      expect(r.body.timestamp).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{7}\+00:00$/)
      expectNotificationEnvelope(r.body)
    }
    expect(receiver.ofType("payments/transactionAuthorized")[0].body.parameters).toEqual({
      paymentTransactionToken: number,
      statusChange: { from: null, to: "Authorized" },
    })
    const invoice = receiver.ofType("accounting/invoiceCreated")[0].body.parameters as Record<string, unknown>
    const { captures } = await client.orders.getCapture(number, cap.captureNumber)
    expect(invoice.invoiceReference).toBe((captures[0] as { invoiceNumber?: string }).invoiceNumber)
    expect(invoice.orderReference).toBe(number)
    expect((invoice.totals as { grossUnitPrice: number }).grossUnitPrice).toBe(100)
  })

  itControl("reports a rejected authorization and the outcome of the hosted page", async () => {
    await client.checkout.authorize(authorizeBody({ firstName: "Reject" }))
    const body = authorizeBody({ extra: { merchantUrl: "https://shop.example/back", hostedCheckout: {} } })
    const res = await client.checkout.authorize(body)
    await choose(String(res.redirectUrl), "accept")
    await flush()
    await waitFor(() => receiver.received.length >= 2 || undefined)
    const changes = receiver.received.map((r) => [r.body.type, (r.body.parameters as { statusChange: { to: string } }).statusChange.to])
    expect(changes.sort()).toEqual([
      ["payments/transactionAuthorizationFailed", "AuthorizationFailed"],
      ["payments/transactionAuthorized", "Authorized"],
    ])
  })

  itControl("retries after a 500 until acknowledged, with the same id and body", async () => {
    receiver.failNext(2, 500)
    await client.checkout.authorize(authorizeBody())
    await waitFor(() => receiver.received.length >= 3 || undefined, 5000, "three attempts")
    expect(receiver.received.map((r) => r.status)).toEqual([500, 500, 200])
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(1)
    expect(new Set(receiver.received.map((r) => r.raw)).size).toBe(1)
    expect(receiver.received.every((r) => r.signatureValid)).toBe(true)
    const id = String(receiver.received[0].body.id)
    const { body } = await control(emu).get<{ deliveries: Delivery[] }>("/deliveries")
    const delivery = body.deliveries.find((d) => d.notificationId === id)
    expect(delivery?.status).toBe("delivered")
    expect(delivery?.attempts.map((a) => a.status)).toEqual([500, 500, 200])
  })

  itControl("duplicates deliveries on request; a receiver deduplicates them by id", async () => {
    await control(emu).post("/deliveries/duplicate", { count: 1, copies: 3 })
    await client.checkout.authorize(authorizeBody())
    await waitFor(() => receiver.received.length >= 3 || undefined)
    expect(receiver.received).toHaveLength(3)
    expect(new Set(receiver.received.map((r) => r.body.id)).size).toBe(1)
    expect(receiver.acknowledgedUnique()).toHaveLength(1)
  })

  itControl("holds deliveries and releases them in reverse order", async () => {
    await control(emu).post("/deliveries/hold")
    const numbers: string[] = []
    for (let i = 0; i < 3; i++) {
      const body = authorizeBody()
      numbers.push(String(body.order?.number))
      await client.checkout.authorize(body)
    }
    await new Promise((r) => setTimeout(r, 100))
    expect(receiver.received).toHaveLength(0)
    await control(emu).post("/deliveries/release", { order: "reverse" })
    await waitFor(() => receiver.received.length >= 3 || undefined)
    expect(receiver.received.map((r) => (r.body.parameters as { paymentTransactionToken: string }).paymentTransactionToken)).toEqual(
      [...numbers].reverse(),
    )
  })

  itControl("releases held deliveries all at the same moment with `together`", async () => {
    // A receiver that answers nobody until three deliveries are open at once: one by one, the
    // first would wait in vain and fail after 3 s.
    const waiting: Array<(status: number) => void> = []
    const gate = createServer((req, res) => {
      req.resume()
      const answer = (status: number) => res.writeHead(status).end("{}")
      waiting.push(answer)
      if (waiting.length === 3) waiting.splice(0).forEach((open) => open(200))
      else setTimeout(() => waiting.includes(answer) && waiting.splice(waiting.indexOf(answer), 1) && answer(503), 3000)
    })
    await new Promise<void>((resolve) => gate.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(gate.address() as AddressInfo).port}/together`
    const ctl = control(emu)
    try {
      await ctl.post("/deliveries/hold")
      for (let i = 0; i < 3; i++) await ctl.post("/events/webhook", { messageName: "AuthorizeAccepted", body: { n: i }, url })
      const released = await ctl.post<{ released: string[] }>("/deliveries/release", { order: "together" })
      expect(released.body.released).toHaveLength(3)
      const deliveries = await Promise.all(released.body.released.map((id) => ctl.get<Delivery>(`/deliveries/${id}`)))
      expect(deliveries.map((d) => d.body.attempts.map((a) => a.status))).toEqual([[200], [200], [200]])
    } finally {
      await ctl.post("/deliveries/modes/reset")
      await new Promise((resolve) => gate.close(resolve))
    }
  })

  itControl("shuffles 200 notifications with about 20 % duplicates; deduplicated by id, each arrives once", async () => {
    const ctl = control(emu)
    await ctl.post("/deliveries/hold")
    await ctl.post("/deliveries/duplicate", { count: 0, copies: 2, ratio: 0.2 })
    for (let i = 0; i < 200; i++) {
      await ctl.post("/events/expiry-warning", { customerNumber: `C-${i}`, paymentRegistrationId: `REG-${i}` })
    }
    await ctl.post("/deliveries/modes/reset")
    const released = await ctl.post<{ released: string[] }>("/deliveries/release", { order: "shuffle" })
    const total = released.body.released.length
    expect(total).toBeGreaterThan(210)
    expect(total).toBeLessThan(300)
    await waitFor(() => receiver.received.length >= total || undefined, 10_000, "all deliveries")
    const unique = receiver.acknowledgedUnique()
    expect(unique).toHaveLength(200)
    const order = unique.map((r) => Number(String((r.body.parameters as { customerNumber: string }).customerNumber).slice(2)))
    expect(order).not.toEqual([...order].sort((a, b) => a - b))
    expect(new Set(order).size).toBe(200)
  })

  itControl("redelivers a delivered notification on request", async () => {
    await client.checkout.authorize(authorizeBody())
    await waitFor(() => receiver.received.length >= 1 || undefined)
    const { body } = await control(emu).get<{ deliveries: Delivery[] }>("/deliveries?status=delivered")
    const last = body.deliveries[body.deliveries.length - 1]
    await control(emu).post(`/deliveries/${last.id}/redeliver`)
    await waitFor(() => receiver.received.length >= 2 || undefined)
    expect(receiver.received[1].body.id).toBe(receiver.received[0].body.id)
  })

  itControl("triggers every other notification type through the control API, each in the spec's envelope", async () => {
    const body = authorizeBody({ payment: { type: "Invoice", directDebit: { bankAccount: "DE75512108001245126199" } } })
    const number = String(body.order?.number)
    await client.checkout.authorize(body)
    await client.orders.capture(number, { orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 } })
    const ctl = control(emu)
    expect((await ctl.post("/events/reminder", { orderNumber: number })).status).toBe(200)
    expect((await ctl.post("/events/invoice-paid", { orderNumber: number, amount: 56 })).status).toBe(200)
    expect((await ctl.post("/events/chargeback", { orderNumber: number })).status).toBe(200)
    expect((await ctl.post("/events/document", { orderNumber: number, documentType: "SETTLEMENT" })).status).toBe(200)
    expect((await ctl.post("/events/daily-ledger", { date: new Date().toISOString().slice(0, 10) })).status).toBe(200)
    expect((await ctl.post("/events/billing-information", { subscriptionId: "SUB-1001" })).status).toBe(200)
    expect((await ctl.post("/events/expiry-warning", { customerNumber: "C-0001" })).status).toBe(200)
    for (const to of ["RegistrationActivated", "RegistrationCanceled", "RegistrationFailed"]) {
      expect((await ctl.post("/events/registration", { to })).status).toBe(200)
    }
    for (const to of ["CancelationFailed", "CaptureFailed", "RefundFailed"]) {
      expect((await ctl.post("/events/transaction", { orderNumber: number, to })).status).toBe(200)
    }
    await flush()
    const expected = [
      "accounting/reminderSent",
      "accounting/documentCreated",
      "accounting/paymentReceived",
      "accounting/balanceUpdated",
      "accounting/chargebackReceived",
      "accounting/dailyGlaccountBalance",
      "subscriptions/billingInformationAvailable",
      "subscriptions/expiryWarning",
      "payments/registrationActivated",
      "payments/registrationCanceled",
      "payments/registrationFailed",
      "payments/transcationCancelationFailed",
      "payments/transactionCaptureFailed",
      "payments/transactionRefundFailed",
    ]
    await waitFor(() => expected.every((t) => receiver.ofType(t).length > 0) || undefined, 3000, "every type")
    for (const r of receiver.received) {
      expect(r.signatureValid).toBe(true)
      expectNotificationEnvelope(r.body)
    }
    const paid = receiver.ofType("accounting/paymentReceived")[0].body.parameters as Record<string, number>
    expect(paid).toMatchObject({ orderAmount: 156, paidAmount: 56, remainingAmount: 100 })
    const ledger = receiver.ofType("accounting/dailyGlaccountBalance")[0].body
    expect(ledger.parameters).toBeUndefined()
    expect(Array.isArray(ledger.documents)).toBe(true)
    expect((receiver.ofType("accounting/reminderSent")[0].body.parameters as { reminderLevel: number }).reminderLevel).toBe(1)
  })

  itControl("sends the BNPL webhook of a hosted-checkout request to its webhookUrl", async () => {
    const res = await client.checkout.requestHostedCheckout({
      merchantUrl: "https://shop.example/back",
      webhookUrl: receiver.url,
      authorizeRequest: authorizeBody(),
    })
    await choose(res.redirectUrl, "cancel")
    await waitFor(() => receiver.received.find((r) => r.body.Header?.MessageName === "CustomerAuthenticationCompleted"), 3000, "webhook")
    const hook = receiver.received.find((r) => r.body.Header?.MessageName === "CustomerAuthenticationCompleted")
    expect(hook?.body.Body).toMatchObject({ Status: "Cancelled" })
    expect(hook?.signatureValid).toBe(true)
  })
})

describe("delivery schedule, timeouts and registrations", () => {
  itControl("sends the real service's BNPL webhooks when asked to", async () => {
    const receiver = await new Receiver(SECRET).start()
    const emu = await emulator({ notifyUrl: receiver.url, notifySecret: SECRET, bnplWebhooks: true })
    try {
      const client = clientFor(emu)
      const body = authorizeBody({ extra: { merchantUrl: "https://shop.example/back", hostedCheckout: {} } })
      const res = await client.checkout.authorize(body)
      await choose(String(res.redirectUrl), "accept")
      const number = String(body.order?.number)
      await client.orders.capture(number, { orderDetails: { totalGrossAmount: 156, totalNetAmount: 134.12 } })
      await control(emu).post("/events/invoice-paid", { orderNumber: number })
      const names = ["CustomerAuthenticationCompleted", "AuthorizeAccepted", "InvoiceStatus_PaymentReceived"]
      await waitFor(() => names.every((n) => receiver.received.some((r) => r.body.Header?.MessageName === n)) || undefined, 3000, "webhooks")
      for (const name of names) {
        const hook = receiver.received.find((r) => r.body.Header?.MessageName === name)
        expect(hook?.signatureValid).toBe(true)
        expectBnplWebhook(hook?.body as Record<string, unknown>, name)
      }
      const completed = receiver.received.find((r) => r.body.Header?.MessageName === "CustomerAuthenticationCompleted")
      expect(completed?.body.Body).toEqual({ OrderNumber: number, Status: "Accepted" })
    } finally {
      await emu.stop()
      await receiver.stop()
    }
  })

  itControl("waits for the next attempt on the emulator clock, which the control API can advance", async () => {
    const receiver = await new Receiver(SECRET).start()
    const emu = await emulator({ notifyUrl: receiver.url, notifySecret: SECRET, retrySchedule: [3_600_000] })
    try {
      receiver.failNext(1)
      await clientFor(emu).checkout.authorize(authorizeBody())
      await waitFor(() => receiver.received.length >= 1 || undefined)
      await new Promise((r) => setTimeout(r, 150))
      expect(receiver.received).toHaveLength(1)
      await control(emu).post("/clock/advance", { hours: 1 })
      await waitFor(() => receiver.received.length >= 2 || undefined)
      expect(receiver.received.map((r) => r.status)).toEqual([500, 200])
    } finally {
      await emu.stop()
      await receiver.stop()
    }
  })

  itControl("gives up after maxDeliveryAttempts and times out a silent receiver", async () => {
    const silent = createServer(() => undefined)
    await new Promise<void>((resolve) => silent.listen(0, "127.0.0.1", resolve))
    const url = `http://127.0.0.1:${(silent.address() as AddressInfo).port}/hook`
    const emu = await emulator({ notifyUrl: url, deliveryTimeoutMs: 100, retrySchedule: [20], maxDeliveryAttempts: 2 })
    try {
      await clientFor(emu).checkout.authorize(authorizeBody())
      const delivery = await waitFor(async () => {
        const { body } = await control(emu).get<{ deliveries: Delivery[] }>("/deliveries")
        return body.deliveries.find((d) => d.status === "failed")
      }, 3000, "a failed delivery")
      expect(delivery.attempts).toHaveLength(2)
      expect(delivery.attempts[0].error).toMatch(/timed out after 100 ms/)
    } finally {
      await emu.stop()
      silent.closeAllConnections()
      silent.close()
    }
  })

  itControl("delivers only registered types to the registered URL, signed with its own secret", async () => {
    const fallback = await new Receiver(SECRET).start()
    const registered = await new Receiver("callback-secret").start()
    const emu = await emulator({ notifyUrl: fallback.url, notifySecret: SECRET })
    const client = clientFor(emu)
    try {
      await client.callbacks.register({ notificationTypes: ["payments/transactionCaptured"], url: registered.url, secret: "callback-secret" })
      const body = authorizeBody()
      await client.checkout.authorize(body)
      await client.orders.capture(String(body.order?.number), { orderDetails: { totalGrossAmount: 10, totalNetAmount: 8.4 } })
      await control(emu).post("/deliveries/flush")
      await waitFor(() => registered.received.length >= 1 || undefined)
      await new Promise((r) => setTimeout(r, 100))
      expect(registered.received.map((r) => r.body.type)).toEqual(["payments/transactionCaptured"])
      expect(registered.received[0].signatureValid).toBe(true)
      expect(fallback.received).toHaveLength(0)
    } finally {
      await emu.stop()
      await fallback.stop()
      await registered.stop()
    }
  })
})
