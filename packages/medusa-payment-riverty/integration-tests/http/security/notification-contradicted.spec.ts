import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { AxiosInstance } from "axios"
import axios from "axios"
import { createHash, randomUUID } from "node:crypto"
import retryRivertyNotifications from "../../../src/jobs/retry-riverty-notifications"
import { createRivertyClient } from "riverty-client"
import { placeRivertyOrder } from "../fixtures/admin-order"
import { useBackendUrl } from "../fixtures/backend-url"
import { pendingHostedCheckout } from "../fixtures/checkout"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import { envelope, postNotification, waitFor } from "../fixtures/notifications"
import { useSeededStore } from "../fixtures/seeded-store"

// A notification is a claim; Riverty's order is the fact. Whoever holds the notification secret can
// sign any payment notification: before one authorizes, captures, cancels or refunds anything, the
// plugin reads the order at Riverty, and one that the order contradicts changes nothing in Medusa
// or at Riverty and ends `contradicted` in the inbox. Riverty's own notifications are not routed
// here: every notification is the test's, signed with the store's secret, so the forged ones and
// the true ones (sent after the change was really made at Riverty) go the same way.
jest.setTimeout(300 * 1000)

useBackendUrl()
const emulator = useEmulator()
// medusa-config.ts reads it at boot: a capture made at Riverty is booked on the second attempt,
// which comes after 200 ms here.
process.env.RIVERTY_NOTIFICATION_RETRY_BASE_MS = "200"

const SCA = "StrongCustomerAuthentication"
type Claim = "Authorized" | "Captured" | "Canceled" | "Refunded"
type Row = { id: string; status: string; outcome: string | null; attempts: number; conflicts: Array<{ sha256: string; bytes: number; received_at: string }> | null }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, productPrice: 40, admin: true })
    const http = () => api as AxiosInstance
    const control = () => `${emulator.current.url}/_emulator`
    const client = () => createRivertyClient({ environment: "emulator", emulatorUrl: emulator.current.url, apiKeys: { DE: "emulator-key-de" } })

    /** Posts a validly signed payment transaction notification; returns its notification id. */
    const notify = async (claim: Claim, orderNumber: string, id: string = randomUUID()): Promise<string> => {
      const body = JSON.stringify(envelope(`payments/transaction${claim}`, { paymentTransactionToken: orderNumber, statusChange: { from: null, to: claim } }, id))
      expect((await postNotification(http(), body, EMULATOR_NOTIFY_SECRET)).status).toBe(200)
      return id
    }
    const inboxRow = async (notificationId: string): Promise<Row> => {
      const { data } = await http().get(`/admin/riverty/notifications?notification_id=${notificationId}`, seeded.admin)
      return data.notifications[0] as Row
    }
    /** Waits until the notification is done (running the retry job, which a capture needs once). */
    const settled = async (notificationId: string): Promise<Row> => {
      await waitFor(async () => {
        await retryRivertyNotifications(getContainer())
        return ["processed", "contradicted"].includes((await inboxRow(notificationId))?.status)
      }, { timeoutMs: 60_000, intervalMs: 250 })
      return inboxRow(notificationId)
    }

    const rivertyOrder = (orderNumber: string) => Object.values(emulator.current.state().orders).find((o) => o.orderNumber === orderNumber)!
    /** What Riverty holds of an order: its status and every money movement. */
    const atRiverty = (orderNumber: string) => {
      const order = rivertyOrder(orderNumber)
      return {
        status: order.status,
        captured: order.capturedCents,
        voided: order.voidedCents,
        captures: order.captures.length,
        refunds: order.refunds.length,
        cancellations: order.cancellations.length,
      }
    }
    /** Requests that change the order at Riverty (captures, refunds, voids, updates) since `since`. */
    const writesAtRiverty = async (orderNumber: string, since: number): Promise<string[]> => {
      const { data } = await axios.get(`${control()}/journal`, { params: { method: "POST", path: `/api/v3/orders/${orderNumber}/` } })
      return (data as Array<{ seq: number; path: string }>).filter((e) => e.seq > since).map((e) => e.path)
    }
    const journalMark = async (): Promise<number> => {
      const { data } = await axios.get(`${control()}/journal`, { params: { limit: 1 } })
      return (data as Array<{ seq: number }>)[0]?.seq ?? 0
    }

    const orderNumberOf = async (orderId: string): Promise<string> => (await http().get(`/admin/riverty/orders/${orderId}`, seeded.admin)).data.riverty.order_number
    /** What Medusa holds of an order: its status, its payment's state, captures and refunds. */
    const inMedusa = async (orderId: string) => {
      const { data } = await http().get(
        `/admin/orders/${orderId}?fields=status,payment_status,*payment_collections.payments,*payment_collections.payments.captures,*payment_collections.payments.refunds`,
        seeded.admin,
      )
      const payment = data.order.payment_collections[0].payments[0]
      return {
        status: data.order.status as string,
        payment_status: data.order.payment_status as string,
        canceled: payment.canceled_at !== null,
        captures: (payment.captures as Array<{ amount: number }>).map((c) => Number(c.amount)),
        refunds: (payment.refunds as Array<{ amount: number }>).map((r) => Number(r.amount)),
      }
    }
    /** An accepted Riverty Invoice order (synchronous checkout): its id and number. */
    const acceptedOrder = async (lastName: string) => {
      const { orderId } = await placeRivertyOrder(http(), seeded.store, seeded.variantId, 2, lastName)
      return { orderId, orderNumber: await orderNumberOf(orderId) }
    }

    /** Sends a forged claim for an order Riverty's state contradicts, and checks nothing moved anywhere. */
    const expectContradicted = async (claim: Claim, orderId: string, orderNumber: string, reason: RegExp) => {
      const medusaBefore = await inMedusa(orderId)
      const rivertyBefore = atRiverty(orderNumber)
      const mark = await journalMark()
      const row = await settled(await notify(claim, orderNumber))
      expect(row.status).toBe("contradicted")
      expect(row.attempts).toBe(1)
      expect(row.outcome).toMatch(reason)
      expect(await inMedusa(orderId)).toEqual(medusaBefore)
      expect(atRiverty(orderNumber)).toEqual(rivertyBefore)
      expect(await writesAtRiverty(orderNumber, mark)).toEqual([])
      // Not put on the order's ledger either: Riverty did not say it.
      const { data } = await http().get(`/admin/riverty/ledger?order_id=${orderId}`, seeded.admin)
      expect((data.ledger_entries as Array<{ status: string }>).filter((e) => e.status === claim)).toEqual([])
    }

    describe("payments/transactionAuthorized", () => {
      const ordersOfCart = async (cartId: string): Promise<string[]> => {
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "order_cart", fields: ["order_id"], filters: { cart_id: cartId } })
        return data.map((row: { order_id: string }) => row.order_id)
      }
      const paymentsOfSession = async (sessionId: string) => {
        const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
        const { data } = await query.graph({ entity: "payment", fields: ["id"], filters: { payment_session_id: sessionId } })
        return data
      }
      /** A hosted-page checkout the shopper has not finished: Riverty's order is Pending. */
      const pendingCheckout = async () => {
        return pendingHostedCheckout(seeded.checkout, seeded.catalog, SCA)
      }

      it("a signed transactionAuthorized for a hosted-page cart whose Riverty order is Pending makes no order and authorizes nothing", async () => {
        const { cartId, sessionId } = await pendingCheckout()
        const sessionBefore = (await seeded.checkout.getCart(cartId)).payment_collection.payment_sessions[0].status
        const mark = await journalMark()

        const row = await settled(await notify("Authorized", sessionId))
        expect(row).toMatchObject({ status: "contradicted", attempts: 1, outcome: "authorized contradicted by Riverty's order: Riverty's order is Pending, not Accepted" })
        expect(await ordersOfCart(cartId)).toEqual([])
        expect(await paymentsOfSession(sessionId)).toEqual([])
        const cart = await seeded.checkout.getCart(cartId)
        expect(cart.completed_at).toBeNull()
        expect(cart.payment_collection.payment_sessions[0].status).toBe(sessionBefore)
        expect(cart.payment_collection.payment_sessions[0].status).not.toBe("authorized")
        expect(atRiverty(sessionId).status).toBe("Pending")
        expect(await writesAtRiverty(sessionId, mark)).toEqual([])
      })

      it("positive control: once the shopper accepted on the hosted page, the same notification makes exactly one order", async () => {
        const { cartId, sessionId, redirectUrl } = await pendingCheckout()
        const pressed = await fetch(redirectUrl, { method: "POST", body: new URLSearchParams({ action: "accept" }), redirect: "manual" })
        expect(pressed.status).toBe(303) // …and the browser never follows it back

        const row = await settled(await notify("Authorized", sessionId))
        expect(row).toMatchObject({ status: "processed", outcome: "payment: authorized processed" })
        expect(await ordersOfCart(cartId)).toHaveLength(1)
        // A second notification (another id) finds the order made: still one order, one payment.
        expect((await settled(await notify("Authorized", sessionId))).status).toBe("processed")
        expect(await ordersOfCart(cartId)).toHaveLength(1)
        expect(await paymentsOfSession(sessionId)).toHaveLength(1)
      })
    })

    describe("payments/transactionCanceled", () => {
      it("for an order Riverty holds accepted cancels nothing in Medusa and voids nothing at Riverty", async () => {
        const { orderId, orderNumber } = await acceptedOrder("CancelForged")
        await expectContradicted("Canceled", orderId, orderNumber, /^canceled contradicted by Riverty's order: Riverty's order is Accepted and nothing of it was voided$/)
        expect(atRiverty(orderNumber).status).toBe("Accepted")
        expect((await inMedusa(orderId)).canceled).toBe(false)
      })

      it("positive control: after a void at Riverty it cancels Medusa's payment once", async () => {
        const { orderId, orderNumber } = await acceptedOrder("CancelTrue")
        await client().orders.voidAuthorization(orderNumber, {}, { country: "DE", idempotencyKey: `portal-void-${orderNumber.slice(-15)}` })
        const row = await settled(await notify("Canceled", orderNumber))
        expect(row.status).toBe("processed")
        expect(row.outcome).toMatch(/Medusa payment canceled/)
        expect((await inMedusa(orderId)).canceled).toBe(true)
        expect(atRiverty(orderNumber)).toMatchObject({ status: "Cancelled", cancellations: 1 })
      })
    })

    describe("payments/transactionCaptured", () => {
      it("for an order without captures at Riverty books no capture", async () => {
        const { orderId, orderNumber } = await acceptedOrder("CaptureForged")
        await expectContradicted("Captured", orderId, orderNumber, /^captured contradicted by Riverty's order: Riverty's order has no captures$/)
        expect((await inMedusa(orderId)).captures).toEqual([])
      })

      it("positive control: a capture made at Riverty is booked in Medusa once", async () => {
        const { orderId, orderNumber } = await acceptedOrder("CaptureTrue")
        const order = await client().orders.getOrder(orderNumber, { country: "DE" })
        await client().orders.capture(
          orderNumber,
          { orderDetails: { totalGrossAmount: order.orderDetails.totalGrossAmount!, totalNetAmount: order.orderDetails.totalNetAmount!, currency: "EUR" } },
          { country: "DE", idempotencyKey: `portal-${orderNumber.slice(-20)}` },
        )
        const mark = await journalMark()
        const row = await settled(await notify("Captured", orderNumber))
        expect(row.status).toBe("processed")
        const total = order.orderDetails.totalGrossAmount!
        expect(row.outcome).toMatch(new RegExp(`capture of ${total} made at Riverty booked in Medusa`))
        expect((await inMedusa(orderId)).captures).toEqual([total])
        expect(atRiverty(orderNumber).captures).toBe(1)
        expect(await writesAtRiverty(orderNumber, mark)).toEqual([])
      })
    })

    describe("payments/transactionRefunded", () => {
      /** An accepted order captured in full from Medusa (its capture is Medusa's own). */
      const capturedOrder = async (lastName: string) => {
        const placed = await acceptedOrder(lastName)
        const { data } = await http().get(`/admin/orders/${placed.orderId}?fields=*payment_collections.payments`, seeded.admin)
        await http().post(`/admin/payments/${data.order.payment_collections[0].payments[0].id}/capture`, {}, seeded.admin)
        expect((await inMedusa(placed.orderId)).captures).toEqual([rivertyOrder(placed.orderNumber).capturedCents / 100])
        expect(rivertyOrder(placed.orderNumber).capturedCents).toBeGreaterThan(0)
        return placed
      }

      it("for an order without refunds at Riverty books no refund", async () => {
        const { orderId, orderNumber } = await capturedOrder("RefundForged")
        await expectContradicted("Refunded", orderId, orderNumber, /^refunded contradicted by Riverty's order: Riverty's order has no refunds$/)
        expect((await inMedusa(orderId)).refunds).toEqual([])
      })

      it("positive control: a refund made at Riverty is booked in Medusa once", async () => {
        const { orderId, orderNumber } = await capturedOrder("RefundTrue")
        const order = rivertyOrder(orderNumber)
        const item = order.items[0]
        const unit = { productId: item.productId, description: item.description, grossUnitPrice: item.grossUnitPrice, netUnitPrice: item.netUnitPrice, vatPercent: item.vatPercent ?? 0, vatAmount: item.vatAmount ?? 0 }
        await client().orders.refund(
          orderNumber,
          { captureNumber: order.captures[0].captureNumber, refundType: "Refund", items: [{ ...unit, quantity: 1 }] },
          { country: "DE", idempotencyKey: `portal-1-${orderNumber}` },
        )
        const mark = await journalMark()
        const row = await settled(await notify("Refunded", orderNumber))
        expect(row.status).toBe("processed")
        expect(row.outcome).toMatch(new RegExp(`refund of ${item.grossUnitPrice} made at Riverty booked in Medusa`))
        expect((await inMedusa(orderId)).refunds).toEqual([item.grossUnitPrice])
        expect((await settled(await notify("Refunded", orderNumber))).status).toBe("processed")
        expect((await inMedusa(orderId)).refunds).toEqual([item.grossUnitPrice])
        expect(atRiverty(orderNumber).refunds).toBe(1)
        expect(await writesAtRiverty(orderNumber, mark)).toEqual([])
      })
    })

    it("a failed read of Riverty's order fails the attempt and acts on nothing; the retry then reads and decides", async () => {
      const { orderId, orderNumber } = await acceptedOrder("CancelRivertyDown")
      const { data: fault } = await axios.post(`${control()}/faults`, { path: `/api/v3/orders/${orderNumber}`, method: "GET", status: 503, times: 0 })
      const id = await notify("Canceled", orderNumber)
      await waitFor(async () => ["failed", "dead"].includes((await inboxRow(id))?.status), { timeoutMs: 60_000, intervalMs: 250 })
      expect((await inMedusa(orderId)).canceled).toBe(false)
      expect(atRiverty(orderNumber)).toMatchObject({ status: "Accepted", cancellations: 0 })
      expect((await inboxRow(id)).outcome).toBeNull()
      await axios.delete(`${control()}/faults/${fault.id}`)
      const failed = await inboxRow(id)
      if (failed.status === "dead") await http().post(`/admin/riverty/notifications/${failed.id}/retry`, {}, seeded.admin)
      const row = await settled(id)
      expect(row.status).toBe("contradicted")
      expect((await inMedusa(orderId)).canceled).toBe(false)
    })

    it("reconcile: a Medusa authorization whose Riverty order is Pending is not in sync", async () => {
      const { orderId, orderNumber } = await acceptedOrder("ReconcilePending")
      // The state a notification alone used to leave: Medusa authorized, Riverty's order Pending
      // (no route of the plugin reaches it any more, so the test puts Riverty's order there).
      rivertyOrder(orderNumber).status = "Pending"
      const { data } = await http().post(`/admin/riverty/orders/${orderId}/reconcile`, {}, seeded.admin)
      const total = rivertyOrder(orderNumber).authorizedCents / 100
      expect(total).toBeGreaterThan(0)
      expect(data).toMatchObject({ in_sync: false, riverty_status: "Pending", medusa: { authorized: total }, riverty: { authorized: 0 } })
      expect(data.differences).toEqual([
        expect.objectContaining({ amount: "authorized", medusa: total, riverty: 0, message: expect.stringContaining("Riverty's order is Pending") }),
      ])
    })

    it("a redelivery with the same id and another body is acknowledged, the first body kept and processed, and the conflict recorded", async () => {
      const id = randomUUID()
      const chargeback = (orderReference: string, amount: number) =>
        JSON.stringify(
          envelope("accounting/chargebackReceived", { amount, businessCode: "SHOP-1", currency: "EUR", customerNumber: "C-1", orderReference, transactionId: "T-1" }, id),
        )
      const first = chargeback(`conflict-${id}`, 1)
      const second = chargeback(`conflict-${id}`, 999)
      expect((await postNotification(http(), first, EMULATOR_NOTIFY_SECRET)).data).toEqual({ received: true, duplicate: false })
      const row = await settled(id)
      expect(row.status).toBe("processed")
      expect(row.conflicts).toBeNull()

      const redelivered = await postNotification(http(), second, EMULATOR_NOTIFY_SECRET)
      expect(redelivered.status).toBe(200)
      expect(redelivered.data).toEqual({ received: true, duplicate: true })
      // The same conflicting body again, and the first body again: nothing more to record.
      await postNotification(http(), second, EMULATOR_NOTIFY_SECRET)
      await postNotification(http(), first, EMULATOR_NOTIFY_SECRET)

      const listed = await inboxRow(id)
      expect(listed.conflicts).toEqual([
        { sha256: createHash("sha256").update(second, "utf8").digest("hex"), bytes: Buffer.byteLength(second), received_at: expect.any(String) },
      ])
      expect(Date.parse(listed.conflicts![0].received_at)).toBeGreaterThan(0)
      const { data: detail } = await http().get(`/admin/riverty/notifications/${listed.id}`, seeded.admin)
      expect(detail.notification.conflicts).toEqual(listed.conflicts)
      // The first body is the one kept and processed.
      expect(detail.notification.payload.parameters.amount).toBe(1)
      expect(detail.notification.status).toBe("processed")
    })
  },
})
