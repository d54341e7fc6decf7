import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../src/modules/riverty"
import { useEmulator } from "./fixtures/emulator"
import { loginAdmin } from "./fixtures/order-management"
import { customerAtRiverty, registerCustomer, shopperCheckout, USER_AGENT } from "./fixtures/risk-checkout"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(180 * 1000)

const emulator = useEmulator()

/** Riverty's date-time form of a Medusa timestamp. */
const rivertyDateTime = (value: string | Date) => new Date(value).toISOString().replace(/\.(\d{3})Z$/, ".$10000+00:00")

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40 })
    let shop: ReturnType<typeof shopperCheckout>

    beforeAll(async () => {
      shop = shopperCheckout(api, () => seeded.store)
    })

    const rivertyModule = () => getContainer().resolve<RivertyModuleService>(RIVERTY_MODULE)

    it("sends the shopper's IP address and browser of the completing request and the profile tracking id, never in session data", async () => {
      const shopper = { ip: "198.51.100.23" }
      const cartId = await shop.cart(shopper, seeded.variantId, "guest-risk@example.com")
      const started = await shop.session(shopper, cartId, { profile_tracking_id: "7c9e6679-7425-40de-944b-e07fc1f90ae7" })
      // Recorded by the server for the cart when the session was made (sealed, not in the session).
      expect(await rivertyModule().shopperBrowserOf(cartId)).toEqual({ ip_address: "198.51.100.23", user_agent: USER_AGENT })

      // The shopper completes from another address: the completing request's is the one sent.
      await shop.complete({ ip: "203.0.113.9" }, cartId)
      const customer = await customerAtRiverty(emulator.current, String(started.data.order_number))
      expect(customer.riskData).toEqual({
        ipAddress: "203.0.113.9",
        userAgent: USER_AGENT,
        profileTrackingId: "7c9e6679-7425-40de-944b-e07fc1f90ae7",
      })

      // A guest has no history; Riverty has answered, so the cart's client record is gone.
      expect(await rivertyModule().shopperBrowserOf(cartId)).toBeUndefined()
      const session = await shop.sessionOf(shopper, cartId)
      const shown = JSON.stringify(session.data)
      expect(shown).not.toContain("203.0.113.9")
      expect(shown).not.toContain("198.51.100.23")
      expect(shown).not.toContain("RiskDataTest")
      expect(session.data.riverty_corrected_address).toBeNull()
    })

    it("on the authorize route, its own request's client is the one sent, and a registered customer's history with it", async () => {
      const token = await registerCustomer(api, seeded.store, "authorize-first@example.com")
      const cartId = await shop.cart({ ip: "198.51.100.31", token }, seeded.variantId, "authorize-first@example.com")
      const started = await shop.session({ ip: "198.51.100.31", token }, cartId)
      expect(await rivertyModule().shopperBrowserOf(cartId)).toEqual({ ip_address: "198.51.100.31", user_agent: USER_AGENT })

      // "Place order" from another address: the authorize request's address is the one Riverty gets.
      await shop.authorizeFirst({ ip: "203.0.113.31", token }, cartId)
      expect((await customerAtRiverty(emulator.current, String(started.data.order_number))).riskData).toEqual({
        ipAddress: "203.0.113.31",
        userAgent: USER_AGENT,
        existingCustomer: false,
        numberOfTransactions: 0,
      })
      expect(await rivertyModule().shopperBrowserOf(cartId)).toBeUndefined()
    })

    it("on the redirect flow, the first completion's client is the one Riverty has; a completion after it records nothing", async () => {
      const first = { ip: "198.51.100.61" }
      const cartId = await shop.cart(first, seeded.variantId, "redirect-risk@example.com", { first_name: "StrongCustomerAuthentication" })
      const started = await shop.session(first, cartId)
      const headers = (ip: string) => ({ "x-publishable-api-key": seeded.store.publishableKey, "user-agent": USER_AGENT, "x-forwarded-for": ip })
      const pending = await api.post(`/store/carts/${cartId}/complete`, {}, { headers: headers(first.ip), validateStatus: () => true })
      expect(pending.data).toMatchObject({ type: "cart", error: { type: "payment_requires_more_error" } })
      expect((await shop.sessionOf(first, cartId)).data.redirect_url).toEqual(expect.any(String))
      expect(await rivertyModule().shopperBrowserOf(cartId)).toBeUndefined()

      // The storefront completes again (the shopper has not finished the hosted page yet) from elsewhere.
      await api.post(`/store/carts/${cartId}/complete`, {}, { headers: headers("203.0.113.200"), validateStatus: () => true })
      expect(await rivertyModule().shopperBrowserOf(cartId)).toBeUndefined()
      const customer = await customerAtRiverty(emulator.current, String(started.data.order_number))
      expect(customer.riskData).toMatchObject({ ipAddress: "198.51.100.61", userAgent: USER_AGENT })
    })

    it("refuses a profile_tracking_id Riverty would not take, naming the field", async () => {
      const shopper = { ip: "198.51.100.24" }
      const cartId = await shop.cart(shopper, seeded.variantId, "guest-track@example.com")
      const { data: collection } = await api.post(
        "/store/payment-collections",
        { cart_id: cartId },
        { headers: { "x-publishable-api-key": seeded.store.publishableKey } },
      )
      const response = await api.post(
        `/store/payment-collections/${collection.payment_collection.id}/payment-sessions`,
        { provider_id: "pp_riverty-invoice_riverty", data: { profile_tracking_id: "a/b&c" } },
        { headers: { "x-publishable-api-key": seeded.store.publishableKey }, validateStatus: () => true },
      )
      expect(response.status).toBe(400)
      expect(response.data.message).toContain("profile_tracking_id")
    })

    it("sends a registered customer's history: none before the first order, then the first order's date, count and paid amount", async () => {
      const token = await registerCustomer(api, seeded.store, "returning@example.com")
      const shopper = { ip: "192.0.2.44", token }

      const first = await shop.buy(shopper, seeded.variantId, "returning@example.com")
      expect((await customerAtRiverty(emulator.current, first.orderNumber)).riskData).toEqual({
        ipAddress: "192.0.2.44",
        userAgent: USER_AGENT,
        existingCustomer: false,
        numberOfTransactions: 0,
      })

      // The merchant captures the first order in full: it is paid.
      const admin = await loginAdmin(api, getContainer(), "risk-admin@riverty.test")
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const {
        data: [order],
      } = await query.graph({ entity: "order", fields: ["id", "created_at", "payment_collections.payments.id"], filters: { id: first.orderId } })
      const placed = order as { created_at: string | Date; payment_collections: { payments: { id: string }[] }[] }
      const paymentId = placed.payment_collections[0].payments[0].id
      const captured = await api.post(`/admin/payments/${paymentId}/capture`, {}, { ...admin, validateStatus: () => true })
      expect(captured.status).toBe(200)

      const second = await shop.buy(shopper, seeded.variantId, "returning@example.com", { profile_tracking_id: "returning-device-1" })
      expect((await customerAtRiverty(emulator.current, second.orderNumber)).riskData).toEqual({
        ipAddress: "192.0.2.44",
        userAgent: USER_AGENT,
        existingCustomer: true,
        numberOfTransactions: 1,
        customerSince: rivertyDateTime(placed.created_at),
        amountOfTransactions: 40,
        profileTrackingId: "returning-device-1",
      })
    })

    it("stores the address Riverty corrected at authorize and shows it to the shopper and in the admin order view", async () => {
      const shopper = { ip: "198.51.100.77" }
      const cartId = await shop.cart(shopper, seeded.variantId, "corrected@example.com", {
        address_1: "Gütersloher Str. 123",
        postal_code: "33415",
        city: "Guetersloh",
      })
      const started = await shop.session(shopper, cartId)
      expect(started.data.riverty_corrected_address).toBeNull()
      const orderId = await shop.complete(shopper, cartId)

      const corrected = { street: "Gütersloher Straße", streetNumber: "123", postalCode: "33415", postalPlace: "Verl", countryCode: "DE" }
      const customer = await customerAtRiverty(emulator.current, String(started.data.order_number))
      expect(customer.address).toMatchObject({ street: "Gütersloher Str.", postalPlace: "Guetersloh" })
      expect((await shop.sessionOf(shopper, cartId)).data.riverty_corrected_address).toEqual(corrected)

      const admin = await loginAdmin(api, getContainer(), "corrected-admin@riverty.test")
      const { data: view } = await api.get(`/admin/riverty/orders/${orderId}`, admin)
      expect(view.riverty.corrected_address).toEqual(corrected)
    })
  },
})
