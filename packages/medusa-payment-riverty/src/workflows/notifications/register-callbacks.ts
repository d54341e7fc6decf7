import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { NOTIFICATION_TYPES, type NotificationType } from "riverty-client"
import { notificationUrlOf, RIVERTY_MODULE, type RivertyModuleService } from "../../modules/riverty"
import { rivertyClient } from "../../connection"

export interface RegistrationResult {
  url: string
  notificationTypes: NotificationType[]
}

/** The last callback registration as stored for the admin's Connection area. */
export interface CallbacksRegistration {
  id: string | null
  url: string
  notification_types: NotificationType[]
  registered_at: string
}

/**
 * Registers this store's notification URL for every notification type with
 * `POST /administration/{version}/notification-callbacks`. The endpoint secret goes along (the
 * emulator signs with it; the real service's handling of it is not published).
 */
export async function registerNotificationCallbacks(
  container: MedusaContainer,
  overrides: { url?: string; notificationTypes?: NotificationType[] } = {},
): Promise<RegistrationResult> {
  const { options } = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const url = overrides.url ?? notificationUrlOf(options)
  if (!url) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Set notificationUrl or backendUrl in the riverty options to register notification callbacks")
  if (!options.oauth) throw new MedusaError(MedusaError.Types.INVALID_DATA, "Set oauth { clientId, clientSecret } in the riverty options to register notification callbacks")
  const client = rivertyClient(container)
  const notificationTypes = overrides.notificationTypes ?? [...NOTIFICATION_TYPES]
  const answer = await client.callbacks.register({
    notificationTypes,
    url,
    ...(options.notificationSecret ? { secret: options.notificationSecret } : {}),
  })
  // Riverty publishes no way to list registered callbacks: the admin shows the last registration.
  const registration: CallbacksRegistration = { id: typeof answer.id === "string" ? answer.id : null, url, notification_types: notificationTypes, registered_at: new Date().toISOString() }
  await container.resolve<RivertyModuleService>(RIVERTY_MODULE).writeConnectionState("callbacks_registration", registration)
  return { url, notificationTypes }
}
