import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { randomBytes } from "node:crypto"
import { request } from "node:http"
import { useEmulator } from "../fixtures/emulator"
import { startServerProcess } from "../fixtures/two-processes"

// The return route's query, signature included, stays out of Medusa's access log (a signature in
// a log could be replayed). Medusa writes that log (morgan) only outside tests, so the route is
// called on a `medusa start` process in development mode and its output read. A refusal (the
// third review, finding 1: the text rule answered before the query was hidden) is logged the same way.
jest.setTimeout(240 * 1000)

useEmulator()

/** A GET (with a JSON body when given, which fetch cannot send) and the answer's status and message. */
function getWithBody(url: string, body?: string): Promise<{ status: number; message: string }> {
  return new Promise((resolve, reject) => {
    const headers = body === undefined ? {} : { "content-type": "application/json", "content-length": String(Buffer.byteLength(body)) }
    const sent = request(url, { method: "GET", headers }, (answer) => {
      const chunks: Buffer[] = []
      answer.on("data", (chunk: Buffer) => chunks.push(chunk))
      answer.on("end", () => resolve({ status: answer.statusCode ?? 0, message: JSON.parse(Buffer.concat(chunks).toString("utf8")).message }))
      answer.on("error", reject)
    })
    sent.on("error", reject)
    sent.end(body)
  })
}

medusaIntegrationTestRunner({
  testSuite: ({ dbConfig }) => {
    it("logs the return request without its query, a refused one too: the signature appears in no line", async () => {
      const server = await startServerProcess({ databaseUrl: dbConfig.clientUrl, workerMode: "server", env: { LOG_LEVEL: "http" } })
      try {
        const signature = randomBytes(32).toString("base64url")
        const orderNumber = `log-${randomBytes(6).toString("hex")}`
        const url = `${server.url}/riverty/return?session_id=payses_log_probe&ordernumber=${orderNumber}&orderstatus=Accepted&signature=${signature}`
        const answer = await fetch(url, { redirect: "manual" })
        expect(answer.status).toBe(303)

        // The access line is written when the response has been sent: wait for it (a deadline, not a sleep).
        const deadline = Date.now() + 20_000
        const accessLine = () => server.output().split("\n").find((line) => /GET \/riverty\/return/.test(line))
        while (!accessLine() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100))
        expect(accessLine()).toBeDefined()
        expect(accessLine()).not.toContain("?")
        expect(server.output()).not.toContain(signature)
        expect(server.output()).not.toContain(orderNumber)

        // A refusal too: the text rule's 400 (a control character in a parameter the route does
        // not even read) and a GET with a body that is not JSON are logged without the query.
        const refusals = [
          { query: "&utm=%01", body: undefined, message: "utm: must not contain a control character" },
          { query: "", body: "x", message: "body: must be a JSON object" },
        ]
        for (const [index, refusal] of refusals.entries()) {
          const refusedSignature = randomBytes(32).toString("base64url")
          const refusedOrder = `log-${randomBytes(6).toString("hex")}`
          const query = `session_id=payses_log_probe&ordernumber=${refusedOrder}&orderstatus=Accepted&signature=${refusedSignature}${refusal.query}`
          const refused = await getWithBody(`${server.url}/riverty/return?${query}`, refusal.body)
          expect(refused).toEqual({ status: 400, message: `Invalid request: ${refusal.message}` })
          const refusedLines = () => server.output().split("\n").filter((line) => /GET \/riverty\/return\S* .*\b400\b/.test(line))
          const refusedDeadline = Date.now() + 20_000
          while (refusedLines().length <= index && Date.now() < refusedDeadline) await new Promise((resolve) => setTimeout(resolve, 100))
          expect(refusedLines()).toHaveLength(index + 1)
          expect(refusedLines()[index]).not.toContain("?")
          expect(server.output()).not.toContain(refusedSignature)
          expect(server.output()).not.toContain(refusedOrder)
        }
      } finally {
        await server.stop()
      }
    })
  },
})
