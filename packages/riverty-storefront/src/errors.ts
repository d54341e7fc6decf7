/**
 * A store route's refusal: `status` and `type` as Medusa answers them (`invalid_data` 400,
 * `riverty_unavailable` 503, `too_many_requests` 429...), `message` for the shopper or the
 * developer, `field` when the message names the field that is wrong. Status 0 means no answer
 * (network down, CORS refused).
 */
export class RivertyStoreError extends Error {
  readonly status: number
  readonly type: string
  readonly field?: string
  /** Seconds to wait, from a 429's Retry-After. */
  readonly retryAfterSeconds?: number
  /** Riverty's own words for the shopper, when the store's answer carries them (`customer_facing_message`); shown instead of the kit's text. */
  readonly customerFacingMessage?: string

  constructor(init: { status: number; type: string; message: string; field?: string; retryAfterSeconds?: number; customerFacingMessage?: string }) {
    super(init.message)
    this.name = "RivertyStoreError"
    this.status = init.status
    this.type = init.type
    if (init.field !== undefined) this.field = init.field
    if (init.retryAfterSeconds !== undefined) this.retryAfterSeconds = init.retryAfterSeconds
    if (init.customerFacingMessage !== undefined) this.customerFacingMessage = init.customerFacingMessage
  }
}

// Prefixes Medusa's validator and the provider put before the field-naming text.
const PREFIXES = [/^Invalid request:\s*/i, /^Riverty payment data:\s*/i, /^Riverty:\s*/i]
// `cart_id: …`, `address.postal_code: …`, `items[0].quantity: …` (the routes' describeIssues).
const PATH = /^([A-Za-z_][A-Za-z0-9_]*(?:\.[A-Za-z_][A-Za-z0-9_]*|\[\d+\])*)\s*:\s/
// `provider_id is not …`, `birth_date, iban required …`, `iban is not a valid IBAN`: a snake_case
// name leading the sentence (a plain lower-case word only when a verb of the rule follows it).
const LEADING_NAME = /^([a-z][a-z0-9]*(?:_[a-z0-9]+)+\b|[a-z][a-z0-9]*(?=,\s|\s+(?:is|are|must|required)\b))/
const NOT_FIELDS = new Set(["body", "query", "root"])

/** The field a 400 message names first, if it names one. */
export function fieldOfMessage(message: string): string | undefined {
  let text = message.trim()
  for (const prefix of PREFIXES) text = text.replace(prefix, "")
  const named = PATH.exec(text)?.[1] ?? LEADING_NAME.exec(text)?.[1]
  return named && !NOT_FIELDS.has(named) ? named : undefined
}
