import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import type { Knex } from "knex"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../src/modules/riverty"
import { checkoutHelpers, seedCatalog, type CatalogFixture } from "../http/fixtures/checkout"
import { useEmulator } from "../http/fixtures/emulator"
import { emulatorReader, loginAdmin, placeOrder, type AdminAuth, type PlacedOrder } from "../http/fixtures/order-management"
import { seedStore, type StoreFixture } from "../http/fixtures/store"
import { skipWithoutRedis, startServerProcess, useProcessEnv, useTestRedis, type ServerProcess } from "../http/fixtures/two-processes"
import { holdWriteLock, writersWaitingOn } from "./fixtures/processes-crash"
import { acceptOnHostedPage, ordersOfCarts, paymentsOfSessions, pendingRedirectCheckout, serverClient, until } from "./fixtures/processes-redirect"

// A worker process SIGKILLed while it is inside two pieces of work at once: applying Riverty's
// `transactionAuthorized` notification (its ledger write waits on a table lock the test holds)
// and capturing a shipment (Riverty applied the capture, its answer is held back by the
// emulator). After a new worker starts, each is taken over and applied exactly once: one order
// for the cart, one capture at Riverty and the same one in Medusa.
jest.setTimeout(12 * 60 * 1000)

// medusa-config.ts reads these at boot. This process (the test's app) only serves HTTP; the
// spawned process is the only one running subscribers and jobs, so the kill lands where the work is.
useProcessEnv({
  MEDUSA_WORKER_MODE: "server",
  RIVERTY_CAPTURE: "on_shipment",
  // A dead worker's claim is taken over after these leases; retries come quickly.
  RIVERTY_PROCESSING_LEASE_MS: "10000",
  RIVERTY_FOLLOW_UP_LEASE_MS: "10000",
  RIVERTY_NOTIFICATION_RETRY_BASE_MS: "2000",
  RIVERTY_FOLLOW_UP_RETRY_BASE_MS: "2000",
  RIVERTY_FOLLOW_UP_RETRY_MAX_MS: "5000",
})
const redis = useTestRedis()
const emulator = useEmulator()

const LEDGER = "riverty_ledger_entry"
const AUTHORIZED = "payments/transactionAuthorized"
const cents = (amount: unknown) => Math.round(Number(amount) * 100)

if (!redis.available) skipWithoutRedis(redis, "crash recovery on two server processes")
else
  medusaIntegrationTestRunner({
    testSuite: ({ api, getContainer, dbConfig, dbConnection }) => {
      let store: StoreFixture
      let catalog: CatalogFixture
      let admin: AdminAuth
      const workers: ServerProcess[] = []
      const control = () => `${emulator.current.url}/_emulator`
      const db = () => dbConnection as unknown as Knex

      beforeAll(async () => {
        store = await seedStore(getContainer())
        catalog = await seedCatalog(getContainer(), store)
        admin = await loginAdmin(api, getContainer())
      })

      afterAll(async () => {
        for (const worker of workers) await worker.stop()
      })

      const startWorker = async () => {
        const worker = await startServerProcess({ databaseUrl: dbConfig.clientUrl, workerMode: "shared" })
        workers.push(worker)
        return worker
      }

      async function ship(order: PlacedOrder): Promise<void> {
        const items = order.items.map((item) => ({ id: item.id, quantity: item.quantity }))
        expect((await api.post(`/admin/orders/${order.orderId}/fulfillments`, { items }, admin)).status).toBe(200)
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "order", fields: ["fulfillments.id"], filters: { id: order.orderId } })
        const fulfillmentId = (data[0] as unknown as { fulfillments: { id: string }[] }).fulfillments[0].id
        const shipped = await api.post(
          `/admin/orders/${order.orderId}/fulfillments/${fulfillmentId}/shipments`,
          { items, labels: [{ tracking_number: "TRACK-CRASH", tracking_url: "https://track.example/crash", label_url: "https://label.example/crash" }] },
          admin,
        )
        expect(shipped.status).toBe(200)
      }

      async function medusaCaptures(paymentId: string): Promise<number[]> {
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "payment", fields: ["captures.amount"], filters: { id: paymentId } })
        return ((data[0] as unknown as { captures: { amount: unknown }[] }).captures ?? []).map((c) => cents(c.amount))
      }

      const captureFollowUp = async (orderId: string) =>
        (await getContainer().resolve<RivertyModuleService>(RIVERTY_MODULE).listRivertyFollowUps({ order_id: orderId, kind: "capture_shipment" }))[0]

      const rivertyOrder = async (orderNumber: string) => (await axios.get(`${control()}/orders/${orderNumber}`)).data

      it("workers killed inside a capture and inside a notification's effect: after a restart each is applied once", async () => {
        const startedAt = Date.now()
        const container = getContainer()
        const inbox = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
        const first = await startWorker()
        // Riverty notifies the serving process; the worker applies what it stored.
        const registered = await api.post(`/admin/riverty/notifications/callbacks`, { url: `${api.defaults.baseURL}/riverty/notifications` }, admin)
        expect(registered.status).toBe(200)

        // An order to ship, and a redirect checkout whose shopper accepts but never comes back.
        const shipped = await placeOrder(container, checkoutHelpers(api, () => store), catalog, "Crash")
        const pending = await pendingRedirectCheckout(serverClient(first.url), store, catalog, 0)
        await until("the placed order's notifications processed", async () => {
          const rows = await inbox.listRivertyNotifications({})
          return rows.every((row) => !["received", "processing"].includes(String(row.status))) ? true : undefined
        })
        // From here Riverty's notifications wait until the second kill is set up.
        await axios.post(`${control()}/deliveries/hold`)
        await acceptOnHostedPage(pending.redirectUrl)

        // Kill 1, inside the capture on shipment: Riverty applies every capture call and holds
        // its answer (the client's retry after its timeout too), so the worker cannot get out.
        const fault = (
          await axios.post(`${control()}/faults`, {
            method: "POST",
            path: `/api/v3/orders/${shipped.orderNumber}/captures`,
            latencyMs: 600_000,
            afterApply: true,
            times: 0,
          })
        ).data.id as string
        await ship(shipped)
        await until("the worker inside the capture", async () => {
          const faults = (await axios.get(`${control()}/faults`)).data as { id: string; hits: number }[]
          const held = (faults.find((f) => f.id === fault)?.hits ?? 0) > 0
          const applied = ((await rivertyOrder(shipped.orderNumber)).captures ?? []).length === 1
          return held && applied ? true : undefined
        }, 90_000)
        expect((await captureFollowUp(shipped.orderId))?.status).toBe("running")
        await first.kill()
        const firstKill = Date.now()
        await axios.delete(`${control()}/faults/${fault}`)
        expect(await medusaCaptures(shipped.paymentId)).toEqual([])

        // Kill 2, inside a notification's effect: its ledger write waits on a lock the test holds.
        const lock = await holdWriteLock(db(), LEDGER)
        let inFlight: string | undefined
        try {
          await axios.post(`${control()}/deliveries/release`, { order: "fifo" })
          const second = await startWorker()
          inFlight = await until("the worker inside a notification's effect", async () => {
            if ((await writersWaitingOn(db(), LEDGER)) === 0) return undefined
            return (await inbox.listRivertyNotifications({ status: "processing" }))[0]?.id
          }, 120_000)
          await second.kill()
        } finally {
          await lock.release()
        }
        const secondKill = Date.now()
        expect(await ordersOfCarts(container, [pending.cartId])).toEqual(new Map([[pending.cartId, []]]))

        // A third worker takes everything over when the leases (and the dead workers' locks) run out.
        await startWorker()
        const restartedAt = Date.now()
        const followUp = await until("the capture's follow-up done", async () => {
          const row = await captureFollowUp(shipped.orderId)
          return row?.status === "done" ? row : undefined
        }, 300_000, 1000)
        const rows = await until("every notification processed", async () => {
          const all = await inbox.listRivertyNotifications({})
          return all.every((row) => ["processed", "skipped"].includes(String(row.status))) ? all : undefined
        }, 240_000, 1000)

        // The notification the worker died in was taken over and applied.
        const interrupted = rows.find((row) => row.id === inFlight)!
        expect(Number(interrupted.attempts)).toBeGreaterThanOrEqual(2)
        // The shopper who never came back: one order, one authorized payment, one ledger entry.
        expect((await ordersOfCarts(container, [pending.cartId])).get(pending.cartId)).toHaveLength(1)
        expect((await paymentsOfSessions(container, [pending.sessionId])).get(pending.sessionId)).toEqual({
          status: "authorized",
          payments: [expect.any(String)],
        })
        const authorized = rows.filter((row) => row.type === AUTHORIZED && row.order_number === pending.sessionId)
        expect(authorized).toHaveLength(1)
        const ledger = await inbox.listRivertyLedgerEntries({ notification_id: authorized[0].notification_id })
        expect(ledger.map((entry) => entry.entry_key)).toEqual(["transaction"])

        // The capture: taken over, applied once at Riverty, booked once in Medusa.
        expect(followUp.attempts).toBeGreaterThanOrEqual(2)
        const orderAtRiverty = (await emulatorReader(emulator.current).orders.getOrder(shipped.orderNumber)).captures ?? []
        expect(orderAtRiverty).toHaveLength(1)
        expect(await medusaCaptures(shipped.paymentId)).toEqual(orderAtRiverty.map((c) => cents(c.amount)))

        // Every notification once in the inbox.
        expect(new Set(rows.map((row) => row.notification_id)).size).toBe(rows.length)

         
        console.log(
          `crash recovery: first kill ${Math.round((firstKill - startedAt) / 1000)} s in, second ${Math.round((secondKill - firstKill) / 1000)} s later, ` +
            `third worker up ${Math.round((restartedAt - secondKill) / 1000)} s after that, all applied ${Math.round((Date.now() - restartedAt) / 1000)} s later; ` +
            `interrupted notification ${interrupted.type} attempts ${interrupted.attempts}, capture attempts ${followUp.attempts} (${followUp.outcome})`,
        )
      })
    },
  })
