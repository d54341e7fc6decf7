import { getHttpResponseFromError } from "@medusajs/framework/http"
import { RivertyApiError, RivertyDeadlineError, RivertyNetworkError } from "../../../../riverty"
import { toMedusaError } from "../../../../connection"
import { CHECKOUT_UNAVAILABLE_MESSAGE, toCheckoutError } from "../errors"

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
