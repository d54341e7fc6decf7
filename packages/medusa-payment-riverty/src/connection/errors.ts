import { MedusaError } from "@medusajs/framework/utils"
import { ACTION_CODES, isRivertyError, RivertyError, type RivertyErrorKind } from "riverty-client"

/**
 * Who reads the message: `operation` (a payment provider operation, logged and answered by
 * Medusa: "Riverty capture failed (validation: 400.116 …)"), or `merchant` (an admin action shown
 * in the admin: "Riverty refused the capture: … [400.116]").
 */
export type ErrorWording = "operation" | "merchant"

/**
 * One classification of Riverty failures: a refusal of the request (validation, a bad request, a
 * risk rejection) is the caller's to fix (400), an unknown order is 404, and everything else (no
 * answer, the service failing, credentials refused) an unexpected state (500).
 */
const TYPE_OF_KIND: Partial<Record<RivertyErrorKind, string>> = {
  validation: MedusaError.Types.INVALID_DATA,
  request: MedusaError.Types.INVALID_DATA,
  risk_rejection: MedusaError.Types.INVALID_DATA,
  not_found: MedusaError.Types.NOT_FOUND,
}

function messageOf(error: RivertyError, action: string, type: string, wording: ErrorWording, subject?: string): string {
  if (wording === "operation") {
    const details = [error.code, error.customerFacingMessage ?? error.messages[0]?.message].filter(Boolean).join(" ")
    return `Riverty ${action} failed (${error.kind}${details ? `: ${details}` : ""})`
  }
  if (type === MedusaError.Types.NOT_FOUND) {
    if (!subject) return `Riverty does not know this order (${action})`
    const said = error.messages.find((m) => m.message)?.message
    return `Riverty does not know ${subject} (${action})${said ? `: ${said}` : ""}`
  }
  if (type === MedusaError.Types.UNEXPECTED_STATE) return `Riverty could not be reached for the ${action}: ${error.message}`
  // The service's own message and field, never the request (which may hold personal data).
  const first = error.messages.find((m) => m.message) ?? error.messages[0]
  const detail = [first?.message ?? error.message, error.fieldReference ? `(field ${error.fieldReference})` : "", error.code ? `[${error.code}]` : ""]
    .filter(Boolean)
    .join(" ")
  return `Riverty refused the ${action}: ${detail}`
}

/**
 * The stable code of an admin action's Riverty failure (the answer's `code`, which the admin
 * translates; the message stays English for API users): `riverty_refused`, `riverty_unknown_record`
 * or `riverty_unreachable`, followed by `.` and Riverty's action code when Riverty gave one.
 */
export const MERCHANT_ERROR_CODES = ["riverty_refused", "riverty_unknown_record", "riverty_unreachable"] as const

function merchantCodeOf(error: RivertyError, type: string): string {
  const base = type === MedusaError.Types.NOT_FOUND ? "riverty_unknown_record" : type === MedusaError.Types.UNEXPECTED_STATE ? "riverty_unreachable" : "riverty_refused"
  const action = error.messages.map((m) => m.actionCode).find((code): code is (typeof ACTION_CODES)[number] => (ACTION_CODES as readonly string[]).includes(code ?? ""))
  return action ? `${base}.${action}` : base
}

/**
 * The one Riverty-error -> MedusaError mapper. Other errors pass through (a MedusaError as it is).
 * `subject` names what an unknown record is in a merchant's words ("this claim").
 * The Riverty error is kept as the non-enumerable `cause`, so callers can still tell a service
 * outage from a refusal (rivertyCauseOf). `subject` names what a 404 is about when it is not an
 * order ("this subscription"); Riverty's own words follow it then.
 */
export function toMedusaError(error: unknown, action: string, wording: ErrorWording = "operation", subject?: string): Error {
  if (!isRivertyError(error)) return error instanceof Error ? error : new Error(String(error))
  const type = TYPE_OF_KIND[error.kind] ?? MedusaError.Types.UNEXPECTED_STATE
  const medusaError = new MedusaError(type, messageOf(error, action, type, wording, subject), wording === "merchant" ? merchantCodeOf(error, type) : undefined)
  Object.defineProperty(medusaError, "cause", { value: error, enumerable: false })
  return medusaError
}

/** The Riverty error behind an error, also when it was turned into a Medusa error. */
export const rivertyCauseOf = (error: unknown): unknown =>
  error instanceof RivertyError ? error : ((error as { cause?: unknown } | null)?.cause ?? error)
