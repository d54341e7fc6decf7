import type { IncomingMessage } from "node:http"
import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, isObject } from "@medusajs/framework/utils"
import {
  NOTIFICATION_TYPES,
  notificationEnvelopeSchema,
  notificationSchema,
  orderNumberOfNotification,
  parseWebhook,
  verifyNotificationSignature,
  webhookEnvelopeSchema,
  type NotificationType,
} from "riverty-client"
import { escapeText, unsafeTextProblem } from "../../../connection"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import { describeIssues as describeAll, unsafeTextIssues } from "../../lib/validate"

// Reading a Riverty notification request, in the order the receiver (route.ts) applies it: the
// sender's signature over the exact bytes (body size capped), then the bytes as text, then the
// text as one of Riverty's notification shapes.

/** Largest notification body accepted; Riverty's are a few kilobytes. */
export const MAX_NOTIFICATION_BYTES = 1024 * 1024

// The body, exactly as sent.

export class BodyTooLargeError extends Error {}

/**
 * The request body exactly as sent, up to `limit` bytes. A larger body is refused as soon as it
 * passes the limit; the rest is read and dropped so the client still gets the answer.
 */
export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let refused = false
    req.on("data", (chunk: Buffer) => {
      if (refused) return
      size += chunk.length
      if (size > limit) {
        refused = true
        chunks.length = 0
        reject(new BodyTooLargeError(`body larger than ${limit} bytes`))
        return
      }
      chunks.push(chunk)
    })
    req.on("end", () => {
      if (!refused) resolve(Buffer.concat(chunks))
    })
    req.on("error", reject)
  })
}

/**
 * The request body up to `limit` bytes, or undefined after answering 413 (and closing the
 * connection, so a sender does not keep streaming into a refused request).
 */
export async function readRawBodyOr413(
  req: IncomingMessage,
  res: { setHeader(name: string, value: string): unknown; status(code: number): { json(body: unknown): unknown } },
  limit: number,
): Promise<Buffer | undefined> {
  try {
    return await readRawBody(req, limit)
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error
    res.setHeader("connection", "close")
    res.status(413).json({ message: "Request body too large" })
    return undefined
  }
}

// The sender's signature.

export type SignedNotification<Raw> = {
  raw: Raw
  signature: string | undefined
  rivertyModule: RivertyModuleService
  logger: Logger
}

export type SignatureCheckOptions<Raw> = {
  /** Names the delivery in log lines: `Riverty notification`. */
  subject: string
  /** Log line of a refused signature, before its reason: `Riverty notification refused`. */
  refusal: string
  /** The raw body; `undefined` when the reader has answered the request itself (e.g. 413). */
  readBody: () => Raw | undefined | Promise<Raw | undefined>
}

/**
 * The one check of a Riverty notification's sender (called by the receiver only, route.ts): without a configured `notificationSecret` it
 * answers 503 (before the body is read), with a `Riverty-Signature` that does not match the raw body
 * within the configured tolerance 401, each with its log line; otherwise it hands back the body and
 * the signature. `undefined` means the request has been answered.
 */
export async function verifiedNotification<Raw extends Buffer | string>(
  req: MedusaRequest,
  res: MedusaResponse,
  options: SignatureCheckOptions<Raw>,
): Promise<SignedNotification<Raw> | undefined> {
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const logger = req.scope.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const secret = rivertyModule.options.notificationSecret
  if (!secret) {
    logger.error(`${options.subject} received but no notificationSecret is configured; answering 503`)
    res.status(503).json({ message: "Riverty notifications are not configured" })
    return undefined
  }
  const raw = await options.readBody()
  if (raw === undefined) return undefined
  const header = req.headers["riverty-signature"]
  const signature = Array.isArray(header) ? header[0] : header
  const check = verifyNotificationSignature(signature, raw, secret, {
    toleranceSeconds: rivertyModule.options.signatureToleranceSeconds,
  })
  if (!check.valid) {
    logger.warn(`${options.refusal}: ${check.reason}`)
    res.status(401).json({ message: "Invalid Riverty-Signature" })
    return undefined
  }
  return { raw, signature, rivertyModule, logger }
}

// The bytes as text.

const UTF8 = new TextDecoder("utf-8", { fatal: true })

/**
 * Why a verified notification body cannot be read as JSON text, with the body escaped for keeping
 * (`\u0000`, `\u001b`, U+FFFD for bytes that are not UTF-8); undefined for a body that is text.
 * Tab, LF and CR stay allowed: they are JSON's whitespace, and a string holding one as an escape
 * is judged after parsing (interpretNotification).
 */
export function unsafeBodyText(raw: Buffer): { reason: string; escaped: string } | undefined {
  let text: string
  try {
    text = UTF8.decode(raw)
  } catch {
    return { reason: "body is not UTF-8 text", escaped: escapeText(raw.toString("utf8")) }
  }
  const problem = unsafeTextProblem(text, { multiline: true })
  return problem ? { reason: `body ${problem}`, escaped: escapeText(text) } : undefined
}

// The text as a notification.

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

/**
 * Whether a parsed JSON value nests arrays or objects deeper than `max` levels. Iterative: the
 * point is to refuse a body whose depth would overflow the stack of a recursive walk (zod, JSON
 * serialisation when storing it), so this walk must not recurse itself.
 */
export function nestedDeeperThan(value: unknown, max: number): boolean {
  const stack: Array<{ value: unknown; depth: number }> = [{ value, depth: 0 }]
  while (stack.length > 0) {
    const { value: current, depth } = stack.pop()!
    if (!current || typeof current !== "object") continue
    if (depth + 1 > max) return true
    for (const child of Array.isArray(current) ? current : Object.values(current)) {
      if (child && typeof child === "object") stack.push({ value: child, depth: depth + 1 })
    }
  }
  return false
}

/**
 * A verified body read as a notification. Riverty sends JSON text: bytes that are not UTF-8, or
 * text holding a NUL or another control character (JSON's whitespace aside), are refused before
 * anything reads them as data; the rejected row keeps them escaped (`\u0000`), so no raw byte
 * reaches the database or a log. `rawBody` is the text to store.
 */
export function notificationOf(raw: Buffer): { rawBody: string; notification: InterpretedNotification } {
  const unsafe = unsafeBodyText(raw)
  if (unsafe) return { rawBody: unsafe.escaped, notification: { kind: "rejected", reason: unsafe.reason, idHint: null, type: null, payload: null } }
  const rawBody = raw.toString("utf8")
  return { rawBody, notification: interpretNotification(rawBody) }
}
