import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { retryFailedNotifications } from "../../../../../workflows/notifications"
import type { RetryAllNotificationsBodyType } from "../validators"

/**
 * POST /admin/riverty/notifications/retry: runs up to `limit` failed and dead notifications again
 * now (oldest first); `more` says whether others are still waiting for a next call.
 */
export async function POST(req: AuthenticatedMedusaRequest<RetryAllNotificationsBodyType>, res: MedusaResponse): Promise<void> {
  const { selected, results, more } = await retryFailedNotifications(req.scope, req.validatedBody.limit)
  res.json({ selected, results, more })
}
