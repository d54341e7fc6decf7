import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { LoaderOptions } from "@medusajs/framework/types"
import { PUBLISHED_SECRETS, isGuessableSecret, type SecretFlaw } from "riverty-client"
import { checkPublishedSecrets, type FlawedSecret, missingProviderNeeds, publishedSecretOptions, rivertyProviderEntries, type ConfigModule } from "../../../connection"
import { decodePersonalDataKey } from "../lib/personal-data-vault"
import { parseModuleOptions } from "../options"

// The same 32 bytes written another way (hex for base64) are the same published key.
const PUBLISHED_KEYS = PUBLISHED_SECRETS.map(decodePersonalDataKey).filter((key): key is Buffer => Buffer.isBuffer(key))
/** Why the personalDataKey is no key: its 32 bytes are published, or they are text a person wrote. */
const personalDataKeyFlaw = (value: string): SecretFlaw | undefined => {
  const key = decodePersonalDataKey(value)
  if (!Buffer.isBuffer(key)) return undefined
  if (PUBLISHED_KEYS.some((published) => published.equals(key))) return "published"
  // 32 random bytes are printable text about once in 10^17; text is checked as a typed secret.
  const text = key.toString("latin1")
  return /^[\x20-\x7e]+$/.test(text) && isGuessableSecret(text) ? "guessable" : undefined
}

/**
 * Checks the plugin entry's options at startup, where every Riverty option of the store is set:
 * refuses a notificationSecret, signatureKey or personalDataKey published in this repository or
 * guessable (in production or a server beyond loopback; warns elsewhere), and, when the store has Riverty payment
 * providers, a plugin entry without what they need (the providers read their connection from here
 * on first use, which would be the first checkout).
 */
export default async function checkPluginOptions({ container, options }: LoaderOptions): Promise<void> {
  const moduleOptions = parseModuleOptions(options)
  const keyFlaw = personalDataKeyFlaw(moduleOptions.personalDataKey)
  const keyFlaws: FlawedSecret[] = keyFlaw ? [{ option: "personalDataKey", flaw: keyFlaw }] : []
  checkPublishedSecrets([...publishedSecretOptions(moduleOptions, ["notificationSecret", "signatureKey"]), ...keyFlaws])
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
