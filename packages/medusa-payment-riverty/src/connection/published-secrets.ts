import { logger as medusaLogger } from "@medusajs/framework/logger"
import { MedusaError } from "@medusajs/framework/utils"
import { isPublishedSecret } from "riverty-client"

/** The options whose value is a secret that must never be one written in this repository. */
export type SecretOption = "notificationSecret" | "personalDataKey" | "signatureKey"

type Env = Record<string, string | undefined>

// Hosts only this machine can reach: the loopback addresses and `localhost`.
const isLoopback = (host: string) => {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1")
  return h === "localhost" || h === "::1" || h === "::ffff:127.0.0.1" || /^127(\.\d{1,3}){3}$/.test(h)
}

/**
 * Whether a published secret is only warned about: in development and test, on a server that
 * listens on loopback (`HOST`, Medusa's listen address, unset or a loopback address). Anything
 * else (production, staging, a development server opened to the network) refuses it.
 */
export function publishedSecretsTolerated(env: Env = process.env): boolean {
  const development = env.NODE_ENV === "development" || env.NODE_ENV === "test"
  const host = env.HOST?.trim()
  return development && (!host || isLoopback(host))
}

// Warned once per option and process: the providers parse their options once per payment type.
const warned = new Set<SecretOption>()

/** The options among `names` whose value in `options` is published in this repository. */
export function publishedSecretOptions(options: Partial<Record<SecretOption, unknown>>, names: readonly SecretOption[]): SecretOption[] {
  return names.filter((name) => isPublishedSecret(options[name]))
}

/**
 * Refuses (throws, naming the options) or warns once about each option of `published` (options
 * whose value is published in this repository). The value itself is never printed.
 */
export function checkPublishedSecrets(
  published: readonly SecretOption[],
  { env = process.env, warn = (message: string) => medusaLogger.warn(message) }: { env?: Env; warn?: (message: string) => void } = {},
): void {
  if (published.length === 0) return
  if (!publishedSecretsTolerated(env)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `Riverty option ${published.join(", ")}: the value is published in the medusa-payment-riverty repository, so it is no secret. ` +
        "Set a random value of your own (openssl rand -base64 32). A published value is accepted only in development on a loopback address.",
    )
  }
  for (const name of published.filter((option) => !warned.has(option))) {
    warned.add(name)
    warn(`Riverty option ${name}: the value is published in the medusa-payment-riverty repository; use it for local development only (refused outside development or beyond loopback).`)
  }
}

/** Tests only: forget which options were warned about. */
export function resetPublishedSecretWarnings(): void {
  warned.clear()
}
