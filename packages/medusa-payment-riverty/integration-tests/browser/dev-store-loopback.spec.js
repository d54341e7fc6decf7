// The development store as a developer starts it: `npx medusa develop` in the plugin's folder,
// no HOST, no Riverty secrets in the environment. It listens on 127.0.0.1 only (the API and admin
// and the admin's hot-reload socket), so another machine cannot reach it; from this machine it
// answers. Its Riverty secrets are the checkout's generated ones: the plugin warns about none.
const { spawn } = require("node:child_process")
const { acquireDatabase, freePort } = require("../../../../scripts/lib/database")
const { PLUGIN_DIR } = require("../../../../scripts/lib/paths")
const { dropDatabase, ensureDatabase, medusa, waitFor } = require("../../../../scripts/lib/store")
const { connectOutcome, externalIPv4, isLoopbackAddress, listeningSockets } = require("./listening")

jest.setTimeout(8 * 60 * 1000)

describe("the development store (medusa develop)", () => {
  let db
  let store
  let output = ""
  let port
  const databaseName = `medusa_riverty_loopback_${Date.now()}`

  beforeAll(async () => {
    db = await acquireDatabase({ name: "test", log: () => undefined })
    const databaseUrl = await ensureDatabase(db.env.DATABASE_SERVER_URL, databaseName)
    port = await freePort()
    const env = { ...process.env, ...db.env, DATABASE_URL: databaseUrl, PORT: String(port), NODE_OPTIONS: "", MEDUSA_DISABLE_TELEMETRY: "true" }
    // As a developer's shell has them: none of the variables that open the store or set its secrets.
    for (const name of ["HOST", "NODE_ENV", "RIVERTY_NOTIFICATION_SECRET", "RIVERTY_PERSONAL_DATA_KEY", "RIVERTY_SIGNATURE_KEY"]) delete env[name]
    await medusa(["db:migrate", "--skip-scripts"], { cwd: PLUGIN_DIR, env })
    store = spawn("npx", ["--no-install", "medusa", "develop"], { cwd: PLUGIN_DIR, env, detached: true })
    store.stdout.on("data", (chunk) => (output += chunk))
    store.stderr.on("data", (chunk) => (output += chunk))
    const exited = new Promise((resolve) => store.on("exit", resolve))
    const failedToStart = exited.then((code) => Promise.reject(new Error(`medusa develop exited with ${code}`)))
    failedToStart.catch(() => undefined)
    await Promise.race([waitFor(`http://127.0.0.1:${port}/health`), failedToStart]).catch((error) => {
      throw new Error(`${error.message}\n--- medusa develop ---\n${output.slice(-4000)}`)
    })
    // The admin's dev server (and its hot-reload socket) starts with the first page request.
    await waitFor(`http://127.0.0.1:${port}/app`, { isReady: (response) => response.status < 500 })
  })

  afterAll(async () => {
    if (store) {
      try {
        process.kill(-store.pid, "SIGKILL")
      } catch {
        // already gone
      }
    }
    if (db) {
      await dropDatabase(db.env.DATABASE_SERVER_URL, databaseName).catch(() => undefined)
      await db.stop()
    }
  })

  it("listens on loopback only, the admin's hot-reload socket included", async () => {
    const sockets = listeningSockets(store.pid)
    if (sockets) {
      expect(sockets.map((s) => s.port)).toContain(port)
      // The store and the admin's hot-reload socket at least.
      expect(sockets.length).toBeGreaterThanOrEqual(2)
      expect(sockets.filter((s) => !isLoopbackAddress(s.address))).toEqual([])
    }
    const external = externalIPv4()
    if (!external) return console.warn("No non-loopback IPv4 address on this machine: the connection check is skipped.")
    expect(await connectOutcome(external, port)).toBe("ECONNREFUSED")
    expect(await connectOutcome("127.0.0.1", port)).toBe("connected")
  })

  it("runs on the checkout's generated Riverty secrets: the plugin warns about no published one", () => {
    expect(output).not.toMatch(/Riverty option \w+: the value is published/)
  })
})
