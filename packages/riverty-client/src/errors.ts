import type { z } from "zod"
import { toMessageObjects } from "./schemas/request-validation"

export type RivertyErrorKind =
  /** The request was refused locally, before anything was sent. */
  | "validation"
  /** 401/403, or the token endpoint refused the credentials. */
  | "authentication"
  | "rate_limit"
  | "not_found"
  /** A risk check answered Rejected (HTTP 200 with outcome Rejected). */
  | "risk_rejection"
  /** No HTTP answer: connection refused or reset, DNS failure, timeout. */
  | "network"
  /** Any other 4xx, including the service's 400 validation and business errors. */
  | "request"
  | "server"
  /** The service answered 2xx with a body that does not match its schema. */
  | "invalid_response"
  /** The client is missing a base URL, API key or credentials for the call. */
  | "configuration"

/**
 * A message of the service, as far as it was present: v3 message objects carry all fields,
 * `{message}` bodies only `message`, accounting error entries `code`/`message` (from description).
 */
export interface RivertyMessage {
  type?: string
  code?: string
  message?: string
  customerFacingMessage?: string
  actionCode?: string
  fieldReference?: string
}

export interface RivertyErrorDetails {
  status?: number
  messages?: RivertyMessage[]
  /** Method and path template (never the filled path: it may hold an SSN). */
  method?: string
  path?: string
  retryAfterMs?: number
  /** Low-level cause without request configuration (which would hold credentials). */
  underlying?: { code?: string; message: string }
}

/** Every failure of the client is a RivertyError; `kind` tells which. */
export class RivertyError extends Error {
  readonly kind: RivertyErrorKind
  readonly status?: number
  readonly messages: RivertyMessage[]
  readonly method?: string
  readonly path?: string
  readonly retryAfterMs?: number
  readonly underlying?: { code?: string; message: string }

  constructor(kind: RivertyErrorKind, message: string, details: RivertyErrorDetails = {}) {
    super(message)
    this.name = "RivertyError"
    this.kind = kind
    this.status = details.status
    this.messages = details.messages ?? []
    this.method = details.method
    this.path = details.path
    this.retryAfterMs = details.retryAfterMs
    this.underlying = details.underlying
  }

  /** Code of the first message (e.g. `400.102`, `200.901`). */
  get code(): string | undefined {
    return this.messages.find((m) => m.code)?.code
  }

  get actionCode(): string | undefined {
    return this.messages.find((m) => m.actionCode)?.actionCode
  }

  get fieldReference(): string | undefined {
    return this.messages.find((m) => m.fieldReference)?.fieldReference
  }

  /** Text meant for the shopper, when the service gave one. */
  get customerFacingMessage(): string | undefined {
    return this.messages.find((m) => m.customerFacingMessage)?.customerFacingMessage
  }
}

export class RivertyValidationError extends RivertyError {
  readonly issues: readonly z.core.$ZodIssue[]

  constructor(message: string, issues: readonly z.core.$ZodIssue[], details: RivertyErrorDetails = {}) {
    super("validation", message, { ...details, messages: toMessageObjects(issues) })
    this.name = "RivertyValidationError"
    // The offending values stay out of the error: they may be birth dates, SSNs or IBANs.
    this.issues = issues.map(({ input: _input, ...issue }) => issue as z.core.$ZodIssue)
  }
}

export class RivertyAuthenticationError extends RivertyError {
  constructor(message: string, details: RivertyErrorDetails = {}) {
    super("authentication", message, details)
    this.name = "RivertyAuthenticationError"
  }
}

export class RivertyRateLimitError extends RivertyError {
  constructor(message: string, details: RivertyErrorDetails = {}) {
    super("rate_limit", message, details)
    this.name = "RivertyRateLimitError"
  }
}

export class RivertyNotFoundError extends RivertyError {
  constructor(message: string, details: RivertyErrorDetails = {}) {
    super("not_found", message, details)
    this.name = "RivertyNotFoundError"
  }
}

export class RivertyNetworkError extends RivertyError {
  /** True when the request ran out of time rather than failing to connect. */
  readonly timedOut: boolean

  constructor(message: string, timedOut: boolean, details: RivertyErrorDetails = {}) {
    super("network", message, details)
    this.name = "RivertyNetworkError"
    this.timedOut = timedOut
  }
}

/**
 * The call's overall deadline passed before the service answered (every attempt and retry
 * included). For a write the outcome is unknown: the service may have applied it, so the caller
 * must find out (read the order, or repeat with the same idempotency key) before acting again.
 */
export class RivertyDeadlineError extends RivertyNetworkError {
  readonly outcomeUnknown = true as const
  readonly deadlineMs: number

  constructor(deadlineMs: number, details: RivertyErrorDetails = {}) {
    super(`No answer within the deadline of ${deadlineMs} ms`, true, details)
    this.name = "RivertyDeadlineError"
    this.deadlineMs = deadlineMs
  }
}

export const isDeadlineError = (value: unknown): value is RivertyDeadlineError => value instanceof RivertyDeadlineError

export class RivertyApiError extends RivertyError {
  constructor(kind: "request" | "server", message: string, details: RivertyErrorDetails = {}) {
    super(kind, message, details)
    this.name = "RivertyApiError"
  }
}

export class RivertyResponseError extends RivertyError {
  readonly issues: readonly z.core.$ZodIssue[]

  constructor(message: string, issues: readonly z.core.$ZodIssue[], details: RivertyErrorDetails = {}) {
    super("invalid_response", message, details)
    this.name = "RivertyResponseError"
    this.issues = issues
  }
}

export class RivertyConfigurationError extends RivertyError {
  constructor(message: string) {
    super("configuration", message)
    this.name = "RivertyConfigurationError"
  }
}

/** An authorization or risk check the service answered with outcome Rejected. */
export class RivertyRiskRejectionError extends RivertyError {
  readonly outcome = "Rejected" as const

  constructor(messages: RivertyMessage[], details: RivertyErrorDetails = {}) {
    const first = messages.find((m) => m.code)
    super("risk_rejection", `Rejected by the risk check${first?.code ? ` (${first.code})` : ""}`, {
      ...details,
      messages,
    })
    this.name = "RivertyRiskRejectionError"
  }
}

export const isRivertyError = (value: unknown): value is RivertyError => value instanceof RivertyError

const str = (value: unknown): string | undefined => (typeof value === "string" ? value : undefined)

function messageFrom(entry: unknown): RivertyMessage | undefined {
  if (typeof entry === "string") return { message: entry }
  if (!entry || typeof entry !== "object") return undefined
  const record = entry as Record<string, unknown>
  const message: RivertyMessage = {
    type: str(record.type),
    code: str(record.code) ?? (typeof record.code === "number" ? String(record.code) : undefined),
    message: str(record.message) ?? str(record.description) ?? str(record.title) ?? str(record.detail),
    customerFacingMessage: str(record.customerFacingMessage),
    actionCode: str(record.actionCode) ?? str(record.action),
    fieldReference: str(record.fieldReference) ?? str(record.fieldName),
  }
  for (const key of Object.keys(message) as (keyof RivertyMessage)[]) {
    if (message[key] === undefined) delete message[key]
  }
  return Object.keys(message).length > 0 ? message : undefined
}

/**
 * The messages of an error body, whichever shape the service chose: an array of message objects
 * (v3 400), a single `{message}` (401, 405), or an object holding an `errors`/`messages` list.
 */
export function messagesFromBody(body: unknown): RivertyMessage[] {
  if (body === undefined || body === null || body === "") return []
  if (Array.isArray(body)) return body.map(messageFrom).filter((m): m is RivertyMessage => m !== undefined)
  if (typeof body === "string") return [{ message: body.slice(0, 4096) }]
  if (typeof body === "object") {
    const record = body as Record<string, unknown>
    for (const key of ["errors", "messages", "riskCheckMessages"]) {
      if (Array.isArray(record[key])) return messagesFromBody(record[key])
    }
    const single = messageFrom(record)
    return single ? [single] : []
  }
  return []
}
