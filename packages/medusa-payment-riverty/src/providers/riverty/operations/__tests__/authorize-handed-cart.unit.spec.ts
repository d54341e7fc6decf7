// The cart a place order hands to authorize (read once, under the cart's lock): sent as it was
// handed, with no cart read of authorize's own; anything that is not a cart snapshot is ignored
// and the cart read as without it. And an acceptance voided since reserves nothing.
import type { RunningEmulator } from "riverty-emulator"
import { registerCompletingCart } from "../../../../modules/riverty/lib/completing-carts"
import type { CartSnapshot } from "../../order-mapping"
import { CHECKOUT_CART_CONTEXT_KEY, authorizePayment } from "../authorize"
import type { OperationContext } from "../context"
import { contextFor, unauthorizedSessionRow, type Row } from "./support/emulated-session"
import { orderAnswer, scriptedClient } from "./support/scripted-client"

const SESSION = "payses_handed_1"
const address = { firstName: "Max", lastName: "Muster", address1: "Hauptstraße 5", postalCode: "10115", city: "Berlin", countryCode: "de" }

/** Two units of 11.90 gross at 19 %, not the emulated session's cart (one LAMP-1): which one was sent tells them apart. */
const handedCart = (productId = "HANDED-1"): CartSnapshot => ({
  id: "cart_1",
  email: "max@example.com",
  currencyCode: "eur",
  totalCents: 2380,
  items: [{ id: "item_h", productId, description: "Handed", quantity: 2, grossCents: 2380, discountCents: 0, vatPercent: 19 }],
  shipping: [],
  billingAddress: address,
  shippingAddress: address,
})

type Sent = { order: { items: { productId: string }[]; totalGrossAmount: number } }

function setup(row: Partial<Row> = {}) {
  const rows = new Map<string, Row>()
  const riverty = scriptedClient()
  const reads: string[] = []
  const base = contextFor({ url: "http://127.0.0.1:9" } as unknown as RunningEmulator, rows, "Max")
  const ctx: OperationContext = {
    ...base,
    client: riverty.client,
    query: {
      graph: (config) => {
        reads.push(config.entity)
        return base.query!.graph(config)
      },
    },
  }
  rows.set(SESSION, unauthorizedSessionRow(SESSION, row))
  const authorize = (context: Record<string, unknown> = {}) =>
    authorizePayment(ctx, { data: { session_id: SESSION }, context: { idempotency_key: SESSION, ...context } as never })
  const sent = () => riverty.calls("authorize").map(([body]) => body as Sent)
  return { ctx, riverty, reads, authorize, sent, state: () => rows.get(SESSION)! }
}

describe("authorizePayment with the cart a place order hands down", () => {
  it("sends the handed cart's lines and total and reads no cart of its own", async () => {
    const { riverty, reads, authorize, sent } = setup()
    riverty.answer("authorize", { outcome: "Accepted" })
    expect((await authorize({ [CHECKOUT_CART_CONTEXT_KEY]: handedCart() })).status).toBe("authorized")
    expect(sent()[0].order.items.map((item) => item.productId)).toEqual(["HANDED-1"])
    expect(sent()[0].order.totalGrossAmount).toBe(23.8)
    expect(reads).toEqual([])
  })

  it.each([
    ["nothing", null],
    ["a cart id that is not a string", { ...handedCart(), id: 7 }],
    ["no item list", { ...handedCart(), items: "item_h" }],
    ["no shipping list", { ...handedCart(), shipping: undefined }],
  ])("ignores %s in its place and reads the cart itself", async (_, value) => {
    const { riverty, reads, authorize, sent } = setup()
    riverty.answer("authorize", { outcome: "Accepted" })
    expect((await authorize({ [CHECKOUT_CART_CONTEXT_KEY]: value })).status).toBe("authorized")
    expect(sent()[0].order.items.map((item) => item.productId)).toEqual(["LAMP-1"])
    expect(sent()[0].order.totalGrossAmount).toBe(11.9)
    expect(reads).toContain("cart")
  })

  it("takes the cart the completing request registered when the context hands none, and the handed one before it", async () => {
    // One registration per request: each keeps the decision its authorize recorded.
    const registeredCart = () => registerCompletingCart([SESSION], { cartId: "cart_1", cart: handedCart("REGISTERED-1") })
    let release = registeredCart()
    try {
      const registered = setup()
      registered.riverty.answer("authorize", { outcome: "Accepted" })
      await registered.authorize()
      expect(registered.sent()[0].order.items.map((item) => item.productId)).toEqual(["REGISTERED-1"])
      expect(registered.reads).not.toContain("cart")
      release()

      release = registeredCart()
      const both = setup()
      both.riverty.answer("authorize", { outcome: "Accepted" })
      await both.authorize({ [CHECKOUT_CART_CONTEXT_KEY]: handedCart() })
      expect(both.sent()[0].order.items.map((item) => item.productId)).toEqual(["HANDED-1"])
      expect(both.reads).not.toContain("cart")
    } finally {
      release()
    }
  })

  it("sends the completing request's browser as risk data with the handed cart", async () => {
    const release = registerCompletingCart([SESSION], { cartId: "cart_1", browser: { ip_address: "198.51.100.4" } })
    try {
      const { ctx, riverty, authorize, sent } = setup()
      ctx.options = { ...ctx.options, riskData: { ...ctx.options.riskData, ipAddress: true } }
      riverty.answer("authorize", { outcome: "Accepted" })
      await authorize({ [CHECKOUT_CART_CONTEXT_KEY]: handedCart() })
      expect((sent()[0] as Sent & { customer: { riskData?: unknown } }).customer.riskData).toEqual({ ipAddress: "198.51.100.4" })
    } finally {
      release()
    }
  })

  it("checks the handed cart's billing country for an API key, not its delivery country, which Riverty is sent as the delivery customer", async () => {
    const { ctx, riverty, authorize, sent } = setup()
    ctx.options = { ...ctx.options, apiKeys: { DE: "emulator-key-de" } }
    riverty.answer("authorize", { outcome: "Accepted" })
    const toAmsterdam = { ...handedCart(), shippingAddress: { ...address, address1: "Damrak 1", postalCode: "1012 LG", city: "Amsterdam", countryCode: "nl" } }
    expect((await authorize({ [CHECKOUT_CART_CONTEXT_KEY]: toAmsterdam })).status).toBe("authorized")
    expect(sent()).toHaveLength(1)
    expect(sent()[0]).toMatchObject({ customer: { address: { countryCode: "DE" } }, deliveryCustomer: { address: { countryCode: "NL", postalPlace: "Amsterdam" } } })
  })

  it("reads the cart itself when the completing request registered none that is a cart", async () => {
    const release = registerCompletingCart([SESSION], { cartId: "cart_1", cart: { id: "cart_1" } })
    try {
      const { riverty, reads, authorize, sent } = setup()
      riverty.answer("authorize", { outcome: "Accepted" })
      await authorize()
      expect(sent()[0].order.items.map((item) => item.productId)).toEqual(["LAMP-1"])
      expect(reads).toContain("cart")
    } finally {
      release()
    }
  })
})

describe("authorizePayment of an acceptance voided since", () => {
  // Without a recorded fingerprint (a session from before them) nothing else would refuse it.
  it.each(["Cancelled", "Expired"])("(%s) is an error: nothing reserved, nothing sent, Riverty not asked", async (riverty_status) => {
    const { riverty, authorize, sent } = setup({ authorize_state: "answered", outcome: "Accepted", riverty_status })
    expect((await authorize()).status).toBe("error")
    expect(sent()).toEqual([])
    expect(riverty.calls("getOrder")).toEqual([])
  })

  it("is only an acceptance's: a hosted page whose order expired is asked again and answered as Riverty has it", async () => {
    const { riverty, authorize } = setup({ authorize_state: "answered", outcome: "Pending", riverty_status: "Expired" })
    riverty.answer("getOrder", orderAnswer("Expired"))
    expect((await authorize()).status).toBe("canceled")
    expect(riverty.calls("getOrder")).toHaveLength(1)
  })

  it("an acceptance Riverty still holds stays authorized", async () => {
    const { authorize } = setup({ authorize_state: "answered", outcome: "Accepted", riverty_status: "Accepted" })
    expect((await authorize()).status).toBe("authorized")
  })
})
