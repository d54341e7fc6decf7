import { redact, type RivertyLogger } from "../logger"
import { callsWithSecrets, LOGGED_SECRETS } from "./support/logged-calls"
import { startTestServer } from "./support/test-server"

describe("redact", () => {
  it("removes secrets and masks personal data, deeply", () => {
    const input = {
      headers: { "X-Auth-Key": "key-de", Authorization: "Bearer abc" },
      client_secret: "s3cret",
      access_token: "tok",
      customer: {
        firstName: "Astrid",
        lastName: "Svensson",
        birthDate: "1999-01-02",
        identificationNumber: "800119-3989",
        email: "astrid.svensson@example.com",
        mobilePhone: "+4917612345678",
        address: { street: "Gütersloher Straße", postalCode: "33415", countryCode: "DE" },
        riskData: { ipAddress: "127.0.0.1" },
      },
      payment: { directDebit: { bankAccount: "DE75512108001245126199", bankCode: "BYLADEM1001" } },
      bankDetails: { iban: "DE75512108001245126199" },
      criteria: [{ lookupField: "IdentificationNumber", lookupValue: "800119-3989" }],
      order: { totalGrossAmount: 100 },
    }
    const out = redact(input) as typeof input
    const text = JSON.stringify(out)
    for (const secret of ["key-de", "Bearer abc", "s3cret", "tok\"", "800119-3989", "DE75512108001245126199", "1999-01-02", "Svensson", "astrid.svensson", "12345678", "Gütersloher", "127.0.0.1"]) {
      expect(text).not.toContain(secret)
    }
    expect(out.customer.firstName).toBe("A***")
    expect(out.customer.birthDate).toBe("1999-**-**")
    expect(out.customer.email).toBe("a***@example.com")
    expect(out.customer.mobilePhone).toBe("***78")
    expect(out.customer.address.countryCode).toBe("DE")
    expect(out.order.totalGrossAmount).toBe(100)
    expect(input.customer.firstName).toBe("Astrid")
  })
})

describe("client logging", () => {
  it("never hands the logger API keys, tokens, secrets or personal data, even with bodies on", async () => {
    const lines: string[] = []
    const record = (level: string) => (message: string, meta?: Record<string, unknown>) => {
      lines.push(`${level} ${message} ${JSON.stringify(meta ?? {})}`)
    }
    const logger: Required<RivertyLogger> = { debug: record("debug"), info: record("info"), warn: record("warn"), error: record("error") }
    const server = await startTestServer((req) => {
      if (req.path === "/oauth/token") return { body: { access_token: "very-secret-token", expires_in: 86400, token_type: "Bearer" } }
      if (req.path.startsWith("/api/v3/customer-account/")) return { status: 500, body: { message: "boom" } }
      return { body: { outcome: "Accepted", customer: { firstName: "Astrid", lastName: "Svensson" } } }
    })
    try {
      await callsWithSecrets(server.url, logger)
    } finally {
      await server.close()
    }
    const text = lines.join("\n")
    expect(lines.length).toBeGreaterThan(3)
    for (const secret of LOGGED_SECRETS) {
      expect(text).not.toContain(secret)
    }
    expect(text).toContain("/api/v3/customer-account/{ssn}")
  })
})
