import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { LoaderOptions } from "@medusajs/framework/types"
import { PUBLISHED_SECRETS } from "riverty-client"
import { checkPublishedSecrets, publishedSecretOptions } from "../../../connection"
import { decodePersonalDataKey } from "../lib/personal-data-vault"
import { parseModuleOptions } from "../options"

type ProviderEntry = { resolve?: unknown; id?: unknown; options?: Record<string, unknown> }
type ModuleEntry = { resolve?: unknown; options?: { providers?: ProviderEntry[] } }

// The plugin's provider is registered as "medusa-payment-riverty/providers/riverty" in a store and
// "./src/providers/riverty" in this repository.
const isRivertyProvider = (entry: ProviderEntry) => /(^|\/)providers\/riverty\/?$/.test(String(entry.resolve ?? ""))

/** `notificationSecret` of every Riverty payment provider entry in the store's config that sets one. */
export function providerNotificationSecrets(configModule: { modules?: unknown } | undefined): { id: string; secret: unknown }[] {
  const modules = configModule?.modules
  const entries = (Array.isArray(modules) ? modules : Object.values(modules ?? {})) as ModuleEntry[]
  return entries.flatMap((entry) =>
    (entry && typeof entry === "object" ? (entry.options?.providers ?? []) : [])
      .filter((provider) => isRivertyProvider(provider) && provider.options?.notificationSecret !== undefined)
      .map((provider) => ({ id: String(provider.id ?? "riverty"), secret: provider.options?.notificationSecret })),
  )
}

// The same 32 bytes written another way (hex for base64) are the same published key.
const PUBLISHED_KEYS = PUBLISHED_SECRETS.map(decodePersonalDataKey).filter((key): key is Buffer => Buffer.isBuffer(key))
const isPublishedKey = (value: string): boolean => {
  const key = decodePersonalDataKey(value)
  return Buffer.isBuffer(key) && PUBLISHED_KEYS.some((published) => published.equals(key))
}

/**
 * Refuses to start with a notificationSecret or personalDataKey published in this repository
 * (outside development on loopback; warns there), and when a Riverty provider has a
 * notificationSecret other than the plugin's. Two
 * secrets used to turn every payment notification into `not_supported` without a word: the
 * endpoint verified with one, the provider with the other. The provider falls back to the
 * plugin's secret, so the plugin option is the one place to set it.
 */
export default async function checkNotificationSecret({ container, options }: LoaderOptions): Promise<void> {
  const moduleOptions = parseModuleOptions(options)
  checkPublishedSecrets([
    ...publishedSecretOptions(moduleOptions, ["notificationSecret"]),
    ...(isPublishedKey(moduleOptions.personalDataKey) ? (["personalDataKey"] as const) : []),
  ])
  let configModule: { modules?: unknown } | undefined
  try {
    configModule = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE)
  } catch {
    return
  }
  for (const { id, secret } of providerNotificationSecrets(configModule)) {
    if (secret !== moduleOptions.notificationSecret) {
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        `Riverty payment provider "${id}" has a notificationSecret that differs from the plugin's (riverty module) notificationSecret. ` +
          "Use one secret: set it in the plugin options and leave it out of the provider options, or give both the same value.",
      )
    }
  }
}
