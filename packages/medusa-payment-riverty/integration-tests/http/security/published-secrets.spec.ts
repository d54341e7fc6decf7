// @long-running: seven `medusa start` processes and one `medusa exec` of the development store, one after the other.
import { spawn } from "node:child_process"
import { randomBytes } from "node:crypto"
import { mkdtempSync, rmSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { isPublishedSecret } from "riverty-client"

// Secrets are generated, never published: a store started in production or beyond loopback with a
// secret written in this repository (anyone can read it) or one not random enough to be a key
// refuses to start, naming the option (never printing the value); one with secrets of its own
// starts. In development on loopback it starts and warns once per option, and so does a command
// that listens nowhere (`medusa exec`) with NODE_ENV unset, as Medusa's CLI leaves it. Each run is the
// repository's development store as `medusa start` (medusa-config.ts, the plugin from source)
// on a migrated database of its own.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dropDatabase, ensureDatabase, medusa } = require("../../../../../scripts/lib/store")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { freePort } = require("../../../../../scripts/lib/database")
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { PLUGIN_DIR } = require("../../../../../scripts/lib/paths")

jest.setTimeout(8 * 60 * 1000)

const PUBLISHED = {
  notificationSecret: { variable: "RIVERTY_NOTIFICATION_SECRET", value: "emulator-notification-secret-for-dev" },
  personalDataKey: { variable: "RIVERTY_PERSONAL_DATA_KEY", value: "cml2ZXJ0eS1kZXYtcGVyc29uYWwtZGF0YS1rZXktMzI=" },
  signatureKey: { variable: "RIVERTY_SIGNATURE_KEY", value: "emulator-signature-key" },
} as const
type Option = keyof typeof PUBLISHED

/** Secrets of this run only, as a store's operator makes them. */
const generated = () => ({
  RIVERTY_NOTIFICATION_SECRET: randomBytes(32).toString("hex"),
  RIVERTY_PERSONAL_DATA_KEY: randomBytes(32).toString("base64"),
  RIVERTY_SIGNATURE_KEY: randomBytes(32).toString("hex"),
})

interface Run {
  /** The exit code, or "healthy" once /health answered (the process is then stopped). */
  outcome: number | "healthy"
  output: string
}

const databaseServer = process.env.DATABASE_SERVER_URL
const databaseName = `riverty_published_secrets_${Date.now()}`
let databaseUrl: string

/** The migrated database: a copy of the run's template when there is one, else migrated here. */
async function migratedDatabase(): Promise<string> {
  const template = process.env.RIVERTY_TEST_DB_TEMPLATE
  if (template) {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const { Client } = require("pg")
    const client = new Client({ connectionString: `${databaseServer}/postgres` })
    await client.connect()
    try {
      await client.query(`create database "${databaseName}" template "${template}"`)
    } finally {
      await client.end()
    }
    return `${databaseServer}/${databaseName}`
  }
  const url = await ensureDatabase(databaseServer, databaseName)
  await medusa(["db:migrate", "--skip-scripts"], { cwd: PLUGIN_DIR, env: { ...process.env, DATABASE_URL: url, NODE_ENV: "test", NODE_OPTIONS: "" } })
  return url
}

/** `medusa start` of the development store until it exits or answers /health (then stopped). */
async function startStore(env: Record<string, string>): Promise<Run> {
  const port = await freePort()
  const child = spawn("npx", ["--no-install", "medusa", "start"], {
    cwd: PLUGIN_DIR,
    detached: true,
    env: {
      ...process.env,
      JWT_SECRET: randomBytes(32).toString("hex"),
      COOKIE_SECRET: randomBytes(32).toString("hex"),
      DATABASE_URL: databaseUrl,
      HOST: "127.0.0.1",
      PORT: String(port),
      MEDUSA_ADMIN_DISABLED: "true",
      MEDUSA_DISABLE_TELEMETRY: "true",
      NODE_OPTIONS: "",
      ...env,
    },
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const exited = new Promise<number>((resolve) => child.on("exit", (code) => resolve(code ?? 1)))
  let code: number | undefined
  void exited.then((value) => (code = value))
  const deadline = Date.now() + 180_000
  try {
    while (code === undefined && Date.now() < deadline) {
      const healthy = await fetch(`http://127.0.0.1:${port}/health`)
        .then((response) => response.ok)
        .catch(() => false)
      if (healthy) return { outcome: "healthy", output }
      await new Promise((resolve) => setTimeout(resolve, 500))
    }
    if (code === undefined) throw new Error(`medusa start neither answered nor exited:\n${output.slice(-4000)}`)
    return { outcome: code, output }
  } finally {
    try {
      process.kill(-child.pid!, "SIGKILL")
    } catch {
      // the group is gone
    }
    await exited
  }
}

/** `medusa exec` of a script that prints a mark, with NODE_ENV unset, until it exits. */
async function execScript(env: Record<string, string>): Promise<{ code: number; output: string }> {
  const dir = mkdtempSync(join(tmpdir(), "published-secrets-exec-"))
  const script = join(dir, "mark.js")
  writeFileSync(script, 'module.exports = { default: async () => console.log("the script ran") }\n')
  const childEnv: Record<string, string | undefined> = {
    ...process.env,
    JWT_SECRET: randomBytes(32).toString("hex"),
    COOKIE_SECRET: randomBytes(32).toString("hex"),
    DATABASE_URL: databaseUrl,
    MEDUSA_ADMIN_DISABLED: "true",
    MEDUSA_DISABLE_TELEMETRY: "true",
    NODE_OPTIONS: "",
    ...env,
  }
  delete childEnv.NODE_ENV
  const child = spawn("npx", ["--no-install", "medusa", "exec", script], { cwd: PLUGIN_DIR, detached: true, env: childEnv })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const timer = setTimeout(() => {
    try {
      process.kill(-child.pid!, "SIGKILL")
    } catch {
      // the group is gone
    }
  }, 180_000)
  try {
    const code = await new Promise<number>((resolve) => child.on("exit", (value) => resolve(value ?? 1)))
    return { code, output }
  } finally {
    clearTimeout(timer)
    rmSync(dir, { recursive: true, force: true })
  }
}

const describeWithDb = databaseServer ? describe : describe.skip

describeWithDb("a store with a secret published in this repository", () => {
  beforeAll(async () => {
    databaseUrl = await migratedDatabase()
  })
  afterAll(async () => {
    await dropDatabase(databaseServer, databaseName)
  })

  it.each(Object.keys(PUBLISHED) as Option[])("refuses to start with NODE_ENV=production and a published %s, naming it", async (option) => {
    expect(isPublishedSecret(PUBLISHED[option].value)).toBe(true)
    const run = await startStore({ ...generated(), NODE_ENV: "production", [PUBLISHED[option].variable]: PUBLISHED[option].value })
    expect(run.outcome).not.toBe("healthy")
    expect(run.output).toContain(`Riverty option ${option}: the value is published in the medusa-payment-riverty repository`)
    expect(run.output).not.toContain(PUBLISHED[option].value)
  })

  it("refuses to start with NODE_ENV=production beyond loopback (HOST=0.0.0.0) and a published notificationSecret", async () => {
    const run = await startStore({ ...generated(), NODE_ENV: "production", HOST: "0.0.0.0", RIVERTY_NOTIFICATION_SECRET: PUBLISHED.notificationSecret.value })
    expect(run.outcome).not.toBe("healthy")
    expect(run.output).toContain("Riverty option notificationSecret: the value is published in the medusa-payment-riverty repository")
    expect(run.output).not.toContain(PUBLISHED.notificationSecret.value)
  })

  it("refuses to start with NODE_ENV=production, a test's secret with a space after it and a signatureKey made of words, naming both", async () => {
    const written = "the-callback-secret-of-this-test-0123456789"
    const words = "our-shop-signature-key-nobody-will-ever-guess"
    const run = await startStore({ ...generated(), NODE_ENV: "production", RIVERTY_NOTIFICATION_SECRET: `${written} `, RIVERTY_SIGNATURE_KEY: words })
    expect(run.outcome).not.toBe("healthy")
    expect(run.output).toContain("Riverty option notificationSecret: the value is published in the medusa-payment-riverty repository")
    expect(run.output).toContain("Riverty option signatureKey: the value is not random enough to be a key")
    expect(run.output).not.toContain(written)
    expect(run.output).not.toContain(words)
  })

  it("runs `medusa exec` with NODE_ENV unset and the published values, warning once per option", async () => {
    const env = Object.fromEntries(Object.values(PUBLISHED).map(({ variable, value }) => [variable, value]))
    const run = await execScript(env)
    expect(run.output).toContain("the script ran")
    expect(run.code).toBe(0)
    for (const option of Object.keys(PUBLISHED) as Option[]) {
      expect(run.output.split(`Riverty option ${option}: the value is published`)).toHaveLength(2)
      expect(run.output).not.toContain(PUBLISHED[option].value)
    }
  })

  it("starts with NODE_ENV=production and secrets of its own", async () => {
    const run = await startStore({ ...generated(), NODE_ENV: "production" })
    expect(run.outcome).toBe("healthy")
    expect(run.output).not.toMatch(/Riverty option \w+: the value is published/)
  })

  it("in development on loopback starts with the published values and warns once per option, never printing them", async () => {
    const env = Object.fromEntries(Object.values(PUBLISHED).map(({ variable, value }) => [variable, value]))
    const run = await startStore({ ...env, NODE_ENV: "development" })
    expect(run.outcome).toBe("healthy")
    for (const option of Object.keys(PUBLISHED) as Option[]) {
      expect(run.output.split(`Riverty option ${option}: the value is published`)).toHaveLength(2)
      expect(run.output).not.toContain(PUBLISHED[option].value)
    }
  })
})
