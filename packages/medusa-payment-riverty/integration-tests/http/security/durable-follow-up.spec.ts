// @long-running: a real five-minute Riverty outage, so jest starts this file first.
import { randomUUID } from "node:crypto"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { IEventBusModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import axios from "axios"
import { startFollowUpTicker } from "../fixtures/follow-up-ticker"
import { checkoutHelpers, seedCatalog, type CatalogFixture, type CheckoutHelpers } from "../fixtures/checkout"
import { useEmulator } from "../fixtures/emulator"
import { eventually, emulatorReader, loginAdmin, placeOrder, rivertyTotals, type AdminAuth, type PlacedOrder } from "../fixtures/order-management"
import { seedStore, type StoreFixture } from "../fixtures/store"

// Capture on shipment, void after cancel and the return notification are durable follow-ups:
// stored, retried with backoff by the scheduled job, visible and retryable in the admin. Run once
// in a subscriber, a Riverty outage at that moment would lose the work.
const OUTAGE_MS = 5 * 60 * 1000
jest.setTimeout(OUTAGE_MS + 4 * 60 * 1000)

// medusa-config.ts reads these at boot: capture on shipment, and a short backoff (2 s doubling to
// 10 s) so retries during the outage and the first one after it come within seconds; enough
// attempts that five minutes of failures do not use them up.
process.env.RIVERTY_CAPTURE = "on_shipment"
process.env.RIVERTY_FOLLOW_UP_RETRY_BASE_MS = "2000"
process.env.RIVERTY_FOLLOW_UP_RETRY_MAX_MS = "10000"
process.env.RIVERTY_FOLLOW_UP_MAX_ATTEMPTS = "100"

const emulator = useEmulator()
const cents = (amount: unknown) => Math.round(Number(amount) * 100)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const riverty400 = (code: string, message: string) => [
  { type: "BusinessError", code, message, actionCode: "Unavailable", customerFacingMessage: message },
]

type FollowUp = {
  id: string
  kind: string
  status: string
  attempts: number
  next_attempt_at: string | null
  last_error: string | null
  outcome: string | null
  fulfillment_id: string | null
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: StoreFixture
    let catalog: CatalogFixture
    let checkout: CheckoutHelpers
    let admin: AdminAuth
    let stopTicker: () => Promise<void>
    const control = () => `${emulator.current.url}/_emulator`
    const reader = () => emulatorReader(emulator.current)
    const any = { validateStatus: () => true }

    beforeAll(async () => {
      store = await seedStore(getContainer())
      catalog = await seedCatalog(getContainer(), store)
      checkout = checkoutHelpers(api, () => store)
      admin = await loginAdmin(api, getContainer())
      stopTicker = startFollowUpTicker(getContainer, 2000)
    })

    afterAll(async () => {
      await stopTicker?.()
    })

    afterEach(async () => {
      await axios.delete(`${control()}/faults`)
    })

    const addFault = async (body: Record<string, unknown>): Promise<string> => {
      const res = await axios.post(`${control()}/faults`, body)
      expect(res.status).toBe(201)
      return res.data.id as string
    }
    const followUps = async (orderId: string): Promise<FollowUp[]> => {
      const res = await api.get(`/admin/riverty/orders/${orderId}/follow-ups`, admin)
      expect(res.status).toBe(200)
      return res.data.follow_ups as FollowUp[]
    }
    const followUpOf = async (orderId: string, kind: string, check: (f: FollowUp) => boolean, timeoutMs = 30_000): Promise<FollowUp> =>
      eventually(async () => (await followUps(orderId)).find((f) => f.kind === kind && check(f)), timeoutMs)

    async function fulfillmentIds(orderId: string): Promise<string[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["fulfillments.id"], filters: { id: orderId } })
      return ((data[0] as unknown as { fulfillments: { id: string }[] }).fulfillments ?? []).map((f) => f.id)
    }

    /** Fulfils and ships one order line through the admin API (shipment.created). */
    async function ship(order: PlacedOrder, variantId: string, tracking: string): Promise<string> {
      const item = order.items.find((i) => i.variantId === variantId)!
      const before = await fulfillmentIds(order.orderId)
      expect((await api.post(`/admin/orders/${order.orderId}/fulfillments`, { items: [{ id: item.id, quantity: item.quantity }] }, admin)).status).toBe(200)
      const fulfillmentId = (await fulfillmentIds(order.orderId)).find((id) => !before.includes(id))!
      const shipped = await api.post(
        `/admin/orders/${order.orderId}/fulfillments/${fulfillmentId}/shipments`,
        { items: [{ id: item.id, quantity: item.quantity }], labels: [{ tracking_number: tracking, tracking_url: `https://track.example/${tracking}`, label_url: `https://label.example/${tracking}` }] },
        admin,
      )
      expect(shipped.status).toBe(200)
      return fulfillmentId
    }

    async function medusaCaptured(paymentId: string): Promise<number> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "payment", fields: ["captures.amount"], filters: { id: paymentId } })
      return (data[0] as unknown as { captures: { amount: number }[] }).captures.reduce((s, c) => s + cents(c.amount), 0)
    }

    async function journal(method: string, path: string): Promise<{ status: number; fault?: string }[]> {
      const { data } = await axios.get(`${control()}/journal`, { params: { method, path } })
      return data as { status: number; fault?: string }[]
    }

    it("a shipment during a five-minute capture outage is captured once after Riverty recovers; the admin shows the pending work meanwhile", async () => {
      const order = await placeOrder(getContainer(), checkout, catalog, "Outage")
      const capturePath = `/api/v3/orders/${order.orderNumber}/captures`
      const outageStart = Date.now()
      const faultId = await addFault({ method: "POST", path: capturePath, status: 503, body: { message: "Service Unavailable" }, times: 0 })

      const fulfillmentId = await ship(order, catalog.shirtVariantId, "TRACK-OUTAGE")

      // The subscriber's own attempt failed: the work is queued, with its attempts and last error.
      const pending = await followUpOf(order.orderId, "capture_shipment", (f) => f.attempts >= 1 && f.last_error !== null)
      expect(pending).toMatchObject({ status: expect.stringMatching(/^(pending|running)$/), fulfillment_id: fulfillmentId })
      expect(pending.last_error).toMatch(/capture/i)
      // No personal data in what the admin reads (the checkout sent a birth date and an e-mail).
      expect(JSON.stringify(pending)).not.toMatch(/1980-05-17|@example\.com/)

      // Five minutes of wall clock: the follow-up keeps being retried, never given up, never captured.
      let lastAttempts = pending.attempts
      const seen: number[] = [pending.attempts]
      while (Date.now() - outageStart < OUTAGE_MS) {
        await sleep(Math.min(20_000, Math.max(0, OUTAGE_MS - (Date.now() - outageStart))))
        const [current] = (await followUps(order.orderId)).filter((f) => f.kind === "capture_shipment")
        expect(current.status).not.toBe("dead")
        expect(current.status).not.toBe("done")
        expect(current.attempts).toBeGreaterThanOrEqual(lastAttempts)
        if (current.status === "pending") expect(current.next_attempt_at).toEqual(expect.any(String))
        lastAttempts = current.attempts
        seen.push(current.attempts)
        expect((await reader().orders.getOrder(order.orderNumber)).captures ?? []).toHaveLength(0)
      }
      const outageMs = Date.now() - outageStart
      expect((await axios.delete(`${control()}/faults/${faultId}`)).status).toBe(200)
      const failedCalls = (await journal("POST", capturePath)).filter((e) => e.status === 503).length
      expect(lastAttempts).toBeGreaterThan(5)

      const recoveredAt = Date.now()
      const done = await followUpOf(order.orderId, "capture_shipment", (f) => f.status === "done", 60_000)
      const recoveryMs = Date.now() - recoveredAt
      expect(done.outcome).toMatch(/captured/)
      expect(done.next_attempt_at).toBeNull()

      // Captured exactly once, with this fulfillment's reference, and booked once in Medusa.
      const state = await reader().orders.getOrder(order.orderNumber)
      expect((state.captures ?? []).map((c) => c.transactionReference)).toEqual([fulfillmentId])
      expect((await journal("POST", capturePath)).filter((e) => e.status >= 200 && e.status < 300)).toHaveLength(1)
      await eventually(async () => ((await medusaCaptured(order.paymentId)) === rivertyTotals(state).captured ? true : undefined))
      // One follow-up for the fulfillment, whatever the retries.
      expect((await followUps(order.orderId)).filter((f) => f.kind === "capture_shipment")).toHaveLength(1)
      console.info(
        `durable follow-up: outage ${Math.round(outageMs / 1000)} s, ${failedCalls} failed capture calls over ${lastAttempts} attempts (${seen.join(",")}), captured ${Math.round(recoveryMs / 100) / 10} s after recovery`,
      )
    })

    it("a void after cancel while Riverty is down is done after recovery", async () => {
      const order = await placeOrder(getContainer(), checkout, catalog, "Voidlater")
      const authorized = rivertyTotals(await reader().orders.getOrder(order.orderNumber)).authorized
      const forty = Math.round(authorized * 0.4) / 100
      expect((await api.post(`/admin/payments/${order.paymentId}/capture`, { amount: forty }, admin)).status).toBe(200)
      const voidPath = `/api/v3/orders/${order.orderNumber}/voids`
      await addFault({ method: "POST", path: voidPath, status: 502, times: 0 })

      expect((await api.post(`/admin/orders/${order.orderId}/cancel`, {}, admin)).status).toBe(200)
      const pending = await followUpOf(order.orderId, "void_remainder", (f) => f.attempts >= 1 && f.last_error !== null)
      expect(pending.status).toMatch(/^(pending|running)$/)
      expect(rivertyTotals(await reader().orders.getOrder(order.orderNumber)).voided).toBe(0)

      await axios.delete(`${control()}/faults`)
      const done = await followUpOf(order.orderId, "void_remainder", (f) => f.status === "done", 60_000)
      expect(done.outcome).toMatch(/voided 1/)
      expect(rivertyTotals(await reader().orders.getOrder(order.orderNumber))).toMatchObject({
        captured: cents(forty),
        voided: authorized - cents(forty),
        remaining: 0,
      })
      expect((await journal("POST", voidPath)).filter((e) => e.status >= 200 && e.status < 300)).toHaveLength(1)
    })

    it("a redelivered shipment or delivery event does not queue the work twice", async () => {
      const order = await placeOrder(getContainer(), checkout, catalog, "Redelivery")
      const fulfillmentId = await ship(order, catalog.bookVariantId, "TRACK-REDELIVER")
      const first = await followUpOf(order.orderId, "capture_shipment", (f) => f.status === "done")
      expect(first.attempts).toBe(1)

      const bus = getContainer().resolve<IEventBusModuleService>(Modules.EVENT_BUS)
      await bus.emit([
        { name: "shipment.created", data: { id: fulfillmentId } },
        { name: "shipment.created", data: { id: fulfillmentId } },
        { name: "delivery.created", data: { id: fulfillmentId } },
      ])
      await sleep(3000)
      const after = (await followUps(order.orderId)).filter((f) => f.kind === "capture_shipment")
      expect(after).toEqual([expect.objectContaining({ id: first.id, status: "done", attempts: 1 })])
      expect((await reader().orders.getOrder(order.orderNumber)).captures ?? []).toHaveLength(1)
    })

    it("a follow-up Riverty refused is dead at once and can be retried from the admin route", async () => {
      const order = await placeOrder(getContainer(), checkout, catalog, "Deadretry")
      const capturePath = `/api/v3/orders/${order.orderNumber}/captures`
      await addFault({ method: "POST", path: capturePath, status: 400, body: riverty400("400.117", "Capture not possible right now"), times: 0 })
      await ship(order, catalog.shirtVariantId, "TRACK-DEAD")
      const dead = await followUpOf(order.orderId, "capture_shipment", (f) => f.status === "dead")
      expect(dead.attempts).toBe(1)
      expect(dead.last_error).toMatch(/400\.117/)
      expect(dead.next_attempt_at).toBeNull()
      // The job leaves a dead follow-up alone.
      await sleep(4000)
      expect((await followUps(order.orderId)).find((f) => f.id === dead.id)).toMatchObject({ status: "dead", attempts: 1 })

      const retryUrl = `/admin/riverty/orders/${order.orderId}/follow-ups/${dead.id}/retry`
      // The admin's conventions: an Idempotency-Key per submit, validated path parameters.
      const noKey = await api.post(retryUrl, {}, { ...admin, ...any })
      expect(noKey.status).toBe(400)
      expect(noKey.data.message).toMatch(/Idempotency-Key/)
      const badId = await api.post(`/admin/riverty/orders/${order.orderId}/follow-ups/..%2Fvoids/retry`, {}, { ...admin, ...any })
      expect(badId.status).toBe(400)
      expect(badId.data.message).toMatch(/followUpId/)
      const otherOrder = await api.post(`/admin/riverty/orders/order_other/follow-ups/${dead.id}/retry`, {}, { headers: { ...admin.headers, "Idempotency-Key": randomUUID() }, ...any })
      expect(otherOrder.status).toBe(404)

      await axios.delete(`${control()}/faults`)
      // Five merchants press Retry at once (five submits): one runs the work, the others are told it is no longer dead.
      const keys = Array.from({ length: 5 }, () => randomUUID())
      const answers = await Promise.all(keys.map((k) => api.post(retryUrl, {}, { headers: { ...admin.headers, "Idempotency-Key": k }, ...any })))
      expect(answers.map((a) => a.status).sort()).toEqual([200, 400, 400, 400, 400])
      const winner = answers.findIndex((a) => a.status === 200)
      expect(answers[winner].data.follow_up).toMatchObject({ id: dead.id, status: "done", attempts: 2 })
      // The same submit again answers the first result; it does not run the work again.
      const repeated = await api.post(retryUrl, {}, { headers: { ...admin.headers, "Idempotency-Key": keys[winner] } })
      expect(repeated.status).toBe(200)
      expect(repeated.data.follow_up).toMatchObject({ status: "done", attempts: 2 })
      // A new submit for a follow-up that is not dead is refused in words.
      const notDead = await api.post(retryUrl, {}, { headers: { ...admin.headers, "Idempotency-Key": randomUUID() }, ...any })
      expect(notDead.status).toBe(400)
      expect(notDead.data.message).toMatch(/only a dead follow-up/)

      const state = await reader().orders.getOrder(order.orderNumber)
      expect(state.captures ?? []).toHaveLength(1)
      await eventually(async () => ((await medusaCaptured(order.paymentId)) === rivertyTotals(state).captured ? true : undefined))
    })
  },
})
