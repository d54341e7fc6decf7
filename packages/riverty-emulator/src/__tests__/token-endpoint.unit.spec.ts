import { tokenEndpoint } from "../auth/token-endpoint"
import { resolveConfig } from "../config"
import { createClock } from "../core/clock"
import type { EmulatorRequest } from "../core/http-types"
import { Runtime } from "../runtime"
import { createEmptyState } from "../state/store"

function runtime(): Runtime {
  return new Runtime(resolveConfig({ clientId: "cid", clientSecret: "sec" }), createClock(), createEmptyState(), { info() {}, warn() {} }, () => undefined)
}

function request(body: string, headers: Record<string, string> = { "content-type": "application/x-www-form-urlencoded" }): EmulatorRequest {
  return { method: "POST", path: "/oauth/token", query: new URLSearchParams(), headers, rawBody: Buffer.from(body), params: {} }
}

describe("token endpoint", () => {
  it("issues a bearer token for a day to the right client credentials", () => {
    const rt = runtime()
    const res = tokenEndpoint(request("grant_type=client_credentials&client_id=cid&client_secret=sec&audience=x"), rt)
    expect(res.status).toBe(200)
    const body = res.body as { access_token: string; expires_in: number; token_type: string }
    expect(body).toMatchObject({ expires_in: 86400, token_type: "Bearer", scope: "fullcontrol:users" })
    expect(rt.state.tokens[body.access_token].expiresAt).toBeGreaterThan(Date.now() + 86_000_000)
  })

  it("accepts the credentials as HTTP Basic", () => {
    const basic = Buffer.from("cid:sec").toString("base64")
    const res = tokenEndpoint(
      request("grant_type=client_credentials", { "content-type": "application/x-www-form-urlencoded", authorization: `Basic ${basic}` }),
      runtime(),
    )
    expect(res.status).toBe(200)
  })

  it("answers OAuth errors: invalid_client, unsupported_grant_type, invalid_request", () => {
    const rt = runtime()
    expect(tokenEndpoint(request("grant_type=client_credentials&client_id=cid&client_secret=nope"), rt)).toMatchObject({
      status: 401,
      body: { error: "invalid_client" },
    })
    expect(tokenEndpoint(request("grant_type=password&client_id=cid&client_secret=sec"), rt)).toMatchObject({
      status: 400,
      body: { error: "unsupported_grant_type" },
    })
    expect(tokenEndpoint(request("client_id=cid&client_secret=sec"), rt)).toMatchObject({ status: 400, body: { error: "invalid_request" } })
    expect(
      tokenEndpoint(request('{"grant_type":"client_credentials"}', { "content-type": "application/json" }), rt),
    ).toMatchObject({ status: 400, body: { error: "invalid_request" } })
    expect(Object.keys(rt.state.tokens)).toHaveLength(0)
  })
})
