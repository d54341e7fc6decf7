import type { IncomingMessage } from "node:http"

export class BodyTooLargeError extends Error {}

/**
 * The request body exactly as sent, up to `limit` bytes. A larger body is refused as soon as it
 * passes the limit; the rest is read and dropped so the client still gets the answer.
 */
export function readRawBody(req: IncomingMessage, limit: number): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = []
    let size = 0
    let refused = false
    req.on("data", (chunk: Buffer) => {
      if (refused) return
      size += chunk.length
      if (size > limit) {
        refused = true
        chunks.length = 0
        reject(new BodyTooLargeError(`body larger than ${limit} bytes`))
        return
      }
      chunks.push(chunk)
    })
    req.on("end", () => {
      if (!refused) resolve(Buffer.concat(chunks))
    })
    req.on("error", reject)
  })
}

/**
 * The request body up to `limit` bytes, or undefined after answering 413 (and closing the
 * connection, so a sender does not keep streaming into a refused request).
 */
export async function readRawBodyOr413(
  req: IncomingMessage,
  res: { setHeader(name: string, value: string): unknown; status(code: number): { json(body: unknown): unknown } },
  limit: number,
): Promise<Buffer | undefined> {
  try {
    return await readRawBody(req, limit)
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error
    res.setHeader("connection", "close")
    res.status(413).json({ message: "Request body too large" })
    return undefined
  }
}
