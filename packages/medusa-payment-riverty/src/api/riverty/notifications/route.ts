import type { MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { IEventBusModuleService } from "@medusajs/framework/types"
import { Modules } from "@medusajs/framework/utils"
import { logText } from "../../../connection"
import { NOTIFICATION_RECEIVED_EVENT } from "../../../modules/riverty"
import { MAX_NOTIFICATION_BYTES, notificationOf, readRawBodyOr413, verifiedNotification } from "./read-notification"

/**
 * The one way in for every Riverty notification family (the Riverty providers' Medusa
 * `/hooks/payment/<provider>` hands its requests to the same receiver, see
 * api/hooks/payment/riverty-hand-off.ts). The body is read here, as the exact bytes sent.
 */
export async function POST(req: MedusaRequest, res: MedusaResponse): Promise<void> {
  await receiveRivertyNotification(req, res, () => readRawBodyOr413(req, res, MAX_NOTIFICATION_BYTES))
}

/**
 * Receives a Riverty notification of any family, whichever URL it came to. Order matters:
 * authenticate before reading the body as data (401 stores nothing), store before answering (the
 * row makes the notification durable whatever the event bus is), answer, then emit
 * `riverty.notification.received` with the row id: its subscriber runs the row's workflow, on a
 * worker when this process only serves HTTP. `readBody` gives the exact bytes sent, or undefined
 * when it has answered itself (413).
 */
export async function receiveRivertyNotification(
  req: MedusaRequest,
  res: MedusaResponse,
  readBody: () => Promise<Buffer | undefined>,
): Promise<void> {
  const verified = await verifiedNotification(req, res, {
    subject: "Riverty notification",
    refusal: "Riverty notification refused",
    readBody,
  })
  if (!verified) return
  const { raw, signature, rivertyModule, logger } = verified

  const { rawBody, notification } = notificationOf(raw)
  if (notification.kind === "rejected") {
    const { id, stored } = await rivertyModule.storeRejected({
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

  const { stored, id } = await rivertyModule.receiveNotification({
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
    const conflicted = await rivertyModule.recordNotificationConflict(notification.notificationId, rawBody)
    if (conflicted) logger.warn(`Riverty notification ${conflicted} delivered again with another body; kept the first, conflict recorded`)
  }
  res.status(200).json({ received: true, duplicate: !stored })
  if (!stored || !id || !notification.actionable) return
  const eventBus = req.scope.resolve<IEventBusModuleService>(Modules.EVENT_BUS)
  // Delayed and retried as Medusa's own /hooks/payment delays and retries its webhook event
  // (notificationDelayMs, notificationEventAttempts): a burst is acknowledged before its runs take
  // the CPU, and on a bus that retries (Redis) a run that threw is tried again.
  const delay = rivertyModule.options.notificationDelayMs
  const attempts = rivertyModule.options.notificationEventAttempts
  await eventBus.emit({ name: NOTIFICATION_RECEIVED_EVENT, data: { id, type: notification.type } }, { delay, attempts }).catch((error: unknown) => {
    // The stored row is what counts: the scheduled job runs it once its first attempt is due.
    logger.warn(`Riverty notification ${id} stored but its event could not be emitted: ${logText((error as Error)?.message ?? error, 500)}`)
  })
}
