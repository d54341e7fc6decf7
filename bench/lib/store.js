"use strict"
// The plugin's development store (packages/medusa-payment-riverty/medusa-config.ts) as a real server for figures 2 and 3: a
// fresh database (the helper the demo and the browser specs use), migrations, the demo seed, an
// admin user, the emulator in this process, and `medusa start` (no file watcher) on a free port.
// BENCH_STORE_MODE=develop runs `medusa develop` instead.
const path = require("node:path")
const { acquireDatabase, freePort } = require("../../scripts/lib/database")
const { DEMO_DIR, PLUGIN_DIR } = require("../../scripts/lib/paths")
const { ensureDatabase, dropDatabase, medusa, startStore } = require("../../scripts/lib/store")
const { QUIET } = require("./orders")

const ADMIN = { email: "bench@riverty.test", password: "riverty-bench" }
const NOTIFY_SECRET = "emulator-notify-secret-for-the-bench"

async function startBenchStore({ log = () => undefined, nodeOptions = "", extraEnv = {} } = {}) {
  const cleanups = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  }
  try {
    const port = await freePort()
    const db = await acquireDatabase({ name: "test", log: () => undefined })
    cleanups.push(db.stop)
    const { startEmulator } = require("riverty-emulator")
    // No notify URL: figure 3 sends its own notifications, and figure 2 measures checkouts alone.
    const emulator = await startEmulator({ port: 0, logger: QUIET, notifySecret: NOTIFY_SECRET, journalLimit: 100 })
    cleanups.push(() => emulator.stop())
    const databaseName = `medusa_riverty_bench_${Date.now()}`
    const databaseUrl = await ensureDatabase(db.env.DATABASE_SERVER_URL, databaseName)
    cleanups.push(() => dropDatabase(db.env.DATABASE_SERVER_URL, databaseName))
    const env = {
      ...process.env,
      ...db.env,
      DATABASE_URL: databaseUrl,
      MEDUSA_DISABLE_TELEMETRY: "true",
      MEDUSA_ADMIN_DISABLED: "true",
      NODE_ENV: "development",
      NODE_OPTIONS: "",
      PORT: String(port),
      MEDUSA_BACKEND_URL: `http://localhost:${port}`,
      RIVERTY_ENVIRONMENT: "emulator",
      RIVERTY_BASE_URL: emulator.url,
      RIVERTY_NOTIFICATION_SECRET: NOTIFY_SECRET,
    }
    log("migrating the bench database")
    await medusa(["db:migrate"], { cwd: PLUGIN_DIR, env })
    log("seeding")
    const seedOutput = await medusa(["exec", path.relative(PLUGIN_DIR, path.join(DEMO_DIR, "lib", "seed.ts"))], { cwd: PLUGIN_DIR, env })
    const seed = JSON.parse(/DEMO_SEED (.*)/.exec(seedOutput)[1])
    await medusa(["user", "-e", ADMIN.email, "-p", ADMIN.password], { cwd: PLUGIN_DIR, env })
    const mode = process.env.BENCH_STORE_MODE === "develop" ? "develop" : "start"
    log(`starting medusa ${mode}`)
    // Only the server gets the diagnostics flags (bench/profile-checkout.js: --cpu-prof, the query counter).
    const serverEnv = nodeOptions ? { ...env, NODE_OPTIONS: nodeOptions, ...extraEnv } : { ...env, ...extraEnv }
    const store = await startStore({ cwd: PLUGIN_DIR, env: serverEnv, port, command: mode })
    cleanups.push(store.stop)
    return { url: store.url, emulator, seed, admin: ADMIN, notifySecret: NOTIFY_SECRET, databaseUrl, mode, pid: store.pid, output: store.output, stop }
  } catch (error) {
    await stop()
    throw error
  }
}

module.exports = { startBenchStore }
