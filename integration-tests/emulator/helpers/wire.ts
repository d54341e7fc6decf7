import type { RawResponse } from "./raw"

/** The six fields of a ResponseMessage (facts file, error model). */
export const RESPONSE_MESSAGE_FIELDS = ["type", "code", "message", "customerFacingMessage", "actionCode", "fieldReference"]

/**
 * A v3 refusal as the facts file lays it out: HTTP 400 with a JSON array of ResponseMessage, the
 * first one a BusinessError with this code (and fieldReference, when given). Literals only: no
 * schema of the client decides what the wire may look like.
 */
export function expectRefusal(res: RawResponse, code: string, fieldReference?: string): Record<string, unknown> {
  expect(res.status).toBe(400)
  expect(Array.isArray(res.body)).toBe(true)
  const first = (res.body as Record<string, unknown>[])[0]
  expect(first).toMatchObject({ type: "BusinessError", code, ...(fieldReference === undefined ? {} : { fieldReference }) })
  expect(typeof first.message).toBe("string")
  for (const key of Object.keys(first)) expect(RESPONSE_MESSAGE_FIELDS).toContain(key)
  return first
}

/** A v3 refusal of any code, its message matching `text`. */
export function expectRefusalText(res: RawResponse, text: RegExp): void {
  expect(res.status).toBe(400)
  expect(Array.isArray(res.body)).toBe(true)
  expect((res.body as { message?: string }[]).map((m) => m.message).join(" | ")).toMatch(text)
}

export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
