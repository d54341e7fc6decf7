import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { providerId } from "../../src/providers/riverty/payment-methods"
import { useBackendUrl } from "./fixtures/backend-url"
import { invoiceCartWithSession, ordersByDisplayId } from "./fixtures/checkout"
import { useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"
import { storeRoutes } from "./fixtures/store-routes"

// POST /store/riverty/authorize: Riverty decides before the cart is completed, so a hosted page
// or a refusal makes no order (Medusa's complete-cart would create one and roll it back, using up
// an order number) and the storefront completes only an accepted cart.
jest.setTimeout(240 * 1000)

// Riverty's return URL must reach this test's server: the hosted page is followed like a browser.
useBackendUrl()
const emulator = useEmulator()
const AUTHORIZE_PATH = "/api/v3/checkout/authorize"
const GERMAN_REFUSAL = "Leider können wir Ihnen diese Zahlungsart nicht anbieten. Bitte wählen Sie eine andere Zahlungsart."

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    const cartWithSession = (firstName: string, quantity = 1) => invoiceCartWithSession(seeded.checkout, seeded.catalog, firstName, quantity)
    const orders = () => ordersByDisplayId(getContainer())

    /** The hosted page's Accept, then the shopper's return to the store, which completes the cart. */
    async function acceptHostedPage(redirectUrl: string): Promise<void> {
      const page = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "accept" }), redirect: "manual" })
      expect(page.status).toBe(303)
      const back = await fetch(String(page.headers.get("location")), { redirect: "manual" })
      expect(back.status).toBe(303)
      expect(back.headers.get("location")).toContain("/order/confirmed?order_id=order_")
    }

    it("authorizes an accepted cart once: complete-cart then makes the order without asking Riverty again", async () => {
      const cartId = await cartWithSession("Erika")
      await routes.clearJournal()
      const authorized = await routes.post("authorize", { cart_id: cartId })
      expect(authorized.status).toBe(200)
      expect(authorized.data.payment_session).toMatchObject({ provider_id: providerId("invoice"), status: "authorized" })
      expect(authorized.data.payment_session.data).toMatchObject({ riverty_outcome: "Accepted" })
      expect(await orders()).toEqual([])

      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      expect(completed.data.type).toBe("order")
      expect(await routes.reachedRiverty(AUTHORIZE_PATH)).toBe(1)

      // Authorize again after completion: refused naming the cart, Riverty not asked.
      const again = await routes.post("authorize", { cart_id: cartId })
      expect(again.status).toBe(400)
      expect(again.data.message).toMatch(/^cart_id: /)
      expect(await routes.reachedRiverty(AUTHORIZE_PATH)).toBe(1)
    })

    it("answers a hosted page and a refusal without an order, so the order numbers stay consecutive", async () => {
      const before = await orders()

      const hosted = await cartWithSession("StrongCustomerAuthentication")
      const pending = await routes.post("authorize", { cart_id: hosted })
      expect(pending.status).toBe(200)
      expect(pending.data.payment_session.status).toBe("requires_more")
      const redirectUrl = String(pending.data.payment_session.data.redirect_url)
      expect(redirectUrl.startsWith(`${emulator.current.url}/hosted-checkout/`)).toBe(true)

      const refused = await cartWithSession("Reject")
      const refusal = await routes.post("authorize", { cart_id: refused })
      expect(refusal.status).toBe(200)
      expect(refusal.data.payment_session.status).toBe("error")
      // Riverty's own words, in the cart's language.
      expect(refusal.data.payment_session.data.customer_facing_message).toBe(GERMAN_REFUSAL)
      expect(await orders()).toEqual(before)
      // The payment step, reloaded after the refusal, reads Riverty's words with the offers.
      const methods = await routes.post("payment-methods", { cart_id: refused })
      expect(methods.status).toBe(200)
      expect(methods.data.refusal).toEqual({ customer_facing_message: GERMAN_REFUSAL, action_code: expect.any(String) })
      expect((await routes.post("payment-methods", { cart_id: hosted })).data.refusal).toBeNull()

      await acceptHostedPage(redirectUrl)
      const invoice = await cartWithSession("Erika")
      expect((await routes.post("authorize", { cart_id: invoice })).data.payment_session.status).toBe("authorized")
      expect((await seeded.checkout.complete(invoice)).data.type).toBe("order")

      const numbers = (await orders()).slice(before.length).map((order) => order.display_id)
      expect(numbers).toHaveLength(2)
      expect(numbers[1] - numbers[0]).toBe(1)
      expect(numbers[0]).toBe((before.at(-1)?.display_id ?? 0) + 1)
    })

    it("voids an authorization the cart outgrew: Medusa replaces the session and the new total is authorized", async () => {
      const cartId = await cartWithSession("Erika")
      const first = await routes.post("authorize", { cart_id: cartId })
      expect(first.data.payment_session.status).toBe("authorized")
      // Riverty decided; Medusa makes the payment with the order, not before.
      expect((await seeded.checkout.getCart(cartId)).payment_collection.payment_sessions[0].status).toBe("pending")
      const firstOrderNumber = String(first.data.payment_session.data.order_number)

      await api.post(`/store/carts/${cartId}/line-items`, { variant_id: seeded.catalog.bookVariantId, quantity: 1 }, { headers: seeded.checkout.headers() })
      // Medusa's cart refresh deleted the authorized session; the provider voided it at Riverty.
      const order = await fetch(`${emulator.current.url}/_emulator/orders/${encodeURIComponent(firstOrderNumber)}`).then((r) => r.json())
      expect(order).toMatchObject({ status: "Cancelled" })
      expect((await routes.post("authorize", { cart_id: cartId })).status).toBe(400)

      const restarted = await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1985-02-03" })
      expect(restarted.status).toBe(200)
      const second = await routes.post("authorize", { cart_id: cartId })
      expect(second.data.payment_session.status).toBe("authorized")
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.data.type).toBe("order")
      const cart = await seeded.checkout.getCart(cartId)
      expect(completed.data.order.total).toBe(cart.total)
      // One payment, the second session's: the voided authorization left none behind to capture.
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({
        entity: "payment",
        fields: ["id", "amount", "canceled_at", "data"],
        filters: { payment_collection_id: cart.payment_collection.id },
      })
      expect(payments).toHaveLength(1)
      expect(payments[0]).toMatchObject({ amount: cart.total, canceled_at: null, data: { order_number: second.data.payment_session.data.order_number } })
    })

    it("refuses to complete a cart changed at the same total after Riverty accepted it, and voids Riverty's order", async () => {
      const cartId = await cartWithSession("Erika")
      const first = await routes.post("authorize", { cart_id: cartId })
      expect(first.data.payment_session.status).toBe("authorized")
      const orderNumber = String(first.data.payment_session.data.order_number)
      const before = await seeded.checkout.getCart(cartId)

      // Another delivery address in the same city: the total, and so Medusa's session, stay.
      const fields = ["first_name", "last_name", "city", "postal_code", "country_code", "phone"] as const
      const moved = { ...Object.fromEntries(fields.map((f) => [f, before.shipping_address[f]])), address_1: "Friedrichstraße 10" }
      await api.post(`/store/carts/${cartId}`, { shipping_address: moved }, { headers: seeded.checkout.headers() })
      const after = await seeded.checkout.getCart(cartId)
      expect(after.total).toBe(before.total)
      expect(after.payment_collection.payment_sessions).toHaveLength(1)

      const placed = (await orders()).length
      // Complete-cart (the plugin's place order) answers the cart with the session refused.
      const refused = await seeded.checkout.complete(cartId)
      expect(refused.status).toBe(200)
      expect(refused.data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })
      expect(await orders()).toHaveLength(placed)
      expect((await seeded.checkout.getCart(cartId)).completed_at).toBeNull()
      const order = await fetch(`${emulator.current.url}/_emulator/orders/${encodeURIComponent(orderNumber)}`).then((r) => r.json())
      expect(order).toMatchObject({ status: "Cancelled" })

      // The shopper chooses again: Riverty decides on the cart as it is now.
      expect((await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1985-02-03" })).status).toBe(200)
      expect((await routes.post("authorize", { cart_id: cartId })).data.payment_session.status).toBe("authorized")
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.data.type).toBe("order")
      expect(completed.data.order.shipping_address.address_1).toBe("Friedrichstraße 10")
    })

    it("refuses an unknown cart and a cart without a Riverty session before Riverty is asked", async () => {
      await routes.clearJournal()
      const unknown = await routes.post("authorize", { cart_id: "cart_unknown" })
      expect(unknown.status).toBe(404)
      expect(unknown.data.message).toMatch(/^cart_id: /)
      const bare = await seeded.checkout.createCart({ buyer: { firstName: "Erika" }, items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }] })
      const none = await routes.post("authorize", { cart_id: bare })
      expect(none.status).toBe(400)
      expect(none.data.message).toMatch(/^cart_id: /)
      const wrong = await routes.post("authorize", { cart_id: 7 })
      expect(wrong.status).toBe(400)
      expect(await routes.reachedRiverty(AUTHORIZE_PATH)).toBe(0)
    })
  },
})
