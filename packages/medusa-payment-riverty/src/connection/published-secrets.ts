import { logger as medusaLogger } from "@medusajs/framework/logger"
import { MedusaError } from "@medusajs/framework/utils"
import { SECRET_FLAW_TEXT, secretFlaw, type SecretFlaw } from "riverty-client"

/** The options whose value is a secret that must never be one written in this repository. */
export type SecretOption = "notificationSecret" | "personalDataKey" | "signatureKey"

/** An option whose value is no secret, and why. */
export interface FlawedSecret {
  option: SecretOption
  flaw: SecretFlaw
}

type Env = Record<string, string | undefined>

// Hosts only this machine can reach: the loopback addresses and `localhost`.
const isLoopback = (host: string) => {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1")
  return h === "localhost" || h === "::1" || h === "::ffff:127.0.0.1" || /^127(\.\d{1,3}){3}$/.test(h)
}

// Medusa's commands that load the plugin and serve no HTTP (`medusa exec`, `medusa user`, the
// database and plugin commands, the build). Any other process may serve the store's routes.
const LISTENS_NOWHERE = /^(?:exec|user|build|lint|telemetry|codemod|new|db:[\w-]+|plugin:[\w-]+)$/

/** Whether `argv` is a Medusa command that listens nowhere. */
export function listensNowhere(argv: readonly string[] = process.argv): boolean {
  const command = argv[2]
  return command !== undefined && LISTENS_NOWHERE.test(command) && /medusa|@medusajs[\\/]cli/.test(argv[1] ?? "")
}

/** The address the process listens on: `-H`/`--host` on its command line, else `HOST` (Medusa's own). */
function listenAddress(env: Env, argv: readonly string[]): string | undefined {
  for (let i = 2; i < argv.length; i++) {
    if (argv[i] === "-H" || argv[i] === "--host") return argv[i + 1]?.trim()
    if (argv[i].startsWith("--host=")) return argv[i].slice("--host=".length).trim()
  }
  return env.HOST?.trim() || undefined
}

/**
 * Whether a published or guessable secret is only warned about: where it cannot be used against
 * a store. Refused with `NODE_ENV=production` (any value but development or test, which Medusa's
 * CLI sets, or none, which Medusa reads as not production) and in a process that serves HTTP
 * beyond loopback (`HOST` or `--host` another address); a command that listens nowhere warns.
 */
export function publishedSecretsTolerated(env: Env = process.env, argv: readonly string[] = process.argv): boolean {
  const nodeEnv = env.NODE_ENV?.trim()
  if (nodeEnv && nodeEnv !== "development" && nodeEnv !== "test") return false
  if (listensNowhere(argv)) return true
  const host = listenAddress(env, argv)
  return !host || isLoopback(host)
}

// Warned once per option and process: the providers parse their options once per payment type.
const warned = new Set<SecretOption>()

/** The options among `names` whose value in `options` is published in this repository or guessable. */
export function publishedSecretOptions(options: Partial<Record<SecretOption, unknown>>, names: readonly SecretOption[]): FlawedSecret[] {
  return names.flatMap((option) => {
    const flaw = secretFlaw(options[option])
    return flaw ? [{ option, flaw }] : []
  })
}

/**
 * Refuses (throws, naming the options) or warns once about each option of `flawed`. The value
 * itself is never printed.
 */
export function checkPublishedSecrets(
  flawed: readonly FlawedSecret[],
  {
    env = process.env,
    argv = process.argv,
    warn = (message: string) => medusaLogger.warn(message),
  }: { env?: Env; argv?: readonly string[]; warn?: (message: string) => void } = {},
): void {
  if (flawed.length === 0) return
  if (!publishedSecretsTolerated(env, argv)) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      flawed.map(({ option, flaw }) => `Riverty option ${option}: ${SECRET_FLAW_TEXT[flaw]}, so it is no secret.`).join(" ") +
        " Set a random value of your own (openssl rand -base64 32). Such a value is accepted only outside production by a process that serves no HTTP beyond loopback.",
    )
  }
  for (const { option, flaw } of flawed.filter(({ option }) => !warned.has(option))) {
    warned.add(option)
    warn(`Riverty option ${option}: ${SECRET_FLAW_TEXT[flaw]}; use it for local development only (refused in production and by a server beyond loopback).`)
  }
}

/** Tests only: forget which options were warned about. */
export function resetPublishedSecretWarnings(): void {
  warned.clear()
}
