import { isNextRedirectError, placeRivertyOrder, rethrowIfNextRedirect } from "../index.js"

const PROVIDER = "pp_riverty-invoice_riverty"
const cartWith = (status: string, data: Record<string, unknown> = {}) => ({ payment_collection: { payment_sessions: [{ provider_id: PROVIDER, status, data }] } })
const nextRedirect = () => Object.assign(new Error("NEXT_REDIRECT"), { digest: "NEXT_REDIRECT;replace;/de/order/order_1/confirmed;307;" })

describe("placeRivertyOrder", () => {
  it("returns the order Medusa answered", async () => {
    const readCart = jest.fn()
    const outcome = await placeRivertyOrder({ complete: async () => ({ type: "order", order: { id: "order_1" } }), readCart })
    expect(outcome).toEqual({ kind: "order", order: { id: "order_1" } })
    expect(readCart).not.toHaveBeenCalled()
  })

  describe("with Riverty deciding first (authorize)", () => {
    const decided = (status: string, data: Record<string, unknown> = {}) => async () => ({ payment_session: { provider_id: PROVIDER, status, data } })

    it("completes only an authorized session", async () => {
      const complete = jest.fn(async () => ({ type: "order", order: { id: "order_1" } }))
      const outcome = await placeRivertyOrder({ authorize: decided("authorized", { riverty_outcome: "Accepted" }), complete, readCart: jest.fn() })
      expect(outcome).toEqual({ kind: "order", order: { id: "order_1" } })
      expect(complete).toHaveBeenCalledTimes(1)
    })

    it("sends the shopper to Riverty's page without completing the cart", async () => {
      const complete = jest.fn()
      const outcome = await placeRivertyOrder({ authorize: decided("requires_more", { redirect_url: "https://pay.example.test/sca/2" }), complete, readCart: jest.fn() })
      expect(outcome).toEqual({ kind: "redirect", url: "https://pay.example.test/sca/2" })
      expect(complete).not.toHaveBeenCalled()
    })

    it("gives Riverty's words on a refusal without completing the cart", async () => {
      const complete = jest.fn()
      const outcome = await placeRivertyOrder({
        authorize: decided("error", { customer_facing_message: "Leider nicht.", action_code: "OfferSecurePaymentMethods" }),
        complete,
        readCart: jest.fn(),
      })
      expect(outcome).toEqual({ kind: "retry", message: "Leider nicht.", customerFacingMessage: "Leider nicht.", actionCode: "OfferSecurePaymentMethods" })
      expect(complete).not.toHaveBeenCalled()
    })

    it("reports a failed authorize with the words it carried, without completing", async () => {
      const complete = jest.fn()
      const authorize = async () => Promise.reject(Object.assign(new Error("cart_id: the cart is already completed"), { customerFacingMessage: "Riverty ist gerade nicht erreichbar." }))
      const outcome = await placeRivertyOrder({ authorize, complete, readCart: jest.fn() })
      expect(outcome).toEqual({ kind: "failed", message: "cart_id: the cart is already completed", customerFacingMessage: "Riverty ist gerade nicht erreichbar." })
      expect(complete).not.toHaveBeenCalled()
    })
  })

  describe("in one request (the plugin's complete-cart answers the cart with Riverty's decision)", () => {
    it("sends the shopper to Riverty's page from the answered cart, without reading the cart again", async () => {
      const readCart = jest.fn()
      const complete = jest.fn(async () => ({ type: "cart", cart: cartWith("requires_more", { redirect_url: "https://pay.example.test/sca/3" }), error: { message: "More information is required for payment" } }))
      expect(await placeRivertyOrder({ complete, readCart })).toEqual({ kind: "redirect", url: "https://pay.example.test/sca/3" })
      expect(complete).toHaveBeenCalledTimes(1)
      expect(readCart).not.toHaveBeenCalled()
    })

    it("gives Riverty's words from the answered cart on a refusal, without reading the cart again", async () => {
      const readCart = jest.fn()
      const complete = jest.fn(async () => ({ type: "cart", cart: cartWith("error", { customer_facing_message: "Leider nicht." }), error: { message: "Payment authorization failed" } }))
      expect(await placeRivertyOrder({ complete, readCart, providerId: PROVIDER })).toEqual({ kind: "retry", message: "Leider nicht.", customerFacingMessage: "Leider nicht." })
      expect(complete).toHaveBeenCalledTimes(1)
      expect(readCart).not.toHaveBeenCalled()
    })
  })

  it("follows the session to Riverty's page after a 400 from complete-cart", async () => {
    const outcome = await placeRivertyOrder({
      complete: async () => Promise.reject(new Error("Payment authorization failed")),
      readCart: async () => cartWith("requires_more", { redirect_url: "https://pay.example.test/sca/1" }),
    })
    expect(outcome).toEqual({ kind: "redirect", url: "https://pay.example.test/sca/1" })
  })

  it("gives Riverty's reason on a refusal", async () => {
    const outcome = await placeRivertyOrder({
      complete: async () => ({ type: "cart", cart: {}, error: { message: "declined" } }),
      readCart: async () => cartWith("error", { customer_facing_message: "Riverty declined. Choose another method.", action_code: "AskConsumerToReEnterData" }),
      providerId: PROVIDER,
    })
    expect(outcome).toEqual({ kind: "retry", message: "Riverty declined. Choose another method.", customerFacingMessage: "Riverty declined. Choose another method.", actionCode: "AskConsumerToReEnterData" })
  })

  it("tries once more when the session asks nothing of the shopper, then reports the failure", async () => {
    const complete = jest.fn().mockRejectedValueOnce(new Error("lock busy")).mockResolvedValueOnce({ type: "order", order: { id: "order_2" } })
    expect(await placeRivertyOrder({ complete, readCart: async () => cartWith("pending") })).toEqual({ kind: "order", order: { id: "order_2" } })
    const failing = jest.fn().mockRejectedValue(new Error("cart is locked"))
    expect(await placeRivertyOrder({ complete: failing, readCart: async () => cartWith("pending") })).toEqual({ kind: "failed", message: "cart is locked" })
    expect(failing).toHaveBeenCalledTimes(2)
  })

  it("rethrows Next's redirect error: it is the success of the starter's placeOrder", async () => {
    const error = nextRedirect()
    const readCart = jest.fn()
    await expect(placeRivertyOrder({ complete: async () => Promise.reject(error), readCart })).rejects.toBe(error)
    expect(readCart).not.toHaveBeenCalled()
  })
})

describe("isNextRedirectError", () => {
  it("recognises the digest, nothing else", () => {
    expect(isNextRedirectError(nextRedirect())).toBe(true)
    expect(isNextRedirectError(new Error("NEXT_REDIRECT"))).toBe(false)
    expect(isNextRedirectError({ digest: "NEXT_NOT_FOUND" })).toBe(false)
    expect(isNextRedirectError(null)).toBe(false)
    expect(() => rethrowIfNextRedirect(nextRedirect())).toThrow("NEXT_REDIRECT")
    expect(() => rethrowIfNextRedirect(new Error("other"))).not.toThrow()
  })
})
