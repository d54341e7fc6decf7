import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { registerNotificationCallbacks } from "../../../../../workflows/notifications"
import type { RegisterCallbacksBodyType } from "../validators"

/**
 * POST /admin/riverty/notifications/callbacks: registers the store's notification URL (or `url`)
 * for every notification type (or `notification_types`) at Riverty.
 */
export async function POST(req: AuthenticatedMedusaRequest<RegisterCallbacksBodyType>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody
  try {
    const result = await registerNotificationCallbacks(req.scope, {
      url: body.url,
      notificationTypes: body.notification_types,
    })
    res.json({ url: result.url, notification_types: result.notificationTypes })
  } catch (error) {
    if (error instanceof MedusaError) throw error
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Registering Riverty notification callbacks failed: ${(error as Error).message}`)
  }
}
