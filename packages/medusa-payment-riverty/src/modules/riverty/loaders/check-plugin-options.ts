import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { LoaderOptions } from "@medusajs/framework/types"
import { PUBLISHED_SECRETS } from "riverty-client"
import { checkPublishedSecrets, missingProviderNeeds, publishedSecretOptions, rivertyProviderEntries, type ConfigModule } from "../../../connection"
import { decodePersonalDataKey } from "../lib/personal-data-vault"
import { parseModuleOptions } from "../options"

// The same 32 bytes written another way (hex for base64) are the same published key.
const PUBLISHED_KEYS = PUBLISHED_SECRETS.map(decodePersonalDataKey).filter((key): key is Buffer => Buffer.isBuffer(key))
const isPublishedKey = (value: string): boolean => {
  const key = decodePersonalDataKey(value)
  return Buffer.isBuffer(key) && PUBLISHED_KEYS.some((published) => published.equals(key))
}

/**
 * Checks the plugin entry's options at startup, where every Riverty option of the store is set:
 * refuses a notificationSecret, signatureKey or personalDataKey published in this repository
 * (outside development on loopback; warns there), and, when the store has Riverty payment
 * providers, a plugin entry without what they need (the providers read their connection from here
 * on first use, which would be the first checkout).
 */
export default async function checkPluginOptions({ container, options }: LoaderOptions): Promise<void> {
  const moduleOptions = parseModuleOptions(options)
  checkPublishedSecrets([
    ...publishedSecretOptions(moduleOptions, ["notificationSecret", "signatureKey"]),
    ...(isPublishedKey(moduleOptions.personalDataKey) ? (["personalDataKey"] as const) : []),
  ])
  let configModule: ConfigModule
  try {
    configModule = container.resolve<ConfigModule>(ContainerRegistrationKeys.CONFIG_MODULE)
  } catch {
    return
  }
  // Parsing the entries also refuses a shared option written into one, naming it.
  const providers = rivertyProviderEntries(configModule)
  const missing = providers.length > 0 ? missingProviderNeeds(moduleOptions) : []
  if (missing.length > 0) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Invalid riverty module options: the Riverty payment providers (${providers.map((p) => p.id).join(", ")}) need ${missing.join(", ")} in the plugin entry's options`,
    )
  }
}
