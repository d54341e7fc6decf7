import { z } from "zod"
import type { ActionCode } from "./enums"
import type { MessageObject } from "./messages"
import { truncate } from "../normalise/text"
import { issuePath } from "./issues"

/** Validation codes of the service (facts §2.2) with their meaning. */
export const VALIDATION_CODES = {
  "400.000": "Unknown error",
  "400.001": "Request body is missing, empty or invalid",
  "400.002": "Value is required",
  "400.003": "Value out of range",
  "400.004": "Value format is incorrect",
  "400.005": "String exceeds maximum length",
  "400.006": "String below minimum length",
  "400.007": "A decimal value has more than allowed decimal digits",
} as const
export type ValidationCode = keyof typeof VALIDATION_CODES

/** Body text the service sends with a 400 of its validation family. */
export const MODEL_VALIDATION_FAILED = "Model validation failed."

type Issue = z.core.$ZodIssue

/** `order.items[0].productId`, the service's dotted style; `request` for the body itself. */
export function fieldReferenceOf(path: readonly PropertyKey[]): string {
  return truncate(issuePath(path, "brackets") || "request", 100)
}

function isMissing(issue: Issue): boolean {
  // With `reportInput` zod records the input (undefined for an absent field); without it only an
  // invalid_type message says "received undefined".
  if ("input" in issue) return issue.input === undefined
  return issue.code === "invalid_type" && /received undefined/.test(issue.message)
}

function customCode(issue: Issue): string | undefined {
  if (issue.code !== "custom") return undefined
  const code = issue.params?.rivertyCode
  return typeof code === "string" ? code : undefined
}

/** The service's 400.00x code for one zod issue. */
export function validationCodeOf(issue: Issue): string {
  if (issue.code === "custom") return customCode(issue) ?? "400.004"
  if (issue.path.length === 0 && issue.code === "invalid_type") return "400.001"
  if (isMissing(issue)) return "400.002"
  switch (issue.code) {
    case "too_big":
      return issue.origin === "string" ? "400.005" : "400.003"
    case "too_small":
      return issue.origin === "string" ? "400.006" : "400.003"
    case "not_multiple_of":
      return "400.007"
    default:
      return "400.004"
  }
}

// Consumer-entered data is worth re-entering; anything else is the merchant's integration fault.
const CONSUMER_FIELDS = /^(customer|deliveryCustomer)\b/

function actionCodeOf(fieldReference: string): ActionCode {
  return CONSUMER_FIELDS.test(fieldReference) ? "AskConsumerToReEnterData" : "Unavailable"
}

function messageText(meaning: string, fieldReference: string, detail: string): string {
  const base = `${meaning}: ${fieldReference}`
  return detail.startsWith(meaning) ? `${base}${detail.slice(meaning.length)}` : `${base} (${detail})`
}

/**
 * Zod issues as the service's 400 message objects: `{type, code, message, fieldReference,
 * actionCode}` with the 400.00x codes of the facts file, one per issue, in issue order.
 */
export function toMessageObjects(error: z.ZodError | readonly Issue[]): MessageObject[] {
  const issues = error instanceof z.ZodError ? error.issues : error
  return issues.map((issue) => {
    const code = validationCodeOf(issue)
    const fieldReference = fieldReferenceOf(issue.path)
    const meaning = VALIDATION_CODES[code as ValidationCode] ?? VALIDATION_CODES["400.000"]
    const actionCode = actionCodeOf(fieldReference)
    const message: MessageObject = {
      type: "BusinessError",
      code,
      message: truncate(messageText(meaning, fieldReference, issue.message), 4096),
      actionCode,
      fieldReference,
    }
    if (actionCode === "AskConsumerToReEnterData") {
      message.customerFacingMessage = "Some of the details you entered are missing or invalid. Please check them and try again."
    }
    return message
  })
}

export type RequestValidation<T> =
  | { success: true; data: T }
  | { success: false; messages: MessageObject[]; error: z.ZodError }

/**
 * Validates a request body the way the service does: on success the normalised body (names
 * truncated, phones international, amounts rounded), on failure the 400 message objects.
 */
export function validateRequest<S extends z.ZodType>(schema: S, body: unknown): RequestValidation<z.output<S>> {
  if (body === undefined || body === null) {
    const issue: Issue = { code: "invalid_type", expected: "object", path: [], message: "Request body is missing" }
    const error = new z.ZodError([issue])
    return { success: false, messages: toMessageObjects(error), error }
  }
  const result = schema.safeParse(body, { reportInput: true })
  if (result.success) return { success: true, data: result.data }
  return { success: false, messages: toMessageObjects(result.error), error: result.error }
}
