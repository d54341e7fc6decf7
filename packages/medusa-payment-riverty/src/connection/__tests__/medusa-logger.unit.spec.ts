import { callsWithSecrets, LOGGED_SECRETS } from "../../../../riverty-client/src/__tests__/support/logged-calls"
import { startTestServer } from "../../../../riverty-client/src/__tests__/support/test-server"
import { rivertyLoggerFor } from "../medusa-logger"

/** A stand-in for Medusa's logger that keeps each line it is given. */
function capturingLogger() {
  const lines: string[] = []
  const at = (level: string) => (message: string) => {
    lines.push(`${level} ${message}`)
  }
  return { lines, logger: { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") } }
}

describe("the Riverty client on Medusa's logger", () => {
  it("writes requests, retries and failures as Medusa log lines without keys, tokens or personal data", async () => {
    const { lines, logger } = capturingLogger()
    let plans = 0
    const server = await startTestServer((req) => {
      if (req.path === "/oauth/token") return { body: { access_token: "very-secret-token", expires_in: 86400, token_type: "Bearer" } }
      if (req.path === "/api/v3/lookup/installment-plans" && ++plans === 1) return { status: 503, body: { message: "busy" } }
      if (req.path.startsWith("/api/v3/customer-account/")) return { status: 500, body: { message: "boom" } }
      if (req.path === "/api/v3/lookup/installment-plans") return { body: { availableInstallmentPlans: [] } }
      return { body: { outcome: "Accepted", customer: { firstName: "Astrid", lastName: "Svensson" } } }
    })
    try {
      await callsWithSecrets(server.url, rivertyLoggerFor(logger), (client) =>
        client.lookup.installmentPlans({ amount: 100, countryCode: "DE" }),
      )
    } finally {
      await server.close()
    }
    expect(lines.some((line) => line.startsWith("warn riverty request retried") && line.includes("installment-plans"))).toBe(true)
    expect(lines.some((line) => line.startsWith("warn riverty request failed"))).toBe(true)
    expect(lines.some((line) => line.startsWith("info riverty response"))).toBe(true)
    expect(lines.some((line) => line.startsWith("debug riverty request body"))).toBe(true)
    const text = lines.join("\n")
    for (const secret of LOGGED_SECRETS) {
      expect(text).not.toContain(secret)
    }
  })

  it("redacts what it is given even when a caller forgets to", () => {
    const { lines, logger } = capturingLogger()
    rivertyLoggerFor(logger).warn("riverty something", {
      "X-Auth-Key": "key-de",
      customer: { birthDate: "1980-04-01", identificationNumber: "19800401-1234", bankAccount: { iban: "DE89370400440532013000" } },
      status: 503,
    })
    expect(lines).toHaveLength(1)
    expect(lines[0]).toMatch(/^warn riverty something \{/)
    expect(lines[0]).toContain('"status":503')
    expect(lines[0]).toContain("1980-**-**")
    for (const secret of ["key-de", "1980-04-01", "19800401-1234", "DE89370400440532013000"]) expect(lines[0]).not.toContain(secret)
  })
})
