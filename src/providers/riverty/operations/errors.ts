import { MedusaError } from "@medusajs/framework/utils"
import { isDeadlineError, RivertyError } from "../../../riverty"

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

/** Riverty failures become Medusa errors with the service's code and the shopper's text. */
export function toMedusaError(error: unknown, operation: string): Error {
  if (!(error instanceof RivertyError)) return error instanceof Error ? error : new Error(String(error))
  const type =
    error.kind === "validation" || error.kind === "request"
      ? MedusaError.Types.INVALID_DATA
      : error.kind === "not_found"
        ? MedusaError.Types.NOT_FOUND
        : MedusaError.Types.UNEXPECTED_STATE
  const details = [error.code, error.customerFacingMessage ?? error.messages[0]?.message].filter(Boolean).join(" ")
  const medusaError = new MedusaError(type, `Riverty ${operation} failed (${error.kind}${details ? `: ${details}` : ""})`)
  // Kept (not serialised) so callers can still tell a service outage from a refusal.
  Object.defineProperty(medusaError, "cause", { value: error, enumerable: false })
  return medusaError
}

/** The Riverty error behind an error, also when it was turned into a Medusa error. */
export const rivertyCauseOf = (error: unknown): unknown =>
  error instanceof RivertyError ? error : ((error as { cause?: unknown } | null)?.cause ?? error)

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
