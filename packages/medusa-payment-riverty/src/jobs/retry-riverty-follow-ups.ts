import type { MedusaContainer } from "@medusajs/framework/types"
import { runDueFollowUps } from "../workflows/follow-ups/run-follow-up"

/**
 * Runs follow-up work (capture on shipment, void after cancel, return notification) whose retry is
 * due, and any whose worker died mid-way (its lease ran out). Claims are atomic, so several
 * servers may run it at once.
 */
export default async function retryRivertyFollowUps(container: MedusaContainer): Promise<void> {
  await runDueFollowUps(container)
}

export const config = {
  name: "riverty-follow-up-retries",
  schedule: "* * * * *",
}
