import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios from "axios"
import { randomUUID } from "node:crypto"
import { NOTIFICATION_TYPES, signNotification } from "riverty-client"
import registerRivertyNotifications from "../../src/scripts/register-riverty-notifications"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "./fixtures/emulator"
import { adminHeaders, envelope, postNotification, recordEvents, rivertyModule, settle, waitFor } from "./fixtures/notifications"

jest.setTimeout(180 * 1000)

const emulator = useEmulator()

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let admin: { headers: Record<string, string> }

    beforeAll(async () => {
      admin = await adminHeaders(api, getContainer())
    })

    const reminder = (orderNumber = `order-${randomUUID()}`) =>
      envelope("accounting/reminderSent", {
        businessCode: "SHOP-1",
        customerNumber: "C-1",
        invoiceReference: "INV-1",
        orderReference: orderNumber,
        reminderLevel: 2,
        transactionId: randomUUID(),
      })

    const inboxCount = async () => (await rivertyModule(getContainer()).listAndCountRivertyNotifications({}))[1]

    it("refuses a bad signature, a missing signature and a stale timestamp with 401 and stores nothing", async () => {
      const body = JSON.stringify(reminder())
      const before = await inboxCount()

      const wrongSecret = await postNotification(api, body, "not-the-endpoint-secret")
      const missing = await postNotification(api, body, EMULATOR_NOTIFY_SECRET, { header: null })
      const stale = await postNotification(api, body, EMULATOR_NOTIFY_SECRET, { timestamp: Math.floor(Date.now() / 1000) - 3600 })
      const tampered = await postNotification(api, body.replace("SHOP-1", "SHOP-2"), EMULATOR_NOTIFY_SECRET, {
        header: signNotification(body, EMULATOR_NOTIFY_SECRET),
      })

      expect([wrongSecret.status, missing.status, stale.status, tampered.status]).toEqual([401, 401, 401, 401])
      expect(await inboxCount()).toBe(before)

      // The same body correctly signed is accepted: the refusals were about the signature alone.
      const good = await postNotification(api, body, EMULATOR_NOTIFY_SECRET)
      expect(good.status).toBe(200)
      expect(await inboxCount()).toBe(before + 1)
    })

    it("refuses a body over 1 MB with 413 and stores nothing", async () => {
      const before = await inboxCount()
      const huge = JSON.stringify({ ...reminder(), padding: "x".repeat(1024 * 1024) })
      const response = await postNotification(api, huge, EMULATOR_NOTIFY_SECRET)
      expect(response.status).toBe(413)
      expect(await inboxCount()).toBe(before)
    })

    it("answers 400 to a malformed body and keeps it as rejected, without acting on it", async () => {
      const invalid = envelope("accounting/reminderSent", { businessCode: "SHOP-1" })
      const notJson = "{ this is not json"
      // Valid JSON, but PostgreSQL cannot store a NUL character: refused, not a 500 on every redelivery.
      const withNul = JSON.stringify(envelope("accounting/reminderSent", { businessCode: "SHOP-1\u0000" }))

      const first = await postNotification(api, JSON.stringify(invalid), EMULATOR_NOTIFY_SECRET)
      const second = await postNotification(api, notJson, EMULATOR_NOTIFY_SECRET)
      const third = await postNotification(api, withNul, EMULATOR_NOTIFY_SECRET)
      expect(first.status).toBe(400)
      expect(second.status).toBe(400)
      expect(third.status).toBe(400)

      const service = rivertyModule(getContainer())
      const rejected = await service.listRivertyNotifications({ status: "rejected" })
      expect(rejected).toHaveLength(3)
      expect(rejected.map((r) => r.last_error).join(" | ")).toMatch(/invalid accounting\/reminderSent.*customerNumber/)
      expect(rejected.map((r) => r.last_error)).toContain("body is not JSON")
      expect(rejected.find((r) => r.last_error?.includes("parameters.businessCode: must not contain a NUL character"))?.raw_body).toBe(withNul)
      // Never processed: no attempts, no ledger entry.
      expect(rejected.every((r) => r.attempts === 0 && r.processed_at === null)).toBe(true)
      expect(await service.listRivertyLedgerEntries({})).toHaveLength(0)

      const listed = await api.get("/admin/riverty/notifications?status=rejected", admin)
      expect(listed.data.count).toBe(3)
    })

    it("stores and applies a notification once when the same one arrives 20 times at once", async () => {
      const container = getContainer()
      const events = recordEvents(container, ["riverty.accounting.reminderSent"])
      const notification = reminder()
      const body = JSON.stringify(notification)

      const responses = await Promise.all(Array.from({ length: 20 }, () => postNotification(api, body, EMULATOR_NOTIFY_SECRET)))

      expect(responses.map((r) => r.status)).toEqual(Array(20).fill(200))
      expect(responses.filter((r) => r.data.duplicate === false)).toHaveLength(1)
      const service = rivertyModule(container)
      await waitFor(async () => (await service.listRivertyNotifications({ notification_id: notification.id }))[0]?.status === "processed")
      const rows = await service.listRivertyNotifications({ notification_id: notification.id })
      expect(rows).toHaveLength(1)
      expect(rows[0].attempts).toBe(1)
      const entries = await service.listRivertyLedgerEntries({ notification_id: notification.id })
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({ kind: "reminder", status: "level 2", order_number: notification.parameters!.orderReference })
      await waitFor(async () => events.count("riverty.accounting.reminderSent") >= 1)
      // A late duplicate is still only acknowledged.
      const late = await postNotification(api, body, EMULATOR_NOTIFY_SECRET)
      expect(late.data).toEqual({ received: true, duplicate: true })
      await settle(api, container, EMULATOR_NOTIFY_SECRET)
      expect(events.count("riverty.accounting.reminderSent")).toBe(1)
    })

    it("registers the store's URL for every notification type and then receives the emulator's signed deliveries", async () => {
      const url = `${api.defaults.baseURL}/riverty/notifications`
      const registered = await api.post("/admin/riverty/notifications/callbacks", { url }, admin)
      expect(registered.status).toBe(200)
      expect(registered.data.notification_types).toHaveLength(NOTIFICATION_TYPES.length)

      const control = `${emulator.current.url}/_emulator`
      const { data: callbacks } = await axios.get(`${control}/callbacks`)
      const ours = (callbacks as Array<{ url: string; notificationTypes: string[] }>).filter((c) => c.url === url)
      expect(ours).toHaveLength(1)
      expect([...ours[0].notificationTypes].sort()).toEqual([...NOTIFICATION_TYPES].sort())

      const registrationId = `REG-${randomUUID()}`
      const { data: sent } = await axios.post(`${control}/events/registration`, { to: "RegistrationActivated", paymentRegistrationId: registrationId })
      const service = rivertyModule(getContainer())
      await waitFor(async () => (await service.listRivertyNotifications({ notification_id: sent.id }))[0]?.status === "processed")
      const entries = await service.listRivertyLedgerEntries({ notification_id: sent.id })
      expect(entries).toHaveLength(1)
      expect(entries[0]).toMatchObject({ kind: "payment_registration", status: "RegistrationActivated" })
      expect(entries[0].data).toMatchObject({ paymentRegistrationId: registrationId })
    })

    it("registers through the medusa exec script too, with the URL given as argument", async () => {
      const url = `${api.defaults.baseURL}/riverty/notifications?via=script`
      await registerRivertyNotifications({ container: getContainer(), args: [url] } as never)
      const { data: callbacks } = await axios.get(`${emulator.current.url}/_emulator/callbacks`)
      const ours = (callbacks as Array<{ url: string; notificationTypes: string[] }>).find((c) => c.url === url)
      expect(ours?.notificationTypes).toHaveLength(NOTIFICATION_TYPES.length)
      await axios.delete(`${emulator.current.url}/_emulator/callbacks`)
    })

    it("needs an admin session for the admin routes", async () => {
      const response = await api.get("/admin/riverty/notifications", { validateStatus: () => true })
      expect(response.status).toBe(401)
    })
  },
})
