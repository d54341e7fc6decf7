/**
 * The admin's calls to the plugin's admin API. The admin is served by the Medusa backend itself,
 * so the path reaches the API with the session cookie. Unlike the JS SDK's `FetchError`, an error
 * keeps the answer's stable `code`, which the admin translates (lib/api-errors.ts).
 */
import { AdminApiError } from "./admin-api-error"

const BASE = String(import.meta.env.VITE_BACKEND_URL || "").replace(/\/$/, "")

async function fetchJson<T>(path: string, init: { method?: string; body?: unknown; headers?: Record<string, string> } = {}): Promise<T> {
  const response = await fetch(`${BASE}${path}`, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: { accept: "application/json", ...(init.body === undefined ? {} : { "content-type": "application/json" }), ...init.headers },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  })
  const text = await response.text()
  let data: { message?: unknown; code?: unknown } & Record<string, unknown> = {}
  try {
    data = text ? JSON.parse(text) : {}
  } catch {
    data = {}
  }
  if (!response.ok) {
    throw new AdminApiError(typeof data.message === "string" ? data.message : response.statusText, response.status, typeof data.code === "string" ? data.code : undefined)
  }
  return data as T
}

export const sdk = { client: { fetch: fetchJson } }
