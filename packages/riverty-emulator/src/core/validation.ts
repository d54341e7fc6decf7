import type { z } from "zod"
import { validateRequest } from "riverty-client/schemas"
import { CODES } from "./codes"
import type { EmulatorRequest, EmulatorResponse } from "./http-types"
import { messagesResponse, validationError } from "./messages"

export type Parsed<T> = { ok: true; value: T } | { ok: false; response: EmulatorResponse }

/** JSON body of a request; an empty body is `undefined`, malformed JSON is a 400.001. */
export function jsonBody(req: EmulatorRequest): Parsed<unknown> {
  if (req.rawBody.length === 0) return { ok: true, value: undefined }
  try {
    return { ok: true, value: JSON.parse(req.rawBody.toString("utf8")) as unknown }
  } catch {
    return {
      ok: false,
      response: messagesResponse(400, [validationError(CODES.bodyInvalid, "The request body is not valid JSON.", "request")]),
    }
  }
}

/**
 * Validates a value with a shared schema of `packages/riverty-client/src/schemas` and answers like the service:
 * HTTP 400 with the array of message objects (400.00x code, dotted fieldReference).
 */
export function validate<S extends z.ZodType>(schema: S, value: unknown): Parsed<z.output<S>> {
  const result = validateRequest(schema, value)
  if (result.success) return { ok: true, value: result.data }
  return { ok: false, response: messagesResponse(400, result.messages) }
}

/** Body parse + schema validation. With `allowEmpty` an empty body validates as `{}`. */
export function validateBody<S extends z.ZodType>(
  req: EmulatorRequest,
  schema: S,
  allowEmpty = false,
): Parsed<z.output<S>> {
  const body = jsonBody(req)
  if (!body.ok) return body
  return validate(schema, body.value === undefined && allowEmpty ? {} : body.value)
}

/** Query parameters as a plain object, for the schemas of paged reads. */
export function queryObject(req: EmulatorRequest): Record<string, string> {
  return Object.fromEntries(req.query)
}
