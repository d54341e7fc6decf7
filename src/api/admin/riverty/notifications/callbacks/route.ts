import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../../modules/riverty"
import { NOTIFICATION_TYPES } from "../../../../../riverty"
import { registerNotificationCallbacks } from "../../../../../workflows/notifications"

const Body = z
  .object({
    url: z.string().url().optional(),
    notification_types: z.array(z.enum(NOTIFICATION_TYPES)).min(1).optional(),
  })
  .strict()

/**
 * POST /admin/riverty/notifications/callbacks: registers the store's notification URL (or `url`)
 * for every notification type (or `notification_types`) at Riverty.
 */
export async function POST(req: AuthenticatedMedusaRequest, res: MedusaResponse): Promise<void> {
  const parsed = Body.safeParse(req.body ?? {})
  if (!parsed.success) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, parsed.error.issues.map((i) => `${i.path.join(".")}: ${i.message}`).join("; "))
  }
  const riverty = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  try {
    const result = await registerNotificationCallbacks(riverty.options, {
      url: parsed.data.url,
      notificationTypes: parsed.data.notification_types,
    })
    res.json({ url: result.url, notification_types: result.notificationTypes })
  } catch (error) {
    if (error instanceof MedusaError) throw error
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Registering Riverty notification callbacks failed: ${(error as Error).message}`)
  }
}
