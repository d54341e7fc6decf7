import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { startFollowUpTicker } from "./fixtures/follow-up-ticker"
import { useEmulator } from "./fixtures/emulator"
import { eventually, emulatorReader, placeOrder, rivertyTotals, type PlacedOrder } from "./fixtures/order-management"
import { useSeededStore } from "./fixtures/seeded-store"

// Order edits: an edit of an uncaptured Riverty order is sent to Riverty with
// updateOrder (same order number, no void and no new authorization).
jest.setTimeout(240 * 1000)

// medusa-config.ts reads these at boot: a short backoff, so the retry after an outage comes within seconds.
process.env.RIVERTY_FOLLOW_UP_RETRY_BASE_MS = "1000"
process.env.RIVERTY_FOLLOW_UP_RETRY_MAX_MS = "3000"

const emulator = useEmulator()
const cents = (amount: unknown) => Math.round(Number(amount) * 100)

type OrderUpdate = { id: string; status: string; needs_merchant: boolean; message: string | null }
type JournalEntry = { status: number; method: string; path: string }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: "edits@riverty.test" })
    let stopTicker: () => Promise<void>
    const control = () => `${emulator.current.url}/_emulator`
    const reader = () => emulatorReader(emulator.current)

    beforeAll(async () => {
      stopTicker = startFollowUpTicker(getContainer, 1000)
    })

    afterAll(async () => {
      await stopTicker?.()
    })

    afterEach(async () => {
      await axios.delete(`${control()}/faults`)
    })

    const place = (firstName: string) => placeOrder(getContainer(), seeded.checkout, seeded.catalog, firstName)

    async function journal(method: string, path: string): Promise<JournalEntry[]> {
      const { data } = await axios.get(`${control()}/journal`, { params: { method, path } })
      return data as JournalEntry[]
    }

    /** An order edit through Medusa's admin routes, as the dashboard makes one: begin, change, request, confirm. */
    async function edit(order: PlacedOrder, change: { add?: { variantId: string; quantity: number }; quantity?: { variantId: string; quantity: number } }) {
      const begun = await api.post("/admin/order-edits", { order_id: order.orderId }, seeded.admin)
      expect(begun.status).toBe(200)
      if (change.add) {
        const added = await api.post(`/admin/order-edits/${order.orderId}/items`, { items: [{ variant_id: change.add.variantId, quantity: change.add.quantity }] }, seeded.admin)
        expect(added.status).toBe(200)
      }
      if (change.quantity) {
        const item = order.items.find((i) => i.variantId === change.quantity!.variantId)!
        const updated = await api.post(`/admin/order-edits/${order.orderId}/items/item/${item.id}`, { quantity: change.quantity.quantity }, seeded.admin)
        expect(updated.status).toBe(200)
      }
      expect((await api.post(`/admin/order-edits/${order.orderId}/request`, {}, seeded.admin)).status).toBe(200)
      expect((await api.post(`/admin/order-edits/${order.orderId}/confirm`, {}, seeded.admin)).status).toBe(200)
    }

    async function medusaTotal(orderId: string): Promise<number> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["id", "total"], filters: { id: orderId } })
      return cents((data[0] as unknown as { total: number }).total)
    }

    /** The order's Riverty payment and its other payment collections, as Medusa records them. */
    async function medusaPayments(orderId: string) {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: ["payment_collections.id", "payment_collections.status", "payment_collections.amount", "payment_collections.payments.id", "payment_collections.payments.amount", "payment_collections.payments.canceled_at"],
        filters: { id: orderId },
      })
      type Collection = { id: string; status: string; amount: number; payments: { id: string; amount: number; canceled_at: string | null }[] }
      const collections = (data[0] as unknown as { payment_collections: Collection[] }).payment_collections
      const withPayment = collections.find((c) => c.payments.length > 0)!
      return {
        payment: withPayment.payments[0],
        collection: withPayment,
        open: collections.filter((c) => c.id !== withPayment.id && c.status !== "canceled"),
      }
    }

    async function orderView(orderId: string) {
      const res = await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)
      expect(res.status).toBe(200)
      return res.data.riverty as { order_number: string; authorized_amount: number | null; status: string | null; order_updates: OrderUpdate[] }
    }

    const updateOf = (orderId: string, check: (u: OrderUpdate) => boolean, timeoutMs = 30_000) =>
      eventually(async () => (await orderView(orderId)).order_updates.find(check), timeoutMs)

    const noVoidNorReauthorize = async (order: PlacedOrder) => {
      const state = await reader().orders.getOrder(order.orderNumber)
      expect(state.orderDetails.status).toBe("Accepted")
      expect(state.cancellations ?? []).toHaveLength(0)
      expect((await journal("POST", `/api/v3/orders/${order.orderNumber}/voids`)).length).toBe(0)
      // One authorize: the checkout's.
      expect((await journal("POST", "/api/v3/checkout/authorize")).filter((e) => e.status === 200).length).toBeGreaterThan(0)
      return state
    }

    it("a decrease (fewer shirts) updates Riverty's order to the new lines and total, without a void", async () => {
      const order = await place("Editdown")
      const before = rivertyTotals(await reader().orders.getOrder(order.orderNumber)).authorized
      await edit(order, { quantity: { variantId: seeded.catalog.shirtVariantId, quantity: 1 } })

      const update = await updateOf(order.orderId, (u) => u.status === "done")
      expect(update.needs_merchant).toBe(false)
      expect(update.message).toMatch(/updated at Riverty/)
      const state = await noVoidNorReauthorize(order)
      const newTotal = await medusaTotal(order.orderId)
      expect(newTotal).toBeLessThan(before)
      expect(rivertyTotals(state).authorized).toBe(newTotal)
      const lines = state.orderDetails.orderItems ?? []
      expect(lines.reduce((sum, l) => sum + cents(l.grossUnitPrice) * Number(l.quantity), 0)).toBe(newTotal)
      const shirtLines = lines.filter((l) => l.type === "PhysicalArticle" && /shirt/i.test(String(l.description)))
      expect(shirtLines.reduce((sum, l) => sum + Number(l.quantity), 0)).toBe(1)
      expect((await journal("POST", `/api/v3/orders/${order.orderNumber}/updateOrder`)).filter((e) => e.status === 200)).toHaveLength(1)
      // The panel still reads the same Riverty order.
      expect((await orderView(order.orderId)).authorized_amount).toBe(newTotal / 100)
      // Medusa's payment says what Riverty holds: authorized for the new total, nothing else to pay,
      // and it captures as any payment does.
      const medusa = await medusaPayments(order.orderId)
      expect(medusa.payment).toMatchObject({ id: order.paymentId, canceled_at: null })
      expect(cents(medusa.payment.amount)).toBe(newTotal)
      expect(medusa.collection.status).toBe("authorized")
      expect(medusa.open).toHaveLength(0)
      expect((await api.post(`/admin/payments/${order.paymentId}/capture`, {}, seeded.admin)).status).toBe(200)
      expect(rivertyTotals(await reader().orders.getOrder(order.orderNumber))).toMatchObject({ captured: newTotal, remaining: 0 })
    })

    it("an increase (an added item) Riverty accepts updates its order; after a brief outage the update is retried and sent once", async () => {
      const order = await place("Editup")
      const before = rivertyTotals(await reader().orders.getOrder(order.orderNumber)).authorized
      const path = `/api/v3/orders/${order.orderNumber}/updateOrder`
      const fault = await axios.post(`${control()}/faults`, { method: "POST", path, status: 503, body: { message: "Service Unavailable" }, times: 0 })
      expect(fault.status).toBe(201)

      await edit(order, { add: { variantId: seeded.catalog.bookVariantId, quantity: 2 } })
      // Riverty is down: the work is stored with its error and waits for its retry.
      const waiting = await updateOf(order.orderId, (u) => u.status !== "done" && u.message !== null)
      expect(waiting.needs_merchant).toBe(false)
      expect(rivertyTotals(await reader().orders.getOrder(order.orderNumber)).authorized).toBe(before)

      await axios.delete(`${control()}/faults`)
      const done = await updateOf(order.orderId, (u) => u.status === "done")
      expect(done.message).toMatch(/updated at Riverty/)
      const state = await noVoidNorReauthorize(order)
      const newTotal = await medusaTotal(order.orderId)
      expect(newTotal).toBeGreaterThan(before)
      expect(rivertyTotals(state).authorized).toBe(newTotal)
      const books = (state.orderDetails.orderItems ?? []).filter((l) => /book/i.test(String(l.description)))
      expect(books.reduce((sum, l) => sum + Number(l.quantity), 0)).toBe(5)
      expect((await journal("POST", path)).filter((e) => e.status === 200)).toHaveLength(1)
      // One follow-up for the edit, whatever the retries.
      expect((await orderView(order.orderId)).order_updates).toHaveLength(1)
    })

    it("an increase Riverty declines keeps the original authorization and tells the merchant in the Riverty panel", async () => {
      // The emulator's persona: a first name that is a number rejects any total above it (packages/riverty-emulator/README.md).
      const order = await place("60")
      const before = await reader().orders.getOrder(order.orderNumber)
      const authorized = rivertyTotals(before).authorized
      expect(authorized).toBeLessThan(6000)
      await edit(order, { add: { variantId: seeded.catalog.shirtVariantId, quantity: 4 } })
      const newTotal = await medusaTotal(order.orderId)
      expect(newTotal).toBeGreaterThan(6000)

      const declined = await updateOf(order.orderId, (u) => u.needs_merchant)
      expect(declined.status).toBe("dead")
      const amount = (c: number) => `${(c / 100).toFixed(2)} EUR`
      expect(declined.message).toBe(`Riverty declined the increase to ${amount(newTotal)}; the original authorization of ${amount(authorized)} stays valid.`)
      const after = await noVoidNorReauthorize(order)
      expect(rivertyTotals(after).authorized).toBe(authorized)
      expect(after.orderDetails.orderItems).toEqual(before.orderDetails.orderItems)
      // Medusa's payment is live for the original authorization; the declined difference is open for the merchant.
      const medusa = await medusaPayments(order.orderId)
      expect(medusa.payment).toMatchObject({ id: order.paymentId, canceled_at: null })
      expect(cents(medusa.payment.amount)).toBe(authorized)
      expect(medusa.open.map((c) => cents(c.amount))).toEqual([newTotal - authorized])
      // The original authorization can still be captured, through Medusa.
      expect((await api.post(`/admin/payments/${order.paymentId}/capture`, {}, seeded.admin)).status).toBe(200)
      expect(rivertyTotals(await reader().orders.getOrder(order.orderNumber))).toMatchObject({ captured: authorized, remaining: 0 })
    })

    it("a return requested on an uncaptured order neither voids Riverty's authorization nor leaves Medusa's payment cancelled", async () => {
      const order = await place("Returnuncaptured")
      const shirt = order.items.find((i) => i.variantId === seeded.catalog.shirtVariantId)!
      expect((await api.post(`/admin/orders/${order.orderId}/fulfillments`, { items: [{ id: shirt.id, quantity: shirt.quantity }] }, seeded.admin)).status).toBe(200)
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data: locations } = await query.graph({ entity: "stock_location", fields: ["id"] })
      const begun = await api.post("/admin/returns", { order_id: order.orderId, location_id: (locations[0] as { id: string }).id }, seeded.admin)
      const returnId: string = begun.data.return.id
      expect((await api.post(`/admin/returns/${returnId}/request-items`, { items: [{ id: shirt.id, quantity: 1 }] }, seeded.admin)).status).toBe(200)
      expect((await api.post(`/admin/returns/${returnId}/request`, {}, seeded.admin)).status).toBe(200)

      const update = await updateOf(order.orderId, (u) => u.status === "done")
      expect(update.message).toMatch(/not needed: Riverty holds these lines/)
      const state = await noVoidNorReauthorize(order)
      expect(rivertyTotals(state).authorized).toBe(cents(order.total))
      expect((await journal("POST", `/api/v3/orders/${order.orderNumber}/updateOrder`)).length).toBe(0)
      const medusa = await medusaPayments(order.orderId)
      expect(medusa.payment).toMatchObject({ id: order.paymentId, canceled_at: null })
      expect(medusa.collection.status).toBe("authorized")
      expect(medusa.open).toHaveLength(0)
    })

    it("an edit of a captured order is not sent to Riverty and is shown as needing the merchant", async () => {
      const order = await place("Editcaptured")
      expect((await api.post(`/admin/payments/${order.paymentId}/capture`, {}, seeded.admin)).status).toBe(200)
      const before = await reader().orders.getOrder(order.orderNumber)
      await edit(order, { add: { variantId: seeded.catalog.bookVariantId, quantity: 1 } })

      const needs = await updateOf(order.orderId, (u) => u.needs_merchant)
      expect(needs.message).toMatch(/captured .* already/)
      expect((await journal("POST", `/api/v3/orders/${order.orderNumber}/updateOrder`)).length).toBe(0)
      const after = await reader().orders.getOrder(order.orderNumber)
      expect(after.orderDetails.orderItems).toEqual(before.orderDetails.orderItems)
      expect(rivertyTotals(after)).toEqual(rivertyTotals(before))
    })
  },
})
