import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../src/modules/riverty"
import { useEmulator } from "../fixtures/emulator"
import { eventually, emulatorReader, placeOrder, type PlacedOrder } from "../fixtures/order-management"
import { failInserts, type Knex } from "../fixtures/db-faults"
import { useSeededStore } from "../fixtures/seeded-store"
import { skipWithoutRedis, startServerProcess, useTestRedis, type ServerProcess } from "../fixtures/two-processes"

// Finding 16: with two server processes on Medusa's Redis modules, a capture on shipment whose
// answer is late and the `transactionCaptured` notification's retry on the other process both
// booked the same capture in Medusa. Both paths now hold the order's capture lock (Redis
// locking, so across processes) and read Medusa's captures and Riverty's order inside it.
jest.setTimeout(15 * 60 * 1000)

// medusa-config.ts reads these at boot, in this process and in the spawned one.
process.env.RIVERTY_CAPTURE = "on_shipment"
// Only the test retries a notification (on the other process), never the scheduled job.
process.env.RIVERTY_NOTIFICATION_RETRY_BASE_MS = "600000"
const redis = useTestRedis()
const emulator = useEmulator()

const ROUNDS = Number(process.env.TWO_PROCESS_ROUNDS || 5)
/** How long Riverty's answer to the shipment's capture is held back (the capture is applied at once). */
const HOLD_MS = 8000
const CAPTURED = "payments/transactionCaptured"
const cents = (amount: unknown) => Math.round(Number(amount) * 100)

if (!redis.available) skipWithoutRedis(redis, "two server processes on Redis")
else medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConfig, dbConnection }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: true })
    // The in-process app is process one, `other` a spawned process two; both serve HTTP and run
    // subscribers (Redis event bus: each event goes to one of them). Riverty notifies process two.
    let other: ServerProcess
    const control = () => `${emulator.current.url}/_emulator`

    beforeAll(async () => {
      other = await startServerProcess({ databaseUrl: dbConfig.clientUrl, workerMode: "shared" })
      const registered = await axios.post(`${other.url}/admin/riverty/notifications/callbacks`, { url: `${other.url}/riverty/notifications` }, seeded.admin)
      expect(registered.status).toBe(200)
    })

    afterAll(async () => {
      await other?.stop()
    })

    afterEach(async () => {
      await axios.delete(`${control()}/faults`)
      await axios.post(`${control()}/deliveries/modes/reset`)
    })

    const fault = async (body: Record<string, unknown>): Promise<string> => (await axios.post(`${control()}/faults`, body)).data.id

    async function ship(order: PlacedOrder, tracking: string): Promise<void> {
      const item = order.items.find((i) => i.variantId === seeded.catalog.shirtVariantId)!
      // One of the two shirts: a partial capture, less than half of the order.
      const created = await api.post(`/admin/orders/${order.orderId}/fulfillments`, { items: [{ id: item.id, quantity: 1 }] }, seeded.admin)
      expect(created.status).toBe(200)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["fulfillments.id"], filters: { id: order.orderId } })
      const fulfillmentId = (data[0] as unknown as { fulfillments: { id: string }[] }).fulfillments[0].id
      const shipped = await api.post(
        `/admin/orders/${order.orderId}/fulfillments/${fulfillmentId}/shipments`,
        { items: [{ id: item.id, quantity: 1 }], labels: [{ tracking_number: tracking, tracking_url: `https://track.example/${tracking}`, label_url: `https://label.example/${tracking}` }] },
        seeded.admin
      )
      expect(shipped.status).toBe(200)
    }

    async function medusaCaptures(paymentId: string): Promise<number[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "payment", fields: ["captures.amount"], filters: { id: paymentId } })
      return ((data[0] as unknown as { captures: { amount: unknown }[] }).captures ?? []).map((c) => cents(c.amount))
    }

    async function capturedNotification(orderNumber: string) {
      const inbox = getContainer().resolve<RivertyModuleService>(RIVERTY_MODULE)
      const rows = await inbox.listRivertyNotifications({ type: CAPTURED })
      return rows.find((row) => {
        const parameters = (row.payload as { parameters?: { paymentTransactionToken?: string } } | null)?.parameters
        return parameters?.paymentTransactionToken === orderNumber
      })
    }

    /**
     * One round: the shipment's capture is applied at Riverty but its answer held back (the
     * shipment's workflow holds the order's capture lock meanwhile), and its `transactionCaptured`
     * notification arrives. Its first attempt fails at once on a database fault (its ledger row,
     * written before the lock), so the race is certain rather than left to timing: the retry, an
     * attempt that may book, starts on the other process while Riverty holds the capture and
     * Medusa has not booked it. Before the fix it read Medusa's captures then (none) and booked
     * the capture a second time; with the capture lock it waits for the shipment's booking and
     * finds Medusa's captures in line with Riverty's. Every value is returned for the assertions.
     */
    async function round(n: number) {
      const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, `Twin${n}`)
      const reader = emulatorReader(emulator.current)
      await axios.post(`${control()}/deliveries/hold`)
      await fault({ method: "POST", path: `/api/v3/orders/${order.orderNumber}/captures`, latencyMs: HOLD_MS, afterApply: true })
      const ledgerDown = await failInserts(dbConnection as Knex, {
        table: "riverty_ledger_entry",
        column: "order_number",
        values: [order.orderNumber],
        message: "ledger unavailable (injected)",
      })
      const shipmentsOnTwo = () => other.output().split("Processing shipment.created").length
      const before = shipmentsOnTwo()
      await ship(order, `TRACK-TWIN-${n}`)
      await eventually(async () => (((await reader.orders.getOrder(order.orderNumber)).captures ?? []).length === 1 ? true : undefined), 30_000)
      const answeredBy = Date.now() + HOLD_MS
      // The retry goes to the process that is not waiting for the capture's answer.
      const retryOn = shipmentsOnTwo() > before ? (api.defaults.baseURL as string) : other.url

      await axios.post(`${control()}/deliveries/release`, { order: "fifo" })
      const first = await eventually(async () => {
        const row = await capturedNotification(order.orderNumber)
        return row && row.status !== "received" && row.status !== "processing" ? row : undefined
      }, 60_000).finally(() => ledgerDown.remove())

      // The race's precondition, read just before the retry: Riverty holds the capture, Medusa
      // has booked nothing, and the shipment's answer is still on its way.
      const rivertyBeforeRetry = ((await reader.orders.getOrder(order.orderNumber)).captures ?? []).map((c) => cents(c.amount))
      const medusaBeforeRetry = await medusaCaptures(order.paymentId)
      const retryStartedWhileHeld = Date.now() < answeredBy
      const retried = await axios.post(`${retryOn}/admin/riverty/notifications/${first.id}/retry`, {}, { ...seeded.admin, validateStatus: () => true })
      const retry = [retried.status, retried.data?.notification?.status, retried.data?.notification?.last_error ?? null]
      const outcome = retried.data?.notification?.outcome ?? null

      // Wait until the shipment's workflow has booked (or given up) and nothing is moving.
      const riverty = await reader.orders.getOrder(order.orderNumber)
      const rivertyCaptures = (riverty.captures ?? []).map((c) => cents(c.amount))
      await eventually(async () => ((await medusaCaptures(order.paymentId)).length >= 1 ? true : undefined), 60_000)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      return {
        round: n,
        retriedOn: retryOn === other.url ? "two" : "one",
        first: [first.status, String(first.last_error ?? "").includes("ledger unavailable (injected)")],
        rivertyBeforeRetry,
        medusaBeforeRetry,
        retryStartedWhileHeld,
        retry,
        outcome,
        riverty: rivertyCaptures,
        medusa: await medusaCaptures(order.paymentId),
      }
    }

    it("a shipment capture whose answer is held back while its notification is retried on the other process is booked once", async () => {
      const startedAt = Date.now()
      const results = []
      for (let n = 1; n <= ROUNDS; n++) results.push(await round(n))
       
      console.log(`two processes: ${ROUNDS} rounds in ${Math.round((Date.now() - startedAt) / 1000)} s`, JSON.stringify(results))
      for (const result of results) {
        const { round, riverty } = result
        expect(riverty).toHaveLength(1)
        // The race happened: the first attempt failed on the injected fault, and the retry began
        // while Riverty held the capture that Medusa had not booked yet.
        expect({ round, first: result.first }).toEqual({ round, first: ["failed", true] })
        expect({ round, before: [result.rivertyBeforeRetry, result.medusaBeforeRetry, result.retryStartedWhileHeld] }).toEqual({ round, before: [riverty, [], true] })
        // The retry waited for the shipment's booking, found it, and booked nothing itself.
        expect({ round, retry: result.retry, outcome: result.outcome }).toEqual({ round, retry: [200, "processed", null], outcome: expect.stringMatching(/captures match Medusa$/) })
        expect({ round, medusa: result.medusa }).toEqual({ round, medusa: riverty })
      }
    })
  },
})
