import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios from "axios"
import { randomUUID } from "node:crypto"
import { effectEventName } from "../../src/modules/riverty"
import retryRivertyNotifications from "../../src/jobs/retry-riverty-notifications"
import { failInserts, type Knex } from "./fixtures/db-faults"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "./fixtures/emulator"
import { adminHeaders, envelope, postNotification, recordEvents, rivertyModule, sampleNotifications, settle, waitFor } from "./fixtures/notifications"

jest.setTimeout(240 * 1000)

const emulator = useEmulator()
// medusa-config.ts reads it at boot: retries come after 200 ms, doubling, instead of 30 s.
process.env.RIVERTY_NOTIFICATION_RETRY_BASE_MS = "200"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    let admin: { headers: Record<string, string> }
    const control = () => `${emulator.current.url}/_emulator`

    beforeAll(async () => {
      admin = await adminHeaders(api, getContainer())
      await api.post("/admin/riverty/notifications/callbacks", { url: `${api.defaults.baseURL}/riverty/notifications` }, admin)
    })

    afterEach(async () => {
      await axios.post(`${control()}/deliveries/modes/reset`)
    })

    const chargeback = () =>
      envelope("accounting/chargebackReceived", {
        amount: 10,
        businessCode: "SHOP-1",
        currency: "EUR",
        customerNumber: "C-1",
        orderReference: `order-${randomUUID()}`,
        transactionId: randomUUID(),
      })

    it("stores every notification type of the spec once and applies its effect", async () => {
      const container = getContainer()
      const samples = sampleNotifications(`payses_${randomUUID().replace(/-/g, "")}`)
      const eventNames = [...new Set(samples.map((s) => effectEventName(s.type)))]
      const events = recordEvents(container, eventNames)

      const ids: Record<string, string> = {}
      for (const sample of samples) {
        const body = Array.isArray(sample.content) ? { type: sample.type, documents: sample.content } : { type: sample.type, parameters: sample.content }
        const { data } = await axios.post(`${control()}/events/raw`, body)
        ids[sample.type] = data.id
      }
      const service = rivertyModule(container)
      const idList = Object.values(ids)
      await waitFor(async () => {
        const rows = await service.listRivertyNotifications({ notification_id: idList })
        return rows.length === idList.length && rows.every((r) => r.status === "processed")
      })

      const rows = await service.listRivertyNotifications({ notification_id: idList })
      expect(rows).toHaveLength(samples.length)
      expect(rows.every((r) => r.attempts === 1)).toBe(true)
      for (const sample of samples) {
        const entries = await service.listRivertyLedgerEntries({ notification_id: ids[sample.type] })
        expect({ type: sample.type, entries: entries.length }).toEqual({
          type: sample.type,
          entries: sample.type === "accounting/documentCreated" ? 2 : 1,
        })
      }
      await waitFor(async () => events.seen.length >= samples.length)
      await settle(api, container, EMULATOR_NOTIFY_SECRET)
      for (const name of eventNames) {
        const expected = samples.filter((s) => effectEventName(s.type) === name).length
        expect({ name, count: events.count(name) }).toEqual({ name, count: expected })
      }

      // Ledger data keeps no addresses or birth dates.
      const [invoice] = await service.listRivertyLedgerEntries({ notification_id: ids["accounting/invoiceCreated"] })
      expect(invoice).toMatchObject({ kind: "invoice", invoice_reference: "INV-1", document_url: "https://example.test/inv-1.pdf" })
      expect(Number(invoice.amount)).toBeCloseTo(39.98, 2)
      expect(JSON.stringify(invoice.data)).not.toMatch(/Mustermann|1980-01-01|Hauptstr/)
      // Payment notifications for an order number Medusa does not know change nothing in Medusa.
      const authorized = rows.find((r) => r.type === "payments/transactionAuthorized")!
      expect(authorized.outcome).toBe("no matching payment session")
    })

    it("accepts the real service's BNPL webhooks ({Header, Body}), keyed by MessageId", async () => {
      const container = getContainer()
      const events = recordEvents(container, ["riverty.webhook.InvoiceStatus_PaymentReceived", "riverty.webhook.CustomerAuthenticationCompleted"])
      const url = `${api.defaults.baseURL}/riverty/notifications`
      await axios.post(`${control()}/deliveries/duplicate`, { count: 1, copies: 2 })
      const { data: paid } = await axios.post(`${control()}/events/webhook`, {
        messageName: "InvoiceStatus_PaymentReceived",
        body: { InvoiceNumber: "INV-77", CustomerNumber: "C-1", InvoiceOriginalAmount: 39.98, PaidAmount: 20, Currency: "EUR" },
        url,
      })
      const { data: authenticated } = await axios.post(`${control()}/events/webhook`, {
        messageName: "CustomerAuthenticationCompleted",
        body: { OrderNumber: `payses_${randomUUID().replace(/-/g, "")}`, Status: "Accepted" },
        url,
      })
      const service = rivertyModule(container)
      const ids = [paid.messageId, authenticated.messageId]
      await waitFor(async () => (await service.listRivertyNotifications({ notification_id: ids, status: "processed" })).length === 2)

      const rows = await service.listRivertyNotifications({ notification_id: ids })
      expect(rows.map((r) => [r.source, r.type]).sort()).toEqual([
        ["webhook", "webhook/CustomerAuthenticationCompleted"],
        ["webhook", "webhook/InvoiceStatus_PaymentReceived"],
      ])
      const [payment] = await service.listRivertyLedgerEntries({ notification_id: paid.messageId })
      expect(payment).toMatchObject({ kind: "payment_received", invoice_reference: "INV-77", currency: "EUR" })
      expect(Number(payment.amount)).toBe(20)
      expect(rows.find((r) => r.notification_id === authenticated.messageId)!.outcome).toBe("no matching payment session")
      await waitFor(async () => events.seen.length >= 2)
      await settle(api, container, EMULATOR_NOTIFY_SECRET)
      expect(events.count("riverty.webhook.InvoiceStatus_PaymentReceived")).toBe(1) // delivered twice, applied once
      expect(events.count("riverty.webhook.CustomerAuthenticationCompleted")).toBe(1)
    })

    it("applies 200 notifications delivered in shuffled order with 20% duplicates exactly once each", async () => {
      const container = getContainer()
      const events = recordEvents(container, ["riverty.accounting.chargebackReceived"])
      await axios.post(`${control()}/deliveries/hold`)
      const ids: string[] = []
      for (let i = 0; i < 200; i++) {
        if (i % 5 === 0) await axios.post(`${control()}/deliveries/duplicate`, { count: 1, copies: 2 })
        const { data } = await axios.post(`${control()}/events/raw`, { type: "accounting/chargebackReceived", parameters: chargeback().parameters })
        ids.push(data.id)
      }
      const { data: released } = await axios.post(`${control()}/deliveries/release`, { order: "shuffle" })
      expect(released.released).toHaveLength(240)

      const service = rivertyModule(container)
      await waitFor(
        async () => (await service.listRivertyNotifications({ notification_id: ids, status: "processed" }, { select: ["id"] })).length === 200,
        { timeoutMs: 120_000, intervalMs: 500 },
      )
      const rows = await service.listRivertyNotifications({ notification_id: ids })
      expect(rows).toHaveLength(200)
      expect(rows.every((r) => r.attempts === 1)).toBe(true)
      const entries = await service.listRivertyLedgerEntries({ notification_id: ids })
      expect(entries).toHaveLength(200)
      await waitFor(async () => events.count("riverty.accounting.chargebackReceived") >= 200)
      await settle(api, container, EMULATOR_NOTIFY_SECRET)
      expect(events.count("riverty.accounting.chargebackReceived")).toBe(200)
      expect(new Set(events.seen.map((e) => e.data.notification_id)).size).toBe(200)
    })

    it("retries a handler that fails twice and applies it once on the third attempt", async () => {
      const container = getContainer()
      const events = recordEvents(container, ["riverty.accounting.chargebackReceived"])
      const notification = chargeback()
      // The database refuses the first two ledger writes of this notification.
      const fault = await failInserts(dbConnection as Knex, {
        table: "riverty_ledger_entry",
        column: "notification_id",
        values: [notification.id],
        message: "injected fault",
        times: 2,
      })
      try {
        const response = await postNotification(api, JSON.stringify(notification), EMULATOR_NOTIFY_SECRET)
        expect(response.status).toBe(200)
        const service = rivertyModule(container)
        const row = async () => (await service.listRivertyNotifications({ notification_id: notification.id }))[0]
        await waitFor(async () => (await row()).status === "failed")
        expect(await row()).toMatchObject({ attempts: 1, last_error: expect.stringContaining("injected fault 1") })
        expect(await service.listRivertyLedgerEntries({ notification_id: notification.id })).toHaveLength(0)

        // The scheduled job picks up due retries; run it until the notification is through.
        await waitFor(async () => {
          await retryRivertyNotifications(container)
          return (await row()).status === "processed"
        }, { timeoutMs: 20_000, intervalMs: 150 })

        expect(await fault.calls()).toBe(3)
        expect(await row()).toMatchObject({ status: "processed", attempts: 3, last_error: null })
        expect(await service.listRivertyLedgerEntries({ notification_id: notification.id })).toHaveLength(1)
        await waitFor(async () => events.count("riverty.accounting.chargebackReceived") >= 1)
        await settle(api, container, EMULATOR_NOTIFY_SECRET)
        expect(events.count("riverty.accounting.chargebackReceived")).toBe(1)
      } finally {
        await fault.remove()
      }
    })

    it("keeps a notification that always fails visible with its error in the admin API, and retries it from there", async () => {
      const container = getContainer()
      const notification = chargeback()
      const fault = await failInserts(dbConnection as Knex, {
        table: "riverty_ledger_entry",
        column: "notification_id",
        values: [notification.id],
        message: "ledger unavailable (injected)",
      })
      try {
        await postNotification(api, JSON.stringify(notification), EMULATOR_NOTIFY_SECRET)
        const service = rivertyModule(container)
        const row = async () => (await service.listRivertyNotifications({ notification_id: notification.id }))[0]
        await waitFor(async () => (await row()).status === "failed")
        await waitFor(async () => {
          await retryRivertyNotifications(container)
          return (await row()).attempts >= 3
        }, { timeoutMs: 20_000, intervalMs: 150 })

        const { data: list } = await api.get("/admin/riverty/notifications?status=failed", admin)
        const listed = list.notifications.find((n: { notification_id: string }) => n.notification_id === notification.id)
        expect(listed).toMatchObject({ status: "failed", last_error: expect.stringContaining("ledger unavailable (injected)"), type: "accounting/chargebackReceived" })
        expect(listed.attempts).toBeGreaterThanOrEqual(3)
        expect(listed.next_attempt_at).not.toBeNull()
        expect(listed).not.toHaveProperty("payload")

        const { data: detail } = await api.get(`/admin/riverty/notifications/${listed.id}`, admin)
        expect(detail.notification.payload).toMatchObject({ id: notification.id })

        const retried = await api.post(`/admin/riverty/notifications/${listed.id}/retry`, {}, admin)
        expect(retried.data.result).toBe("failed")
        expect(retried.data.notification.attempts).toBe(listed.attempts + 1)

        await fault.remove()
        const fixed = await api.post(`/admin/riverty/notifications/${listed.id}/retry`, {}, admin)
        expect(fixed.data.result).toBe("processed")
        expect(fixed.data.notification).toMatchObject({ status: "processed", last_error: null })
        const again = await api.post(`/admin/riverty/notifications/${listed.id}/retry`, {}, { ...admin, validateStatus: () => true })
        expect(again.status).toBe(400)

        const { data: ledger } = await api.get(`/admin/riverty/ledger?order_number=${notification.parameters!.orderReference}`, admin)
        expect(ledger.ledger_entries).toHaveLength(1)
        expect(ledger.ledger_entries[0]).toMatchObject({ kind: "chargeback", currency: "EUR" })
      } finally {
        await fault.remove()
      }
    })
  },
})
