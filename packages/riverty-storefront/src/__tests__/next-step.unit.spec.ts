import { cartCompletionOf, DEFAULT_REFUSAL_MESSAGE, nextStepOf, returnErrorMessage, rivertySessionOf } from "../index.js"

describe("nextStepOf", () => {
  it("redirects a session that requires more to Riverty's page", () => {
    const url = "https://secure-pt.riverty.com/sca/abc"
    expect(nextStepOf({ status: "requires_more", data: { riverty_outcome: "Pending", redirect_url: url } })).toEqual({ kind: "redirect", url })
  })

  it("asks for another method with Riverty's message when it rejected the payment", () => {
    const data = {
      riverty_outcome: "Rejected",
      customer_facing_message: "Unfortunately we cannot offer you this payment method.",
      action_code: "OfferSecurePaymentMethods",
      field_reference: null,
      redirect_url: null,
    }
    expect(nextStepOf({ status: "error", data })).toEqual({
      kind: "retry",
      message: "Unfortunately we cannot offer you this payment method.",
      customerFacingMessage: "Unfortunately we cannot offer you this payment method.",
      actionCode: "OfferSecurePaymentMethods",
    })
  })

  it("names the refused field of a request Riverty refused, with a default message when it sent none", () => {
    expect(nextStepOf({ status: "error", data: { field_reference: "customer.mobilePhone", customer_facing_message: null } })).toEqual({
      kind: "retry",
      message: DEFAULT_REFUSAL_MESSAGE,
      field: "customer.mobilePhone",
    })
    expect(nextStepOf({ status: "requires_more", data: { redirect_url: null } })).toMatchObject({ kind: "retry" })
  })

  it("lets an authorized or untouched session complete", () => {
    expect(nextStepOf({ status: "authorized", data: { riverty_outcome: "Accepted" } })).toEqual({ kind: "complete" })
    expect(nextStepOf({ status: "pending", data: { riverty_outcome: null } })).toEqual({ kind: "complete" })
    expect(nextStepOf(undefined)).toEqual({ kind: "complete" })
  })
})

describe("the cart around it", () => {
  it("finds the cart's newest Riverty session", () => {
    const cart = {
      payment_collection: {
        payment_sessions: [
          { id: "a", provider_id: "pp_riverty-invoice_riverty", status: "error" },
          { id: "b", provider_id: "pp_system_default", status: "pending" },
          { id: "c", provider_id: "pp_riverty-installments_riverty", status: "requires_more" },
        ],
      },
    }
    expect(rivertySessionOf(cart)?.id).toBe("c")
    expect(rivertySessionOf({ payment_collection: null })).toBeUndefined()
  })

  it("reads complete-cart's answer: an order, or the cart with the reason", () => {
    expect(cartCompletionOf({ type: "order", order: { id: "order_1" } })).toEqual({ kind: "order", order: { id: "order_1" } })
    expect(cartCompletionOf({ type: "cart", cart: { id: "cart_1" }, error: { message: "Payment authorization failed", type: "payment_authorization_error" } })).toEqual({
      kind: "cart",
      cart: { id: "cart_1" },
      message: "Payment authorization failed",
    })
  })
})

describe("returnErrorMessage", () => {
  it("words the return route's reasons for the shopper", () => {
    expect(returnErrorMessage("cancelled")).toMatch(/cancelled/)
    expect(returnErrorMessage("rejected")).toBe(DEFAULT_REFUSAL_MESSAGE)
    expect(returnErrorMessage("invalid_signature")).toMatch(/could not be completed/)
    expect(returnErrorMessage("toString")).toMatch(/could not be completed/)
    expect(returnErrorMessage(null)).toBeUndefined()
  })
})
