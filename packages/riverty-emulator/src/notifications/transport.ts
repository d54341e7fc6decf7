import { request as httpRequest, type Agent } from "node:http"
import { request as httpsRequest } from "node:https"

export interface PostResult {
  status?: number
  error?: string
}

/** One POST with a hard timeout; never throws, the outcome is recorded as an attempt. */
export function postJson(
  url: string,
  body: string,
  headers: Record<string, string>,
  timeoutMs: number,
  agent?: Agent,
): Promise<PostResult> {
  return new Promise((resolve) => {
    let target: URL
    try {
      target = new URL(url)
    } catch {
      resolve({ error: `invalid URL ${url}` })
      return
    }
    const send = target.protocol === "https:" ? httpsRequest : httpRequest
    const req = send(
      target,
      {
        method: "POST",
        headers: { "content-type": "application/json", "content-length": Buffer.byteLength(body), ...headers },
        timeout: timeoutMs,
        agent,
      },
      (res) => {
        res.resume()
        res.on("end", () => resolve({ status: res.statusCode }))
        res.on("error", (err) => resolve({ status: res.statusCode, error: err.message }))
      },
    )
    req.on("timeout", () => req.destroy(new Error(`timed out after ${timeoutMs} ms`)))
    req.on("error", (err) => resolve({ error: err.message }))
    req.end(body)
  })
}
