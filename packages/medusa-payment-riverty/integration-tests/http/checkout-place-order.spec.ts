import path from "node:path"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { providerId } from "../../src/providers/riverty/payment-methods"
import { useBackendUrl } from "./fixtures/backend-url"
import { invoiceCartWithSession, ordersByDisplayId } from "./fixtures/checkout"
import { useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"
import { storeRoutes } from "./fixtures/store-routes"

// "Place order" is one store request: Medusa's POST /store/carts/:id/complete, where the plugin
// has Riverty decide and Medusa complete the cart under one lock. A hosted page or a refusal
// answers the cart (complete-cart's own `{type: "cart"}`) and makes no order.
jest.setTimeout(240 * 1000)

useBackendUrl()
const emulator = useEmulator()
const AUTHORIZE_PATH = "/api/v3/checkout/authorize"
const PLUGIN_SRC = `${path.resolve(__dirname, "..", "..", "src")}${path.sep}`
const GERMAN_REFUSAL = "Leider können wir Ihnen diese Zahlungsart nicht anbieten. Bitte wählen Sie eine andere Zahlungsart."

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    const cartWithSession = (firstName: string, quantity = 1) => invoiceCartWithSession(seeded.checkout, seeded.catalog, firstName, quantity)
    const orders = () => ordersByDisplayId(getContainer())

    async function paymentsOf(cartId: string): Promise<{ id: string; amount: number; canceled_at: string | null }[]> {
      const cart = await seeded.checkout.getCart(cartId)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "payment", fields: ["id", "amount", "canceled_at"], filters: { payment_collection_id: cart.payment_collection.id } })
      return data as { id: string; amount: number; canceled_at: string | null }[]
    }

    const sessionOf = (cart: { payment_collection: { payment_sessions: { status: string; data: Record<string, unknown> }[] } }) => cart.payment_collection.payment_sessions[0]

    it("places an accepted cart's order in one request, Riverty asked once, one payment on the order", async () => {
      const cartId = await cartWithSession("Erika")
      await routes.clearJournal()
      const placed = await seeded.checkout.complete(cartId)
      expect(placed.status).toBe(200)
      expect(placed.data.type).toBe("order")
      expect(await routes.reachedRiverty(AUTHORIZE_PATH)).toBe(1)
      const payments = await paymentsOf(cartId)
      expect(payments).toHaveLength(1)
      expect(payments[0]).toMatchObject({ amount: placed.data.order.total, canceled_at: null })

      // The same request again answers the same order; Riverty is not asked again.
      const again = await seeded.checkout.complete(cartId)
      expect(again.status).toBe(200)
      expect(again.data).toMatchObject({ type: "order", order: { id: placed.data.order.id } })
      expect(await routes.reachedRiverty(AUTHORIZE_PATH)).toBe(1)
      expect(await paymentsOf(cartId)).toHaveLength(1)
    })

    it("reads the cart with its lines once in the plugin's code during one place order", async () => {
      const cartId = await cartWithSession("Erika")
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY) as { graph: (config: { entity: string; fields?: string[] }) => Promise<unknown> }
      // Who asked: the frame that called Query, the plugin's source or Medusa's own packages.
      const pluginCartReads: string[] = []
      const graph = query.graph.bind(query)
      const counted = jest.spyOn(query, "graph").mockImplementation(async (config) => {
        const caller = (new Error().stack ?? "").split("\n").slice(2).find((line) => !line.includes("node:internal") && !line.includes("jest-mock"))
        if (config.entity === "cart" && (config.fields ?? []).some((field) => field.startsWith("items.")) && caller?.includes(PLUGIN_SRC)) pluginCartReads.push(String(caller).trim())
        return graph(config)
      })
      try {
        const placed = await seeded.checkout.complete(cartId)
        expect(placed.data.type).toBe("order")
      } finally {
        counted.mockRestore()
      }
      expect(pluginCartReads).toHaveLength(1)
    })

    it("makes one order of two requests at once for the same cart, both answered with it", async () => {
      const cartId = await cartWithSession("Erika")
      await routes.clearJournal()
      const before = (await orders()).length
      const [a, b] = await Promise.all([seeded.checkout.complete(cartId), seeded.checkout.complete(cartId)])
      expect([a.status, b.status]).toEqual([200, 200])
      expect(a.data.type).toBe("order")
      expect(b.data).toMatchObject({ type: "order", order: { id: a.data.order.id } })
      expect(await orders()).toHaveLength(before + 1)
      expect(await routes.reachedRiverty(AUTHORIZE_PATH)).toBe(1)
      expect(await paymentsOf(cartId)).toHaveLength(1)
    })

    it("answers a hosted page and a refusal with the cart and no order, so the order numbers stay consecutive", async () => {
      const before = await orders()

      const hosted = await cartWithSession("StrongCustomerAuthentication")
      const pending = await seeded.checkout.complete(hosted)
      expect(pending.status).toBe(200)
      expect(pending.data).toMatchObject({ type: "cart", error: { type: "payment_requires_more_error" } })
      expect(sessionOf(pending.data.cart).status).toBe("requires_more")
      const redirectUrl = String(sessionOf(pending.data.cart).data.redirect_url)
      expect(redirectUrl.startsWith(`${emulator.current.url}/hosted-checkout/`)).toBe(true)

      const refused = await cartWithSession("Reject")
      const refusal = await seeded.checkout.complete(refused)
      expect(refusal.status).toBe(200)
      expect(refusal.data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })
      expect(sessionOf(refusal.data.cart)).toMatchObject({ status: "error", data: { customer_facing_message: GERMAN_REFUSAL } })
      expect(await orders()).toEqual(before)

      // The shopper accepts on Riverty's page; the return completes the cart.
      const page = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "accept" }), redirect: "manual" })
      expect(page.status).toBe(303)
      const back = await fetch(String(page.headers.get("location")), { redirect: "manual" })
      expect(back.headers.get("location")).toContain("/order/confirmed?order_id=order_")
      expect((await seeded.checkout.complete(await cartWithSession("Erika"))).data.type).toBe("order")

      const numbers = (await orders()).slice(before.length).map((order) => order.display_id)
      expect(numbers).toEqual([(before.at(-1)?.display_id ?? 0) + 1, (before.at(-1)?.display_id ?? 0) + 2])
    })

    it("answers a cart changed after Riverty accepted it with the cart, voids Riverty's order, and places the order chosen again", async () => {
      const cartId = await cartWithSession("Erika")
      // Riverty accepts first (the separate authorize route), then the shopper changes the address.
      const first = await routes.post("authorize", { cart_id: cartId })
      expect(first.data.payment_session.status).toBe("authorized")
      const orderNumber = String(first.data.payment_session.data.order_number)
      const before = await seeded.checkout.getCart(cartId)
      const fields = ["first_name", "last_name", "city", "postal_code", "country_code", "phone"] as const
      const moved = { ...Object.fromEntries(fields.map((f) => [f, before.shipping_address[f]])), address_1: "Friedrichstraße 10" }
      await api.post(`/store/carts/${cartId}`, { shipping_address: moved }, { headers: seeded.checkout.headers() })

      const placed = (await orders()).length
      const refused = await seeded.checkout.complete(cartId)
      expect(refused.status).toBe(200)
      expect(refused.data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })
      expect(sessionOf(refused.data.cart).status).toBe("error")
      expect(await orders()).toHaveLength(placed)
      const order = await fetch(`${emulator.current.url}/_emulator/orders/${encodeURIComponent(orderNumber)}`).then((r) => r.json())
      expect(order).toMatchObject({ status: "Cancelled" })

      expect((await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1985-02-03" })).status).toBe(200)
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.data.type).toBe("order")
      expect(completed.data.order.shipping_address.address_1).toBe("Friedrichstraße 10")
      expect((await paymentsOf(cartId)).filter((p) => !p.canceled_at)).toHaveLength(1)
    })
  },
})
