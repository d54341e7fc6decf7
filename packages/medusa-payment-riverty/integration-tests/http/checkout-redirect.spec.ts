import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { createRivertyClient, signRedirectReturn } from "riverty-client"
import { useBackendUrl } from "./fixtures/backend-url"
import { pendingHostedCheckout } from "./fixtures/checkout"
import { EMULATOR_NOTIFY_SECRET, EMULATOR_SIGNATURE_KEY, useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(180 * 1000)

const backend = useBackendUrl()
const emulator = useEmulator()
const STOREFRONT = "http://localhost:8000"
const SCA = "StrongCustomerAuthentication"

/** The browser's side: press a button on the hosted page, get the 303 back to the shop. */
async function pressOnHostedPage(redirectUrl: string, action: "accept" | "reject" | "cancel"): Promise<string> {
  const response = await fetch(redirectUrl, {
    method: "POST",
    body: new URLSearchParams({ action }),
    redirect: "manual",
  })
  expect(response.status).toBe(303)
  return String(response.headers.get("location"))
}

/** Follow a return URL like a browser, without following the shop's redirect to the storefront. */
async function visit(url: string): Promise<{ status: number; location: string }> {
  const response = await axios.get(url, { maxRedirects: 0, validateStatus: () => true })
  return { status: response.status, location: String(response.headers.location ?? "") }
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })

    async function ordersOfCart(cartId: string): Promise<string[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      return data.map((row: { order_id: string }) => row.order_id)
    }

    async function orderCount(): Promise<number> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["id"] })
      return data.length
    }

    /** An SCA cart whose complete-cart answered "not yet": returns the cart, session and redirect URL. */
    async function pendingCheckout() {
      const pending = await pendingHostedCheckout(seeded.checkout, seeded.catalog, SCA)
      expect(pending.completed.data.type).toBe("cart")
      expect(pending.session.status).toBe("requires_more")
      expect(pending.cart.completed_at).toBeNull()
      return pending
    }

    it("answers complete-cart with a redirect URL; Accept and the return create one order; a reload creates none", async () => {
      const { cartId, sessionId, redirectUrl } = await pendingCheckout()
      expect(redirectUrl.startsWith(`${emulator.current.url}/hosted-checkout/`)).toBe(true)

      const back = await pressOnHostedPage(redirectUrl, "accept")
      expect(back.startsWith(`${backend.current}/riverty/return?session_id=${sessionId}`)).toBe(true)
      const first = await visit(back)
      expect(first.status).toBe(303)
      const orders = await ordersOfCart(cartId)
      expect(orders).toHaveLength(1)
      expect(first.location).toBe(`${STOREFRONT}/order/confirmed?order_id=${orders[0]}`)
      expect(await orderCount()).toBe(1)

      const reload = await visit(back)
      expect(reload.location).toBe(first.location)
      expect(await ordersOfCart(cartId)).toEqual(orders)
      expect(await orderCount()).toBe(1)

      const cart = await seeded.checkout.getCart(cartId)
      expect(cart.completed_at).not.toBeNull()
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: payments } = await query.graph({ entity: "payment", fields: ["id", "data"], filters: { payment_session_id: sessionId } })
      expect(payments).toHaveLength(1)
      expect(payments[0].data).toMatchObject({ riverty_outcome: "Accepted", riverty_status: "Accepted" })
    })

    it("sends the customer back to checkout without an order after Cancel or Reject on the hosted page", async () => {
      for (const [action, reason] of [
        ["cancel", "cancelled"],
        ["reject", "rejected"],
      ] as const) {
        const { cartId, redirectUrl } = await pendingCheckout()
        const back = await pressOnHostedPage(redirectUrl, action)
        const result = await visit(back)
        expect(result.location).toBe(`${STOREFRONT}/checkout?riverty_error=${reason}`)
        expect(await ordersOfCart(cartId)).toEqual([])
        // Place order again: Riverty's order is refused, so the cart is answered with the session refused.
        const again = await seeded.checkout.complete(cartId)
        expect(again.data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })
      }
      expect(await orderCount()).toBe(0)
    })

    it("refuses a modified orderstatus or signature, and a missing signature, without completing the cart", async () => {
      const { cartId, sessionId, redirectUrl } = await pendingCheckout()
      const back = new URL(await pressOnHostedPage(redirectUrl, "cancel"))
      expect(back.searchParams.get("orderstatus")).toBe("cancelled")

      const tamperedStatus = new URL(back)
      tamperedStatus.searchParams.set("orderstatus", "accepted")
      const tamperedSignature = new URL(back)
      tamperedSignature.searchParams.set("signature", "0".repeat(64))
      const missing = new URL(back)
      missing.searchParams.delete("signature")
      // Signed with the right key but for another order number: still not this session's return.
      const otherOrder = new URL(back)
      otherOrder.searchParams.set("ordernumber", "payses_someoneelse")
      otherOrder.searchParams.set("signature", signRedirectReturn({ orderNumber: "payses_someoneelse", orderStatus: "accepted" }, EMULATOR_SIGNATURE_KEY))
      otherOrder.searchParams.set("orderstatus", "accepted")

      for (const url of [tamperedStatus, tamperedSignature, missing, otherOrder]) {
        const result = await visit(url.toString())
        expect(result.status).toBe(303)
        expect(result.location).toBe(`${STOREFRONT}/checkout?riverty_error=invalid_signature`)
      }
      expect(await ordersOfCart(cartId)).toEqual([])
      expect(sessionId.startsWith("payses_")).toBe(true)
    })

    it("confirms with Riverty: a correctly signed 'accepted' for an order still pending completes nothing", async () => {
      const { cartId, sessionId } = await pendingCheckout()
      const query = new URLSearchParams({
        session_id: sessionId,
        ordernumber: sessionId,
        orderstatus: "accepted",
        signature: signRedirectReturn({ orderNumber: sessionId, orderStatus: "accepted" }, EMULATOR_SIGNATURE_KEY),
      })
      const result = await visit(`${backend.current}/riverty/return?${query}`)
      expect(result.location).toBe(`${STOREFRONT}/checkout?riverty_error=pending`)
      expect(await ordersOfCart(cartId)).toEqual([])
    })

    it("voids the authorization when the cart changes after the customer accepted on the hosted page", async () => {
      const { cartId, sessionId, redirectUrl } = await pendingCheckout()
      await pressOnHostedPage(redirectUrl, "accept")
      const status = async () =>
        (await axios.get(`${emulator.current.url}/_emulator/orders/${sessionId}`)).data.status as string
      expect(await status()).toBe("Accepted")
      await api.post(
        `/store/carts/${cartId}/line-items`,
        { variant_id: seeded.catalog.bookVariantId, quantity: 1 },
        { headers: seeded.checkout.headers() }
      )
      const cart = await seeded.checkout.getCart(cartId)
      expect(cart.payment_collection.payment_sessions).toEqual([])
      expect(await status()).toBe("Cancelled")
      expect(await ordersOfCart(cartId)).toEqual([])
    })

    it("completes the cart from Riverty's notification when the customer never comes back", async () => {
      const client = createRivertyClient({
        environment: "emulator",
        emulatorUrl: emulator.current.url,
        oauth: { clientId: "emulator-client", clientSecret: "emulator-client-secret" },
      })
      // Registered at Medusa's /hooks/payment/<riverty provider>, as a store may have done: it
      // leads to the same inbox as /riverty/notifications.
      await client.callbacks.register({
        notificationTypes: ["payments/transactionAuthorized"],
        url: `${backend.current}/hooks/payment/riverty-invoice_riverty`,
        secret: EMULATOR_NOTIFY_SECRET,
      })
      // The registration is this test's own: the other tests' customers come back without Riverty
      // notifying the store, in whatever order the tests run.
      try {
        const { cartId, redirectUrl } = await pendingCheckout()
        await pressOnHostedPage(redirectUrl, "accept")
        // Processed from the inbox once stored; the deadline covers a loaded machine.
        const deadline = Date.now() + 30_000
        let orders: string[] = []
        while (Date.now() < deadline && orders.length === 0) {
          await new Promise((resolve) => setTimeout(resolve, 500))
          orders = await ordersOfCart(cartId)
        }
        expect(orders).toHaveLength(1)
        expect(await orderCount()).toBe(1)
      } finally {
        await axios.delete(`${emulator.current.url}/_emulator/callbacks`)
      }
    })
  },
})
