import type { IncomingHttpHeaders } from "node:http"
import type { RouteParams } from "./router"

export interface EmulatorRequest {
  method: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  rawBody: Buffer
  params: RouteParams
}

export interface EmulatorResponse {
  status: number
  /** JSON-serialised unless `text` is set. */
  body?: unknown
  /** Raw text body (HTML pages, form answers). */
  text?: string
  contentType?: string
  headers?: Record<string, string>
}

export function json(status: number, body?: unknown, headers?: Record<string, string>): EmulatorResponse {
  return { status, body, headers }
}

export function html(status: number, page: string): EmulatorResponse {
  return { status, text: page, contentType: "text/html; charset=utf-8" }
}

export function redirect(location: string): EmulatorResponse {
  return { status: 303, headers: { location }, text: "", contentType: "text/plain" }
}

export function header(req: EmulatorRequest, name: string): string | undefined {
  const value = req.headers[name.toLowerCase()]
  return Array.isArray(value) ? value[0] : value
}
