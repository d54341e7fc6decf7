import { startEmulator, type RunningEmulator } from "riverty-emulator"
import { authorizePayment, initiatePayment, type OperationContext } from "../operations"
import { prefetchCart, type QueryGraph } from "../order-mapping"
import { contextFor as emulatedContext, type Row } from "../operations/__tests__/support/emulated-session"

// Authorize and the completing request's cart read (order-mapping/cart-prefetch.ts): the
// prefetched cart is sent when its total is the session's amount, and the cart is read through
// Query otherwise.

let emulator: RunningEmulator
beforeAll(async () => {
  emulator = await startEmulator({ port: 0 })
})
afterAll(() => emulator.stop())

const rows = new Map<string, Row>()
let counter = 0

/** The emulated session's context, its Query calls recorded, and the cart row it answers with `quantity`. */
async function setup(quantity: number) {
  const ctx = emulatedContext(emulator, rows, "Erika", 1)
  const entities: string[] = []
  const inner = ctx.query!
  const query: QueryGraph = {
    async graph(config) {
      entities.push(config.entity)
      return inner.graph(config)
    },
  }
  const withRecorder: OperationContext = { ...ctx, query }
  const [cart] = (await emulatedContext(emulator, rows, "Erika", quantity).query!.graph({ entity: "cart", fields: [] })).data as Row[]
  const prefetching: QueryGraph = { graph: async () => ({ data: [cart] }) }
  const sessionId = `payses_pre${Date.now()}${counter++}`
  const started = await initiatePayment(withRecorder, { amount: 11.9, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
  return { ctx: withRecorder, entities, prefetching, sessionId, started }
}

describe("authorize with the completing request's cart read", () => {
  it("sends the prefetched cart of the session's amount without reading the cart again", async () => {
    const { ctx, entities, prefetching, sessionId, started } = await setup(1)
    prefetchCart(prefetching, "cart_1", [sessionId])
    const result = await authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
    expect(result.status).toBe("authorized")
    expect(result.data).toMatchObject({ amount: 11.9 })
    expect(entities).not.toContain("cart")
    expect(entities).not.toContain("payment_session")
  })

  it("reads the cart through Query when the prefetched one has another total", async () => {
    const { ctx, entities, prefetching, sessionId, started } = await setup(2)
    prefetchCart(prefetching, "cart_1", [sessionId])
    const result = await authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
    expect(result.status).toBe("authorized")
    expect(result.data).toMatchObject({ amount: 11.9 })
    expect(entities).toEqual(expect.arrayContaining(["payment_session", "cart_payment_collection", "cart"]))
  })
})
