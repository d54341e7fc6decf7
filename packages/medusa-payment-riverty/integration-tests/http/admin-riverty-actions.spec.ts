import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AxiosInstance } from "axios"
import { withSubmitKey, placeRivertyOrder, routeNotificationsTo } from "./fixtures/admin-order"
import { failInserts, type Knex } from "./fixtures/db-faults"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(180 * 1000)

const emulator = useEmulator()

type ErrorAnswer = { status: number; data: { message: string } }
const responseOf = (error: { response?: ErrorAnswer }): ErrorAnswer => {
  if (!error.response) throw error
  return error.response
}

type View = {
  order_number: string
  status: string | null
  captured_amount: number
  remaining_amount: number | null
  voided_amount: number
  captures: Array<{ capture_number: string; amount: number; shipping_details: Array<{ shipping_number: number; company: string; tracking_id: string; tracking_url: string | null }> }>
  lines: Array<{ line_number: number; capturable_quantity: number; captured_quantity: number }>
  voids: Array<{ amount: number }>
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConnection }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40, admin: true })

    beforeAll(async () => {
      await routeNotificationsTo(api as AxiosInstance, emulator.current, EMULATOR_NOTIFY_SECRET)
    })

    const view = async (orderId: string): Promise<View> => (await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)).data.riverty
    const medusaCaptures = async (orderId: string): Promise<number[]> => {
      const { data } = await api.get(`/admin/orders/${orderId}?fields=*payment_collections.payments.captures`, seeded.admin)
      return (data.order.payment_collections[0].payments[0].captures as Array<{ amount: number }>).map((c) => Number(c.amount))
    }
    const rivertyOrder = (orderNumber: string) => Object.values(emulator.current.state().orders).find((o) => o.orderNumber === orderNumber)!

    it("captures one piece with tracking, corrects the tracking, notifies a return and voids the rest", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 3, "Partial")
      const captured = await api.post(
        `/admin/riverty/orders/${orderId}/captures`,
        { items: [{ line_number: 1, quantity: 1 }], shipping: { company: "DHL", tracking_id: "OLD-1" } },
        withSubmitKey(seeded.admin),
      )
      expect(captured.data.capture.amount).toBe(40)
      const captureNumber = captured.data.capture.capture_number
      expect(await medusaCaptures(orderId)).toEqual([40])

      let current = await view(orderId)
      expect(current.lines[0]).toMatchObject({ line_number: 1, captured_quantity: 1, capturable_quantity: 2 })
      const shippingNumber = current.captures[0].shipping_details[0].shipping_number
      await api.patch(
        `/admin/riverty/orders/${orderId}/captures/${captureNumber}/shipping-details/${shippingNumber}`,
        { company: "UPS", tracking_id: "NEW-1", tracking_url: "https://ups.example/NEW-1" },
        withSubmitKey(seeded.admin),
      )
      const added = await api.post(`/admin/riverty/orders/${orderId}/captures/${captureNumber}/shipping-details`, { type: "Return", company: "DHL", tracking_id: "RET-9" }, withSubmitKey(seeded.admin))
      expect(added.status).toBe(201)
      current = await view(orderId)
      expect(current.captures[0].shipping_details).toEqual([
        expect.objectContaining({ company: "UPS", tracking_id: "NEW-1", tracking_url: "https://ups.example/NEW-1" }),
        expect.objectContaining({ company: "DHL", tracking_id: "RET-9" }),
      ])

      const notified = await api.post(`/admin/riverty/orders/${orderId}/return-notification`, { capture_number: captureNumber }, withSubmitKey(seeded.admin))
      expect(notified.status).toBe(201)
      const again = await api.post(`/admin/riverty/orders/${orderId}/return-notification`, { capture_number: captureNumber }, withSubmitKey(seeded.admin)).catch(responseOf)
      expect(again.status).toBe(400)
      expect(again.data.message).toMatch(/Riverty refused the return notification: .*already notified/)

      const voided = await api.post(`/admin/riverty/orders/${orderId}/voids`, {}, withSubmitKey(seeded.admin))
      expect(voided.data.void.voided_amount).toBe(80)
      current = await view(orderId)
      expect(current).toMatchObject({ captured_amount: 40, voided_amount: 80, remaining_amount: 0 })
      expect(current.lines[0].capturable_quantity).toBe(0)
    })

    it("refuses lines beyond what is left with 400 naming the line, and sends nothing", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 2, "Beyond")
      const refused = await api
        .post(`/admin/riverty/orders/${orderId}/captures`, { items: [{ line_number: 1, quantity: 3 }, { line_number: 4, quantity: 1 }] }, withSubmitKey(seeded.admin))
        .catch(responseOf)
      expect(refused.status).toBe(400)
      expect(refused.data.message).toContain("items[0].quantity: line 1")
      expect(refused.data.message).toContain("items[1].line_number: line 4 is not a line of this order")
      expect(rivertyOrder((await view(orderId)).order_number).captures).toHaveLength(0)
    })

    it("refunds the capture at Riverty again when booking it in Medusa fails (compensation)", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 2, "Compensate")
      const { data } = await api.get(`/admin/orders/${orderId}?fields=*payment_collections.payments`, seeded.admin)
      const paymentId = String(data.order.payment_collections[0].payments[0].id)
      // Medusa's own capture row cannot be written: the database refuses it, after Riverty captured.
      const fault = await failInserts(dbConnection as Knex, { table: "capture", column: "payment_id", values: [paymentId], message: "database unavailable (injected)" })
      try {
        const failed = await api.post(`/admin/riverty/orders/${orderId}/captures`, { items: [{ line_number: 1, quantity: 2 }] }, withSubmitKey(seeded.admin)).catch(responseOf)
        expect(failed.status).toBeGreaterThanOrEqual(400)
        expect(await fault.calls()).toBeGreaterThanOrEqual(1)
      } finally {
        await fault.remove()
      }
      const order = rivertyOrder((await view(orderId)).order_number)
      expect(order.captures).toHaveLength(1)
      expect(order.refunds).toHaveLength(1)
      expect(order.captures[0].refundedCents).toBe(order.captures[0].amountCents)
      expect(await medusaCaptures(orderId)).toEqual([])
    })

    it("answers 400 naming the fields of malformed shipping details, and 404 for an unknown order", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 1, "Shape")
      const bad = await api
        .post(`/admin/riverty/orders/${orderId}/captures`, { items: [{ line_number: 1, quantity: 1 }], shipping: { company: "", tracking_id: "X", tracking_url: "not a url" } }, withSubmitKey(seeded.admin))
        .catch(responseOf)
      expect(bad.status).toBe(400)
      expect(bad.data.message).toContain("shipping.company")
      expect(bad.data.message).toContain("shipping.tracking_url")
      const unknown = await api.get(`/admin/riverty/orders/order_does_not_exist`, seeded.admin).catch(responseOf)
      expect(unknown.status).toBe(404)
    })
  },
})
