import type { MedusaContainer } from "@medusajs/framework/types"
import { processDueNotifications } from "../workflows/notifications"

/**
 * The safety net of the inbox: drains, in bounded batches, whatever no nudge reached (an event
 * lost, a server-only process with no worker listening), failed notifications whose retry is due,
 * and claims whose lease ran out (their process died). Claims are one statement with
 * `FOR UPDATE SKIP LOCKED`, so this job on several processes never takes one row twice.
 */
export default async function retryRivertyNotifications(container: MedusaContainer): Promise<void> {
  await processDueNotifications(container)
}

export const config = {
  name: "riverty-notification-retries",
  schedule: "* * * * *",
}
