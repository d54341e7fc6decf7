import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { providerId } from "../../src/providers/riverty/payment-methods"
import { useBackendUrl } from "./fixtures/backend-url"
import { checkoutHelpers, seedCatalog, type CatalogFixture, type CheckoutHelpers } from "./fixtures/checkout"
import { useEmulator } from "./fixtures/emulator"
import { adminHeaders, riverty, waitFor } from "./fixtures/notifications"
import { seedStore, type StoreFixture } from "./fixtures/store"

jest.setTimeout(240 * 1000)

const backend = useBackendUrl()
const emulator = useEmulator()

/** The browser on the hosted page: press Accept and get the 303 back to the shop's return URL. */
async function acceptOnHostedPage(redirectUrl: string): Promise<string> {
  const response = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "accept" }), redirect: "manual" })
  expect(response.status).toBe(303)
  return String(response.headers.get("location"))
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: StoreFixture
    let catalog: CatalogFixture
    let checkout: CheckoutHelpers
    let admin: { headers: Record<string, string> }
    const control = () => `${emulator.current.url}/_emulator`

    beforeAll(async () => {
      store = await seedStore(getContainer())
      catalog = await seedCatalog(getContainer(), store)
      checkout = checkoutHelpers(api, () => store)
      admin = await adminHeaders(api, getContainer())
      // Riverty notifies the plugin's inbox of every type.
      const registered = await api.post("/admin/riverty/notifications/callbacks", { url: `${backend.current}/riverty/notifications` }, admin)
      expect(registered.status).toBe(200)
    })

    afterEach(async () => {
      await axios.post(`${control()}/deliveries/modes/reset`)
    })

    async function ordersOfCart(cartId: string): Promise<string[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      return data.map((row: { order_id: string }) => row.order_id)
    }

    /** A redirect-flow cart whose complete-cart answered "not yet", with its hosted page URL. */
    async function pendingCheckout() {
      const cartId = await checkout.createCart({
        buyer: { firstName: "StrongCustomerAuthentication" },
        items: [{ variant_id: catalog.shirtVariantId, quantity: 1 }],
        shippingOptionId: catalog.shippingOptionId,
      })
      const started = await checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1985-02-03" })
      const sessionId: string = started.data.payment_collection.payment_sessions[0].id
      const completed = await checkout.complete(cartId)
      expect(completed.status).toBe(400)
      const cart = await checkout.getCart(cartId)
      const session = cart.payment_collection.payment_sessions.find((s: { id: string }) => s.id === sessionId)
      return { cartId, sessionId, redirectUrl: String(session.data.redirect_url) }
    }

    const authorizedNotifications = (sessionId: string) =>
      riverty(getContainer()).listRivertyNotifications({ order_number: sessionId, type: "payments/transactionAuthorized" })

    it("gives a customer who abandons the hosted page after accepting exactly one order, from the notification (delivered three times)", async () => {
      const { cartId, sessionId, redirectUrl } = await pendingCheckout()
      await axios.post(`${control()}/deliveries/duplicate`, { count: 1, copies: 3 })
      await acceptOnHostedPage(redirectUrl) // …and the browser never follows the return URL

      await waitFor(async () => (await ordersOfCart(cartId)).length > 0, { timeoutMs: 60_000, intervalMs: 250 })
      await waitFor(async () => (await authorizedNotifications(sessionId))[0]?.status === "processed")
      await new Promise((resolve) => setTimeout(resolve, 1000))

      const orders = await ordersOfCart(cartId)
      expect(orders).toHaveLength(1)
      const [notification] = await authorizedNotifications(sessionId)
      expect(await authorizedNotifications(sessionId)).toHaveLength(1)
      expect(notification).toMatchObject({ status: "processed", attempts: 1, outcome: "payment: authorized processed" })
      const { data: deliveries } = await axios.get(`${control()}/deliveries?type=payments/transactionAuthorized`)
      const ours = (deliveries.deliveries ?? deliveries).filter((d: { notificationId: string }) => d.notificationId === notification.notification_id)
      expect(ours.length).toBe(3)

      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({ entity: "payment", fields: ["id"], filters: { payment_session_id: sessionId } })
      expect(payments).toHaveLength(1)

      // The order's ledger shows the authorization, linked to the order created from it.
      const { data: ledger } = await api.get(`/admin/riverty/ledger?order_id=${orders[0]}`, admin)
      expect(ledger.ledger_entries).toEqual(
        expect.arrayContaining([expect.objectContaining({ kind: "payment_status", status: "Authorized", order_id: orders[0] })]),
      )
    })

    it("does not give a customer returning at the same moment as the notification a second order", async () => {
      const { cartId, sessionId, redirectUrl } = await pendingCheckout()
      await axios.post(`${control()}/deliveries/hold`)
      const returnUrl = await acceptOnHostedPage(redirectUrl)

      await Promise.all([
        axios.post(`${control()}/deliveries/release`, { order: "fifo" }),
        axios.get(returnUrl, { maxRedirects: 0, validateStatus: () => true }),
        checkout.complete(cartId),
      ])
      await waitFor(async () => (await authorizedNotifications(sessionId))[0]?.status === "processed", { timeoutMs: 60_000 })
      await new Promise((resolve) => setTimeout(resolve, 1000))

      expect(await ordersOfCart(cartId)).toHaveLength(1)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({ entity: "payment", fields: ["id"], filters: { payment_session_id: sessionId } })
      expect(payments).toHaveLength(1)
    })
  },
})
