import type { MedusaContainer } from "@medusajs/framework/types"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../modules/riverty"
import { runNotification, type ProcessingResult } from "./process-notification"

export interface RetryAllResult {
  /** Failed or dead notifications found (at most the limit). */
  selected: number
  /** Per outcome: processed, failed again, dead again, or claimed by another run meanwhile. */
  results: Record<ProcessingResult, number>
  /** Ids left for a next call when more than `limit` were waiting. */
  more: boolean
}

/**
 * The admin's "retry all": runs up to `limit` failed and dead notifications once each, oldest
 * first. Each run claims its row in one statement guarded by status, so a second call (or the
 * scheduled job at the same time) never applies an effect twice.
 */
export async function retryFailedNotifications(container: MedusaContainer, limit: number): Promise<RetryAllResult> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const rows = await rivertyModule.listRivertyNotifications(
    { status: ["failed", "dead"] },
    { select: ["id", "type"], take: limit + 1, order: { received_at: "ASC", id: "ASC" } },
  )
  const selected = rows.slice(0, limit)
  const results: Record<ProcessingResult, number> = { processed: 0, not_claimed: 0, failed: 0, dead: 0 }
  for (const row of selected) results[await runNotification(container, { id: row.id, type: row.type }, { retry: true })] += 1
  return { selected: selected.length, results, more: rows.length > limit }
}
