import type { ExecArgs, Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { registerNotificationCallbacks } from "../workflows/notifications"

/**
 * Registers the store's notification URL for every Riverty notification type:
 *   npx medusa exec ./src/scripts/register-riverty-notifications.ts [url]
 * Without a URL argument it uses the riverty options' notificationUrl or {backendUrl}/riverty/notifications.
 */
export default async function registerRivertyNotifications({ container, args }: ExecArgs): Promise<void> {
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  const result = await registerNotificationCallbacks(container, { url: args?.[0] })
  logger.info(`Riverty notifications registered: ${result.notificationTypes.length} types -> ${result.url}`)
}
