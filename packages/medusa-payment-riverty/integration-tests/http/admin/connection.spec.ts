import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { randomUUID } from "node:crypto"
import { failInserts, type Knex } from "../fixtures/db-faults"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import { adminHeaders, envelope, postNotification, rivertyModule, waitFor } from "../fixtures/notifications"

jest.setTimeout(180 * 1000)

const emulator = useEmulator()

// medusa-config.ts reads these at boot. Norway gets a key the emulator has not issued (it knows
// only `emulator-key-no`), so the connection test must name NO until the test issues it.
const UNISSUED_NO_KEY = `not-issued-${randomUUID()}`
const previousNoKey = process.env.RIVERTY_API_KEY_NO
process.env.RIVERTY_API_KEY_NO = UNISSUED_NO_KEY
afterAll(() => {
  if (previousNoKey === undefined) delete process.env.RIVERTY_API_KEY_NO
  else process.env.RIVERTY_API_KEY_NO = previousNoKey
})

type Check = { provider_id: string; country?: string; kind: "api_key" | "oauth"; ok: boolean; message: string }
type Answer = { status: number; data: { message?: string } & Record<string, unknown> }
const noThrow = { validateStatus: () => true }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    let admin: { headers: Record<string, string> }

    beforeAll(async () => {
      admin = await adminHeaders(api, getContainer())
    })

    it("summarises each connection without secrets, and the connection test names the country whose key Riverty refuses", async () => {
      const before = await api.get("/admin/riverty/connection", admin)
      expect(before.status).toBe(200)
      expect(before.data.last_test).toBeNull()
      expect(before.data.health.connection_ok).toBeNull()
      const ids = before.data.connections.map((entry: { provider_id: string }) => entry.provider_id)
      expect(ids).toEqual(["plugin", "riverty"])
      const provider = before.data.connections[1]
      expect(provider).toMatchObject({
        environment: "emulator",
        base_url: emulator.current.url,
        api_version: "v3",
        service_version: null,
        oauth: { configured: true, shared_with_plugin: true, client_id: "emulator-client" },
      })
      expect(provider.countries.map((c: { country: string }) => c.country)).toEqual(["DE", "NL", "NO", "SE"])
      // No key and no client secret anywhere in the answer.
      const text = JSON.stringify(before.data)
      for (const secret of ["emulator-key-de", "emulator-key-se", UNISSUED_NO_KEY, "emulator-client-secret"]) expect(text).not.toContain(secret)
      expect(before.data.callbacks).toMatchObject({
        notification_url: expect.stringMatching(/\/riverty\/notifications$/),
        register_route: "POST /admin/riverty/notifications/callbacks",
      })

      const failing = await api.post("/admin/riverty/connection/test", {}, admin)
      expect(failing.status).toBe(200)
      expect(failing.data.ok).toBe(false)
      const checks: Check[] = failing.data.checks
      // Four countries for the plugin and the provider entry, plus the plugin's OAuth client.
      expect(checks).toHaveLength(9)
      const refused = checks.filter((check) => !check.ok)
      expect(refused.map((check) => [check.provider_id, check.country])).toEqual([
        ["plugin", "NO"],
        ["riverty", "NO"],
      ])
      for (const check of refused) expect(check.message).toBe("The API key for NO was refused by Riverty (401)")
      expect(checks.find((check) => check.provider_id === "riverty" && check.country === "SE")).toMatchObject({ ok: true, kind: "api_key" })
      expect(checks.find((check) => check.kind === "oauth")).toMatchObject({ provider_id: "plugin", ok: true, message: "The OAuth client emulator-client got a token" })

      // The summary keeps the last result for the banner.
      const after = await api.get("/admin/riverty/connection", admin)
      expect(after.data.health.connection_ok).toBe(false)
      expect(after.data.health.problems).toContain("The API key for NO was refused by Riverty (401)")
      expect(after.data.last_test.checks).toHaveLength(9)
      const entry = after.data.connections[1]
      expect(entry.service_version).toEqual(expect.any(String))
      expect(entry.countries.find((c: { country: string }) => c.country === "NO").last_check).toMatchObject({ ok: false })

      // Riverty issues the key: the same configuration now passes every check.
      emulator.current.config.apiKeys.push({ key: UNISSUED_NO_KEY, country: "NO" })
      const green = await api.post("/admin/riverty/connection/test", {}, admin)
      expect(green.data.ok).toBe(true)
      expect(green.data.checks.every((check: Check) => check.ok)).toBe(true)
      const one = await api.post("/admin/riverty/connection/test", { provider_id: "riverty" }, admin)
      expect(one.data).toMatchObject({ ok: true, provider_id: "riverty" })
      expect(one.data.checks.map((check: Check) => check.country)).toEqual(["DE", "NL", "NO", "SE"])
      const summary = await api.get("/admin/riverty/connection", admin)
      expect(summary.data.health.connection_ok).toBe(true)
      expect(summary.data.health.problems).toEqual([])
    })

    it("shows the last callback registration made from the store", async () => {
      const url = `${api.defaults.baseURL}/riverty/notifications`
      await api.post("/admin/riverty/notifications/callbacks", { url, notification_types: ["accounting/chargebackReceived"] }, admin)
      const { data } = await api.get("/admin/riverty/connection", admin)
      expect(data.callbacks.last_registration).toMatchObject({ url, notification_types: ["accounting/chargebackReceived"] })
      expect(data.callbacks.last_registration.id).toEqual(expect.any(String))
    })

    it("retries every failed notification at once, and a second retry-all finds nothing left of them", async () => {
      const container = getContainer()
      const service = rivertyModule(container)
      const notifications = [0, 1].map(() =>
        envelope("accounting/chargebackReceived", {
          amount: 10,
          businessCode: "SHOP-1",
          currency: "EUR",
          customerNumber: "C-1",
          orderReference: `order-${randomUUID()}`,
          transactionId: randomUUID(),
        }),
      )
      const ours = new Set(notifications.map((n) => n.id))
      // The database refuses their ledger writes until the fault is removed.
      const fault = await failInserts(dbConnection as Knex, {
        table: "riverty_ledger_entry",
        column: "notification_id",
        values: [...ours],
        message: "ledger unavailable (injected)",
      })
      try {
        for (const notification of notifications) {
          expect((await postNotification(api, JSON.stringify(notification), EMULATOR_NOTIFY_SECRET)).status).toBe(200)
        }
        const rows = async () => service.listRivertyNotifications({ notification_id: [...ours] })
        await waitFor(async () => (await rows()).every((row) => row.status === "failed"))

        const listed = await api.get("/admin/riverty/notifications?status=failed&type=accounting/chargebackReceived", admin)
        expect(listed.data.notifications.filter((n: { notification_id: string }) => ours.has(n.notification_id))).toHaveLength(2)
        const summary = await api.get("/admin/riverty/connection", admin)
        expect(summary.data.health.notifications.failed).toBeGreaterThanOrEqual(2)
        expect(summary.data.health.problems.join(" ")).toMatch(/notifications are failing/)

        await fault.remove()
        const retried = await api.post("/admin/riverty/notifications/retry", {}, admin)
        expect(retried.status).toBe(200)
        expect(retried.data.results.processed).toBeGreaterThanOrEqual(2)
        expect((await rows()).map((row) => row.status)).toEqual(["processed", "processed"])
        expect(await service.listRivertyLedgerEntries({ notification_id: [...ours] })).toHaveLength(2)

        const again = await api.post("/admin/riverty/notifications/retry", { limit: 10 }, admin)
        expect(again.data).toMatchObject({ selected: 0, more: false })
        expect(await service.listRivertyLedgerEntries({ notification_id: [...ours] })).toHaveLength(2)
      } finally {
        await fault.remove()
      }
    })

    it("lists follow-up work across orders, filtered by status", async () => {
      const service = rivertyModule(getContainer())
      const { followUp } = await service.enqueueFollowUp({
        kind: "void_remainder",
        order_id: `order_${randomUUID()}`,
        payload: { order_id: "order_missing" },
        dedupe_key: `void_remainder:test-${randomUUID()}`,
      })
      const all = await api.get("/admin/riverty/follow-ups", admin)
      expect(all.data.follow_ups.find((row: { id: string }) => row.id === followUp.id)).toMatchObject({ kind: "void_remainder", order_id: followUp.order_id })
      expect(all.data.count).toBeGreaterThanOrEqual(1)
      const dead = await api.get("/admin/riverty/follow-ups?status=dead&limit=5", admin)
      expect(dead.data.limit).toBe(5)
      expect(dead.data.follow_ups.every((row: { status: string }) => row.status === "dead")).toBe(true)
    })

    it("answers 400 naming the field for bad input on each route", async () => {
      const cases: Array<[Promise<Answer>, RegExp]> = [
        [api.get("/admin/riverty/connection?verbose=1", { ...admin, ...noThrow }), /verbose: not an accepted field/],
        [api.post("/admin/riverty/connection/test", { provider_id: 7 }, { ...admin, ...noThrow }), /provider_id/],
        [api.post("/admin/riverty/connection/test", { provider_id: "nowhere" }, { ...admin, ...noThrow }), /provider_id: no Riverty connection is configured with id nowhere/],
        [api.post("/admin/riverty/notifications/retry", { limit: 0 }, { ...admin, ...noThrow }), /limit/],
        [api.get("/admin/riverty/notifications?status=lost", { ...admin, ...noThrow }), /status/],
        [api.get("/admin/riverty/follow-ups?status=lost", { ...admin, ...noThrow }), /status/],
      ]
      for (const [request, message] of cases) {
        const answer = await request
        expect(answer.status).toBe(400)
        expect(answer.data.message).toMatch(message)
      }
      // Nothing was stored by the refused tests.
      const { data } = await api.get("/admin/riverty/connection", admin)
      expect(data.last_test?.provider_id ?? null).not.toBe("nowhere")
    })
  },
})
