"use strict"
// The plugin's development store (packages/medusa-payment-riverty/medusa-config.ts) as a real server for figures 2 and 3: a
// fresh database (the helper the demo and the browser specs use), migrations, the demo seed, an
// admin user, the emulator in this process, and `medusa start` (no file watcher) on a free port.
// BENCH_STORE_MODE=develop runs `medusa develop` instead. BENCH_CPU_PROF=<dir> loads
// lib/cpu-profile-hook.js into the store's processes: `profile(fn)` then writes a .cpuprofile per
// process into that directory covering fn alone.
// `startProcess` starts more `medusa start` processes on the same database (figure 3's table (b)).
const { randomBytes } = require("node:crypto")
const path = require("node:path")
const { acquireDatabase, freePort } = require("../../scripts/lib/database")
const { DEMO_DIR, PLUGIN_DIR } = require("../../scripts/lib/paths")
const { ensureDatabase, dropDatabase, medusa, startStore } = require("../../scripts/lib/store")
const { QUIET } = require("./orders")

const ADMIN = { email: "bench@riverty.test", password: "riverty-bench" }
// Made per run: a value written here would be published (the plugin would warn about it).
const NOTIFY_SECRET = randomBytes(32).toString("hex")

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
      // The emulator makes its signature key per run; the store checks redirect returns with it.
      RIVERTY_SIGNATURE_KEY: emulator.config.signatureKey,
    }
    log("migrating the bench database")
    await medusa(["db:migrate"], { cwd: PLUGIN_DIR, env })
    log("seeding")
    const seedOutput = await medusa(["exec", path.relative(PLUGIN_DIR, path.join(DEMO_DIR, "lib", "seed.ts"))], { cwd: PLUGIN_DIR, env })
    const seed = JSON.parse(/DEMO_SEED (.*)/.exec(seedOutput)[1])
    await medusa(["user", "-e", ADMIN.email, "-p", ADMIN.password], { cwd: PLUGIN_DIR, env })
    const mode = process.env.BENCH_STORE_MODE === "develop" ? "develop" : "start"
    log(`starting medusa ${mode}`)
    const profileDir = process.env.BENCH_CPU_PROF ? path.resolve(process.env.BENCH_CPU_PROF) : undefined
    // Only the server gets the diagnostics flags: bench/profile-checkout.js's (--cpu-prof, the query
    // counter) and BENCH_CPU_PROF's profile hook.
    const serverNodeOptions = [nodeOptions, profileDir ? `--require ${path.join(__dirname, "cpu-profile-hook.js")}` : ""].filter(Boolean).join(" ")
    const storeEnv = {
      ...env,
      ...(serverNodeOptions ? { NODE_OPTIONS: serverNodeOptions } : {}),
      ...(profileDir ? { BENCH_CPU_PROF_DIR: profileDir } : {}),
      ...extraEnv,
    }
    /** Runs fn with the store's processes profiled (when BENCH_CPU_PROF is set). */
    const profile = async (fn) => {
      if (!profileDir) return fn()
      const fs = require("node:fs")
      fs.mkdirSync(profileDir, { recursive: true })
      for (const name of ["start", "stop"]) fs.rmSync(path.join(profileDir, name), { force: true })
      fs.writeFileSync(path.join(profileDir, "start"), "")
      await new Promise((resolve) => setTimeout(resolve, 1000))
      try {
        return await fn()
      } finally {
        fs.writeFileSync(path.join(profileDir, "stop"), "")
        await new Promise((resolve) => setTimeout(resolve, 3000))
        log(`CPU profiles written to ${profileDir}`)
      }
    }
    const store = await startStore({ cwd: PLUGIN_DIR, env: storeEnv, port, command: mode })
    let serverStopped = false
    const stopServer = async () => {
      if (serverStopped) return
      serverStopped = true
      await store.stop()
    }
    cleanups.push(stopServer)
    /** Another `medusa start` on this database (extra environment on top of the store's). */
    const startProcess = async (extra = {}) => {
      const processPort = await freePort()
      const processEnv = { ...env, ...extra, PORT: String(processPort), MEDUSA_BACKEND_URL: `http://localhost:${processPort}` }
      const started = await startStore({ cwd: PLUGIN_DIR, env: processEnv, port: processPort, command: "start" })
      cleanups.push(started.stop)
      return started
    }
    return { url: store.url, emulator, seed, admin: ADMIN, notifySecret: NOTIFY_SECRET, databaseUrl, mode, pid: store.pid, output: store.output, stop, stopServer, startProcess, profile }
  } catch (error) {
    await stop()
    throw error
  }
}

module.exports = { startBenchStore }
