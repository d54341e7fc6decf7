import { MedusaError } from "@medusajs/framework/utils"
import { decideBeforeCompletion, rivertySessionToAuthorize } from "../cart-session"

const INVOICE = "pp_riverty-invoice_riverty"
const session = (id: string, provider: string, status: string) => ({ id, provider_id: provider, status })
const cartWith = (sessions: object[], overrides: Record<string, unknown> = {}) => ({
  id: "cart_1",
  email: "erika@example.com",
  completed_at: null,
  items: [{ id: "item_1", requires_shipping: true }],
  shipping_methods: [{ id: "sm_1" }],
  payment_collection: { payment_sessions: sessions },
  ...overrides,
})

function refusal(cart: object | undefined): { type: string; message: string } | undefined {
  try {
    rivertySessionToAuthorize(cart as never, "cart_9")
  } catch (error) {
    return { type: (error as MedusaError).type, message: (error as Error).message }
  }
  return undefined
}
const notAllowed = (message: string) => ({ type: MedusaError.Types.NOT_ALLOWED, message: `cart_id: ${message}` })

describe("rivertySessionToAuthorize", () => {
  it("takes the one Riverty session complete-cart will authorize, in each status it takes", () => {
    expect(rivertySessionToAuthorize(cartWith([session("payses_1", INVOICE, "pending")]), "cart_1")).toEqual({ cartId: "cart_1", sessionId: "payses_1", providerId: INVOICE })
    for (const status of ["requires_more", "authorized", "captured", "pending_authorization"]) {
      expect(rivertySessionToAuthorize(cartWith([session("payses_x", INVOICE, status)]), "cart_1").sessionId).toBe("payses_x")
    }
    // Sessions complete-cart does not take are not in the way.
    const beside = cartWith([session("payses_old", INVOICE, "error"), session("payses_card", "pp_stripe_stripe", "canceled"), session("payses_2", INVOICE, "pending")])
    expect(rivertySessionToAuthorize(beside, "cart_1").sessionId).toBe("payses_2")
    // The session id the provider wrote into the session's data goes along for authorize's check.
    const written = cartWith([{ ...session("payses_4", INVOICE, "pending"), data: { session_id: "payses_4", method: "invoice" } }])
    expect(rivertySessionToAuthorize(written, "cart_1")).toEqual({ cartId: "cart_1", sessionId: "payses_4", providerId: INVOICE, dataSessionId: "payses_4" })
    // A cart whose items all ship digitally needs no shipping method.
    expect(rivertySessionToAuthorize(cartWith([session("payses_3", INVOICE, "pending")], { items: [{ id: "i", requires_shipping: false }], shipping_methods: [] }), "c").sessionId).toBe("payses_3")
  })

  it("refuses, naming cart_id, before Riverty is asked: a cart complete-cart would refuse after Riverty reserved the amount", () => {
    const ok = [session("p", INVOICE, "pending")]
    expect(refusal(undefined)).toEqual({ type: MedusaError.Types.NOT_FOUND, message: "cart_id: cart cart_9 not found" })
    expect(refusal(cartWith(ok, { completed_at: "2026-01-01T00:00:00Z" }))).toEqual(notAllowed("the cart is already completed"))
    expect(refusal(cartWith(ok, { items: [] }))).toEqual(notAllowed("the cart has no items"))
    expect(refusal(cartWith(ok, { items: undefined }))).toEqual(notAllowed("the cart has no items"))
    expect(refusal(cartWith(ok, { email: null }))).toEqual(notAllowed("the cart has no email"))
    expect(refusal(cartWith(ok, { shipping_methods: [] }))).toEqual(notAllowed("the cart has no shipping method"))
    expect(refusal(cartWith(ok, { shipping_methods: undefined }))).toEqual(notAllowed("the cart has no shipping method"))
    // One item that ships is enough to need a shipping method.
    const mixed = [{ id: "digital", requires_shipping: false }, { id: "parcel", requires_shipping: true }]
    expect(refusal(cartWith(ok, { items: mixed, shipping_methods: [] }))).toEqual(notAllowed("the cart has no shipping method"))
  })

  it("refuses a cart whose session to complete is not a single Riverty one", () => {
    const none = notAllowed("the cart has no Riverty payment session to authorize")
    expect(refusal(cartWith([session("p", INVOICE, "error"), session("q", INVOICE, "canceled")]))).toEqual(none)
    expect(refusal(cartWith([session("p", "pp_system_default", "pending")]))).toEqual(none)
    expect(refusal(cartWith([session("p", "pp_system_default", "pending"), session("q", INVOICE, "pending")]))).toEqual(none)
    expect(refusal(cartWith([], { payment_collection: null }))).toEqual(none)
    expect(refusal(cartWith([session("p", INVOICE, "pending"), session("q", INVOICE, "authorized")]))).toEqual(
      notAllowed("the cart has more than one payment session; complete-cart would not know which one to use"),
    )
  })
})

describe("decideBeforeCompletion", () => {
  const found = { cartId: "cart_1", sessionId: "payses_1", providerId: INVOICE, dataSessionId: "payses_1" }
  const select = { select: ["id", "provider_id", "status", "data"] }

  it("answers Riverty's acceptance without Medusa's payment and without reading the session again", async () => {
    const payments = { retrievePaymentSession: jest.fn(), authorizePaymentSession: jest.fn() }
    const ask = jest.fn(async () => ({ status: "authorized", data: { riverty_outcome: "Accepted" } }))
    await expect(decideBeforeCompletion(payments as never, ask, found)).resolves.toEqual({ id: "payses_1", provider_id: INVOICE, status: "authorized", data: { riverty_outcome: "Accepted" } })
    expect(ask).toHaveBeenCalledWith({ id: "payses_1", provider_id: INVOICE, data: { session_id: "payses_1" } })
    expect(payments.authorizePaymentSession).not.toHaveBeenCalled()
    expect(payments.retrievePaymentSession).not.toHaveBeenCalled()
    // A session whose data names no session: authorize takes Medusa's id alone.
    await decideBeforeCompletion(payments as never, ask, { cartId: "cart_1", sessionId: "payses_2", providerId: INVOICE })
    expect(ask).toHaveBeenLastCalledWith({ id: "payses_2", provider_id: INVOICE, data: {} })
  })

  it("has Medusa record a hosted page or a refusal on the session, and answers the session as Medusa stored it", async () => {
    const recorded = { id: "payses_1", provider_id: INVOICE, status: "requires_more", data: { redirect_url: "https://pay.example.test/1" } }
    const payments = {
      retrievePaymentSession: jest.fn().mockResolvedValueOnce(recorded),
      authorizePaymentSession: jest.fn(async () => {
        throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Session: payses_1 was not authorized with the provider.")
      }),
    }
    await expect(decideBeforeCompletion(payments as never, async () => ({ status: "requires_more" }), found)).resolves.toEqual(recorded)
    expect(payments.authorizePaymentSession).toHaveBeenCalledWith("payses_1", {})
    expect(payments.retrievePaymentSession).toHaveBeenCalledWith("payses_1", select)
    const bare = { retrievePaymentSession: jest.fn().mockResolvedValueOnce({ ...recorded, status: "error", data: null }), authorizePaymentSession: jest.fn(async () => null) }
    await expect(decideBeforeCompletion(bare as never, async () => ({ status: "error" }), found)).resolves.toEqual({ id: "payses_1", provider_id: INVOICE, status: "error", data: {} })
  })

  it("lets any other failure through: Riverty's, or Medusa's when it records the answer", async () => {
    const down = new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "Riverty did not answer")
    const payments = { retrievePaymentSession: jest.fn(), authorizePaymentSession: jest.fn() }
    await expect(decideBeforeCompletion(payments as never, async () => Promise.reject(down), found)).rejects.toBe(down)
    expect(payments.authorizePaymentSession).not.toHaveBeenCalled()
    for (const failure of [new MedusaError(MedusaError.Types.DB_ERROR, "database gone"), new Error("plain")]) {
      const recording = { retrievePaymentSession: jest.fn(), authorizePaymentSession: jest.fn(async () => Promise.reject(failure)) }
      await expect(decideBeforeCompletion(recording as never, async () => ({ status: "error" }), found)).rejects.toBe(failure)
      expect(recording.retrievePaymentSession).not.toHaveBeenCalled()
    }
  })
})
