import { randomBytes } from "node:crypto"
import { SECRET_FLAW_TEXT, secretFlaw } from "riverty-client/published-secrets"
import type { Clock } from "./core/clock"

export const COUNTRIES = ["NO", "SE", "FI", "DK", "DE", "AT", "CH", "NL", "BE"] as const
export type Country = (typeof COUNTRIES)[number]

export interface ApiKeyOption {
  key: string
  /** The country the key was issued for (keys are per webshop and country). */
  country?: Country
}

export interface RateLimitOption {
  requests: number
  windowMs: number
}

export interface EmulatorLogger {
  info(message: string): void
  warn(message: string): void
}

export interface EmulatorOptions {
  /** 0 picks a free port. The CLI defaults to 4010. */
  port?: number
  host?: string
  /** Address the emulator is reached at from a browser (hosted page links); defaults to the bound URL. */
  publicUrl?: string
  apiKeys?: ApiKeyOption[]
  clientId?: string
  clientSecret?: string
  notifyUrl?: string
  /** Signing secret of `Riverty-Signature`; a random one per run when not given (`providerOptions.notifications.secret`). */
  notifySecret?: string
  /** Key of the redirect return signature; a random one per run when not given (`providerOptions.signatureKey`). */
  signatureKey?: string
  stateFile?: string
  maxBodyBytes?: number
  /** Off unless set. */
  rateLimit?: RateLimitOption
  /** Milliseconds between delivery attempts; the last value repeats until the receiver acknowledges. */
  retrySchedule?: number[]
  /** 0 = retry until acknowledged. */
  maxDeliveryAttempts?: number
  deliveryTimeoutMs?: number
  authorizationTtlDays?: number
  redirectTtlMs?: number
  /** Delay before an asynchronous accounting request is validated and its notification emitted. */
  asyncDelayMs?: number
  tokenTtlSeconds?: number
  journalLimit?: number
  /** Keep request bodies unredacted in the journal (tests only). */
  journalRawBodies?: boolean
  /** Business code of the accounting module's notifications and paths. */
  businessCode?: string
  /**
   * Also send the BNPL webhooks of the real service (`{Header, Body}`): AuthorizeAccepted and
   * CustomerAuthenticationCompleted when a hosted page completes, InvoiceStatus_PaymentReceived
   * when an invoice is paid. Off by default.
   */
  bnplWebhooks?: boolean
  /** Seed the default customers, claims, subscriptions and lookup personas. Default true. */
  seed?: boolean
  clock?: Clock
  logger?: EmulatorLogger
  /** How often expiries are checked in real time. */
  sweepIntervalMs?: number
  /**
   * When set, the control API under /_emulator requires the header `X-Emulator-Token` with this
   * value. Worth setting whenever the emulator listens on more than the loopback interface.
   */
  controlToken?: string
  /**
   * Also make the checks Riverty does not make (each line's VAT the rate's share of its gross),
   * so a project's own tests catch what Riverty would let through. Off by default: the emulator
   * then answers as Riverty's sandbox does.
   */
  strict?: boolean
}

export interface ResolvedConfig {
  port: number
  host: string
  publicUrl?: string
  apiKeys: ApiKeyOption[]
  clientId: string
  clientSecret: string
  notifyUrl?: string
  notifySecret: string
  signatureKey: string
  stateFile?: string
  maxBodyBytes: number
  rateLimit?: RateLimitOption
  retrySchedule: number[]
  maxDeliveryAttempts: number
  deliveryTimeoutMs: number
  authorizationTtlDays: number
  redirectTtlMs: number
  asyncDelayMs: number
  tokenTtlSeconds: number
  journalLimit: number
  journalRawBodies: boolean
  seed: boolean
  sweepIntervalMs: number
  businessCode: string
  bnplWebhooks: boolean
  controlToken?: string
  strict: boolean
}

/** Keys the repository's medusa-config.ts uses by default, one per country. */
export function defaultApiKeys(): ApiKeyOption[] {
  return COUNTRIES.map((country) => ({ key: `emulator-key-${country.toLowerCase()}`, country }))
}

export const DEFAULT_RETRY_SCHEDULE = [10_000, 30_000, 60_000, 300_000, 900_000, 3_600_000, 10_800_000]

/** Hosts only this machine can reach: the loopback addresses and `localhost`. */
export function isLoopback(host: string): boolean {
  const h = host.trim().toLowerCase().replace(/^\[(.*)\]$/, "$1")
  return h === "localhost" || h === "::1" || h === "::ffff:127.0.0.1" || /^127(\.\d{1,3}){3}$/.test(h)
}

const randomSecret = () => randomBytes(32).toString("hex")

/**
 * Beyond loopback, a secret written in the medusa-payment-riverty repository, or one not random
 * enough to be a key, would let anyone on the network sign notifications or redirect returns:
 * refused, naming the option (never the value).
 */
function assertSecretsFitHost(host: string, secrets: { notifySecret?: string; signatureKey?: string }): void {
  if (isLoopback(host)) return
  const flags = { notifySecret: "notifySecret (--notify-secret)", signatureKey: "signatureKey (--signature-key)" }
  const flawed = (["notifySecret", "signatureKey"] as const).flatMap((name) => {
    const flaw = secretFlaw(secrets[name])
    return flaw ? [`${flags[name]}: ${SECRET_FLAW_TEXT[flaw]}`] : []
  })
  if (flawed.length > 0) {
    throw new Error(`host ${host} is reachable from the network, and ${flawed.join("; ")}. Leave it out (a random one is made per run) or give a random one of your own.`)
  }
}

export function resolveConfig(options: EmulatorOptions): ResolvedConfig {
  const host = options.host ?? "127.0.0.1"
  assertSecretsFitHost(host, options)
  const schedule = options.retrySchedule?.length ? options.retrySchedule : DEFAULT_RETRY_SCHEDULE
  if (schedule.some((ms) => !Number.isFinite(ms) || ms < 0)) {
    throw new RangeError("retrySchedule holds non-negative milliseconds")
  }
  return {
    port: options.port ?? 0,
    host,
    publicUrl: options.publicUrl?.replace(/\/+$/, ""),
    apiKeys: options.apiKeys?.length ? options.apiKeys : defaultApiKeys(),
    clientId: options.clientId ?? "emulator-client",
    clientSecret: options.clientSecret ?? "emulator-client-secret",
    notifyUrl: options.notifyUrl,
    notifySecret: options.notifySecret ?? randomSecret(),
    signatureKey: options.signatureKey ?? randomSecret(),
    stateFile: options.stateFile,
    maxBodyBytes: options.maxBodyBytes ?? 1024 * 1024,
    rateLimit: options.rateLimit,
    retrySchedule: schedule,
    maxDeliveryAttempts: options.maxDeliveryAttempts ?? 0,
    deliveryTimeoutMs: options.deliveryTimeoutMs ?? 10_000,
    authorizationTtlDays: options.authorizationTtlDays ?? 30,
    redirectTtlMs: options.redirectTtlMs ?? 30 * 60 * 1000,
    asyncDelayMs: options.asyncDelayMs ?? 50,
    tokenTtlSeconds: options.tokenTtlSeconds ?? 86_400,
    journalLimit: options.journalLimit ?? 1000,
    journalRawBodies: options.journalRawBodies ?? false,
    seed: options.seed ?? true,
    sweepIntervalMs: options.sweepIntervalMs ?? 1000,
    businessCode: options.businessCode ?? "RIVERTY-EMU",
    bnplWebhooks: options.bnplWebhooks ?? false,
    controlToken: options.controlToken,
    strict: options.strict ?? false,
  }
}
