import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { randomBytes } from "node:crypto"
import { useEmulator } from "../fixtures/emulator"
import { startServerProcess } from "../fixtures/two-processes"

// The return route's query, signature included, stays out of Medusa's access log (a signature in
// a log could be replayed). Medusa writes that log (morgan) only outside tests, so the route is
// called on a `medusa start` process in development mode and its output read.
jest.setTimeout(240 * 1000)

useEmulator()

medusaIntegrationTestRunner({
  testSuite: ({ dbConfig }) => {
    it("logs the return request without its query: the signature appears in no line", async () => {
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
      } finally {
        await server.stop()
      }
    })
  },
})
