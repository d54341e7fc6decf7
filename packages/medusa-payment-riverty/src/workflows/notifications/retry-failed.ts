import type { MedusaContainer } from "@medusajs/framework/types"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../modules/riverty"
import { processNotification, type ProcessingResult } from "./run-notification"

export interface RetryAllResult {
  /** Failed or dead notifications found (at most the limit). */
  selected: number
  /** Per outcome: processed, failed again, dead again, or claimed by another worker meanwhile. */
  results: Record<ProcessingResult, number>
  /** Ids left for a next call when more than `limit` were waiting. */
  more: boolean
}

/**
 * The admin's "retry all": claims up to `limit` failed and dead notifications and runs each once.
 * The claim is one statement guarded by status, so a second call (or a drain at the same time)
 * never applies an effect twice.
 */
export async function retryFailedNotifications(container: MedusaContainer, limit: number): Promise<RetryAllResult> {
  const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const ids = await riverty.listRetryableNotificationIds(limit + 1)
  const selected = ids.slice(0, limit)
  const results: Record<ProcessingResult, number> = { processed: 0, not_claimed: 0, failed: 0, dead: 0 }
  for (const id of selected) {
    const claimed = await riverty.claimNotificationForRetry(id)
    if (!claimed) {
      results.not_claimed += 1
      continue
    }
    results[await processNotification(container, claimed)] += 1
  }
  return { selected: selected.length, results, more: ids.length > limit }
}
