/**
 * Raw HTTP to the service under test, without the client's schemas in between: the assertions of
 * the rules specs read what travels on the wire.
 */
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
  const res = await fetch(`${t.url}${path}`, {
    method,
    headers: { "content-type": "application/json", "x-auth-key": t.apiKey },
    body: body === undefined ? undefined : typeof body === "string" ? body : JSON.stringify(body),
  })
  return answer(res)
}

/** A bearer call (v1, subscriptions, callbacks) with a fresh client-credentials token. */
export async function bearer(t: RawTarget, method: string, pathOrUrl: string, body?: unknown): Promise<RawAnswer> {
  const tokenRes = await fetch(`${t.url}/oauth/token`, {
    method: "POST",
    headers: { "content-type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams({ grant_type: "client_credentials", client_id: t.clientId, client_secret: t.clientSecret }).toString(),
  })
  const token = ((await tokenRes.json()) as { access_token: string }).access_token
  const res = await fetch(pathOrUrl.startsWith("http") ? pathOrUrl : `${t.url}${pathOrUrl}`, {
    method,
    headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return answer(res)
}
