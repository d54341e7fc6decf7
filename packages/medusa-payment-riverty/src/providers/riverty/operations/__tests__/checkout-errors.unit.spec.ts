import { getHttpResponseFromError } from "@medusajs/framework/http"
import { RivertyApiError, RivertyDeadlineError, RivertyError, RivertyNetworkError } from "riverty-client"
import { toMedusaError } from "../../../../connection"
import { CHECKOUT_UNAVAILABLE_MESSAGE, errorSessionFields, isTransient, toCheckoutError } from "../errors"

// What complete-cart answers is decided by Medusa's own error handler from the MedusaError type the
// provider throws (payment authorization and requires-more errors become a 200 "cart" answer, not
// allowed and invalid data a 400, unexpected state a 500). These run the real handler.
const answer = (error: Error) => getHttpResponseFromError(error)

describe("errors of calls the shopper waits for", () => {
  it("a passed deadline is a 400 with the shopper's message, and keeps the typed deadline error as its cause", () => {
    const deadline = new RivertyDeadlineError(15_000, { method: "POST", path: "/api/v3/checkout/authorize" })
    const error = toCheckoutError(deadline, "authorize")
    expect(answer(error)).toMatchObject({ statusCode: 400, body: { message: CHECKOUT_UNAVAILABLE_MESSAGE } })
    expect((error as Error & { cause?: unknown }).cause).toBe(deadline)
  })

  it("Riverty down after every retry, or unreachable, is a 400 for the shopper too, never a 500", () => {
    const down = new RivertyApiError("server", "POST /api/v3/checkout/authorize answered 503", { status: 503 })
    const unreachable = new RivertyNetworkError("Network failure (ECONNREFUSED)", false)
    for (const failure of [down, unreachable]) {
      expect(answer(toCheckoutError(failure, "authorize")).statusCode).toBe(400)
      // The mapping other operations use would have been a 500.
      expect(answer(toMedusaError(failure, "authorize")).statusCode).toBe(500)
    }
  })

  it("a refused request keeps Riverty's code and answers 400", () => {
    const refused = new RivertyApiError("request", "refused", {
      status: 400,
      messages: [{ code: "400.102", message: "Gross amount does not match", customerFacingMessage: "Please check your order" }],
    })
    const { statusCode, body } = answer(toCheckoutError(refused, "authorize"))
    expect(statusCode).toBe(400)
    expect(body.message).toContain("400.102")
  })
})

describe("what a refusal leaves in the session", () => {
  it("takes each field from the first message that has it, and the first message's text", () => {
    const refused = new RivertyApiError("request", "refused", {
      status: 400,
      messages: [
        { code: "400.005", message: "" },
        { actionCode: "AskConsumerToConfirm", message: "Address unknown", fieldReference: "customer.address" },
        { customerFacingMessage: "Please check your address", message: "second" },
      ],
    })
    expect(errorSessionFields(refused)).toEqual({
      customer_facing_message: "Please check your address",
      action_code: "AskConsumerToConfirm",
      error_code: "400.005",
      field_reference: "customer.address",
      error_message: "Address unknown",
    })
  })

  it("falls back to the error's own message when no message has text", () => {
    const refused = new RivertyApiError("request", "POST /api/v3/checkout/authorize answered 400", { status: 400, messages: [{ code: "400.1" }] })
    expect(errorSessionFields(refused)).toMatchObject({ error_message: "POST /api/v3/checkout/authorize answered 400", customer_facing_message: undefined })
  })
})

describe("transient failures (the outcome of a write is unknown)", () => {
  it.each(["network", "server", "rate_limit"] as const)("a %s error is transient", (kind) => {
    expect(isTransient(new RivertyError(kind, kind))).toBe(true)
  })

  it.each(["request", "validation", "authentication", "not_found", "risk_rejection", "invalid_response"] as const)("a %s error is an answer", (kind) => {
    expect(isTransient(new RivertyError(kind, kind))).toBe(false)
  })

  it("an error that is not Riverty's is not transient", () => {
    expect(isTransient(new Error("server"))).toBe(false)
    expect(isTransient({ kind: "network" })).toBe(false)
  })
})
