import type { IncomingMessage } from "node:http"

export type BodyResult = { ok: true; body: Buffer } | { ok: false; tooLarge: true } | { ok: false; tooLarge: false; error: string }

/** Reads a request body, stopping as soon as it passes `limit` bytes. */
export function readBody(req: IncomingMessage, limit: number): Promise<BodyResult> {
  const declared = Number(req.headers["content-length"] ?? "0")
  if (Number.isFinite(declared) && declared > limit) {
    req.resume()
    return Promise.resolve({ ok: false, tooLarge: true })
  }
  return new Promise((resolve) => {
    const chunks: Buffer[] = []
    let size = 0
    let done = false
    req.on("data", (chunk: Buffer) => {
      if (done) return
      size += chunk.length
      if (size > limit) {
        done = true
        chunks.length = 0
        resolve({ ok: false, tooLarge: true })
        return
      }
      chunks.push(chunk)
    })
    req.on("end", () => {
      if (!done) {
        done = true
        resolve({ ok: true, body: Buffer.concat(chunks) })
      }
    })
    req.on("error", (err) => {
      if (!done) {
        done = true
        resolve({ ok: false, tooLarge: false, error: err.message })
      }
    })
  })
}
