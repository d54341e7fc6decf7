import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { NOTIFICATION_RECEIVED_EVENT } from "../modules/riverty"
import { runNotification } from "../workflows/notifications/process-notification"

/**
 * The receiver stored a notification (api/riverty/notifications/route.ts): run its workflow, here
 * or on a worker (Medusa routes events to workers when the server only serves HTTP). A failed run
 * is recorded on the row and left to the scheduled job's retry; this throws only when the run
 * could not even be recorded (the database gone), so a retrying event bus tries again.
 */
export default async function rivertyNotificationReceived({ event, container }: SubscriberArgs<{ id: string; type?: string | null }>) {
  if (!event.data?.id) return
  await runNotification(container, { id: event.data.id, type: event.data.type })
}

export const config: SubscriberConfig = {
  event: NOTIFICATION_RECEIVED_EVENT,
  context: { subscriberId: "riverty-notification-received" },
}
