import { tokenRequestSchema } from "riverty-client/schemas"
import { header, json, type EmulatorRequest, type EmulatorResponse } from "../core/http-types"
import { randomToken } from "../domain/ids"
import type { Runtime } from "../runtime"
import { safeEqual } from "./credentials"

/**
 * `POST {auth_url}/oauth/token`: OAuth 2.0 client credentials, form-encoded (or HTTP Basic for the
 * client id and secret). Errors use the OAuth error body.
 */
export function tokenEndpoint(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const contentType = header(req, "content-type") ?? ""
  if (!contentType.includes("application/x-www-form-urlencoded")) {
    return json(400, {
      error: "invalid_request",
      error_description: "The token request must be application/x-www-form-urlencoded.",
    })
  }
  const form = new URLSearchParams(req.rawBody.toString("utf8"))
  let clientId = form.get("client_id") ?? undefined
  let clientSecret = form.get("client_secret") ?? undefined
  const basic = /^Basic\s+(.+)$/i.exec(header(req, "authorization") ?? "")
  if (basic) {
    const decoded = Buffer.from(basic[1], "base64").toString("utf8")
    const colon = decoded.indexOf(":")
    if (colon > 0) {
      clientId = decodeURIComponent(decoded.slice(0, colon))
      clientSecret = decodeURIComponent(decoded.slice(colon + 1))
    }
  }
  const grantType = form.get("grant_type")
  if (grantType && grantType !== "client_credentials") {
    return json(400, { error: "unsupported_grant_type", error_description: "Only client_credentials is supported." })
  }
  // The shared schema of the token request, with credentials from the form or from HTTP Basic.
  const parsed = tokenRequestSchema.safeParse({
    ...Object.fromEntries(form),
    ...(clientId !== undefined ? { client_id: clientId } : {}),
    ...(clientSecret !== undefined ? { client_secret: clientSecret } : {}),
  })
  if (!parsed.success) {
    const fields = [...new Set(parsed.error.issues.map((i) => String(i.path[0] ?? "request")))]
    return json(400, { error: "invalid_request", error_description: `Missing or invalid: ${fields.join(", ")}.` })
  }
  const idOk = safeEqual(parsed.data.client_id, rt.config.clientId)
  const secretOk = safeEqual(parsed.data.client_secret, rt.config.clientSecret)
  if (!idOk || !secretOk) {
    return json(401, { error: "invalid_client", error_description: "Unknown client or wrong client secret." })
  }
  const token = randomToken(32)
  const ttl = rt.config.tokenTtlSeconds
  rt.state.tokens[token] = { expiresAt: rt.clock.now() + ttl * 1000 }
  rt.changed()
  return json(
    200,
    { access_token: token, scope: "fullcontrol:users", expires_in: ttl, token_type: "Bearer" },
    { "cache-control": "no-store" },
  )
}
