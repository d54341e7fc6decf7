import type { RunningEmulator } from "riverty-emulator"
import { contractTarget, type TargetModule } from "./target"

/**
 * Plain HTTP to the service under test, with none of the client's code (schemas, error mapping,
 * signing) in between: assertions on what comes back check the wire against the spec's literals,
 * not against the client's own idea of it.
 */
/* eslint-disable @typescript-eslint/no-explicit-any -- a response is whatever the service sent; each assertion states the shape it expects */
export interface RawResponse<T = any> {
  status: number
  headers: Headers
  /** Parsed JSON, or the text when the body is not JSON, or undefined when empty. */
  body: T
}

export interface RawOptions {
  /** Country of the v3 API key (keys are per webshop and country); default DE. */
  country?: string
  headers?: Record<string, string>
  /** Send no credentials at all. */
  anonymous?: boolean
}

/**
 * fetch, once more when a kept-alive socket turns out closed before any answer. In contract mode
 * every file shares one target and one connection pool, and an idle socket the server is closing
 * at that moment fails the next request without it ever having been read.
 */
export async function fetchOnce(url: string, init: RequestInit): Promise<Response> {
  try {
    return await fetch(url, init)
  } catch (error) {
    const code = (error as { cause?: { code?: string } }).cause?.code
    if (!contractTarget() || code !== "UND_ERR_SOCKET") throw error
    return fetch(url, init)
  }
}

export function raw(emu: RunningEmulator) {
  const target = contractTarget()
  const baseOf = (module: TargetModule) => (target ? target.baseUrls[module] : emu.url)
  const authUrl = target ? target.authUrl : emu.url
  let token: string | undefined

  const keyFor = (country = "DE"): string | undefined => {
    const keys = emu.config.apiKeys
    return (keys.find((k) => k.country === country) ?? keys.find((k) => !k.country) ?? keys[0])?.key
  }

  /** The client-credentials grant as the spec lays it out: form-encoded POST to {auth_url}/oauth/token. */
  const bearer = async (): Promise<string> => {
    if (token) return token
    const res = await fetchOnce(`${authUrl}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ grant_type: "client_credentials", client_id: emu.config.clientId, client_secret: emu.config.clientSecret }).toString(),
    })
    const body = (await res.json()) as { access_token?: string }
    if (res.status !== 200 || !body.access_token) throw new Error(`token endpoint answered ${res.status}`)
    token = body.access_token
    return token
  }

  const call = async <T = any>(module: TargetModule, method: string, path: string, body?: unknown, options: RawOptions = {}): Promise<RawResponse<T>> => {
    const headers: Record<string, string> = { accept: "application/json", ...options.headers }
    if (body !== undefined) headers["content-type"] = "application/json"
    const given = Object.keys(headers).map((h) => h.toLowerCase())
    if (!options.anonymous && !given.includes("x-auth-key") && !given.includes("authorization")) {
      // v3 (checkout and order management) takes X-Auth-Key; the other modules a bearer token.
      if (module === "checkout") headers["x-auth-key"] = keyFor(options.country) ?? ""
      else headers.authorization = `Bearer ${await bearer()}`
    }
    const res = await fetchOnce(`${baseOf(module)}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
      redirect: "manual",
    })
    const text = await res.text()
    let parsed: unknown = undefined
    if (text) {
      try {
        parsed = JSON.parse(text)
      } catch {
        parsed = text
      }
    }
    return { status: res.status, headers: res.headers, body: parsed as T }
  }

  return {
    call,
    get: <T = any>(module: TargetModule, path: string, options?: RawOptions) => call<T>(module, "GET", path, undefined, options),
    post: <T = any>(module: TargetModule, path: string, body: unknown = {}, options?: RawOptions) => call<T>(module, "POST", path, body, options),
    patch: <T = any>(module: TargetModule, path: string, body: unknown = {}, options?: RawOptions) => call<T>(module, "PATCH", path, body, options),
    put: <T = any>(module: TargetModule, path: string, body: unknown = {}, options?: RawOptions) => call<T>(module, "PUT", path, body, options),
    del: <T = any>(module: TargetModule, path: string, options?: RawOptions) => call<T>(module, "DELETE", path, undefined, options),
  }
}

// ---- the rules specs' plain helpers (one address for every module)

export interface RawAnswer {
  status: number
  body: unknown
}

export interface RawTarget {
  url: string
  apiKey: string
  clientId: string
  clientSecret: string
}

async function answer(res: Response): Promise<RawAnswer> {
  const text = await res.text()
  let body: unknown = text
  try {
    body = text ? JSON.parse(text) : undefined
  } catch {
    // not JSON: keep the text
  }
  return { status: res.status, body }
}

/** A v3 call with X-Auth-Key; `body` as a string is sent as it is. */
export async function v3(t: RawTarget, method: string, path: string, body?: unknown): Promise<RawAnswer> {
  const res = await fetchOnce(`${contractTarget()?.baseUrls.checkout ?? t.url}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-auth-key": t.apiKey },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  })
  return answer(res)
}

/** A bearer call (v1, subscriptions, callbacks) with a fresh client-credentials token. */
export async function bearer(t: RawTarget, method: string, pathOrUrl: string, body?: unknown): Promise<RawAnswer> {
  const tokenRes = await fetchOnce(`${contractTarget()?.authUrl ?? t.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: t.clientId, client_secret: t.clientSecret }).toString(),
  })
  const token = ((await tokenRes.json()) as { access_token: string }).access_token
  const res = await fetchOnce(pathOrUrl.startsWith("http") ? pathOrUrl : `${t.url}${pathOrUrl}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return answer(res)
}
