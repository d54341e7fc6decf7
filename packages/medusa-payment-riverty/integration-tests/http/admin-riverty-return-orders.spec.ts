import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AxiosInstance } from "axios"
import { signNotification } from "riverty-client"
import { withSubmitKey, eventually, placeRivertyOrder, routeNotificationsTo } from "./fixtures/admin-order"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(180 * 1000)

type ErrorAnswer = { status: number; data: { message: string } }
/** The answer of a refused request (axios rejects on 4xx). */
const responseOf = (error: { response?: ErrorAnswer }): ErrorAnswer => {
  if (!error.response) throw error
  return error.response
}

const emulator = useEmulator()

type View = {
  order_number: string
  status: string | null
  captures: Array<{ capture_number: string; invoice_number: string | null; shipping_details: Array<{ company: string | null }> }>
  lines: Array<{ line_number: number; capturable_quantity: number }>
  returnable_lines: Array<{ line_number: number; returnable_quantity: number; kind: string }>
  ledger: Array<{ kind: string }>
  timeline: Array<{ type: string | null; status: string }>
  return_orders: ReturnOrder[]
}
type ReturnOrder = {
  id: string
  status: string
  internal_request_id: string | null
  refunded_amount: number | null
  errors: Array<{ field: string; message: string }> | null
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40, admin: true })

    beforeAll(async () => {
      await routeNotificationsTo(api as AxiosInstance, emulator.current, EMULATOR_NOTIFY_SECRET)
    })

    const view = async (orderId: string): Promise<View> => (await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)).data.riverty
    const returnOrders = async (orderId: string): Promise<ReturnOrder[]> =>
      (await api.get(`/admin/riverty/orders/${orderId}/return-orders`, seeded.admin)).data.return_orders

    /** Order paid with Riverty, every line captured (one invoice), the invoice known to Medusa. */
    async function invoicedOrder(lastName: string): Promise<{ orderId: string; orderNumber: string; invoice: string }> {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 3, lastName)
      const before = await view(orderId)
      expect(before.status).toBe("Accepted")
      const items = before.lines.filter((l) => l.capturable_quantity > 0).map((l) => ({ line_number: l.line_number, quantity: l.capturable_quantity }))
      const captured = await api.post(
        `/admin/riverty/orders/${orderId}/captures`,
        { items, shipping: { company: "DHL", tracking_id: `TRK-${lastName}` } },
        withSubmitKey(seeded.admin),
      )
      expect(captured.status).toBe(201)
      await eventually(async () => ((await view(orderId)).ledger.some((e) => e.kind === "invoice") ? true : undefined), 15000, "the invoice notification")
      const after = await view(orderId)
      expect(after.captures[0].shipping_details[0].company).toBe("DHL")
      // Booked in Medusa too, without a second call to Riverty.
      const { data } = await api.get(`/admin/orders/${orderId}?fields=*payment_collections.payments.captures`, seeded.admin)
      const captures = data.order.payment_collections[0].payments[0].captures as Array<{ amount: number }>
      expect(captures.map((c) => Number(c.amount))).toEqual([120])
      expect(Object.values(emulator.current.state().orders).find((o) => o.orderNumber === after.order_number)?.captures).toHaveLength(1)
      return { orderId, orderNumber: after.order_number, invoice: String(after.captures[0].invoice_number) }
    }

    const payInvoice = async (orderNumber: string, channel: string) => {
      const res = await fetch(`${emulator.current.url}/_emulator/events/invoice-paid`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify({ orderNumber, channel }),
      })
      expect(res.status).toBeLessThan(300)
    }

    const control = (path: string, body: unknown = {}) =>
      fetch(`${emulator.current.url}/_emulator${path}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })

    it("a return order the emulator accepts ends accepted after EdiErrorSent, then refunded after refundCompleted", async () => {
      const { orderId, orderNumber } = await invoicedOrder("Accepted")
      await payInvoice(orderNumber, "BANK_TRANSFER")

      // Hold Riverty's answers so each one can be delivered on its own.
      await control("/deliveries/hold")
      let receipt: string
      try {
        const created = await api.post(
          `/admin/riverty/orders/${orderId}/return-orders`,
          { items: [{ line_number: 1, quantity: 1 }], return_reason: "CUSTOMER_RETURN", return_reference: "RET-ACCEPT-1" },
          withSubmitKey(seeded.admin),
        )
        expect(created.status).toBe(202)
        expect(created.data.return_order.status).toBe("requested")
        receipt = created.data.return_order.internal_request_id
        expect(receipt).toEqual(expect.any(String))

        const held = await eventually(async () => {
          const deliveries = Object.values(emulator.current.state().deliveries).filter((d) => d.status === "held")
          const edi = deliveries.find((d) => d.type === "accounting/EdiErrorSent" && JSON.parse(d.payload).parameters.transactionId === receipt)
          const refund = deliveries.find((d) => d.type === "accounting/refundCompleted")
          return edi && refund ? { edi } : undefined
        }, 10000, "Riverty's answers")
        expect((await returnOrders(orderId))[0].status).toBe("requested")

        // Only the validation result: accepted, not yet refunded.
        const signature = signNotification(held.edi.payload, EMULATOR_NOTIFY_SECRET)
        const delivered = await fetch(`${api.defaults.baseURL}/riverty/notifications`, {
          method: "POST",
          headers: { "content-type": "application/json", "riverty-signature": signature },
          body: held.edi.payload,
        })
        expect(delivered.status).toBe(200)
        const accepted = await eventually(async () => {
          const [ret] = await returnOrders(orderId)
          return ret.status === "accepted" ? ret : undefined
        }, 15000, "status accepted")
        expect(accepted.internal_request_id).toBe(receipt)
        expect(accepted.refunded_amount).toBeNull()
        // The validation notification names the order only in its parameters; it still shows.
        expect((await view(orderId)).timeline).toContainEqual(expect.objectContaining({ type: "accounting/EdiErrorSent", status: "processed" }))
      } finally {
        await control("/deliveries/release")
      }

      const refunded = await eventually(async () => {
        const [ret] = await returnOrders(orderId)
        return ret.status === "refunded" ? ret : undefined
      }, 15000, "status refunded")
      expect(refunded.refunded_amount).toBe(40)
      expect(refunded.errors).toBeNull()
      // The returned piece is no longer returnable.
      const line = (await view(orderId)).returnable_lines.find((l) => l.line_number === 1)
      expect(line?.returnable_quantity).toBe(2)
    })

    it("refuses a quantity above the invoiced quantity with 400 naming the line", async () => {
      const { orderId, orderNumber } = await invoicedOrder("Toomany")
      const error = await api
        .post(
          `/admin/riverty/orders/${orderId}/return-orders`,
          { items: [{ line_number: 1, quantity: 4 }], return_reason: "CUSTOMER_RETURN" },
          withSubmitKey(seeded.admin),
        )
        .catch(responseOf)
      expect(error.status).toBe(400)
      expect(error.data.message).toMatch(/items\[0\]\.quantity: line 1 .*at most 3 can be returned, not 4/)
      expect(await returnOrders(orderId)).toEqual([])
      expect(Object.values(emulator.current.state().returns).filter((r) => r.orderReference === orderNumber)).toHaveLength(0)
    })

    it("a return order the emulator rejects ends failed with the field errors shown by the route", async () => {
      const { orderId, orderNumber } = await invoicedOrder("Cashpayer")
      // Paid in cash: the refund needs bank details (rule 5), which this request leaves out.
      await payInvoice(orderNumber, "CASH")
      const created = await api.post(
        `/admin/riverty/orders/${orderId}/return-orders`,
        { items: [{ line_number: 1, quantity: 2 }], return_reason: "CARRIER_RETURN" },
        withSubmitKey(seeded.admin),
      )
      expect(created.status).toBe(202)
      const failed = await eventually(async () => {
        const [ret] = await returnOrders(orderId)
        return ret.status === "failed" ? ret : undefined
      }, 15000, "status failed")
      expect(failed.errors).toEqual([expect.objectContaining({ field: "bankDetails", message: expect.stringMatching(/bankDetails .*required/) })])
      // A failed return gives its pieces back.
      const line = (await view(orderId)).returnable_lines.find((l) => l.line_number === 1)
      expect(line?.returnable_quantity).toBe(3)
    })

    it("answers 400 naming the field for a malformed body, and 401 without a session", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 1, "Malformed")
      const bad = await api
        .post(`/admin/riverty/orders/${orderId}/return-orders`, { items: [{ line_number: 1, quantity: 0 }], return_reason: "LOST" }, withSubmitKey(seeded.admin))
        .catch(responseOf)
      expect(bad.status).toBe(400)
      expect(bad.data.message).toContain("items[0].quantity")
      expect(bad.data.message).toContain("return_reason")
      const iban = await api
        .post(
          `/admin/riverty/orders/${orderId}/return-orders`,
          { items: [{ line_number: 1, quantity: 1 }], return_reason: "CUSTOMER_RETURN", bank_details: { account_owner: "A", iban: "DE00 1234" } },
          withSubmitKey(seeded.admin),
        )
        .catch(responseOf)
      expect(iban.status).toBe(400)
      expect(iban.data.message).toContain("bank_details.iban: is not a valid IBAN")
      const anonymous = await api.get(`/admin/riverty/orders/${orderId}`).catch(responseOf)
      expect(anonymous.status).toBe(401)
    })
  },
})
