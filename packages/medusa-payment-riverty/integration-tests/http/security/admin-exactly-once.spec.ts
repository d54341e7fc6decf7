import { randomUUID } from "node:crypto"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AxiosInstance } from "axios"
import { placeRivertyOrder, routeNotificationsTo, withSubmitKey } from "../fixtures/admin-order"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"

jest.setTimeout(240 * 1000)

const emulator = useEmulator()

type Answer = { status: number; data: Record<string, unknown> & { message?: string } }
const answerOf = (promise: Promise<{ status: number; data: unknown }>): Promise<Answer> =>
  promise.then(
    (r) => ({ status: r.status, data: r.data as Answer["data"] }),
    (error: { response?: Answer }) => {
      if (!error.response) throw error
      return { status: error.response.status, data: error.response.data }
    },
  )

// Admin writes are exactly-once per submit, every capture path
// is serialised by one lock, and admin input that ends up in a URL or a link is checked.
medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40, admin: true })

    beforeAll(async () => {
      await routeNotificationsTo(api as AxiosInstance, emulator.current, EMULATOR_NOTIFY_SECRET)
    })

    const orderNumberOf = async (orderId: string): Promise<string> =>
      (await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)).data.riverty.order_number
    const rivertyOrder = (orderNumber: string) => Object.values(emulator.current.state().orders).find((o) => o.orderNumber === orderNumber)!
    const medusaPayment = async (orderId: string) => {
      const { data } = await api.get(`/admin/orders/${orderId}?fields=*payment_collections.payments.captures`, seeded.admin)
      return data.order.payment_collections[0].payments[0] as { id: string; amount: number; captures: Array<{ amount: number }> }
    }

    it("twenty concurrent identical capture submits with one key capture once and all answer the first result", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 3, "Twenty")
      const key = randomUUID()
      const body = { items: [{ line_number: 1, quantity: 2 }] }
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => answerOf(api.post(`/admin/riverty/orders/${orderId}/captures`, body, withSubmitKey(seeded.admin, key)))),
      )
      expect(answers.map((a) => a.status)).toEqual(Array(20).fill(201))
      for (const answer of answers) expect(answer.data).toEqual(answers[0].data)
      const orderAtRiverty = rivertyOrder(await orderNumberOf(orderId))
      expect(orderAtRiverty.captures).toHaveLength(1)
      expect(orderAtRiverty.captures[0].amountCents).toBe(8000)
      expect((await medusaPayment(orderId)).captures.map((c) => Number(c.amount))).toEqual([80])

      // The same key for another request is refused, and nothing moves.
      const reused = await answerOf(
        api.post(`/admin/riverty/orders/${orderId}/captures`, { items: [{ line_number: 1, quantity: 1 }] }, withSubmitKey(seeded.admin, key)),
      )
      expect(reused.status).toBe(400)
      expect(reused.data.message).toContain("Idempotency-Key")
      expect(rivertyOrder(await orderNumberOf(orderId)).captures).toHaveLength(1)
    })

    it("ten concurrent captures with different keys never exceed the authorization; the rest are refused in words", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 3, "Ten")
      // Each asks for two of the three pieces: one fits, a second would capture over the authorization.
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          answerOf(api.post(`/admin/riverty/orders/${orderId}/captures`, { items: [{ line_number: 1, quantity: 2 }] }, withSubmitKey(seeded.admin))),
        ),
      )
      const accepted = answers.filter((a) => a.status === 201)
      const refused = answers.filter((a) => a.status !== 201)
      expect(accepted).toHaveLength(1)
      for (const answer of refused) {
        expect(answer.status).toBe(400)
        expect(answer.data.message).toMatch(/items\[0\]\.quantity: line 1/)
      }
      const orderAtRiverty = rivertyOrder(await orderNumberOf(orderId))
      expect(orderAtRiverty.captures.reduce((sum, c) => sum + c.amountCents, 0)).toBe(8000)
      expect((await medusaPayment(orderId)).captures.map((c) => Number(c.amount))).toEqual([80])
    })

    it("Medusa's own capture route racing the admin capture lines never captures over the authorization, and Riverty keeps exactly what Medusa booked", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 3, "Mixed")
      const payment = await medusaPayment(orderId)
      const answers = await Promise.all([
        ...Array.from({ length: 5 }, () =>
          answerOf(api.post(`/admin/riverty/orders/${orderId}/captures`, { items: [{ line_number: 1, quantity: 2 }] }, withSubmitKey(seeded.admin))),
        ),
        ...Array.from({ length: 5 }, () => answerOf(api.post(`/admin/payments/${payment.id}/capture`, { amount: 80 }, seeded.admin))),
      ])
      // Whichever wins, the rest are refused in words (4xx), and what Riverty keeps captured (a
      // capture Medusa could not book is refunded again) equals what Medusa booked.
      expect(answers.every((a) => a.status < 500)).toBe(true)
      for (const answer of answers.filter((a) => a.status >= 400)) expect(answer.data.message).toBeTruthy()
      const orderAtRiverty = rivertyOrder(await orderNumberOf(orderId))
      const keptCents = orderAtRiverty.capturedCents - orderAtRiverty.refundedCents
      expect(orderAtRiverty.capturedCents).toBeLessThanOrEqual(orderAtRiverty.authorizedCents)
      const medusaTotal = (await medusaPayment(orderId)).captures.reduce((sum, c) => sum + Number(c.amount), 0)
      expect(Math.round(medusaTotal * 100)).toBe(keptCents)
    })

    it("two identical void submits void once; a submit without a key is refused and sends nothing", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 2, "Voids")
      const missing = await answerOf(api.post(`/admin/riverty/orders/${orderId}/voids`, {}, seeded.admin))
      expect(missing.status).toBe(400)
      expect(missing.data.message).toContain("Idempotency-Key header")
      const key = randomUUID()
      const [a, b] = await Promise.all([
        answerOf(api.post(`/admin/riverty/orders/${orderId}/voids`, {}, withSubmitKey(seeded.admin, key))),
        answerOf(api.post(`/admin/riverty/orders/${orderId}/voids`, {}, withSubmitKey(seeded.admin, key))),
      ])
      expect([a.status, b.status]).toEqual([201, 201])
      expect(a.data).toEqual(b.data)
      expect(rivertyOrder(await orderNumberOf(orderId)).cancellations).toHaveLength(1)
    })

    it("refuses a javascript: tracking URL and path parameters that are not ids, naming them", async () => {
      const { orderId } = await placeRivertyOrder(api as AxiosInstance, seeded.store, seeded.variantId, 2, "Input")
      const script = await answerOf(
        api.post(
          `/admin/riverty/orders/${orderId}/captures`,
          { items: [{ line_number: 1, quantity: 1 }], shipping: { company: "DHL", tracking_id: "X1", tracking_url: "javascript:alert(document.cookie)" } },
          withSubmitKey(seeded.admin),
        ),
      )
      expect(script.status).toBe(400)
      expect(script.data.message).toContain("shipping.tracking_url")
      const captured = await api.post(`/admin/riverty/orders/${orderId}/captures`, { items: [{ line_number: 1, quantity: 1 }] }, withSubmitKey(seeded.admin))
      const captureNumber = captured.data.capture.capture_number as string
      // An encoded `/` or `..` never matches the route (404); what does reach it is checked (400).
      for (const capture of ["..%2F..%2Fvoids", "%2E%2E"]) {
        const answer = await answerOf(
          api.post(`/admin/riverty/orders/${orderId}/captures/${capture}/shipping-details`, { company: "DHL", tracking_id: "X2" }, withSubmitKey(seeded.admin)),
        )
        expect([400, 404]).toContain(answer.status)
      }
      for (const capture of ["a.b", "..."]) {
        const answer = await answerOf(
          api.post(`/admin/riverty/orders/${orderId}/captures/${capture}/shipping-details`, { company: "DHL", tracking_id: "X2" }, withSubmitKey(seeded.admin)),
        )
        expect(answer.status).toBe(400)
        expect(answer.data.message).toContain("capture: must be")
      }
      const badShipping = await answerOf(
        api.patch(`/admin/riverty/orders/${orderId}/captures/${captureNumber}/shipping-details/0`, { company: "DHL", tracking_id: "X3" }, withSubmitKey(seeded.admin)),
      )
      expect(badShipping.status).toBe(400)
      expect(badShipping.data.message).toContain("shipping: must be")
      const badId = await answerOf(api.post(`/admin/riverty/orders/order..x/voids`, {}, withSubmitKey(seeded.admin)))
      expect(badId.status).toBe(400)
      expect(badId.data.message).toContain("id: must be")
      // Nothing of the refused requests reached Riverty: one capture, no shipping details, no void.
      const orderAtRiverty = rivertyOrder(await orderNumberOf(orderId))
      expect(orderAtRiverty.captures).toHaveLength(1)
      expect(orderAtRiverty.captures[0].shippingDetails ?? []).toHaveLength(0)
    })
  },
})
