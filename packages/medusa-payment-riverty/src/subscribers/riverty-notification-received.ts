import type { SubscriberArgs, SubscriberConfig } from "@medusajs/framework"
import { NOTIFICATION_RECEIVED_EVENT } from "../modules/riverty"
import { inboxDrainer } from "../workflows/notifications"

/**
 * A server-only process (workerMode `server`) stored notifications: this worker drains the inbox
 * in bounded batches (workflows/notifications/drain-inbox.ts), yielding while the servers report
 * a burst of deliveries (`arrivals`). It does not wait for the drain, so the event is done at
 * once; the stored rows, not the event, are what make the work durable.
 */
export default async function rivertyNotificationReceived({ event, container }: SubscriberArgs<{ id: string; arrivals?: number }>) {
  const drainer = inboxDrainer(container)
  drainer.serverArrivals(event.data?.arrivals)
  drainer.nudge()
}

export const config: SubscriberConfig = {
  event: NOTIFICATION_RECEIVED_EVENT,
  context: { subscriberId: "riverty-notification-received" },
}
