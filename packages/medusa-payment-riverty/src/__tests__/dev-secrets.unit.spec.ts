import fs from "node:fs"
import os from "node:os"
import path from "node:path"
import { PUBLISHED_SECRETS, isPublishedSecret } from "riverty-client"

// The development store never runs on Medusa's well-known "supersecret" for JWT and cookies: a
// store reachable from the network would accept tokens anyone can sign. Its secrets come from
// scripts/lib/dev-secrets.js (read by medusa-config.ts).
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { httpSecrets, rivertySecrets, demoSecrets } = require("../../../../scripts/lib/dev-secrets") as {
  httpSecrets: (input: { env: Record<string, string | undefined>; file: string }) => { jwtSecret: string; cookieSecret: string }
  rivertySecrets: (input: { env: Record<string, string | undefined>; file: string }) => Record<"notificationSecret" | "personalDataKey" | "signatureKey", string>
  demoSecrets: (file: string) => Record<"notificationSecret" | "personalDataKey" | "signatureKey" | "adminPassword", string>
}

describe("the development store's JWT and cookie secrets", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-secrets-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))

  it("uses JWT_SECRET and COOKIE_SECRET when set, and writes nothing", () => {
    const file = path.join(dir, "secrets.json")
    expect(httpSecrets({ env: { JWT_SECRET: "j".repeat(40), COOKIE_SECRET: "c".repeat(40), NODE_ENV: "production" }, file })).toEqual({
      jwtSecret: "j".repeat(40),
      cookieSecret: "c".repeat(40),
    })
    expect(fs.existsSync(file)).toBe(false)
  })

  it("without them makes a random pair once per checkout, never a known fallback, the same for every process", () => {
    const file = path.join(dir, "nested", "secrets.json")
    const first = httpSecrets({ env: { NODE_ENV: "development" }, file })
    expect(first.jwtSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(first.cookieSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(first.jwtSecret).not.toBe(first.cookieSecret)
    expect(JSON.stringify(first)).not.toContain("supersecret")
    // A second process of the checkout (the tests' second server, a restart) gets the same pair.
    expect(httpSecrets({ env: { NODE_ENV: "test" }, file })).toEqual(first)
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600")
    // Another checkout has its own.
    expect(httpSecrets({ env: {}, file: path.join(dir, "other.json") }).jwtSecret).not.toBe(first.jwtSecret)
    // One of the two set: that one is used, the other is the checkout's.
    expect(httpSecrets({ env: { JWT_SECRET: "given-jwt-secret-of-32-characters!!" }, file })).toEqual({ jwtSecret: "given-jwt-secret-of-32-characters!!", cookieSecret: first.cookieSecret })
  })

  it("refuses to start in production without them, naming the missing variables", () => {
    const file = path.join(dir, "secrets.json")
    expect(() => httpSecrets({ env: { NODE_ENV: "production" }, file })).toThrow(/JWT_SECRET and COOKIE_SECRET must be set in production/)
    expect(() => httpSecrets({ env: { NODE_ENV: "production", JWT_SECRET: "x".repeat(40) }, file })).toThrow(/^COOKIE_SECRET must be set/)
    expect(fs.existsSync(file)).toBe(false)
  })

  it("refuses a stored pair that is not two long secrets instead of using it", () => {
    const file = path.join(dir, "secrets.json")
    fs.writeFileSync(file, JSON.stringify({ jwtSecret: "supersecret", cookieSecret: "supersecret" }))
    expect(() => httpSecrets({ env: {}, file })).toThrow(/does not hold jwtSecret/)
  })

  it("medusa-config.ts takes its secrets from there and names no fallback", () => {
    const config = fs.readFileSync(path.join(__dirname, "..", "..", "medusa-config.ts"), "utf8")
    expect(config).toContain("...httpSecrets()")
    expect(config).not.toMatch(/supersecret/i)
  })
})

describe("the development store's and the demo's Riverty secrets", () => {
  let dir: string
  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), "dev-secrets-"))
  })
  afterEach(() => fs.rmSync(dir, { recursive: true, force: true }))
  const NAMES = ["notificationSecret", "personalDataKey", "signatureKey"] as const

  it("makes random ones once per checkout, none published, the same for every process", () => {
    const file = path.join(dir, "riverty.json")
    const first = rivertySecrets({ env: { NODE_ENV: "development" }, file })
    expect(Buffer.from(first.personalDataKey, "base64")).toHaveLength(32)
    expect(first.notificationSecret).toMatch(/^[0-9a-f]{64}$/)
    expect(first.signatureKey).toMatch(/^[0-9a-f]{64}$/)
    for (const name of NAMES) expect(isPublishedSecret(first[name])).toBe(false)
    expect(rivertySecrets({ env: { NODE_ENV: "test" }, file })).toEqual(first)
    expect((fs.statSync(file).mode & 0o777).toString(8)).toBe("600")
    expect(rivertySecrets({ env: {}, file: path.join(dir, "other.json") }).notificationSecret).not.toBe(first.notificationSecret)
    // A variable that is set wins over the kept value.
    expect(rivertySecrets({ env: { RIVERTY_SIGNATURE_KEY: "the-store-s-own-signature-key-000" }, file }).signatureKey).toBe("the-store-s-own-signature-key-000")
  })

  it("in production takes them from the variables and refuses to start without them, naming the missing ones", () => {
    const file = path.join(dir, "riverty.json")
    expect(() => rivertySecrets({ env: { NODE_ENV: "production", RIVERTY_SIGNATURE_KEY: "k".repeat(40) }, file })).toThrow(
      /^RIVERTY_NOTIFICATION_SECRET, RIVERTY_PERSONAL_DATA_KEY must be set in production/,
    )
    expect(fs.existsSync(file)).toBe(false)
  })

  it("the demo keeps its own, with an admin password, in the file it is given", () => {
    const file = path.join(dir, "demo", "secrets.json")
    const demo = demoSecrets(file)
    expect(demo.adminPassword).toMatch(/^[A-Za-z0-9_-]{32}$/)
    for (const name of [...NAMES, "adminPassword"] as const) expect(isPublishedSecret(demo[name])).toBe(false)
    expect(demoSecrets(file)).toEqual(demo)
  })

  it("medusa-config.ts takes them from there and names no published value", () => {
    const config = fs.readFileSync(path.join(__dirname, "..", "..", "medusa-config.ts"), "utf8")
    expect(config).toContain("rivertySecrets()")
    for (const value of PUBLISHED_SECRETS.filter((secret) => secret.length > 8)) expect(config).not.toContain(value)
  })
})

describe("where the development store and the demo listen", () => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  const { listenHost } = require("../../../../scripts/lib/listen-host") as {
    listenHost: (input: { env: Record<string, string | undefined>; argv: string[] }) => { address: string; loopback: boolean }
  }

  it("is 127.0.0.1 unless HOST opens it, and `medusa develop` hands that to the server it forks", () => {
    const env: Record<string, string | undefined> = {}
    expect(listenHost({ env, argv: ["node", "medusa", "develop"] })).toEqual({ address: "127.0.0.1", loopback: true })
    expect(env.HOST).toBe("127.0.0.1")
    // The forked `medusa start` inherits HOST and starts.
    expect(listenHost({ env, argv: ["node", "cli.js", "start"] })).toEqual({ address: "127.0.0.1", loopback: true })
    expect(listenHost({ env: { HOST: "0.0.0.0" }, argv: ["node", "medusa", "develop"] })).toEqual({ address: "0.0.0.0", loopback: false })
  })

  it("reads --host of `medusa start`, and refuses a `medusa start` without one (it is bound before the config is read)", () => {
    const env: Record<string, string | undefined> = {}
    expect(listenHost({ env, argv: ["node", "medusa", "start", "--host", "0.0.0.0"] })).toEqual({ address: "0.0.0.0", loopback: false })
    expect(env.HOST).toBe("0.0.0.0")
    expect(() => listenHost({ env: {}, argv: ["node", "medusa", "start"] })).toThrow(/run it with HOST=127\.0\.0\.1/)
  })

  it("medusa-config.ts binds the admin's hot-reload socket to the store's loopback address", () => {
    const config = fs.readFileSync(path.join(__dirname, "..", "..", "medusa-config.ts"), "utf8")
    expect(config).toContain("listenHost()")
    expect(config).toMatch(/hmr: \{ host: host\.address \}/)
  })
})
