import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AxiosInstance } from "axios"
import axios from "axios"
import retryRivertyNotifications from "../../../src/jobs/retry-riverty-notifications"
import { createRivertyClient } from "riverty-client"
import { placeRivertyOrder, routeNotificationsTo } from "../fixtures/admin-order"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import { rivertyModule, waitFor } from "../fixtures/notifications"
import { useSeededStore } from "../fixtures/seeded-store"

jest.setTimeout(240 * 1000)

const emulator = useEmulator()
process.env.RIVERTY_NOTIFICATION_RETRY_BASE_MS = "200"

const REFUNDED = "payments/transactionRefunded"
type Delivery = { id: string; notificationId: string; status: string; payload: { parameters?: { paymentTransactionToken?: string } } }

// A refund made in Riverty's merchant portal is booked in Medusa once. Reconciliation sums
// Riverty's refunds by their amount: summed with their sign (negative), such a refund would be
// reported as matching Medusa and never booked.
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40, admin: true })
    const control = () => `${emulator.current.url}/_emulator`

    beforeAll(async () => {
      await routeNotificationsTo(api as AxiosInstance, emulator.current, EMULATOR_NOTIFY_SECRET)
    })

    const orderNumberOf = async (orderId: string): Promise<string> =>
      (await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)).data.riverty.order_number
    const rivertyOrder = (orderNumber: string) => Object.values(emulator.current.state().orders).find((o) => o.orderNumber === orderNumber)!
    const medusaPayment = async (orderId: string) => {
      const { data } = await api.get(`/admin/orders/${orderId}?fields=*payment_collections.payments.refunds`, seeded.admin)
      return data.order.payment_collections[0].payments[0] as { id: string; refunds: Array<{ amount: number; note?: string | null }> }
    }
    const refundedInMedusa = async (orderId: string) => (await medusaPayment(orderId)).refunds.map((r) => Number(r.amount)).sort((a, b) => a - b)
    const refundNotifications = (orderNumber: string) => rivertyModule(getContainer()).listRivertyNotifications({ order_number: orderNumber, type: REFUNDED })
    const deliveriesOf = async (orderNumber: string): Promise<Delivery[]> => {
      const { data } = await axios.get(`${control()}/deliveries?type=${encodeURIComponent(REFUNDED)}`)
      return (data.deliveries as Delivery[]).filter((d) => d.payload.parameters?.paymentTransactionToken === orderNumber)
    }
    /** Runs the retry job until every refund notification of the order is processed and Medusa holds `expected`. */
    const settled = async (orderId: string, orderNumber: string, count: number) =>
      waitFor(async () => {
        await retryRivertyNotifications(getContainer())
        const stored = await refundNotifications(orderNumber)
        return stored.length >= count && stored.every((n) => n.status === "processed")
      }, { timeoutMs: 30_000, intervalMs: 250 })

    it("books a refund made in Riverty's portal into Medusa once, however often its notification comes", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 3, "Portal")
      const orderNumber = await orderNumberOf(orderId)
      const payment = await medusaPayment(orderId)
      await api.post(`/admin/payments/${payment.id}/capture`, { amount: 120 }, seeded.admin)

      // The merchant refunds one jacket in Riverty's portal (straight at the service, no Medusa).
      const client = createRivertyClient({ environment: "emulator", emulatorUrl: emulator.current.url, apiKeys: { DE: "emulator-key-de" } })
      const order = rivertyOrder(orderNumber)
      const item = order.items[0]
      const unit = { productId: item.productId, description: item.description, grossUnitPrice: 40, netUnitPrice: item.netUnitPrice, vatPercent: item.vatPercent ?? 0, vatAmount: item.vatAmount ?? 0 }
      await client.orders.refund(
        orderNumber,
        { captureNumber: order.captures[0].captureNumber, refundType: "Refund", items: [{ ...unit, quantity: 1 }] },
        { country: "DE", idempotencyKey: `portal-1-${orderNumber}` },
      )
      await settled(orderId, orderNumber, 1)
      const [first] = await refundNotifications(orderNumber)
      expect(first.outcome).toMatch(/refund of 40 made at Riverty booked in Medusa/)
      expect(await refundedInMedusa(orderId)).toEqual([40])
      // Booking it sent nothing to Riverty: still the one refund.
      expect(rivertyOrder(orderNumber).refunds).toHaveLength(1)

      // Riverty delivers the same notification again: nothing more is booked.
      const [delivery] = await deliveriesOf(orderNumber)
      await axios.post(`${control()}/deliveries/${delivery.id}/redeliver`)
      await waitFor(async () => (await deliveriesOf(orderNumber)).filter((d) => d.status === "delivered").length >= 2, { timeoutMs: 15_000 })
      await settled(orderId, orderNumber, 1)
      expect(await refundedInMedusa(orderId)).toEqual([40])

      // A second portal refund (10.00 of another jacket) books only itself.
      await client.orders.refund(
        orderNumber,
        { captureNumber: order.captures[0].captureNumber, refundType: "Refund", items: [{ ...unit, grossUnitPrice: 10, netUnitPrice: 10, vatPercent: 0, vatAmount: 0, quantity: 1 }] },
        { country: "DE", idempotencyKey: `portal-2-${orderNumber}` },
      )
      await settled(orderId, orderNumber, 2)
      expect(await refundedInMedusa(orderId)).toEqual([10, 40])

      // A refund from Medusa afterwards sends only its own amount; both sides agree to the cent.
      await api.post(`/admin/payments/${payment.id}/refund`, { amount: 5 }, seeded.admin)
      const after = rivertyOrder(orderNumber)
      expect(after.refunds).toHaveLength(3)
      expect(after.refundedCents).toBe(5500)
      expect(await refundedInMedusa(orderId)).toEqual([5, 10, 40])
      await settled(orderId, orderNumber, 3)
      expect(await refundedInMedusa(orderId)).toEqual([5, 10, 40])
      expect(rivertyOrder(orderNumber).refunds).toHaveLength(3)
    })
  },
})
