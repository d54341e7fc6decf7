import {
  NOTIFICATION_TYPES,
  notificationEnvelopeSchema,
  notificationSchema,
  orderNumberOfNotification,
  parseWebhook,
  webhookEnvelopeSchema,
  type NotificationType,
} from "riverty-client"
import { isObject } from "@medusajs/framework/utils"
import { describeIssues as describeAll, unsafeTextIssues } from "../../lib/validate"
import { nestedDeeperThan } from "./nesting"

export type InterpretedNotification =
  | {
      kind: "accepted"
      notificationId: string
      source: "notification" | "webhook"
      type: string
      orderNumber: string | null
      payload: unknown
      /** False for well-formed notifications of a type this plugin has no effect for. */
      actionable: boolean
    }
  | { kind: "rejected"; reason: string; idHint: string | null; type: string | null; payload: unknown }

const KNOWN_TYPES = new Set<string>(NOTIFICATION_TYPES)

/**
 * No Riverty notification nests anywhere near this; far deeper would fail where it is stored
 * (PostgreSQL parses the body into the row's payload, within its stack limit) and later walked.
 */
export const MAX_NOTIFICATION_DEPTH = 32

/** At most a few validation issues, as paths and messages: enough to diagnose, no values. */
const describeIssues = (issues: ReadonlyArray<{ path: PropertyKey[]; message: string }>): string =>
  describeAll(issues.slice(0, 5), "(body)")


const stringOr = (value: unknown): string | null => (typeof value === "string" && value ? value : null)

/**
 * Validates a verified body with the client's schemas: the spec envelope `{id, timestamp, type,
 * parameters|documents}` or the real service's BNPL webhook `{Header, Body}`. Unknown types with a
 * valid envelope are accepted (kept, not acted on) so a type Riverty adds later is not lost.
 */
export function interpretNotification(rawBody: string): InterpretedNotification {
  let payload: unknown
  try {
    payload = JSON.parse(rawBody)
  } catch {
    return { kind: "rejected", reason: "body is not JSON", idHint: null, type: null, payload: null }
  }
  if (nestedDeeperThan(payload, MAX_NOTIFICATION_DEPTH)) {
    // Kept as raw text only: the parsed value is what cannot be serialised again.
    return { kind: "rejected", reason: `body nests deeper than ${MAX_NOTIFICATION_DEPTH} levels`, idHint: null, type: null, payload: null }
  }
  const unsafe = unsafeTextIssues(payload, { multiline: true }, 1)
  if (unsafe.length) {
    // Valid JSON whose escapes make a NUL, a control character or a lone surrogate, which the
    // plugin's text rule refuses (PostgreSQL's jsonb cannot even hold `\u0000` or `\ud800`): kept
    // as its raw text only and refused, where storing it would fail and answer 500 on every redelivery.
    return { kind: "rejected", reason: `body holds text the plugin refuses: ${describeIssues(unsafe)}`, idHint: null, type: null, payload: null }
  }
  if (!payload || typeof payload !== "object" || Array.isArray(payload)) {
    return { kind: "rejected", reason: "body is not a JSON object", idHint: null, type: null, payload }
  }
  const record = payload as Record<string, unknown>

  if ("Header" in record) {
    const envelope = webhookEnvelopeSchema.safeParse(payload)
    const header = (record.Header ?? {}) as Record<string, unknown>
    if (!envelope.success) {
      return {
        kind: "rejected",
        reason: `invalid webhook envelope: ${describeIssues(envelope.error.issues)}`,
        idHint: stringOr(header.MessageId),
        type: stringOr(header.MessageName),
        payload,
      }
    }
    try {
      parseWebhook(payload)
    } catch (error) {
      const issues = (error as { issues?: Array<{ path: PropertyKey[]; message: string }> }).issues ?? []
      return {
        kind: "rejected",
        reason: `invalid ${envelope.data.Header.MessageName} body: ${describeIssues(issues)}`,
        idHint: envelope.data.Header.MessageId,
        type: `webhook/${envelope.data.Header.MessageName}`,
        payload,
      }
    }
    return {
      kind: "accepted",
      notificationId: envelope.data.Header.MessageId,
      source: "webhook",
      type: `webhook/${envelope.data.Header.MessageName}`,
      orderNumber: orderNumberOfNotification(record),
      payload,
      actionable: true,
    }
  }

  // The type's own schema first: a valid notification of a known type (nearly every delivery) is
  // validated once. The envelope schema explains a failure and takes the types not known here.
  const claimedType = stringOr(record.type)
  if (claimedType && KNOWN_TYPES.has(claimedType) && payloadKeysFit(record) && notificationSchema.safeParse(payload).success) {
    return accepted(record.id as string, claimedType, record, true)
  }

  const envelope = notificationEnvelopeSchema.safeParse(payload)
  if (!envelope.success) {
    return {
      kind: "rejected",
      reason: `invalid notification envelope: ${describeIssues(envelope.error.issues)}`,
      idHint: stringOr(record.id),
      type: stringOr(record.type),
      payload,
    }
  }
  const type = envelope.data.type
  if (KNOWN_TYPES.has(type)) {
    const typed = notificationSchema.safeParse(payload)
    if (!typed.success) {
      return {
        kind: "rejected",
        reason: `invalid ${type as NotificationType}: ${describeIssues(typed.error.issues)}`,
        idHint: envelope.data.id,
        type,
        payload,
      }
    }
  }
  return accepted(envelope.data.id, type, record, KNOWN_TYPES.has(type))
}

/**
 * What the envelope schema checks beyond a type's own schema: the payload key the type does not
 * use, when present, still has its envelope shape (`parameters` an object, `documents` a list).
 */
const payloadKeysFit = (record: Record<string, unknown>): boolean =>
  (record.parameters === undefined || isObject(record.parameters)) && (record.documents === undefined || Array.isArray(record.documents))

const accepted = (notificationId: string, type: string, record: Record<string, unknown>, actionable: boolean): InterpretedNotification => ({
  kind: "accepted",
  notificationId,
  source: "notification",
  type,
  orderNumber: orderNumberOfNotification(record),
  payload: record,
  actionable,
})
