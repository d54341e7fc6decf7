import { createRivertyClient } from "../client"
import { emulatorEnvironment, resolveEnvironment, RIVERTY_MODULES } from "../environments"
import { deriveIdempotencyKey, isValidIdempotencyKey } from "../idempotency"

describe("environments", () => {
  it("presets point v3 at the documented hosts", () => {
    expect(resolveEnvironment("production").baseUrls.checkout).toBe("https://api.bnpl.riverty.io")
    expect(resolveEnvironment("partnerTest").baseUrls.checkout).toBe("https://api.bnpl-pt.riverty.io")
    expect(resolveEnvironment("sandbox").baseUrls.checkout).toBe("https://sandbox.afterpay.io")
  })

  it("the emulator serves every module and the token endpoint at one address", () => {
    const env = emulatorEnvironment("http://127.0.0.1:4010/")
    for (const module of RIVERTY_MODULES) expect(env.baseUrls[module]).toBe("http://127.0.0.1:4010")
    expect(env.authUrl).toBe("http://127.0.0.1:4010")
    expect(resolveEnvironment("emulator").baseUrls.claims).toBe("http://127.0.0.1:4010")
  })

  it("overrides per module and the token issuer", () => {
    const env = resolveEnvironment("production", { baseUrls: { claims: "https://claims.example/" }, authUrl: "https://auth.example" })
    expect(env.baseUrls).toEqual({ checkout: "https://api.bnpl.riverty.io", claims: "https://claims.example" })
    expect(env.authUrl).toBe("https://auth.example")
  })

  it("a module without base URL fails as a configuration error", async () => {
    const client = createRivertyClient({ environment: "production", oauth: { clientId: "c", clientSecret: "s" }, authUrl: "https://auth.example" })
    await expect(client.claims.listInvoices("C1")).rejects.toMatchObject({ kind: "configuration" })
  })
})

describe("idempotency keys", () => {
  it("keeps clean keys and hashes the rest into a valid key", () => {
    expect(deriveIdempotencyKey("payses_01J9", "capture", 1)).toBe("payses_01J9-capture-1")
    const long = deriveIdempotencyKey("x".repeat(80), "capture")
    expect(isValidIdempotencyKey(long)).toBe(true)
    expect(deriveIdempotencyKey("x".repeat(80), "capture")).toBe(long)
    expect(deriveIdempotencyKey("a b/c")).not.toBe(deriveIdempotencyKey("a_b_c"))
    expect(isValidIdempotencyKey(deriveIdempotencyKey("a b/c"))).toBe(true)
    expect(isValidIdempotencyKey("x".repeat(51))).toBe(false)
  })
})
