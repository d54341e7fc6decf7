import { MedusaError } from "@medusajs/framework/utils"
import { toMedusaError } from "../../../connection"
import { isDeadlineError, RivertyError } from "riverty-client"

/** The parts of a Riverty error the storefront may show and support may read (no personal data). */
export function errorSessionFields(error: RivertyError): Record<string, string | undefined> {
  return {
    customer_facing_message: error.customerFacingMessage,
    action_code: error.actionCode,
    error_code: error.code,
    field_reference: error.fieldReference,
    error_message: error.messages.find((m) => m.message)?.message ?? error.message,
  }
}

/** True when the outcome of a write is unknown (no answer, or the service broke down). */
export const isTransient = (error: unknown): boolean =>
  error instanceof RivertyError && ["network", "server", "rate_limit"].includes(error.kind)

/** What the shopper reads when Riverty did not answer while they waited. */
export const CHECKOUT_UNAVAILABLE_MESSAGE =
  "Riverty did not confirm your payment in time. No order was placed; please try again in a moment or choose another payment method."

/**
 * Failures of a call the shopper waits for (authorize, status checks): no answer in time, or the
 * service down after every retry, is a 400 with a message for the shopper (complete-cart would
 * otherwise answer 500). A deadline error keeps its type as `cause`, so whoever records unknown
 * outcomes can tell it apart.
 */
export function toCheckoutError(error: unknown, operation: string): Error {
  if (isDeadlineError(error) || isTransient(error)) {
    const medusaError = new MedusaError(MedusaError.Types.NOT_ALLOWED, CHECKOUT_UNAVAILABLE_MESSAGE)
    Object.defineProperty(medusaError, "cause", { value: error, enumerable: false })
    return medusaError
  }
  return toMedusaError(error, operation)
}
