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

/** ISO 8601 with up to seven fractional digits and an offset (spec, Events). */
const NOTIFICATION_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?([+-]\d{2}:\d{2}|Z)$/

/**
 * The spec's notification envelope, written out: id, timestamp, type and parameters (an object);
 * the daily ledger notification carries documents at the top level instead of parameters.
 */
export function expectNotificationEnvelope(body: Record<string, unknown>): void {
  expect(typeof body.id).toBe("string")
  expect(String(body.id).length).toBeGreaterThan(0)
  expect(typeof body.type).toBe("string")
  expect(body.timestamp).toMatch(NOTIFICATION_TIME)
  if (body.type === "accounting/dailyGlaccountBalance") {
    expect(Array.isArray(body.documents)).toBe(true)
    for (const key of Object.keys(body)) expect(["id", "timestamp", "type", "documents"]).toContain(key)
  } else {
    expect(body.parameters).toEqual(expect.any(Object))
    expect(Array.isArray(body.parameters)).toBe(false)
    for (const key of Object.keys(body)) expect(["id", "timestamp", "type", "parameters"]).toContain(key)
  }
}

/**
 * A BNPL webhook as the facts file shows it: PascalCase Header {TransmittedTimestamp, ClientId,
 * MessageName, Version "1.0", MessageId (uuid), ShopId, CountryCode} and a Body object.
 */
export function expectBnplWebhook(body: Record<string, unknown>, messageName: string): void {
  const header = body.Header as Record<string, unknown>
  expect(header).toMatchObject({ MessageName: messageName, Version: "1.0", MessageId: expect.stringMatching(UUID) })
  expect(header.TransmittedTimestamp ?? header.TransmittedTimeStamp).toEqual(expect.any(String))
  for (const key of ["ClientId", "ShopId", "CountryCode"]) expect(header).toHaveProperty(key)
  expect(body.Body).toEqual(expect.any(Object))
}
