import { createServer, type Server } from "node:http"
import type { AddressInfo } from "node:net"
import { notificationSignatureMatches } from "./hmac"

export interface Received {
  headers: Record<string, string | string[] | undefined>
  raw: string
  body: { id?: string; type?: string; timestamp?: string; parameters?: Record<string, unknown>; documents?: unknown[]; Header?: { MessageId?: string; MessageName?: string }; Body?: Record<string, unknown> }
  signatureValid: boolean
  status: number
}

/**
 * A merchant-side notification endpoint for tests: verifies Riverty-Signature, records every
 * request, and answers with a scripted status (e.g. 500 for the first n deliveries).
 */
export class Receiver {
  readonly received: Received[] = []
  private server: Server | undefined
  url = ""
  private failures = 0
  private failStatus = 500

  constructor(private readonly secret: string) {}

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      const chunks: Buffer[] = []
      req.on("data", (c: Buffer) => chunks.push(c))
      req.on("end", () => {
        const raw = Buffer.concat(chunks).toString("utf8")
        const signatureValid = notificationSignatureMatches(req.headers["riverty-signature"] as string | undefined, raw, this.secret)
        let status = 200
        if (this.failures > 0) {
          this.failures -= 1
          status = this.failStatus
        }
        this.received.push({ headers: req.headers, raw, body: JSON.parse(raw), signatureValid, status })
        res.writeHead(status, { "content-type": "application/json" })
        res.end("{}")
      })
    })
    await new Promise<void>((resolve) => this.server?.listen(0, "127.0.0.1", resolve))
    this.url = `http://127.0.0.1:${(this.server?.address() as AddressInfo).port}/riverty/notifications`
    return this
  }

  /** The next `n` deliveries are answered with `status`. */
  failNext(n: number, status = 500): void {
    this.failures = n
    this.failStatus = status
  }

  ofType(type: string): Received[] {
    return this.received.filter((r) => r.body.type === type)
  }

  /** Notifications a receiver would act on: acknowledged (2xx), each id once. */
  acknowledgedUnique(): Received[] {
    const seen = new Set<string>()
    return this.received.filter((r) => {
      const id = r.body.id ?? r.body.Header?.MessageId ?? ""
      if (r.status >= 300 || seen.has(id)) return false
      seen.add(id)
      return true
    })
  }

  clear(): void {
    this.received.length = 0
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => {
      if (!this.server) return resolve()
      this.server.close(() => resolve())
      this.server.closeAllConnections()
    })
  }
}
