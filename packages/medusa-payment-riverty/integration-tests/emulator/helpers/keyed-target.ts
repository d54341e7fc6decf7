import { startEmulator, type EmulatorOptions, type RunningEmulator } from "riverty-emulator"
import { FAST } from "./emulator"
import { fetchOnce } from "./raw"
import { contractTarget } from "./target"

/**
 * Raw HTTP against the target (the emulator of this file, or RIVERTY_CONFORMANCE_URL), without the
 * client: the client validates and parses with the schemas the emulator uses, so a check through
 * it would compare the emulator with itself.
 */
export interface RawTarget {
  url: string
  /** v3 keys per country: the emulator's, or RIVERTY_CONFORMANCE_API_KEY_<CC> (helpers/target.ts). */
  keys: Record<string, string>
  emu?: RunningEmulator
  stop(): Promise<void>
}

export interface RawAnswer<T = unknown> {
  status: number
  body: T
}

export async function rawTarget(options: EmulatorOptions = {}): Promise<RawTarget> {
  const target = contractTarget()
  if (target) {
    const keys = Object.fromEntries(Object.entries(target.apiKeys).filter((e): e is [string, string] => Boolean(e[1])))
    return { url: target.url, keys, stop: async () => undefined }
  }
  const emu = await startEmulator({ ...FAST, ...options })
  const keys: Record<string, string> = {}
  for (const k of emu.config.apiKeys) if (k.country) keys[k.country] = k.key
  return { url: emu.url, keys, emu, stop: () => emu.stop() }
}

/**
 * An emulator of its own in strict mode (the checks Riverty does not make), whatever the suite
 * runs against: only for `itEmulatorOnly` cases.
 */
export async function strictTarget(): Promise<RawTarget> {
  const emu = await startEmulator({ ...FAST, strict: true })
  const keys: Record<string, string> = {}
  for (const k of emu.config.apiKeys) if (k.country) keys[k.country] = k.key
  return { url: emu.url, keys, emu, stop: () => emu.stop() }
}

export async function raw<T = unknown>(
  t: RawTarget,
  method: string,
  path: string,
  init: { headers?: Record<string, string>; body?: unknown } = {},
): Promise<RawAnswer<T>> {
  const headers: Record<string, string> = { ...(init.headers ?? {}) }
  if (init.body !== undefined) headers["content-type"] = "application/json"
  const res = await fetchOnce(`${t.url}${path}`, {
    method,
    headers,
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await res.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body: body as T }
}

/** A v3 call with the key of a country. */
export function v3<T = unknown>(t: RawTarget, country: string, method: string, path: string, body?: unknown): Promise<RawAnswer<T>> {
  const key = t.keys[country]
  if (!key) throw new Error(`no v3 key for ${country}`)
  return raw<T>(t, method, `/api/v3${path}`, { headers: { "x-auth-key": key }, body })
}

/** A bearer token of the emulator's OAuth client (emulator mode only). */
export async function bearer(t: RawTarget): Promise<string> {
  if (!t.emu) throw new Error("bearer needs the emulator's credentials")
  const res = await fetch(`${t.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({
      grant_type: "client_credentials",
      client_id: t.emu.config.clientId,
      client_secret: t.emu.config.clientSecret,
    }).toString(),
  })
  const body = (await res.json()) as { access_token: string }
  return body.access_token
}

/** The `{code, fieldReference}` pairs of a message-array or error-entry answer. */
export function codes(body: unknown): { code?: string; fieldReference?: string }[] {
  if (!Array.isArray(body)) return []
  return body.map((m: { code?: string; fieldReference?: string }) => ({ code: m.code, fieldReference: m.fieldReference }))
}
