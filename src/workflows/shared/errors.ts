import { MedusaError } from "@medusajs/framework/utils"
import { isRivertyError } from "../../riverty"

/**
 * A Riverty failure as a Medusa error the admin can show: the service's own message and field,
 * never the request (which may hold personal data). 4xx answers are the merchant's to fix (400);
 * unreachable or failing service is a 502-like "unexpected state".
 */
export function adminErrorOf(error: unknown, action: string): Error {
  if (error instanceof MedusaError) return error
  if (!isRivertyError(error)) return error instanceof Error ? error : new Error(String(error))
  const first = error.messages.find((m) => m.message) ?? error.messages[0]
  const detail = [first?.message ?? error.message, error.fieldReference ? `(field ${error.fieldReference})` : "", error.code ? `[${error.code}]` : ""]
    .filter(Boolean)
    .join(" ")
  const message = `Riverty refused the ${action}: ${detail}`
  switch (error.kind) {
    case "validation":
    case "request":
    case "risk_rejection":
      return new MedusaError(MedusaError.Types.INVALID_DATA, message)
    case "not_found":
      return new MedusaError(MedusaError.Types.NOT_FOUND, `Riverty does not know this order (${action})`)
    default:
      return new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Riverty could not be reached for the ${action}: ${error.message}`)
  }
}
