import type { IncomingMessage, ServerResponse } from "node:http"
import { apiKeyFor, bearerValid, CLAIMS_DENIED, DENIED, safeEqual } from "../auth/credentials"
import { isoDateTime } from "../core/clock"
import type { Runtime } from "../runtime"
import { redactBody, redactHeaders } from "./redact"
import type { Fault } from "./faults"
import { readBody } from "../core/body"
import { header, type EmulatorRequest, type EmulatorResponse } from "../core/http-types"
import { CODES } from "../core/codes"
import { MAX_JSON_DEPTH, nestsDeeperThan } from "../core/json-depth"
import { messagesResponse, plainMessage, validationError } from "../core/messages"
import type { Router } from "../core/router"
import type { Caller, RouteDef } from "../route-types"

export const INTERNAL_ERROR = "Request failed due internal error. Retry request later."
const WRITE_METHODS = new Set(["POST", "PUT", "PATCH", "DELETE"])

// Hosts only this machine can reach, with any port: `localhost`, 127.x.x.x, [::1].
const LOOPBACK_HOST = /^(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i
const LOOPBACK_ORIGIN = /^https?:\/\/(?:localhost|127(?:\.\d{1,3}){3}|\[::1\])(?::\d{1,5})?$/i
const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\s*(?:;|$)/i

/**
 * Without a control token, the control API answers only what a program on this machine sends: a
 * loopback `Host` (a page that rebinds its own name to 127.0.0.1 still sends its name), no
 * `Origin` but a loopback one (a browser names the page that sends a request), and a JSON body
 * (a form post sends text/plain or a form type, which a page can send anywhere without asking).
 */
function controlRequestRefusal(request: EmulatorRequest): EmulatorResponse | undefined {
  const host = header(request, "host") ?? ""
  if (!LOOPBACK_HOST.test(host.trim())) {
    return plainMessage(403, "The control API answers a loopback Host only (localhost, 127.0.0.1, [::1]), or X-Emulator-Token.")
  }
  const origin = header(request, "origin")
  if (origin !== undefined && !LOOPBACK_ORIGIN.test(origin.trim())) {
    return plainMessage(403, "The control API answers no request from a web page of another origin, or X-Emulator-Token.")
  }
  if (request.rawBody.length > 0 && !JSON_TYPE.test(header(request, "content-type") ?? "")) {
    return plainMessage(415, "The control API takes a JSON body (Content-Type: application/json).")
  }
  return undefined
}

/** One request through the service's layers: size, depth, routing, auth, rate limit, faults, idempotency, handler. */
export async function handleRequest(
  rt: Runtime,
  router: Router<RouteDef>,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const started = Date.now()
  const url = new URL(req.url ?? "/", "http://emulator.local")
  const method = (req.method ?? "GET").toUpperCase()
  const path = url.pathname.replace(/\/+$/, "") || "/"

  const body = await readBody(req, rt.config.maxBodyBytes)
  const request: EmulatorRequest = {
    method,
    path,
    query: url.searchParams,
    headers: req.headers,
    rawBody: body.ok ? body.body : Buffer.alloc(0),
    params: {},
  }
  const journal = (response: EmulatorResponse, extra: { replayed?: boolean; fault?: string } = {}) => {
    rt.journal.record({
      at: isoDateTime(rt.clock.now()),
      method,
      path,
      query: Object.fromEntries(url.searchParams),
      headers: redactHeaders(req.headers),
      body: rt.config.journalRawBodies
        ? request.rawBody.toString("utf8")
        : redactBody(request.rawBody, header(request, "content-type")),
      status: response.status,
      durationMs: Date.now() - started,
      idempotencyKey: header(request, "x-idempotency-key"),
      ...extra,
    })
  }

  if (!body.ok) {
    const response = body.tooLarge ? plainMessage(413, "Request body too large.") : plainMessage(400, body.error)
    journal(response)
    send(res, method, response, true)
    return
  }

  if (nestsDeeperThan(request.rawBody)) {
    const response = messagesResponse(400, [
      validationError(CODES.bodyInvalid, `The request body nests deeper than ${MAX_JSON_DEPTH} levels.`, "request"),
    ])
    journal(response)
    send(res, method, response)
    return
  }

  const match = router.match(method, path)
  if (match.kind === "not-found") {
    const response = plainMessage(404, `No HTTP resource was found that matches the request URI '${path}'.`)
    if (!path.startsWith("/_emulator")) journal(response)
    send(res, method, response)
    return
  }
  if (match.kind === "method-not-allowed") {
    const response = plainMessage(405, `The requested resource does not support http method '${method}'.`)
    send(res, method, { ...response, headers: { allow: match.allowed.join(", ") } })
    journal(response)
    return
  }
  request.params = match.params
  const route = match.handler

  if (route.auth === "control") {
    const token = rt.config.controlToken
    const presented = header(request, "x-emulator-token")
    if (token !== undefined && (presented === undefined || !safeEqual(presented, token))) {
      send(res, method, plainMessage(401, "The control API needs X-Emulator-Token."))
      return
    }
    const refusal = token === undefined ? controlRequestRefusal(request) : undefined
    if (refusal) {
      send(res, method, refusal)
      return
    }
    send(res, method, await run(rt, route, request, { identity: "control" }))
    return
  }

  const now = rt.clock.now()
  let caller: Caller
  if (route.auth === "apiKey") {
    const apiKey = apiKeyFor(request, rt.config)
    if (!apiKey) return finish(plainMessage(401, DENIED))
    caller = { identity: `key:${apiKey.key}`, apiKey }
  } else if (route.auth === "bearer" || route.auth === "claims") {
    const token = bearerValid(request, rt.state, now)
    if (!token) return finish(plainMessage(401, route.auth === "claims" ? CLAIMS_DENIED : DENIED))
    caller = { identity: "oauth" }
  } else {
    caller = { identity: `addr:${req.socket.remoteAddress ?? "unknown"}` }
  }

  const wait = rt.rateLimiter.check(caller.identity, Date.now())
  if (wait !== undefined) {
    return finish({ ...plainMessage(429, "Too many requests."), headers: { "retry-after": String(wait) } })
  }

  const fault = rt.faults.take(method, path)
  if (fault && !fault.afterApply) {
    if (fault.latencyMs) await delay(fault.latencyMs)
    if (fault.drop) return dropConnection(res, () => journal({ status: 0 }, { fault: fault.id }))
    if (fault.status !== undefined) return finish(faultResponse(fault), { fault: fault.id })
  }

  const idempotent = WRITE_METHODS.has(method)
  const check = idempotent
    ? rt.idempotency.check(caller.identity, header(request, "x-idempotency-key"), method, path, request.rawBody, now)
    : ({ kind: "none" } as const)
  // A fault that only delayed the answer is still named in the journal, so a test can see it was met.
  const met = fault ? { fault: fault.id } : {}
  if (check.kind === "answer") return finish(check.response, { replayed: check.replayed, ...met })

  let response: EmulatorResponse
  try {
    response = await run(rt, route, request, caller)
  } catch (err) {
    if (check.kind === "new") check.release()
    throw err
  }
  if (check.kind === "new") {
    check.commit(response)
    rt.changed()
  }

  if (fault && fault.afterApply) {
    if (fault.latencyMs) await delay(fault.latencyMs)
    if (fault.drop) return dropConnection(res, () => journal(response, { fault: fault.id }))
    if (fault.status !== undefined) return finish(faultResponse(fault), { fault: fault.id })
  }
  return finish(response, met)

  function finish(response: EmulatorResponse, extra: { replayed?: boolean; fault?: string } = {}): void {
    journal(response, extra)
    send(res, method, response)
  }
}

async function run(rt: Runtime, route: RouteDef, request: EmulatorRequest, caller: Caller): Promise<EmulatorResponse> {
  try {
    return await route.handler(request, rt, caller)
  } catch (err) {
    rt.logger.warn(`emulator: ${request.method} ${request.path} failed: ${(err as Error).message}`)
    return plainMessage(500, INTERNAL_ERROR)
  }
}

function faultResponse(fault: Fault): EmulatorResponse {
  const status = fault.status ?? 500
  if (fault.body !== undefined) return { status, body: fault.body }
  if (status === 429) return { ...plainMessage(429, "Too many requests."), headers: { "retry-after": "1" } }
  return plainMessage(status, status >= 500 ? INTERNAL_ERROR : "Injected fault.")
}

function dropConnection(res: ServerResponse, after: () => void): void {
  after()
  res.socket?.destroy()
}

function delay(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms))
}

export function send(res: ServerResponse, method: string, response: EmulatorResponse, close = false): void {
  if (res.headersSent || res.destroyed) return
  const headers: Record<string, string> = { ...(response.headers ?? {}) }
  let payload = ""
  if (response.text !== undefined) {
    payload = response.text
    headers["content-type"] = response.contentType ?? "text/plain; charset=utf-8"
  } else if (response.body !== undefined) {
    payload = JSON.stringify(response.body)
    headers["content-type"] = "application/json; charset=utf-8"
  }
  headers["content-length"] = String(Buffer.byteLength(payload))
  if (close) headers.connection = "close"
  res.writeHead(response.status, headers)
  res.end(method === "HEAD" ? undefined : payload)
}
