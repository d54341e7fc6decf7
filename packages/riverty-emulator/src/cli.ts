import { COUNTRIES, isLoopback, type ApiKeyOption, type Country, type EmulatorOptions } from "./config"
import { startEmulator, type RunningEmulator } from "./server"

export const USAGE = `Usage: riverty-emulator [options]

A stateful local emulator of the Riverty service (checkout and orders v3, customers v1,
subscriptions, accounting, merchants, claims, notifications, hosted redirect page).

Options:
  --port <n>                   Port to listen on (default 4010, env RIVERTY_EMULATOR_PORT; 0 = any)
  --host <host>                Interface to bind (default 127.0.0.1)
  --public-url <url>           Address browsers use to reach the emulator (default: the bound URL)
  --api-key <key[:COUNTRY]>    v3 API key, optionally for one country (NO SE FI DK DE AT CH NL BE);
                               repeat for several. Also COUNTRY=key. Default emulator-key-<cc> for all
  --client-id <id>             OAuth client id (default emulator-client)
  --client-secret <secret>     OAuth client secret (default emulator-client-secret)
  --notify-url <url>           Where notifications are delivered (also the default callback URL)
  --notify-secret <secret>     Signing secret of Riverty-Signature (default: a random one per run, printed)
  --signature-key <key>        Key of the redirect return signature (default: a random one per run, printed)
  --state-file <path>          Keep the state in this JSON file across restarts
  --max-body <size>            Largest request body, e.g. 1mb, 64kb, 10000 (default 1mb; 413 above)
  --rate-limit <n[/window]>    Requests per caller and window, e.g. 100/1s or 600/1m (default off; 429 above)
  --retry-schedule <list>      Delays between delivery attempts, e.g. 10s,30s,1m,5m (last one repeats)
  --max-delivery-attempts <n>  Give up after n attempts (default 0 = until acknowledged)
  --delivery-timeout <dur>     Timeout of one delivery attempt (default 10s)
  --authorization-ttl-days <n> Days until an uncaptured authorization expires (default 30)
  --redirect-ttl <dur>         Lifetime of an abandoned hosted page (default 30m)
  --control-token <token>      Require X-Emulator-Token on the control API (env RIVERTY_EMULATOR_CONTROL_TOKEN);
                               required with a --host beyond loopback, where a --notify-secret or
                               --signature-key published in this repository or guessable is refused
  --bnpl-webhooks              Also send the BNPL webhooks (CustomerAuthenticationCompleted, ...)
  --no-seed                    Start without the seeded customers, claims and subscriptions
  --strict                     Also make the checks Riverty does not make (each line's VAT the rate's
                               share of its gross; env RIVERTY_EMULATOR_STRICT=1); off: as Riverty answers
  --quiet                      Print only the URL
  --help                       Show this text
`

const BOOLEAN_FLAGS = new Set(["bnpl-webhooks", "no-seed", "strict", "quiet", "help"])
const VALUE_FLAGS = new Set([
  "port",
  "host",
  "public-url",
  "api-key",
  "client-id",
  "client-secret",
  "notify-url",
  "notify-secret",
  "signature-key",
  "state-file",
  "max-body",
  "rate-limit",
  "retry-schedule",
  "max-delivery-attempts",
  "delivery-timeout",
  "authorization-ttl-days",
  "redirect-ttl",
  "control-token",
])

/** `10s`, `1m`, `250ms`, `2h`, `1d` or plain milliseconds. */
export function parseDuration(text: string): number {
  const m = /^(\d+(?:\.\d+)?)(ms|s|m|h|d)?$/.exec(text.trim())
  if (!m) throw new Error(`Not a duration: ${text}`)
  const factor = { ms: 1, s: 1000, m: 60_000, h: 3_600_000, d: 86_400_000 }[m[2] ?? "ms"] ?? 1
  return Math.round(Number(m[1]) * factor)
}

export function parseSize(text: string): number {
  const m = /^(\d+)(b|kb|mb)?$/i.exec(text.trim())
  if (!m) throw new Error(`Not a size: ${text}`)
  return Number(m[1]) * { b: 1, kb: 1024, mb: 1024 * 1024 }[(m[2] ?? "b").toLowerCase() as "b" | "kb" | "mb"]
}

function parseApiKey(text: string): ApiKeyOption {
  const eq = /^([A-Za-z]{2})=(.+)$/.exec(text)
  const colon = /^(.+):([A-Za-z]{2})$/.exec(text)
  const [key, country] = eq ? [eq[2], eq[1]] : colon ? [colon[1], colon[2]] : [text, undefined]
  if (country === undefined) return { key }
  const upper = country.toUpperCase()
  if (!(COUNTRIES as readonly string[]).includes(upper)) throw new Error(`Unknown country in --api-key: ${country}`)
  return { key, country: upper as Country }
}

export interface CliOptions {
  options: EmulatorOptions
  quiet: boolean
  help: boolean
}

/** Turns argv into emulator options; throws with a readable message on a bad flag. */
export function parseArgs(argv: readonly string[], env: NodeJS.ProcessEnv = process.env): CliOptions {
  const options: EmulatorOptions = { port: env.RIVERTY_EMULATOR_PORT ? Number(env.RIVERTY_EMULATOR_PORT) : 4010 }
  const apiKeys: ApiKeyOption[] = []
  let quiet = false
  let help = false
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (!arg.startsWith("--")) throw new Error(`Unexpected argument: ${arg}`)
    const [flag, inline] = arg.slice(2).split(/=(.*)/s, 2) as [string, string | undefined]
    if (!BOOLEAN_FLAGS.has(flag) && !VALUE_FLAGS.has(flag)) throw new Error(`Unknown option --${flag}`)
    let value = inline
    if (VALUE_FLAGS.has(flag) && value === undefined) {
      value = argv[++i]
      if (value === undefined) throw new Error(`--${flag} needs a value`)
    }
    const v = value ?? ""
    switch (flag) {
      case "port":
        options.port = Number(v)
        if (!Number.isInteger(options.port) || options.port < 0 || options.port > 65535) throw new Error(`Bad --port: ${v}`)
        break
      case "host":
        options.host = v
        break
      case "public-url":
        options.publicUrl = v
        break
      case "api-key":
        apiKeys.push(parseApiKey(v))
        break
      case "client-id":
        options.clientId = v
        break
      case "client-secret":
        options.clientSecret = v
        break
      case "notify-url":
        options.notifyUrl = v
        break
      case "notify-secret":
        options.notifySecret = v
        break
      case "signature-key":
        options.signatureKey = v
        break
      case "state-file":
        options.stateFile = v
        break
      case "max-body":
        options.maxBodyBytes = parseSize(v)
        break
      case "rate-limit": {
        const [n, window] = v.split("/")
        const requests = Number(n)
        if (!Number.isInteger(requests) || requests <= 0) throw new Error(`Bad --rate-limit: ${v}`)
        options.rateLimit = { requests, windowMs: window ? parseDuration(/^\d/.test(window) ? window : `1${window}`) : 1000 }
        break
      }
      case "retry-schedule":
        options.retrySchedule = v.split(",").map(parseDuration)
        break
      case "max-delivery-attempts":
        options.maxDeliveryAttempts = Number(v)
        break
      case "delivery-timeout":
        options.deliveryTimeoutMs = parseDuration(v)
        break
      case "authorization-ttl-days":
        options.authorizationTtlDays = Number(v)
        break
      case "redirect-ttl":
        options.redirectTtlMs = parseDuration(v)
        break
      case "control-token":
        options.controlToken = v
        break
      case "bnpl-webhooks":
        options.bnplWebhooks = true
        break
      case "no-seed":
        options.seed = false
        break
      case "strict":
        options.strict = true
        break
      case "quiet":
        quiet = true
        break
      case "help":
        help = true
        break
      default:
        throw new Error(`Unknown option --${flag}`)
    }
  }
  if (apiKeys.length > 0) options.apiKeys = apiKeys
  if (options.strict === undefined && /^(1|true|yes)$/i.test(env.RIVERTY_EMULATOR_STRICT ?? "")) options.strict = true
  if (options.controlToken === undefined && env.RIVERTY_EMULATOR_CONTROL_TOKEN) options.controlToken = env.RIVERTY_EMULATOR_CONTROL_TOKEN
  if (!help && options.host !== undefined && !isLoopback(options.host) && !options.controlToken) {
    throw new Error(
      `--host ${options.host} makes the control API (reset, faults, state) reachable from the network. ` +
        "Add --control-token <token> (or set RIVERTY_EMULATOR_CONTROL_TOKEN), or bind 127.0.0.1.",
    )
  }
  return { options, quiet, help }
}

export { isLoopback }

/** What the CLI prints on start: the plugin entry to paste into medusa-config.ts, and the rest. */
export function startBanner(emulator: RunningEmulator): string {
  const options = JSON.stringify(
    { ...emulator.providerOptions, backendUrl: "http://localhost:9000", storefrontUrl: "http://localhost:8000" },
    null,
    2,
  )
    .split("\n")
    .map((line, i) => (i === 0 ? line : `      ${line}`))
    .join("\n")
  const c = emulator.config
  return [
    `Riverty emulator listening on ${emulator.url}`,
    "",
    "Plugin options for medusa-config.ts (plugins; the provider entry needs only resolve and id):",
    "",
    "    {",
    '      resolve: "medusa-payment-riverty",',
    `      options: ${options},`,
    "    }",
    "",
    `OAuth (customers, subscriptions, accounting, merchants, claims): token URL ${emulator.url}/oauth/token, client id ${c.clientId}, client secret ${c.clientSecret}`,
    `Notifications: ${c.notifyUrl ? `delivered to ${c.notifyUrl}` : "no --notify-url yet (register callbacks or restart with one)"}, signed with secret ${c.notifySecret}`,
    `Control API: ${emulator.url}/_emulator (reset, seed, journal, events, faults, deliveries, clock)`,
    c.stateFile ? `State file: ${c.stateFile}` : "State: in memory (use --state-file to keep it)",
  ].join("\n")
}

/** Entry point of `npx riverty-emulator`. */
export async function main(argv: readonly string[]): Promise<RunningEmulator | undefined> {
  const cli = parseArgs(argv)
  if (cli.help) {
    process.stdout.write(USAGE)
    return undefined
  }
  const emulator = await startEmulator({
    ...cli.options,
    logger: { info: (m) => console.log(m), warn: (m) => console.warn(m) },
  })
  console.log(cli.quiet ? emulator.url : startBanner(emulator))
  const shutdown = () => {
    emulator.stop().then(
      () => process.exit(0),
      () => process.exit(1),
    )
  }
  process.once("SIGINT", shutdown)
  process.once("SIGTERM", shutdown)
  return emulator
}
