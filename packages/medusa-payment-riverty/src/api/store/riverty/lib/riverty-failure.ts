import type { MedusaResponse } from "@medusajs/framework/http"
import { RivertyError } from "riverty-client"

/**
 * Answers a failed Riverty call of a store route. Riverty refusing the request (its validation or
 * a business rule) is the shopper's to fix: 400 with Riverty's customer-facing message, prefixed
 * with our field when `fields` maps Riverty's field reference to it, and Riverty's own words for
 * the shopper as they are in `customer_facing_message` (when it gave some). Anything else (no answer,
 * Riverty failing after the client's retries, a key Riverty refuses) is 503: the shopper can try
 * again later. Errors that are not Riverty's are thrown on to Medusa's handler.
 */
export function sendRivertyFailure(
  res: MedusaResponse,
  error: unknown,
  unavailable: string,
  fields: Record<string, string> = {},
): void {
  if (!(error instanceof RivertyError)) throw error
  if (error.kind === "request" || error.kind === "validation") {
    const own = ownWordsOf(error)
    res.status(400).json({ type: "invalid_data", message: refusalMessage(error, fields), ...(own ? { customer_facing_message: own } : {}) })
    return
  }
  res.status(503).json({ type: "riverty_unavailable", message: unavailable })
}

/** Riverty's text for the shopper, never its text for developers. */
function ownWordsOf(error: RivertyError): string | undefined {
  return error.customerFacingMessage?.trim() ? error.customerFacingMessage : shopperWordsOf(error.messages)
}

/** The first `customerFacingMessage` of Riverty's messages, or undefined when it gave none (its `message` is for developers). */
export function shopperWordsOf(messages: ReadonlyArray<{ customerFacingMessage?: string | null }> | null | undefined): string | undefined {
  return messages?.find((m) => typeof m.customerFacingMessage === "string" && m.customerFacingMessage.trim())?.customerFacingMessage ?? undefined
}

function refusalMessage(error: RivertyError, fields: Record<string, string>): string {
  const first = error.messages.find((m) => m.customerFacingMessage || m.message) ?? error.messages[0]
  const text = error.customerFacingMessage ?? first?.message ?? error.message
  const reference = first?.fieldReference ?? error.fieldReference
  const field = reference ? (fields[reference] ?? fields[reference.replace(/^[a-z]+\./i, "")]) : undefined
  return field ? `${field}: ${text}` : text
}

/** The first customer-facing message of a Riverty answer's messages (e.g. why an address is not valid). */
export function customerFacingMessageOf(messages: ReadonlyArray<{ customerFacingMessage?: string | null; message?: string | null }> | null | undefined): string | undefined {
  const first = messages?.find((m) => m.customerFacingMessage || m.message)
  return first?.customerFacingMessage ?? first?.message ?? undefined
}
