import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import voidUnplacedRivertyAuthorizations from "../../src/jobs/void-unplaced-riverty-authorizations"
import { providerId } from "../../src/providers/riverty/payment-methods"
import { pollUntil } from "../poll"
import { useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"
import { storeRoutes } from "./fixtures/store-routes"
import { skipWithoutRedis, startServerProcess, useTestRedis, type ServerProcess } from "./fixtures/two-processes"

// A shopper who leaves after Riverty accepted (the tab closed between Riverty's answer and the
// order): the reservation is voided at Riverty once the hold has passed, once, whichever of two
// server processes runs the job, and a completion after it is refused, never an order without a
// reservation.
jest.setTimeout(10 * 60 * 1000)

// medusa-config.ts reads it at boot, in this process and in the spawned one: a hold of 2 s.
const HOLD_MS = 2000
process.env.RIVERTY_RESERVATION_HOLD_MS = String(HOLD_MS)
// The bound: the hold, then the every-minute job of a process, and its run.
const BOUND_MS = HOLD_MS + 60_000 + 30_000
const redis = useTestRedis()
const emulator = useEmulator()

if (!redis.available) skipWithoutRedis(redis, "two server processes on Redis")
else medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConfig }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)
    let other: ServerProcess

    beforeAll(async () => {
      other = await startServerProcess({ databaseUrl: dbConfig.clientUrl, workerMode: "shared" })
    })
    afterAll(async () => {
      await other?.stop()
    })

    const riverty = (orderNumber: string) => axios.get(`${emulator.current.url}/_emulator/orders/${encodeURIComponent(orderNumber)}`).then((r) => r.data as { status: string })

    it("voids an accepted authorization whose cart was left, once, within the bound, and refuses its late completion", async () => {
      const cartId = await seeded.checkout.createCart({
        buyer: { firstName: "Erika" },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }],
        shippingOptionId: seeded.catalog.shippingOptionId,
      })
      expect((await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1985-02-03" })).status).toBe(200)
      // Riverty accepts (the separate authorize route: the order is not made), then the shopper leaves.
      const accepted = await routes.post("authorize", { cart_id: cartId })
      expect(accepted.data.payment_session.status).toBe("authorized")
      const orderNumber = String(accepted.data.payment_session.data.order_number)
      const acceptedAt = Date.now()
      await routes.clearJournal()

      // Process two runs the job on its schedule; process one here, twice at once, until Riverty's order is voided.
      const container = getContainer()
      await pollUntil(
        async () => {
          await Promise.all([voidUnplacedRivertyAuthorizations(container), voidUnplacedRivertyAuthorizations(container)])
          return (await riverty(orderNumber)).status === "Cancelled" ? true : undefined
        },
        { timeoutMs: BOUND_MS, intervalMs: 500, what: "the left cart's reservation voided" },
      )
      expect(Date.now() - acceptedAt).toBeLessThan(BOUND_MS)
      expect(Date.now() - acceptedAt).toBeGreaterThanOrEqual(HOLD_MS)
      // Once more on each side, then: one void reached Riverty.
      await voidUnplacedRivertyAuthorizations(container)
      expect(await routes.reachedRiverty(`/api/v3/orders/${orderNumber}/voids`)).toBe(1)

      // The shopper comes back late, on process two: the cart, not an order without a reservation.
      const late = await axios.post(`${other.url}/store/carts/${cartId}/complete`, {}, { headers: seeded.checkout.headers(), validateStatus: () => true })
      expect(late.status).toBe(200)
      expect(late.data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })
      const session = late.data.cart.payment_collection.payment_sessions[0]
      expect(session).toMatchObject({ status: "error", data: { error_message: expect.stringContaining("choose the payment method again") } })
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: orders } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      expect(orders).toHaveLength(0)
      expect(await routes.reachedRiverty(`/api/v3/orders/${orderNumber}/voids`)).toBe(1)
    })
  },
})
