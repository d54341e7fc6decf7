import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { inboxDrainer, type InboxDrainer } from "../../../workflows/notifications/drain-inbox"
import { verifiedNotification } from "../../lib/notification-signature"
import { logText } from "../../../connection"
import { interpretNotification, type InterpretedNotification } from "./interpret"
import { unsafeBodyText } from "./unsafe-body"

/** Largest notification body accepted; Riverty's are a few kilobytes. */
export const MAX_NOTIFICATION_BYTES = 1024 * 1024

/**
 * Receives a Riverty notification of any family, whichever URL it came to. Order matters:
 * authenticate before reading the body as data (401 stores nothing), store before answering, and
 * process later from the inbox, so the answer comes fast and a crash after the answer loses
 * nothing. `readBody` gives the exact bytes sent, or undefined when it has answered itself (413).
 * This is the only place a notification's signature is checked and its body parsed.
 */
export async function receiveRivertyNotification(
  req: MedusaRequest,
  res: MedusaResponse,
  readBody: () => Promise<Buffer | undefined>,
): Promise<void> {
  // Processing in this process holds back while deliveries are being received (drain-inbox.ts).
  const drainer = inboxDrainer(req.scope)
  const answered = drainer.beginDelivery()
  try {
    await receive(req, res, readBody, drainer)
  } finally {
    answered()
  }
}

async function receive(
  req: MedusaRequest,
  res: MedusaResponse,
  readBody: () => Promise<Buffer | undefined>,
  drainer: InboxDrainer,
): Promise<void> {
  const verified = await verifiedNotification(req, res, {
    subject: "Riverty notification",
    refusal: "Riverty notification refused",
    readBody,
  })
  if (!verified) return
  const { raw, signature, riverty, logger } = verified

  // Riverty sends JSON text: bytes that are not UTF-8, or text holding a NUL or another control
  // character (JSON's whitespace aside), are refused before anything reads them as data; the
  // rejected row keeps them escaped (`\u0000`), so no raw byte reaches the database or a log.
  const unsafe = unsafeBodyText(raw)
  const rawBody = unsafe ? unsafe.escaped : raw.toString("utf8")
  const notification: InterpretedNotification = unsafe
    ? { kind: "rejected", reason: unsafe.reason, idHint: null, type: null, payload: null }
    : interpretNotification(rawBody)
  if (notification.kind === "rejected") {
    const { id, stored } = await riverty.storeRejected({
      notification_id_hint: notification.idHint,
      type: notification.type,
      reason: notification.reason,
      raw_body: rawBody,
      payload: notification.payload,
    })
    logger.warn(`Riverty notification rejected as malformed (${id}${stored ? "" : ", delivered again"}): ${logText(notification.reason, 500)}`)
    res.status(400).json({ message: `Malformed notification: ${notification.reason}` })
    return
  }

  const { stored, id } = await riverty.receiveNotification({
    notification_id: notification.notificationId,
    source: notification.source,
    type: notification.type,
    order_number: notification.orderNumber,
    raw_body: rawBody,
    signature,
    status: notification.actionable ? "received" : "skipped",
  })
  if (!stored) {
    // Same id, another body: acknowledged like any redelivery (Riverty would otherwise retry it
    // for days) but kept on the first row as a conflict for the merchant; the first body stays the
    // one processed. The row id is the plugin's own, so the log line carries nothing received.
    const conflicted = await riverty.recordNotificationConflict(notification.notificationId, rawBody)
    if (conflicted) logger.warn(`Riverty notification ${conflicted} delivered again with another body; kept the first, conflict recorded`)
  }
  res.status(200).json({ received: true, duplicate: !stored })
  // Processing is not this request's: the stored row is durable, the drainer takes it in a batch
  // (here, or on a worker when this process only serves HTTP) and the scheduled job is the net.
  if (stored && id && notification.actionable) drainer.received(id)
}
