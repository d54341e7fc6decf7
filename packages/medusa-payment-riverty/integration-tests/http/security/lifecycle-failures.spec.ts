// @long-running: timeouts and outages of every lifecycle call, so jest starts this file first.
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { ICartModuleService } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import axios from "axios"
import { randomUUID } from "node:crypto"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../src/modules/riverty"
import { signRedirectReturn } from "riverty-client"
import { useBackendUrl } from "../fixtures/backend-url"
import { pendingHostedCheckout } from "../fixtures/checkout"
import { EMULATOR_SIGNATURE_KEY, useEmulator } from "../fixtures/emulator"
import { eventually, emulatorReader, placeOrder, type PlacedOrder } from "../fixtures/order-management"
import { useSeededStore } from "../fixtures/seeded-store"

// Finding 15: the lifecycle's failure paths, each against the real store and the emulator.
// Riverty refusing or failing an operation leaves Medusa as it was (no capture, refund or
// cancellation booked that Riverty did not make) and answers with a clear error; the shopper's
// return from the hosted page always lands on the storefront with a reason.
jest.setTimeout(240 * 1000)

const backend = useBackendUrl()
const emulator = useEmulator()
const STOREFRONT = "http://localhost:8000"
const SCA = "StrongCustomerAuthentication"
const cents = (amount: unknown) => Math.round(Number(amount) * 100)
const riverty400 = (code: string, message: string) => [
  { type: "BusinessError", code, message, actionCode: "Unavailable", customerFacingMessage: message },
]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: true })
    const control = () => `${emulator.current.url}/_emulator`
    const reader = () => emulatorReader(emulator.current)
    const any = { validateStatus: () => true }

    beforeAll(async () => {
      const registered = await api.post("/admin/riverty/notifications/callbacks", { url: `${backend.current}/riverty/notifications` }, seeded.admin)
      expect(registered.status).toBe(200)
    })

    afterEach(async () => {
      await axios.delete(`${control()}/faults`)
      await axios.post(`${control()}/deliveries/modes/reset`)
    })

    const fault = async (body: Record<string, unknown>): Promise<void> => {
      expect((await axios.post(`${control()}/faults`, body)).status).toBe(201)
    }
    /** Riverty's notifications wait (a notification could complete a cart or cancel a payment first). */
    const holdNotifications = () => axios.post(`${control()}/deliveries/hold`)

    async function paymentOf(paymentId: string) {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "payment",
        fields: ["id", "canceled_at", "captured_at", "captures.amount", "refunds.amount"],
        filters: { id: paymentId },
      })
      const row = data[0] as unknown as {
        canceled_at: unknown
        captures: { amount: unknown }[]
        refunds: { amount: unknown }[]
      }
      return { canceled: !!row.canceled_at, captures: row.captures.map((c) => cents(c.amount)), refunds: row.refunds.map((r) => cents(r.amount)) }
    }

    const rivertyOrder = (order: PlacedOrder) => reader().orders.getOrder(order.orderNumber)

    /** The admin answer of a refused or failed operation: an error naming Riverty, never "unknown". */
    function expectClearError(response: { status: number; data: { message?: string; type?: string } }, status: number | number[]) {
      expect([response.status, response.data.type]).not.toEqual([500, "unknown_error"])
      expect(Array.isArray(status) ? status : [status]).toContain(response.status)
      expect(String(response.data.message)).toMatch(/Riverty/)
    }

    describe("capture and refund through the provider", () => {
      it("a capture Riverty refuses (400.117) answers 400 and books nothing", async () => {
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Refused")
        await fault({ method: "POST", path: `/api/v3/orders/${order.orderNumber}/captures`, status: 400, body: riverty400("400.117", "Capture failed") })
        const response = await api.post(`/admin/payments/${order.paymentId}/capture`, { amount: 5 }, { ...seeded.admin, ...any })
        expectClearError(response, 400)
        expect(response.data.message).toContain("400.117")
        expect(await paymentOf(order.paymentId)).toEqual({ canceled: false, captures: [], refunds: [] })
        expect((await rivertyOrder(order)).captures ?? []).toEqual([])
      })

      it("a capture of an expired authorization answers 400 and books nothing", async () => {
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Expired")
        // The expiry's transactionCanceled notification would cancel Medusa's payment first.
        await holdNotifications()
        await axios.post(`${control()}/clock/advance`, { days: 31 })
        const response = await api.post(`/admin/payments/${order.paymentId}/capture`, {}, { ...seeded.admin, ...any })
        expectClearError(response, 400)
        expect(await paymentOf(order.paymentId)).toEqual({ canceled: false, captures: [], refunds: [] })
        expect((await rivertyOrder(order)).captures ?? []).toEqual([])
        // Riverty's notification then cancels Medusa's payment: it is what Riverty holds.
        await axios.post(`${control()}/deliveries/release`, { order: "fifo" })
        await eventually(async () => ((await paymentOf(order.paymentId)).canceled ? true : undefined), 30_000)
        expect((await paymentOf(order.paymentId)).captures).toEqual([])
      })

      it("a capture meeting 5xx after every retry answers a Riverty error and books nothing", async () => {
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Unavailable")
        await fault({ method: "POST", path: `/api/v3/orders/${order.orderNumber}/captures`, status: 503, times: 0 })
        const response = await api.post(`/admin/payments/${order.paymentId}/capture`, { amount: 5 }, { ...seeded.admin, ...any })
        // The outcome at Riverty is unknown to Medusa: an error, and nothing booked.
        expectClearError(response, [500, 502, 503])
        expect(await paymentOf(order.paymentId)).toEqual({ canceled: false, captures: [], refunds: [] })
        const { data: journal } = await axios.get(`${control()}/journal?method=POST&path=/api/v3/orders/${order.orderNumber}/captures`)
        expect((journal as { status: number }[]).map((e) => e.status)).toEqual([503, 503, 503, 503])
      })

      it("a refund Riverty refuses answers 400 and books no refund", async () => {
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "NoRefund")
        const captured = await api.post(`/admin/payments/${order.paymentId}/capture`, {}, seeded.admin)
        expect(captured.status).toBe(200)
        await fault({ method: "POST", path: `/api/v3/orders/${order.orderNumber}/refunds`, status: 400, body: riverty400("400.116", "Refund not allowed") })
        const response = await api.post(`/admin/payments/${order.paymentId}/refund`, { amount: 5 }, { ...seeded.admin, ...any })
        expectClearError(response, 400)
        expect((await paymentOf(order.paymentId)).refunds).toEqual([])
        expect((await rivertyOrder(order)).refunds ?? []).toEqual([])
      })

      it("a capture whose answer was lost after Riverty applied it is adopted by the next capture of that amount (real Query)", async () => {
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "LostAnswer")
        // Riverty applies the capture and its answer is lost; every retry of the transport fails too.
        await fault({ method: "POST", path: `/api/v3/orders/${order.orderNumber}/captures`, status: 503, afterApply: true, times: 1 })
        await fault({ method: "POST", path: `/api/v3/orders/${order.orderNumber}/captures`, status: 503, times: 0 })
        const lost = await api.post(`/admin/payments/${order.paymentId}/capture`, { amount: 7 }, { ...seeded.admin, ...any })
        expect(lost.status).toBeGreaterThanOrEqual(400)
        expect(await paymentOf(order.paymentId)).toEqual({ canceled: false, captures: [], refunds: [] })
        expect(((await rivertyOrder(order)).captures ?? []).map((c) => cents(c.amount))).toEqual([700])
        await axios.delete(`${control()}/faults`)

        // Another amount would capture twice: refused, naming what Riverty holds.
        const other = await api.post(`/admin/payments/${order.paymentId}/capture`, { amount: 3 }, { ...seeded.admin, ...any })
        expectClearError(other, 400)
        expect(other.data.message).toContain("7.00")
        // The same amount is that capture: booked in Medusa, not sent again.
        const adopted = await api.post(`/admin/payments/${order.paymentId}/capture`, { amount: 7 }, { ...seeded.admin, ...any })
        expect(adopted.status).toBe(200)
        expect((await paymentOf(order.paymentId)).captures).toEqual([700])
        expect(((await rivertyOrder(order)).captures ?? []).map((c) => cents(c.amount))).toEqual([700])
      })

      it("a void meeting 5xx after every retry answers a Riverty error and leaves the authorization and Medusa's payment as they were", async () => {
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "NoVoid")
        await fault({ method: "POST", path: `/api/v3/orders/${order.orderNumber}/voids`, status: 503, times: 0 })
        const submit = { headers: { ...seeded.admin.headers, "idempotency-key": `void-${randomUUID()}` }, ...any }
        const response = await api.post(`/admin/riverty/orders/${order.orderId}/voids`, {}, submit)
        expect(response.status).toBeGreaterThanOrEqual(400)
        expect([response.status, response.data.type]).not.toEqual([500, "unknown_error"])
        expect(String(response.data.message)).toMatch(/Riverty|void/i)
        expect(await paymentOf(order.paymentId)).toEqual({ canceled: false, captures: [], refunds: [] })
        const { data: record } = await axios.get(`${control()}/orders/${order.orderNumber}`)
        expect(record.cancellations).toEqual([])
        expect((await rivertyOrder(order)).orderDetails.status).toBe("Accepted")
      })
    })

    describe("capture and void of what Riverty never held, or cannot answer for", () => {
      /** Points a placed order's payment at another Riverty order, as a payment made from that session would be. */
      async function repointPayment(order: PlacedOrder, changes: Record<string, unknown>) {
        const payments = getContainer().resolve(Modules.PAYMENT)
        const [payment] = await payments.listPayments({ id: order.paymentId }, { select: ["id", "data"] })
        await payments.updatePayment({ id: order.paymentId, data: { ...payment.data, ...changes } } as Parameters<typeof payments.updatePayment>[0])
      }

      it("capture of a session that was never accepted (a redirect still pending at Riverty) is refused with 400 and books nothing", async () => {
        const { sessionId } = await pendingCheckout()
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Neveraccepted")
        await repointPayment(order, { order_number: sessionId, session_id: sessionId, riverty_outcome: "Pending", riverty_status: "Pending" })
        const response = await api.post(`/admin/payments/${order.paymentId}/capture`, {}, { ...seeded.admin, ...any })
        expectClearError(response, 400)
        expect(await paymentOf(order.paymentId)).toEqual({ canceled: false, captures: [], refunds: [] })
        const pending = await reader().orders.getOrder(sessionId)
        expect(pending.orderDetails.status).toBe("Pending")
        expect(pending.captures ?? []).toEqual([])
        // Nor was the order the payment first belonged to captured instead.
        expect((await rivertyOrder(order)).captures ?? []).toEqual([])
      })

      it("capture of a session whose data claim an acceptance Riverty never gave is refused by Riverty with 400 and books nothing", async () => {
        const { sessionId } = await pendingCheckout()
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Claimedaccepted")
        await repointPayment(order, { order_number: sessionId, session_id: sessionId, riverty_outcome: "Accepted", riverty_status: "Accepted" })
        const response = await api.post(`/admin/payments/${order.paymentId}/capture`, {}, { ...seeded.admin, ...any })
        expectClearError(response, 400)
        expect(await paymentOf(order.paymentId)).toEqual({ canceled: false, captures: [], refunds: [] })
        expect((await reader().orders.getOrder(sessionId)).captures ?? []).toEqual([])
        expect((await rivertyOrder(order)).captures ?? []).toEqual([])
      })

      it("an order cancel whose void meets 5xx after every retry leaves Medusa's payment uncancelled and the authorization open", async () => {
        const order = await placeOrder(getContainer(), seeded.checkout, seeded.catalog, "Cancel503")
        await fault({ method: "POST", path: `/api/v3/orders/${order.orderNumber}/voids`, status: 503, times: 0 })
        const response = await api.post(`/admin/orders/${order.orderId}/cancel`, {}, { ...seeded.admin, ...any })
        // Medusa's cancel-order workflow logs a failed payment cancel and cancels the order anyway.
        expect(response.status).toBeLessThan(500)
        expect(await paymentOf(order.paymentId)).toEqual({ canceled: false, captures: [], refunds: [] })
        const state = await rivertyOrder(order)
        expect(state.orderDetails.status).toBe("Accepted")
        expect(state.cancellations ?? []).toEqual([])
      })
    })

    /** An SCA cart whose complete-cart answered "not yet", with its session and hosted page. */
    async function pendingCheckout(firstName = SCA) {
      return pendingHostedCheckout(seeded.checkout, seeded.catalog, firstName)
    }

    async function hostedPage(redirectUrl: string, action: "accept" | "reject"): Promise<string> {
      const response = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action }), redirect: "manual" })
      expect(response.status).toBe(303)
      return String(response.headers.get("location"))
    }

    async function visit(url: string): Promise<{ status: number; location: string }> {
      const response = await axios.get(url, { maxRedirects: 0, validateStatus: () => true })
      return { status: response.status, location: String(response.headers.location ?? "") }
    }

    async function ordersOfCart(cartId: string): Promise<string[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
      return data.map((row: { order_id: string }) => row.order_id)
    }

    const returnUrl = (sessionId: string, orderStatus: string, orderNumber = sessionId) =>
      `${backend.current}/riverty/return?${new URLSearchParams({
        session_id: sessionId,
        ordernumber: orderNumber,
        orderstatus: orderStatus,
        signature: signRedirectReturn({ orderNumber, orderStatus }, EMULATOR_SIGNATURE_KEY),
      })}`

    /** The storefront's checkout page with the reason, as a browser is sent there. */
    function expectCheckoutWith(result: { status: number; location: string }, reason?: string) {
      expect(result.status).toBe(303)
      const location = new URL(result.location)
      expect(`${location.origin}${location.pathname}`).toBe(`${STOREFRONT}/checkout`)
      if (reason) expect(location.searchParams.get("riverty_error")).toBe(reason)
      else expect(location.searchParams.get("riverty_error")).toMatch(/\w+/)
    }

    describe("the shopper's return from the hosted page", () => {
      it("status_unavailable: Riverty cannot confirm the status; no order, back to checkout", async () => {
        const { cartId, sessionId, redirectUrl } = await pendingCheckout()
        await holdNotifications()
        const back = await hostedPage(redirectUrl, "accept")
        await fault({ method: "GET", path: `/api/v3/orders/${sessionId}`, status: 503, times: 0 })
        expectCheckoutWith(await visit(back), "status_unavailable")
        expect(await ordersOfCart(cartId)).toEqual([])
      })

      it("invalid_status: a signed but unknown status; no order, back to checkout", async () => {
        const { cartId, sessionId } = await pendingCheckout()
        expectCheckoutWith(await visit(returnUrl(sessionId, "bogus")), "invalid_status")
        expect(await ordersOfCart(cartId)).toEqual([])
      })

      it("completion_failed: Riverty accepted but the cart cannot complete; no order, back to checkout", async () => {
        const { cartId, redirectUrl } = await pendingCheckout()
        await holdNotifications()
        const back = await hostedPage(redirectUrl, "accept")
        // The cart lost its shipping method meanwhile: Medusa refuses to complete it.
        const carts = getContainer().resolve<ICartModuleService>(Modules.CART)
        const cart = await carts.retrieveCart(cartId, { relations: ["shipping_methods"] })
        await carts.softDeleteShippingMethods((cart.shipping_methods ?? []).map((m) => m.id))
        expectCheckoutWith(await visit(back), "completion_failed")
        expect(await ordersOfCart(cartId)).toEqual([])
      })

      it("an unknown session id is sent to the storefront's checkout with a reason, not answered with JSON, and logged without the signature", async () => {
        const logger = getContainer().resolve<{ warn: (message: string) => void }>(ContainerRegistrationKeys.LOGGER)
        const warn = jest.spyOn(logger, "warn")
        try {
          const url = returnUrl("payses_doesnotexist", "accepted")
          expectCheckoutWith(await visit(url), "unknown_session")
          const lines = warn.mock.calls.map((call) => String(call[0])).filter((line) => line.includes("riverty return"))
          expect(lines).toHaveLength(1)
          expect(lines[0]).toContain("unknown_session")
          expect(lines[0]).toContain("payses_doesnotexist")
          expect(lines[0]).not.toContain(String(new URL(url).searchParams.get("signature")))
        } finally {
          warn.mockRestore()
        }
      })

      it("a missing session id is sent to the storefront's checkout with a reason", async () => {
        const result = await visit(`${backend.current}/riverty/return?ordernumber=x&orderstatus=accepted&signature=y`)
        expectCheckoutWith(result)
      })
    })

    it("AuthorizationFailed for a live session: the session is not authorized and the cart makes no order", async () => {
      const { cartId, sessionId, redirectUrl } = await pendingCheckout()
      const back = await hostedPage(redirectUrl, "reject")
      const inbox = getContainer().resolve<RivertyModuleService>(RIVERTY_MODULE)
      const notification = await eventually(async () => {
        const rows = await inbox.listRivertyNotifications({ type: "payments/transactionAuthorizationFailed" })
        const row = rows.find((r) => (r.payload as { parameters?: { paymentTransactionToken?: string } }).parameters?.paymentTransactionToken === sessionId)
        return row && row.status !== "received" && row.status !== "processing" ? row : undefined
      }, 30_000)
      expect(notification.status).toBe("processed")
      const cart = await seeded.checkout.getCart(cartId)
      const session = cart.payment_collection.payment_sessions.find((s: { id: string }) => s.id === sessionId)
      expect(session.status).not.toBe("authorized")
      expect(await ordersOfCart(cartId)).toEqual([])
      // The browser's return says so too, and still makes no order.
      expectCheckoutWith(await visit(back))
      expect(await ordersOfCart(cartId)).toEqual([])
      // The shopper may pay again with the same cart: the refusal did not break it.
      const again = await seeded.checkout.complete(cartId)
      expect(again.status).toBeLessThan(500)
    })
  },
})
