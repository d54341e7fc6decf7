import { startEmulator, type EmulatorOptions, type RunningEmulator } from "riverty-emulator"
import {
  createRivertyClient,
  DEFAULT_RETRY_POLICY,
  emulatorEnvironment,
  RivertyTransport,
  silentLogger,
  TokenCache,
  type RivertyClient,
} from "riverty-client"
import { contractTarget, type ContractTarget } from "./target"
import { pollUntil } from "../../poll"

/** Fast schedules so retries and async work finish within a test. */
export const FAST: EmulatorOptions = {
  port: 0,
  retrySchedule: [40, 80, 160],
  asyncDelayMs: 5,
  deliveryTimeoutMs: 2000,
  sweepIntervalMs: 60_000,
}

/**
 * The service under test. Normally a fresh emulator per file; in contract mode
 * (RIVERTY_CONFORMANCE_URL) a stand-in for the remote service carrying only its address and
 * credentials, so the options are ignored and cases needing them are `itControl`.
 */
export async function emulator(options: EmulatorOptions = {}): Promise<RunningEmulator> {
  const target = contractTarget()
  if (target) return remote(target)
  return startEmulator({ ...FAST, ...options })
}

/** Only url, config's credentials and stop() are meaningful: nothing else of a remote service is reachable. */
function remote(target: ContractTarget): RunningEmulator {
  const apiKeys = Object.entries(target.apiKeys).map(([country, key]) => ({ key: String(key), country }))
  if (target.apiKey && !apiKeys.some((k) => k.key === target.apiKey)) apiKeys.push({ key: target.apiKey, country: undefined as never })
  return {
    url: target.url,
    config: { apiKeys, clientId: target.clientId, clientSecret: target.clientSecret },
    stop: async () => undefined,
  } as unknown as RunningEmulator
}

/** Per-module addresses and token issuer of the contract target, as client options. */
function targetAddresses(): Pick<Parameters<typeof createRivertyClient>[0] & object, "baseUrls" | "authUrl"> {
  const target = contractTarget()
  return target ? { baseUrls: target.baseUrls, authUrl: target.authUrl } : {}
}

/** A client of every module pointed at the emulator, with its own token cache. */
export function clientFor(emu: RunningEmulator, overrides: Parameters<typeof createRivertyClient>[0] = {}): RivertyClient {
  const apiKeys: Record<string, string> = {}
  for (const k of emu.config.apiKeys) if (k.country) apiKeys[k.country] = k.key
  return createRivertyClient({
    environment: "emulator",
    emulatorUrl: emu.url,
    ...targetAddresses(),
    apiKeys,
    apiKey: apiKeys.DE ?? emu.config.apiKeys[0]?.key,
    oauth: { clientId: emu.config.clientId, clientSecret: emu.config.clientSecret },
    tokenCache: new TokenCache(),
    retry: { retries: 2, baseDelayMs: 10, maxDelayMs: 50 },
    timeoutMs: 5000,
    ...overrides,
  })
}

/** The control API, which the client does not cover. */
export function control(emu: RunningEmulator) {
  const call = async <T = unknown>(method: string, path: string, body?: unknown): Promise<{ status: number; body: T }> => {
    const headers: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" }
    if (emu.config.controlToken) headers["x-emulator-token"] = emu.config.controlToken
    const res = await fetch(`${emu.url}/_emulator${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
    })
    const text = await res.text()
    return { status: res.status, body: (text ? JSON.parse(text) : undefined) as T }
  }
  return {
    call,
    get: <T = unknown>(path: string) => call<T>("GET", path),
    post: <T = unknown>(path: string, body: unknown = {}) => call<T>("POST", path, body),
    del: <T = unknown>(path: string) => call<T>("DELETE", path),
  }
}

export function waitFor<T>(probe: () => T | undefined | Promise<T | undefined>, timeoutMs = 5000, what = "condition"): Promise<T> {
  // A probe may answer false for "not yet".
  return pollUntil(async () => {
    const value = await probe()
    return (value as unknown) === false ? undefined : value
  }, { timeoutMs, intervalMs: 20, what })
}

/**
 * The client's transport without the client's request validation in front: to prove that the
 * emulator itself refuses what the client would refuse locally.
 */
export function transportFor(emu: RunningEmulator): RivertyTransport {
  const target = contractTarget()
  return new RivertyTransport({
    environment: target ? { baseUrls: target.baseUrls, authUrl: target.authUrl } : emulatorEnvironment(emu.url),
    // The DE key, like clientFor: keys serve their own country and see their own orders.
    apiKey: (emu.config.apiKeys.find((k) => k.country === "DE") ?? emu.config.apiKeys[0])?.key,
    oauth: { clientId: emu.config.clientId, clientSecret: emu.config.clientSecret },
    timeoutMs: 5000,
    retry: { ...DEFAULT_RETRY_POLICY, retries: 0 },
    tokenCache: new TokenCache(),
    logger: silentLogger,
    logBodies: false,
    validateResponses: true,
  })
}
