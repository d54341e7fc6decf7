#!/usr/bin/env node
// `npm run demo`: the development store with the plugin, seeded and running until Ctrl-C.
const { acquireDatabase, ROOT } = require("./lib/database")
const { ensureDatabase, medusa, startStore } = require("./lib/store")

const ADMIN_EMAIL = process.env.DEMO_ADMIN_EMAIL || "admin@riverty.test"
const ADMIN_PASSWORD = process.env.DEMO_ADMIN_PASSWORD || "riverty-demo"
const PORT = Number(process.env.PORT || 9000)
const EMULATOR_PORT = Number(process.env.RIVERTY_EMULATOR_PORT || 4010)
const NOTIFY_SECRET = process.env.RIVERTY_NOTIFICATION_SECRET || "emulator-notification-secret-for-dev"
const SIGNATURE_KEY = process.env.RIVERTY_SIGNATURE_KEY || "emulator-signature-key"

// The demo runs the emulator from source in this process; the store's provider points at it.
async function startRivertyEmulator() {
  require("ts-node").register({
    transpileOnly: true,
    project: require("node:path").join(ROOT, "tsconfig.json"),
    compilerOptions: { module: "commonjs", moduleResolution: "node" },
  })
  const { startEmulator } = require("../src/emulator")
  return startEmulator({
    port: EMULATOR_PORT,
    notifyUrl: `http://localhost:${PORT}/riverty/notifications`,
    notifySecret: NOTIFY_SECRET,
    signatureKey: SIGNATURE_KEY,
    logger: { info: () => undefined, warn: (message) => console.warn(`[emulator] ${message}`) },
  })
}

async function main() {
  const db = await acquireDatabase({ name: "demo" })
  const cleanups = [db.stop]
  const shutdown = async (code) => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
    process.exit(code)
  }
  process.on("SIGINT", () => shutdown(0))
  process.on("SIGTERM", () => shutdown(0))

  try {
    step(`Starting the Riverty emulator on port ${EMULATOR_PORT}`)
    const emulator = await startRivertyEmulator()
    cleanups.push(() => emulator.stop())
    const serverUrl = db.env.DATABASE_SERVER_URL
    const databaseUrl = await ensureDatabase(serverUrl, process.env.DEMO_DATABASE || "medusa_riverty_demo")
    const env = {
      ...process.env,
      ...db.env,
      DATABASE_URL: databaseUrl,
      MEDUSA_DISABLE_TELEMETRY: "true",
      NODE_ENV: "development",
      PORT: String(PORT),
      RIVERTY_ENVIRONMENT: "emulator",
      RIVERTY_BASE_URL: emulator.url,
      RIVERTY_SIGNATURE_KEY: SIGNATURE_KEY,
      RIVERTY_NOTIFICATION_SECRET: NOTIFY_SECRET,
    }
    step("Migrating the database")
    await medusa(["db:migrate"], { cwd: ROOT, env })
    step("Seeding the store")
    const seedOutput = await medusa(["exec", "./scripts/demo/seed.ts"], { cwd: ROOT, env })
    const seed = JSON.parse(/DEMO_SEED (.*)/.exec(seedOutput)[1])
    step("Creating the admin user")
    await medusa(["user", "-e", ADMIN_EMAIL, "-p", ADMIN_PASSWORD], { cwd: ROOT, env }).catch((error) => {
      if (!/already exists/i.test(error.message)) throw error
    })
    step(`Starting Medusa on port ${PORT}`)
    const store = await startStore({ cwd: ROOT, env, port: PORT })
    cleanups.push(store.stop)
    console.log(`
Medusa with medusa-payment-riverty is running.

  Admin:            ${store.url}/app
  Admin login:      ${ADMIN_EMAIL} / ${ADMIN_PASSWORD}
  Store API:        ${store.url}/store  (header x-publishable-api-key: ${seed.publishable_key})
  Region:           ${seed.region_id} (DE, NL, SE; every Riverty payment type)
  Health:           ${store.url}/health
  Riverty emulator: ${emulator.url}  (control API ${emulator.url}/_emulator; personas in docs/emulator.md)

Press Ctrl-C to stop.`)
  } catch (error) {
    console.error(error.message)
    await shutdown(1)
  }
}

function step(text) {
  console.log(`- ${text}...`)
}

main()
