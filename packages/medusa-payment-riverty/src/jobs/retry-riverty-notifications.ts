import type { MedusaContainer } from "@medusajs/framework/types"
import { processDueNotifications } from "../workflows/notifications"

/**
 * Picks up notifications whose retry is due, and any whose "received" event was lost or whose
 * worker died mid-way (their lease ran out). Claims are atomic, so several servers may run it.
 */
export default async function retryRivertyNotifications(container: MedusaContainer): Promise<void> {
  await processDueNotifications(container)
}

export const config = {
  name: "riverty-notification-retries",
  schedule: "* * * * *",
}
