import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { randomUUID } from "node:crypto"
import { startFollowUpTicker } from "../http/fixtures/follow-up-ticker"
import { providerId } from "../../src/providers/riverty/payment-methods"
import { checkoutHelpers, seedCatalog, type CatalogFixture, type CheckoutHelpers } from "../http/fixtures/checkout"
import { useEmulator } from "../http/fixtures/emulator"
import { eventually, loginAdmin, placeOrder, type AdminAuth, type PlacedOrder } from "../http/fixtures/order-management"
import { seedStore, type StoreFixture } from "../http/fixtures/store"
import { asMedusaSees, emulatorOrder, journal, medusaPayment, type EmulatorOrder, type MedusaPaymentAmounts } from "./fixtures/faults-ledger"

// Every lifecycle call the plugin makes meets each kind of fault once, driven the way a
// merchant or shopper drives it; once Riverty answers again (and the merchant retried what failed),
// Medusa's payment and the emulator's order agree on every amount, with nothing applied twice.
jest.setTimeout(6 * 60 * 1000)

// Read by medusa-config.ts at boot: capture on shipment, short request timeout (so a slow answer
// times out in seconds) and a short follow-up backoff (the job below retries within seconds).
const TIMEOUT_MS = 1500
process.env.RIVERTY_CAPTURE = "on_shipment"
process.env.RIVERTY_TIMEOUT_MS = String(TIMEOUT_MS)
process.env.RIVERTY_FOLLOW_UP_RETRY_BASE_MS = "500"
process.env.RIVERTY_FOLLOW_UP_RETRY_MAX_MS = "2000"

const emulator = useEmulator()
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/** The faults, each hitting the first matching call once (the client's retry meets a healthy Riverty). */
const FAULTS: Record<string, Record<string, unknown>> = {
  "500 before applying": { status: 500 },
  "500 after applying": { status: 500, afterApply: true },
  "429 with Retry-After": { status: 429 },
  "timeout after applying": { latencyMs: TIMEOUT_MS + 1000, afterApply: true },
  "connection dropped before applying": { drop: true },
  "connection dropped after applying": { drop: true, afterApply: true },
}

type Call = "authorize" | "capture" | "capture on shipment" | "refund" | "cancel" | "order update" | "return notification"
const CALLS: Call[] = ["authorize", "capture", "capture on shipment", "refund", "cancel", "order update", "return notification"]

const RIVERTY_PATH: Record<Call, (orderNumber: string) => string> = {
  authorize: () => "/api/v3/checkout/authorize",
  capture: (n) => `/api/v3/orders/${n}/captures`,
  "capture on shipment": (n) => `/api/v3/orders/${n}/captures`,
  refund: (n) => `/api/v3/orders/${n}/refunds`,
  cancel: (n) => `/api/v3/orders/${n}/voids`,
  "order update": (n) => `/api/v3/orders/${n}/updateOrder`,
  "return notification": (n) => `/api/v3/orders/${n}/captures/return-notification`,
}

const REFUND_CENTS = 500

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: StoreFixture
    let catalog: CatalogFixture
    let checkout: CheckoutHelpers
    let admin: AdminAuth
    let stopTicker: () => Promise<void>
    const control = () => `${emulator.current.url}/_emulator`
    const any = { validateStatus: () => true }
    const counts = { cases: 0, merchantRetries: 0 }

    beforeAll(async () => {
      store = await seedStore(getContainer())
      catalog = await seedCatalog(getContainer(), store)
      checkout = checkoutHelpers(api, () => store)
      admin = await loginAdmin(api, getContainer())
      stopTicker = startFollowUpTicker(getContainer, 1000)
    })

    afterAll(async () => {
      await stopTicker?.()
      console.info(`fault injection: ${counts.cases} cases, ${counts.merchantRetries} merchant retries after a failed answer`)
    })

    afterEach(async () => {
      await axios.delete(`${control()}/faults`)
    })

    const inject = async (method: string, path: string, fault: Record<string, unknown>) => {
      expect((await axios.post(`${control()}/faults`, { method, path, times: 1, ...fault })).status).toBe(201)
    }
    const idempotent = () => ({ headers: { ...admin.headers, "idempotency-key": randomUUID() }, ...any })

    /** A merchant's action: done again (a new submit) when the answer was a failure, as the merchant would. */
    async function merchant(action: () => Promise<{ status: number; data: unknown }>, label: string) {
      let answer = await action()
      if (answer.status >= 400) {
        counts.merchantRetries += 1
        answer = await action()
      }
      if (answer.status >= 300) throw new Error(`${label} still fails after the fault: ${answer.status} ${JSON.stringify(answer.data)}`)
      return answer
    }

    async function fulfillmentIds(orderId: string): Promise<string[]> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["fulfillments.id"], filters: { id: orderId } })
      return ((data[0] as unknown as { fulfillments: { id: string }[] }).fulfillments ?? []).map((f) => f.id)
    }

    /** Fulfils and ships the shirts through the admin API: capture on shipment captures them. */
    async function shipShirts(order: PlacedOrder) {
      const item = order.items.find((i) => i.variantId === catalog.shirtVariantId)!
      const before = await fulfillmentIds(order.orderId)
      const items = [{ id: item.id, quantity: item.quantity }]
      expect((await api.post(`/admin/orders/${order.orderId}/fulfillments`, { items }, admin)).status).toBe(200)
      const fulfillmentId = (await fulfillmentIds(order.orderId)).find((id) => !before.includes(id))!
      const shipped = await api.post(`/admin/orders/${order.orderId}/fulfillments/${fulfillmentId}/shipments`, { items }, admin)
      expect(shipped.status).toBe(200)
    }

    /** An order edit lowering the shirts to one (Riverty's order is updated to the new total). */
    async function editDown(order: PlacedOrder) {
      const item = order.items.find((i) => i.variantId === catalog.shirtVariantId)!
      expect((await api.post("/admin/order-edits", { order_id: order.orderId }, admin)).status).toBe(200)
      expect((await api.post(`/admin/order-edits/${order.orderId}/items/item/${item.id}`, { quantity: 1 }, admin)).status).toBe(200)
      expect((await api.post(`/admin/order-edits/${order.orderId}/request`, {}, admin)).status).toBe(200)
      expect((await api.post(`/admin/order-edits/${order.orderId}/confirm`, {}, admin)).status).toBe(200)
    }

    async function medusaOrderTotal(orderId: string): Promise<number> {
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({ entity: "order", fields: ["total"], filters: { id: orderId } })
      return Math.round(Number((data[0] as unknown as { total: number }).total) * 100)
    }

    /** Store checkout as the shopper does it; a failed completion is tried again, as the shopper would. */
    async function checkoutWithRetry(firstName: string): Promise<PlacedOrder> {
      const cartId = await checkout.createCart({
        buyer: { firstName },
        items: [
          { variant_id: catalog.shirtVariantId, quantity: 2 },
          { variant_id: catalog.bookVariantId, quantity: 3 },
        ],
        shippingOptionId: catalog.shippingOptionId,
      })
      expect((await checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1980-05-17" })).status).toBe(200)
      const completed = await merchant(() => checkout.complete(cartId), "cart completion")
      expect((completed.data as { type: string }).type).toBe("order")
      const orderId = (completed.data as { order: { id: string } }).order.id
      const query = getContainer().resolve(ContainerRegistrationKeys.QUERY)
      const { data } = await query.graph({
        entity: "order",
        fields: ["id", "total", "items.id", "items.variant_id", "items.quantity", "payment_collections.payments.id", "payment_collections.payments.data"],
        filters: { id: orderId },
      })
      const row = data[0] as unknown as {
        total: number
        items: { id: string; variant_id: string; quantity: number }[]
        payment_collections: { payments: { id: string; data: { order_number: string } }[] }[]
      }
      const payments = row.payment_collections.flatMap((c) => c.payments)
      expect(payments).toHaveLength(1)
      return {
        orderId,
        paymentId: payments[0].id,
        orderNumber: payments[0].data.order_number,
        total: Number(row.total),
        items: row.items.map((i) => ({ id: i.id, variantId: i.variant_id, quantity: Number(i.quantity) })),
      }
    }

    /** Polls until Medusa's payment books what Riverty holds and Riverty holds what the call meant. */
    async function expectAgreement(order: PlacedOrder, intended: (riverty: EmulatorOrder) => boolean) {
      let last: { medusa: MedusaPaymentAmounts; riverty: EmulatorOrder } | undefined
      try {
        await eventually(async () => {
          const orderAtRiverty = await emulatorOrder(emulator.current.url, order.orderNumber)
          const medusa = await medusaPayment(getContainer(), order.paymentId)
          last = { medusa, riverty: orderAtRiverty }
          return intended(orderAtRiverty) && JSON.stringify(medusa) === JSON.stringify(asMedusaSees(orderAtRiverty)) ? true : undefined
        }, 30_000)
      } catch {
        // Fall through to the assertions: they name what differs.
      }
      expect(last).toBeDefined()
      expect(last!.medusa).toEqual(asMedusaSees(last!.riverty))
      expect(intended(last!.riverty)).toBe(true)
      return last!.riverty
    }

    /** The call under test, driven as the merchant or shopper does; returns the order and Riverty's expected state. */
    const DRIVE: Record<Call, (name: string, fault: (orderNumber: string) => Promise<void>) => Promise<{ order: PlacedOrder; intended: (r: EmulatorOrder) => boolean }>> = {
      authorize: async (name, fault) => {
        await fault("")
        const order = await checkoutWithRetry(name)
        return { order, intended: (r) => r.status === "Accepted" && r.authorizedCents === Math.round(order.total * 100) }
      },
      capture: async (name, fault) => {
        const order = await placeOrder(getContainer(), checkout, catalog, name)
        await fault(order.orderNumber)
        await merchant(() => api.post(`/admin/payments/${order.paymentId}/capture`, {}, { ...admin, ...any }), "capture")
        return { order, intended: (r) => r.captures.length === 1 && r.capturedCents === r.authorizedCents }
      },
      "capture on shipment": async (name, fault) => {
        const order = await placeOrder(getContainer(), checkout, catalog, name)
        await fault(order.orderNumber)
        await shipShirts(order)
        return { order, intended: (r) => r.captures.length === 1 && r.capturedCents > 0 && r.capturedCents < r.authorizedCents }
      },
      refund: async (name, fault) => {
        const order = await placeOrder(getContainer(), checkout, catalog, name)
        expect((await api.post(`/admin/payments/${order.paymentId}/capture`, {}, admin)).status).toBe(200)
        await fault(order.orderNumber)
        await merchant(() => api.post(`/admin/payments/${order.paymentId}/refund`, { amount: REFUND_CENTS / 100 }, { ...admin, ...any }), "refund")
        return { order, intended: (r) => r.refunds.length >= 1 && r.refundedCents === REFUND_CENTS }
      },
      cancel: async (name, fault) => {
        const order = await placeOrder(getContainer(), checkout, catalog, name)
        await fault(order.orderNumber)
        await merchant(() => api.post(`/admin/orders/${order.orderId}/cancel`, {}, { ...admin, ...any }), "order cancel")
        return { order, intended: (r) => r.cancellations.length === 1 && r.voidedCents === r.authorizedCents && r.capturedCents === 0 }
      },
      "order update": async (name, fault) => {
        const order = await placeOrder(getContainer(), checkout, catalog, name)
        await fault(order.orderNumber)
        await editDown(order)
        const total = await medusaOrderTotal(order.orderId)
        expect(total).toBeLessThan(Math.round(order.total * 100))
        return { order, intended: (r) => r.authorizedCents === total && r.cancellations.length === 0 }
      },
      "return notification": async (name, fault) => {
        const order = await placeOrder(getContainer(), checkout, catalog, name)
        expect((await api.post(`/admin/payments/${order.paymentId}/capture`, {}, admin)).status).toBe(200)
        const [capture] = (await emulatorOrder(emulator.current.url, order.orderNumber)).captures
        await fault(order.orderNumber)
        // The admin panel sends a failed submit again with the same Idempotency-Key (src/admin/lib/submit-keys.ts),
        // so the resend is the same request at Riverty (X-Idempotency-Key), not a second notice.
        const submit = idempotent()
        const notify = () => api.post(`/admin/riverty/orders/${order.orderId}/return-notification`, { capture_number: capture.captureNumber }, submit)
        await merchant(notify, "return notification")
        return { order, intended: (r) => r.captures.length === 1 && r.captures[0].returnNotifiedAt !== undefined && r.refunds.length === 0 }
      },
    }

    /**
     * Resolves once `parties` have arrived: every case of a fault kind places its order first, and
     * only then are the faults armed, so no other case's checkout meets the authorize fault.
     */
    function barrier(parties: number) {
      let arrived = 0
      let open!: () => void
      const opened = new Promise<void>((resolve) => (open = resolve))
      return {
        arrive: () => {
          arrived += 1
          if (arrived === parties) open()
          return opened
        },
      }
    }

    /** One call meeting one fault: driven, then Medusa and Riverty compared; returns the Riverty order number. */
    async function runCase(call: Call, kind: string, placed: ReturnType<typeof barrier>): Promise<string> {
      counts.cases += 1
      const name = `Fault${String(counts.cases).replace(/\d/g, (d) => "abcdefghij"[Number(d)])}`
      let armedPath = ""
      let arrived = false
      const arm = async (orderNumber: string) => {
        arrived = true
        await placed.arrive()
        armedPath = RIVERTY_PATH[call](orderNumber)
        await inject("POST", armedPath, FAULTS[kind])
      }
      try {
        const { order, intended } = await DRIVE[call](name, arm)
        await expectAgreement(order, intended)
        // The call met the fault at Riverty.
        // A delayed answer is journalled when it is finally sent, after the client gave up and its
        // retry was answered: poll for it.
        const deadline = Date.now() + 15_000
        let met = false
        while (!met && Date.now() < deadline) {
          met = (await journal(emulator.current.url, "POST", armedPath)).some((c) => c.fault !== undefined)
          if (!met) await sleep(100)
        }
        expect(met).toBe(true)
        return order.orderNumber
      } finally {
        // A case that failed before its fault was armed must not hold the others back.
        if (!arrived) void placed.arrive()
      }
    }

    // Per fault kind, every call at once, each on its own order; the faults are armed once all
    // orders are placed (authorize's path is every checkout's, the others' only their order's).
    describe.each(Object.keys(FAULTS))("%s", (kind) => {
      it("on every lifecycle call: Medusa and Riverty agree afterwards, nothing applied twice", async () => {
        const before = new Set(Object.keys((await axios.get(`${control()}/state`)).data.orders))
        const placed = barrier(CALLS.length)
        const outcomes = await Promise.allSettled(CALLS.map((call) => runCase(call, kind, placed)))
        const failures = outcomes.flatMap((o, i) => (o.status === "rejected" ? [`${CALLS[i]}: ${(o.reason as Error).message}`] : []))
        // Printed as they happen too: jest reports a file's failures only when the whole file ends.
        if (failures.length > 0) console.error(`${kind}:\n${failures.join("\n")}`)
        expect(failures).toEqual([])
        expect((await axios.get(`${control()}/faults`)).data).toEqual([])
        // No other Riverty order made meanwhile holds money: a lost authorize answer left no second authorization open.
        const ours = new Set(outcomes.map((o) => (o.status === "fulfilled" ? o.value : "")))
        const orders = (await axios.get(`${control()}/state`)).data.orders as Record<string, EmulatorOrder>
        const strays = Object.entries(orders)
          .filter(([key, o]) => !before.has(key) && !ours.has(o.orderNumber))
          .filter(([, o]) => o.authorizedCents - o.capturedCents - o.voidedCents > 0)
          .map(([, o]) => o.orderNumber)
        expect(strays).toEqual([])
      })
    })
  },
})
