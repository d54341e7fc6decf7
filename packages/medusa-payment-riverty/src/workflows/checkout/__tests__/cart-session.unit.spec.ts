import { MedusaError } from "@medusajs/framework/utils"
import { authorizeThroughPaymentModule, rivertySessionToAuthorize } from "../cart-session"

const session = (id: string, provider: string, status: string, created: string) => ({ id, provider_id: provider, status, created_at: created })
const INVOICE = "pp_riverty-invoice_riverty"
const cartWith = (...sessions: object[]) => ({ id: "cart_1", completed_at: null, payment_collection: { payment_sessions: sessions } })

describe("rivertySessionToAuthorize", () => {
  it("takes the newest Riverty session complete-cart can still use", () => {
    const cart = cartWith(
      session("payses_new", INVOICE, "pending", "2026-11-27T10:02:00Z"),
      session("payses_old", INVOICE, "pending", "2026-11-27T10:00:00Z"),
      session("payses_refused", INVOICE, "error", "2026-11-27T10:03:00Z"),
      session("payses_card", "pp_stripe_stripe", "pending", "2026-11-27T10:04:00Z"),
    )
    expect(rivertySessionToAuthorize(cart, "cart_1")).toEqual({ cartId: "cart_1", sessionId: "payses_new", providerId: INVOICE })
    for (const status of ["requires_more", "authorized"]) {
      expect(rivertySessionToAuthorize(cartWith(session("payses_x", INVOICE, status, "2026-11-27T10:00:00Z")), "cart_1").sessionId).toBe("payses_x")
    }
  })

  it("refuses, naming cart_id, a missing cart (404), a completed one and one without a usable Riverty session (400)", () => {
    const refusal = (cart: object | undefined) => {
      try {
        rivertySessionToAuthorize(cart as never, "cart_9")
      } catch (error) {
        return { type: (error as MedusaError).type, message: (error as Error).message }
      }
      return undefined
    }
    expect(refusal(undefined)).toEqual({ type: MedusaError.Types.NOT_FOUND, message: "cart_id: cart cart_9 not found" })
    expect(refusal({ ...cartWith(session("p", INVOICE, "pending", "2026-11-27T10:00:00Z")), completed_at: "2026-11-27T11:00:00Z" })).toEqual({
      type: MedusaError.Types.NOT_ALLOWED,
      message: "cart_id: the cart is already completed",
    })
    const none = { type: MedusaError.Types.NOT_ALLOWED, message: "cart_id: the cart has no Riverty payment session to authorize" }
    expect(refusal(cartWith(session("p", INVOICE, "error", "2026-11-27T10:00:00Z"), session("q", INVOICE, "canceled", "2026-11-27T10:00:00Z")))).toEqual(none)
    expect(refusal(cartWith(session("p", "pp_system_default", "pending", "2026-11-27T10:00:00Z")))).toEqual(none)
    expect(refusal({ id: "cart_9", completed_at: null, payment_collection: null })).toEqual(none)
  })
})

describe("authorizeThroughPaymentModule", () => {
  const stored = { id: "payses_1", provider_id: INVOICE, status: "requires_more", data: { redirect_url: "https://pay.example.test/1" } }

  it("reads the session back after Medusa's NOT_ALLOWED: a hosted page or a refusal is an answer", async () => {
    const payments = {
      authorizePaymentSession: jest.fn(async () => {
        throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Session: payses_1 was not authorized with the provider.")
      }),
      retrievePaymentSession: jest.fn(async () => stored),
    }
    await expect(authorizeThroughPaymentModule(payments as never, "payses_1")).resolves.toEqual(stored)
    expect(payments.authorizePaymentSession).toHaveBeenCalledWith("payses_1", {})
    expect(payments.retrievePaymentSession).toHaveBeenCalledWith("payses_1", { select: ["id", "provider_id", "status", "data"] })
  })

  it("answers an authorized session with its data, an empty object when it has none", async () => {
    const payments = { authorizePaymentSession: jest.fn(async () => ({})), retrievePaymentSession: jest.fn(async () => ({ id: "payses_2", provider_id: INVOICE, status: "authorized", data: null })) }
    await expect(authorizeThroughPaymentModule(payments as never, "payses_2")).resolves.toEqual({ id: "payses_2", provider_id: INVOICE, status: "authorized", data: {} })
  })

  it("lets any other failure through, without reading the session", async () => {
    for (const failure of [new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "Riverty did not answer"), new Error("database gone")]) {
      const payments = { authorizePaymentSession: jest.fn(async () => Promise.reject(failure)), retrievePaymentSession: jest.fn() }
      await expect(authorizeThroughPaymentModule(payments as never, "payses_3")).rejects.toBe(failure)
      expect(payments.retrievePaymentSession).not.toHaveBeenCalled()
    }
  })
})
