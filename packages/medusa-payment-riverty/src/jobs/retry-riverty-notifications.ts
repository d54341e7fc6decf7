import type { MedusaContainer } from "@medusajs/framework/types"
import { RIVERTY_MODULE, type RivertyModuleService } from "../modules/riverty"
import { runNotification } from "../workflows/notifications/process-notification"

/** Pages one run of the job takes at most, so it ends even while rows keep falling due. */
const MAX_PAGES = 100

/**
 * The safety net of the inbox: runs, `notificationConcurrency` at a time and in pages of
 * `notificationBatchSize`, every row whose attempt is due: a stored row whose event was lost (its
 * first attempt falls due one processing lease after it arrived), a failed run whose backoff
 * passed, and a run whose process died (its lease ran out). Each run claims its row in one
 * conditional update, so this job on several processes, or beside an event's run, never applies
 * a row twice.
 */
export default async function retryRivertyNotifications(container: MedusaContainer): Promise<void> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const { notificationBatchSize: size, notificationConcurrency: lanes } = rivertyModule.options
  for (let page = 0; page < MAX_PAGES; page++) {
    const due = await rivertyModule.listRivertyNotifications(
      { status: ["received", "failed", "processing"], next_attempt_at: { $lte: new Date() } },
      { select: ["id", "type"], take: size, order: { next_attempt_at: "ASC" } },
    )
    let next = 0
    await Promise.all(
      Array.from({ length: lanes }, async () => {
        while (next < due.length) {
          const row = due[next++]
          await runNotification(container, { id: row.id, type: row.type })
        }
      }),
    )
    if (due.length < size) return
  }
}

export const config = {
  name: "riverty-notification-retries",
  schedule: "* * * * *",
}
