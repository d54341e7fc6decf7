import { createServer, type IncomingHttpHeaders, type IncomingMessage, type Server, type ServerResponse } from "node:http"
import type { AddressInfo } from "node:net"

export interface RecordedRequest {
  method: string
  url: string
  path: string
  query: URLSearchParams
  headers: IncomingHttpHeaders
  body: string
  /** performance.now() when the request was complete. */
  at: number
}

export interface Reply {
  status?: number
  headers?: Record<string, string>
  body?: unknown
  /** Milliseconds to wait before answering. */
  delayMs?: number
  /** Close the socket without an answer. */
  destroy?: boolean
}

export type Handler = (request: RecordedRequest) => Reply | Promise<Reply>

export interface TestServer {
  url: string
  requests: RecordedRequest[]
  /** Requests whose path starts with `prefix`. */
  requestsTo(prefix: string): RecordedRequest[]
  setHandler(handler: Handler): void
  close(): Promise<void>
}

const readBody = (req: IncomingMessage) =>
  new Promise<string>((resolve, reject) => {
    const chunks: Buffer[] = []
    req.on("data", (chunk: Buffer) => chunks.push(chunk))
    req.on("end", () => resolve(Buffer.concat(chunks).toString("utf8")))
    req.on("error", reject)
  })

function write(res: ServerResponse, reply: Reply) {
  const body = reply.body === undefined ? "" : typeof reply.body === "string" ? reply.body : JSON.stringify(reply.body)
  res.writeHead(reply.status ?? 200, {
    ...(reply.body !== undefined && typeof reply.body !== "string" ? { "Content-Type": "application/json" } : {}),
    ...reply.headers,
  })
  res.end(body)
}

/** A real HTTP server on 127.0.0.1 and a free port, recording every request it receives. */
export async function startTestServer(initial: Handler = () => ({ status: 200, body: {} })): Promise<TestServer> {
  let handler = initial
  const requests: RecordedRequest[] = []
  const timers = new Set<NodeJS.Timeout>()
  const server: Server = createServer(async (req, res) => {
    const body = await readBody(req)
    const parsed = new URL(req.url ?? "/", "http://127.0.0.1")
    const recorded: RecordedRequest = {
      method: req.method ?? "GET",
      url: req.url ?? "/",
      path: parsed.pathname,
      query: parsed.searchParams,
      headers: req.headers,
      body,
      at: performance.now(),
    }
    requests.push(recorded)
    const reply = await handler(recorded)
    if (reply.destroy) {
      req.socket.destroy()
      return
    }
    if (reply.delayMs) {
      const timer = setTimeout(() => {
        timers.delete(timer)
        if (!res.destroyed) write(res, reply)
      }, reply.delayMs)
      timers.add(timer)
      return
    }
    write(res, reply)
  })
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    requestsTo: (prefix) => requests.filter((r) => r.path.startsWith(prefix)),
    setHandler: (next) => {
      handler = next
    },
    close: async () => {
      for (const timer of timers) clearTimeout(timer)
      server.closeAllConnections()
      await new Promise<void>((resolve) => server.close(() => resolve()))
    },
  }
}
