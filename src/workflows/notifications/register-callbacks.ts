import { NOTIFICATION_TYPES, createRivertyClient, type NotificationType } from "../../riverty"
import { notificationUrlOf, type RivertyModuleOptions } from "../../modules/riverty"

export interface RegistrationResult {
  url: string
  notificationTypes: NotificationType[]
}

const ENVIRONMENT_NAMES = {
  production: "production",
  partner_test: "partnerTest",
  sandbox: "sandbox",
  emulator: "emulator",
} as const

/**
 * Registers this store's notification URL for every notification type with
 * `POST /administration/{version}/notification-callbacks`. The endpoint secret goes along (the
 * emulator signs with it; the real service's handling of it is not published).
 */
export async function registerNotificationCallbacks(
  options: RivertyModuleOptions,
  overrides: { url?: string; notificationTypes?: NotificationType[] } = {},
): Promise<RegistrationResult> {
  const url = overrides.url ?? notificationUrlOf(options)
  if (!url) throw new Error("Set notificationUrl or backendUrl in the riverty options to register notification callbacks")
  if (!options.oauth) throw new Error("Set oauth { clientId, clientSecret } in the riverty options to register notification callbacks")
  const client = createRivertyClient({
    environment: ENVIRONMENT_NAMES[options.environment],
    emulatorUrl: options.baseUrl,
    baseUrls: options.callbacksBaseUrl ? { callbacks: options.callbacksBaseUrl } : undefined,
    authUrl: options.authUrl,
    oauth: options.oauth,
    callbackApiVersion: options.callbackApiVersion,
  })
  const notificationTypes = overrides.notificationTypes ?? [...NOTIFICATION_TYPES]
  await client.callbacks.register({
    notificationTypes,
    url,
    ...(options.notificationSecret ? { secret: options.notificationSecret } : {}),
  })
  return { url, notificationTypes }
}
