import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { parseJsonBody } from "./json-body"
import { unsafeTextError, unsafeTextIssues, type UnsafeTextIssue } from "./validate"

/**
 * The plugin's route prefixes: every request passes `refuseUnsafeInput` first (middlewares.ts).
 * The notification routes are not among them: their signature is checked over the raw bytes
 * before the body is read as data (riverty/notifications/read-notification.ts applies the rule after it).
 */
export const CHECKED_PREFIXES = ["/store/riverty", "/admin/riverty", "/riverty/return"] as const

/** Medusa's route that creates a cart's payment session, a Riverty one among them. */
export const PAYMENT_SESSIONS = "/store/payment-collections/:id/payment-sessions"

/**
 * Every prefix `refuseUnsafeInput` guards: the plugin's, and Medusa's payment collections, whose
 * payment-session route takes a Riverty session's data (its JSON body is read by the rule, as the
 * plugin's are). The rule runs ahead of Medusa's validators there, so no key or value they would
 * quote in a logged message holds a control character, and a path part that is not UTF-8 is a 400
 * (Express decodes path parameters when a route's pattern matches, and answers that with a 500).
 */
export const UNSAFE_INPUT_PREFIXES = [...CHECKED_PREFIXES, "/store/payment-collections"] as const

/** The path's segments as the route reads them (decoded), each named by its position; a segment that does not decode is an issue itself. */
function pathIssues(req: MedusaRequest): UnsafeTextIssue[] {
  const segments = `${req.baseUrl}${req.path}`.split("/").filter(Boolean)
  const issues: UnsafeTextIssue[] = []
  for (const [index, segment] of segments.entries()) {
    let decoded: string
    try {
      decoded = decodeURIComponent(segment)
    } catch {
      issues.push({ path: ["path", index], message: "is not valid percent-encoded UTF-8" })
      continue
    }
    issues.push(...unsafeTextIssues(decoded).map((issue) => ({ ...issue, path: ["path", index] })))
  }
  return issues
}

/**
 * Reads the JSON body of a plugin route (lib/json-body.ts) and checks every string the route
 * reads (path parameters, query, JSON body; values and keys, at any depth) with the one text rule,
 * before any middleware of the route, any call to Riverty or the database: a NUL, another control character or a lone surrogate is a 400 naming the field
 * (`address.address_1`, `session_id`, `path[4]` for the fifth segment of the path). Registered
 * without methods, so Medusa runs it before every route middleware and handler under the prefixes.
 */
export async function refuseUnsafeInput(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  const issues = [...pathIssues(req), ...unsafeTextIssues(req.query).map((issue) => ({ ...issue, path: issue.path.length ? issue.path : ["query"] }))]
  if (issues.length) return next(unsafeTextError(issues.slice(0, 5), "body"))
  try {
    // Medusa's body parser is off for these routes (middlewares.ts): the body is read here, unless
    // something has read the stream already (then its parsed body is what is checked).
    if (!req.readableEnded && !(await parseJsonBody(req, res))) return
  } catch (error) {
    return next(error)
  }
  const inBody = unsafeTextIssues(req.body)
  if (inBody.length) return next(unsafeTextError(inBody, "body"))
  next()
}

