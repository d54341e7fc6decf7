import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../src/modules/riverty"
import { seedCatalog, type CatalogFixture } from "../http/fixtures/checkout"
import { useEmulator } from "../http/fixtures/emulator"
import { loginAdmin, type AdminAuth } from "../http/fixtures/order-management"
import { seedStore, type StoreFixture } from "../http/fixtures/store"
import { skipWithoutRedis, startServerProcess, useProcessEnv, useTestRedis, type ServerProcess } from "../http/fixtures/two-processes"
import {
  acceptOnHostedPage,
  inParallel,
  onServer,
  ordersOfCarts,
  paymentsOfSessions,
  pendingRedirectCheckout,
  serverClient,
  until,
  type PendingCheckout,
} from "./fixtures/processes-redirect"

// 50 redirect checkouts completed at the same moment on two server processes on Medusa's Redis
// modules: each shopper's return from the hosted page and Riverty's `transactionAuthorized`
// notification (delivered to both processes, so every notification arrives twice at once) race
// for the same cart. Exactly one order and one authorization per cart must come out of it.
jest.setTimeout(10 * 60 * 1000)

const CARTS = Number(process.env.CONCURRENT_CARTS || 50)
const AUTHORIZED = "payments/transactionAuthorized"

// medusa-config.ts reads these at boot, in this process and in the spawned one. Under this load
// an authorize may wait longer than the shopper-facing default allows.
useProcessEnv({ RIVERTY_CHECKOUT_DEADLINE_MS: "60000", RIVERTY_NOTIFICATION_RETRY_BASE_MS: "2000" })
const redis = useTestRedis()
const emulator = useEmulator({ journalLimit: 20_000 })

if (!redis.available) skipWithoutRedis(redis, "concurrent checkouts on two server processes")
else
  medusaIntegrationTestRunner({
    testSuite: ({ api, getContainer, dbConfig }) => {
      let store: StoreFixture
      let catalog: CatalogFixture
      let admin: AdminAuth
      let other: ServerProcess | undefined
      const control = () => `${emulator.current.url}/_emulator`

      beforeAll(async () => {
        store = await seedStore(getContainer())
        catalog = await seedCatalog(getContainer(), store)
        admin = await loginAdmin(api, getContainer())
      })

      afterAll(async () => {
        await other?.stop()
      })

      it(`completes ${CARTS} redirect checkouts racing their notifications into ${CARTS} orders and ${CARTS} authorizations`, async () => {
        const startedAt = Date.now()
        // Started here, after the runner's database snapshot, which disconnects every client.
        other = await startServerProcess({ databaseUrl: dbConfig.clientUrl, workerMode: "shared" })
        const servers = [api.defaults.baseURL as string, other.url]
        const booted = Date.now()
        for (const url of servers) {
          const registered = await axios.post(`${servers[0]}/admin/riverty/notifications/callbacks`, { url: `${url}/riverty/notifications` }, admin)
          expect(registered.status).toBe(200)
        }

        // Every store request of cart n goes to process n % 2, as a load balancer would spread them.
        const clients = servers.map(serverClient)
        const checkouts: PendingCheckout[] = await inParallel(
          Array.from({ length: CARTS }, (_, n) => n),
          // A few at a time: the carts are not what is tested, and a loaded machine starves both pools.
          4,
          (n) => pendingRedirectCheckout(clients[n % 2], store, catalog, n),
        )
        const prepared = Date.now()

        // The shoppers accept; Riverty's notifications wait until everyone is back at once.
        await axios.post(`${control()}/deliveries/hold`)
        const returns = await inParallel(checkouts, 5, (c) => acceptOnHostedPage(c.redirectUrl))
        const raceStart = Date.now()
        const [released, answers] = await Promise.all([
          axios.post(`${control()}/deliveries/release`, { order: "together" }),
          Promise.all(
            returns.map((url, n) =>
              axios.get(onServer(url, servers[(n + 1) % 2]), { maxRedirects: 0, validateStatus: () => true, timeout: 180_000 }),
            ),
          ),
        ])
        expect(released.data.released).toHaveLength(CARTS * 2)

        const container = getContainer()
        const inbox = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
        const cartIds = checkouts.map((c) => c.cartId)
        const sessionIds = checkouts.map((c) => c.sessionId)
        // Settled: every cart has its order and every notification left processing.
        await until("every cart's order and every notification processed", async () => {
          const orders = await ordersOfCarts(container, cartIds)
          if ([...orders.values()].some((ids) => ids.length === 0)) return undefined
          const rows = await inbox.listRivertyNotifications({ type: AUTHORIZED })
          return rows.length >= CARTS && rows.every((row) => row.status === "processed") ? true : undefined
        }, 240_000)
        const settled = Date.now()
        const attempts = (await inbox.listRivertyNotifications({ type: AUTHORIZED })).map((row) => Number(row.attempts ?? 0))
         
        console.log(
          `concurrent checkout: ${CARTS} carts on 2 processes; second process up in ${Math.round((booted - startedAt) / 1000)} s, ` +
            `carts prepared in ${Math.round((prepared - booted) / 1000)} s, race settled ${Math.round((settled - raceStart) / 1000)} s after it started; ` +
            `notification attempts ${attempts.reduce((sum, n) => sum + n, 0)} for ${attempts.length} notifications`,
        )

        // Each return sent its shopper to the confirmation of its own order (or to the order the
        // notification made first), never back to checkout.
        const orders = await ordersOfCarts(container, cartIds)
        const confirmations = answers.map((answer) => [answer.status, String(answer.headers.location ?? "").replace(/order_id=.*/, "order_id=")])
        expect(confirmations).toEqual(answers.map(() => [303, "http://localhost:8000/order/confirmed?order_id="]))
        answers.forEach((answer, n) => expect(String(answer.headers.location)).toContain(orders.get(cartIds[n])![0]))

        // One order per cart, and no other order at all.
        expect([...orders.values()].map((ids) => ids.length)).toEqual(cartIds.map(() => 1))
        const query = container.resolve(ContainerRegistrationKeys.QUERY)
        const { data: allOrders } = await query.graph({ entity: "order", fields: ["id"] })
        expect(allOrders).toHaveLength(CARTS)

        // One authorized payment per session.
        const payments = await paymentsOfSessions(container, sessionIds)
        expect(sessionIds.map((id) => [payments.get(id)?.status, payments.get(id)?.payments.length])).toEqual(
          sessionIds.map(() => ["authorized", 1]),
        )

        // Riverty: each order authorized once, by the one authorize call of its checkout.
        const journal = (await axios.get(`${control()}/journal`, { params: { method: "POST", path: "/api/v3/checkout/authorize" } })).data as unknown[]
        expect(journal).toHaveLength(CARTS)
        const statuses = await Promise.all(sessionIds.map(async (id) => (await axios.get(`${control()}/orders/${id}`)).data.status))
        expect(statuses).toEqual(sessionIds.map(() => "Accepted"))

        // The inbox: every notification once, though each arrived at both processes together.
        const rows = await inbox.listRivertyNotifications({ type: AUTHORIZED })
        expect(rows).toHaveLength(CARTS)
        expect(new Set(rows.map((row) => row.notification_id)).size).toBe(CARTS)
        expect(new Set(rows.map((row) => row.order_number)).size).toBe(CARTS)
        const { deliveries } = (await axios.get(`${control()}/deliveries`, { params: { type: AUTHORIZED } })).data as { deliveries: { status: string }[] }
        expect(deliveries.filter((d) => d.status === "delivered")).toHaveLength(CARTS * 2)

      })
    },
  })
