import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { NOTIFICATION_RECEIVED_EVENT } from "../modules/riverty"
import { processNotification } from "../workflows/notifications"

/** Processes a notification right after the receiving route stored it, off the request path. */
export default async function rivertyNotificationReceived({ event, container }: SubscriberArgs<{ id: string }>) {
  await processNotification(container, event.data.id)
}

export const config: SubscriberConfig = {
  event: NOTIFICATION_RECEIVED_EVENT,
  context: { subscriberId: "riverty-notification-received" },
}
