import { randomBytes } from "node:crypto"
import { PUBLISHED_SECRETS } from "riverty-client/published-secrets"
import { resolveConfig } from "../config"
import { startEmulator, type RunningEmulator } from "../server"

// The journal (GET /_emulator/journal) is read by tests and people; it never shows a secret:
// a callback's signing secret, OAuth client secrets and tokens, API keys. The shape stays.
describe("the journal keeps secrets out", () => {
  let emulator: RunningEmulator
  beforeAll(async () => {
    emulator = await startEmulator({ port: 0, clientId: "journal-client", clientSecret: "journal-client-secret-value" })
  })
  afterAll(() => emulator.stop())

  const journal = async (path: string) => (await (await fetch(`${emulator.url}/_emulator/journal?path=${path}`)).json()) as { body: unknown; headers: Record<string, string> }[]

  it("replaces a callback's secret, the client secret, tokens and API keys, keeping each field", async () => {
    const token = await fetch(`${emulator.url}/oauth/token`, {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "grant_type=client_credentials&client_id=journal-client&client_secret=journal-client-secret-value",
    })
    const { access_token: accessToken } = (await token.json()) as { access_token: string }
    const secret = "the-callback-secret-of-this-test-0123456789"
    const registered = await fetch(`${emulator.url}/administration/v1/notification-callbacks`, {
      method: "POST",
      headers: { "content-type": "application/json", authorization: `Bearer ${accessToken}` },
      body: JSON.stringify({ notificationTypes: ["payments/*"], url: "http://127.0.0.1:1/hooks", secret, apiKey: "an-api-key-in-a-body", nested: { signatureKey: "a-signature-key-in-a-body" } }),
    })
    expect(registered.status).toBe(200)

    const [callback] = await journal("/administration/v1/notification-callbacks")
    expect(callback.body).toEqual({
      notificationTypes: ["payments/*"],
      url: "http://127.0.0.1:1/hooks",
      secret: "[redacted]",
      apiKey: "[redacted]",
      nested: { signatureKey: "[redacted]" },
    })
    expect(callback.headers.authorization).toBe("Bearer [redacted]")
    const [tokenEntry] = await journal("/oauth/token")
    expect(tokenEntry.body).toEqual({ grant_type: "client_credentials", client_id: "journal-client", client_secret: "[redacted]" })

    const everything = await (await fetch(`${emulator.url}/_emulator/journal`)).text()
    for (const value of [secret, accessToken, "journal-client-secret-value", "an-api-key-in-a-body", "a-signature-key-in-a-body"]) expect(everything).not.toContain(value)
  })
})

describe("the emulator's own secrets", () => {
  it("are random per run when not given, never a published value", () => {
    const first = resolveConfig({})
    const second = resolveConfig({})
    expect(first.notifySecret).toMatch(/^[0-9a-f]{64}$/)
    expect(first.signatureKey).toMatch(/^[0-9a-f]{64}$/)
    expect(second.notifySecret).not.toBe(first.notifySecret)
    expect(PUBLISHED_SECRETS).not.toContain(first.notifySecret)
  })

  it("beyond loopback refuse a published notify secret or signature key, naming the option; on loopback accept it", () => {
    expect(() => resolveConfig({ host: "0.0.0.0", notifySecret: "emulator-notification-secret-for-dev" })).toThrow(/notifySecret \(--notify-secret\): the value is published/)
    expect(() => resolveConfig({ host: "0.0.0.0", signatureKey: "emulator-signature-key" })).toThrow(/signatureKey \(--signature-key\)/)
    // This file's own callback secret, with a space after it, and a key made of words.
    expect(() => resolveConfig({ host: "0.0.0.0", notifySecret: "the-callback-secret-of-this-test-0123456789 " })).toThrow(/notifySecret \(--notify-secret\): the value is published/)
    expect(() => resolveConfig({ host: "0.0.0.0", signatureKey: "our-emulator-signature-key-for-the-team" })).toThrow(
      /signatureKey \(--signature-key\): the value is not random enough to be a key/,
    )
    const own = randomBytes(32).toString("hex")
    expect(resolveConfig({ host: "0.0.0.0", notifySecret: own }).notifySecret).toBe(own)
    expect(resolveConfig({ host: "127.0.0.1", notifySecret: "emulator-notification-secret-for-dev" }).notifySecret).toBe("emulator-notification-secret-for-dev")
  })
})
