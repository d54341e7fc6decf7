#!/usr/bin/env node
// `npm run demo`: the Riverty emulator (with a state file), the development store with the plugin
// (seeded once, notifications registered) and the demo storefront, running until Ctrl-C.
// `npm run demo -- --reset` drops the demo's database, state file and secrets first. Everything
// listens on 127.0.0.1 unless HOST opens it; the secrets are made on the first run (lib/config.js).
const fs = require("node:fs")
const path = require("node:path")
const { acquireDatabase } = require("../../scripts/lib/database")
const { PLUGIN_DIR, ROOT } = require("../../scripts/lib/paths")
const { assertPortsFree } = require("../../scripts/lib/ports")
const { dropDatabase, ensureDatabase, medusa, startStore, stopCommands } = require("../../scripts/lib/store")
const { randomBytes } = require("node:crypto")
const { assertSecretsFitHost, demoConfig, emulatorApiKeys, marketLines, portOf } = require("./lib/config")
const { isLoopback } = require("../../scripts/lib/listen-host")
const { registerNotifications } = require("./lib/notifications")

const config = demoConfig()
const PORT = portOf(config, "store")
const EMULATOR_PORT = portOf(config, "emulator")
const STOREFRONT_PORT = portOf(config, "storefront")
const STORE_URL = `http://localhost:${PORT}`
// Made on the first run (lib/config.js), after a --reset has removed the old ones.
let secrets
// Opened to the network, the emulator's control API (reset, faults, state) asks for a token.
const CONTROL_TOKEN = isLoopback(config.host) ? undefined : randomBytes(24).toString("base64url")
// The store is the plugin's development store (packages/medusa-payment-riverty); `medusa exec`
// takes the seed's path from there.
const SEED_SCRIPT = path.relative(PLUGIN_DIR, path.join(__dirname, "lib", "seed.ts"))

// The demo runs the emulator from source in this process; the store's provider points at it.
async function startRivertyEmulator() {
  require("ts-node").register({
    transpileOnly: true,
    project: path.join(PLUGIN_DIR, "tsconfig.json"),
    compilerOptions: { module: "commonjs", moduleResolution: "node" },
  })
  const { startEmulator } = require("riverty-emulator")
  fs.mkdirSync(path.dirname(config.stateFile), { recursive: true })
  return startEmulator({
    port: EMULATOR_PORT,
    host: config.host,
    controlToken: CONTROL_TOKEN,
    stateFile: config.stateFile,
    notifyUrl: `${STORE_URL}/riverty/notifications`,
    notifySecret: secrets.notificationSecret,
    signatureKey: secrets.signatureKey,
    logger: { info: () => undefined, warn: (message) => console.warn(`[emulator] ${message}`) },
  })
}

// The demo storefront (storefront/, built and served by lib/storefront-server.js).
function startStorefront(seed) {
  const { startStorefrontServer } = require("./lib/storefront-server")
  return startStorefrontServer({
    port: STOREFRONT_PORT,
    host: config.host,
    storeUrl: STORE_URL,
    publishableKey: seed.publishable_key,
    regions: seed.regions,
  })
}

async function main() {
  const started = Date.now()
  const cleanups = []
  let stopping = false
  const shutdown = async (code) => {
    if (stopping) process.exit(code)
    stopping = true
    stopCommands()
    for (const cleanup of cleanups.reverse()) await cleanup().catch((error) => console.error(error.message))
    process.exit(code)
  }
  process.on("SIGINT", () => {
    console.log("\nStopping the demo (the database and the emulator's state file are kept)...")
    shutdown(0)
  })
  process.on("SIGTERM", () => shutdown(0))

  try {
    // Before anything starts: someone else's server on a demo port must not pass for the demo.
    await assertPortsFree(config.ports)
    const db = await acquireDatabase({ name: "demo", keep: true })
    cleanups.push(db.stop)
    const serverUrl = db.env.DATABASE_SERVER_URL
    if (config.reset) {
      step(`Resetting: dropping the database ${config.databaseName}, ${shown(config.stateFile)} and ${shown(config.secretsFile)}`)
      await dropDatabase(serverUrl, config.databaseName)
      fs.rmSync(config.stateFile, { force: true })
      fs.rmSync(config.secretsFile, { force: true })
    }
    secrets = config.secrets()
    assertSecretsFitHost(config, secrets)

    const restored = fs.existsSync(config.stateFile)
    step(`Starting the Riverty emulator on port ${EMULATOR_PORT} (${restored ? "state restored from" : "state kept in"} ${shown(config.stateFile)})`)
    const emulator = await startRivertyEmulator()
    cleanups.push(() => emulator.stop())

    const databaseUrl = await ensureDatabase(serverUrl, config.databaseName)
    const env = {
      ...process.env,
      ...db.env,
      DATABASE_URL: databaseUrl,
      MEDUSA_DISABLE_TELEMETRY: "true",
      NODE_ENV: "development",
      PORT: String(PORT),
      HOST: config.host,
      MEDUSA_BACKEND_URL: STORE_URL,
      RIVERTY_ENVIRONMENT: "emulator",
      RIVERTY_BASE_URL: emulator.url,
      RIVERTY_SIGNATURE_KEY: secrets.signatureKey,
      RIVERTY_NOTIFICATION_SECRET: secrets.notificationSecret,
      RIVERTY_PERSONAL_DATA_KEY: secrets.personalDataKey,
      RIVERTY_CAPTURE: config.capture,
      RIVERTY_TRUSTED_PROXIES: config.trustedProxies,
    }
    step(`Migrating the database ${config.databaseName}`)
    await medusa(["db:migrate"], { cwd: PLUGIN_DIR, env })
    step("Seeding the store and creating the admin user")
    // One after the other: each command boots Medusa, and every boot runs Medusa's
    // createDefaultsWorkflow; two boots on a fresh database race to create the default store.
    const seedOutput = await medusa(["exec", SEED_SCRIPT], { cwd: PLUGIN_DIR, env }).catch((error) => {
      // The seed's own refusal (an older demo in the database) is the whole story; the stack is noise.
      const refusal = /The demo database holds[^\n]*/.exec(error.message)
      throw refusal ? new Error(refusal[0]) : error
    })
    await medusa(["user", "-e", config.adminEmail, "-p", secrets.adminPassword], { cwd: PLUGIN_DIR, env }).catch((error) => {
      if (!/already exists/i.test(error.message)) throw error
    })
    const seed = JSON.parse(/DEMO_SEED (.*)/.exec(seedOutput)[1])
    // A key per market, the emulator's: the store serves a country only with its key.
    Object.assign(env, emulatorApiKeys(seed.markets))
    if (!seed.seeded) step("The store was seeded before: nothing added, the demo's own publishable key reused")
    if (!seed.seeded && !restored) {
      console.warn(
        `  Note: the database is from an earlier run but the emulator's state file was not found, so Riverty knows none of its orders; \`npm run demo -- --reset\` starts both over.`
      )
    }

    // Before the store: the store must know the storefront's origin (CORS, and where the return
    // route sends the shopper), and the page is built before `medusa develop` watches the files.
    step(`Building and starting the demo storefront on port ${STOREFRONT_PORT}`)
    const storefront = await startStorefront(seed)
    cleanups.push(() => storefront.stop())
    // Another storefront (a Medusa starter tried against the demo) sets STOREFRONT_URL, so the
    // return route sends its shoppers back to it instead of to the demo's page.
    env.STOREFRONT_URL = process.env.STOREFRONT_URL || storefront.url
    // The page may be opened by its address or as localhost; both are its origin.
    env.STORE_CORS = process.env.STORE_CORS || `${storefront.url},http://localhost:${STOREFRONT_PORT}`

    step(`Starting Medusa on port ${PORT} (its output goes to ${shown(config.storeLog)})`)
    const storeLog = fs.createWriteStream(config.storeLog, { flags: "a" })
    cleanups.push(() => new Promise((resolve) => storeLog.end(resolve)))
    const store = await startStore({ cwd: PLUGIN_DIR, env, port: PORT, log: (text) => storeLog.write(text) })
    cleanups.push(store.stop)
    step("Registering the store's notification URL at Riverty (POST /admin/riverty/notifications/callbacks)")
    const registration = await registerNotifications({
      storeUrl: STORE_URL,
      emulatorUrl: emulator.url,
      adminEmail: config.adminEmail,
      adminPassword: secrets.adminPassword,
    })

    const regions = seed.regions
      .map((r) => `${r.id}  ${r.name} (${r.currency_code.toUpperCase()}: ${r.countries.map((c) => c.toUpperCase()).join(", ")})`)
      .join("\n                    ")
    const markets = marketLines(seed.markets).join("\n                    ")
    console.log(`
The Riverty demo is running (ready in ${Math.round((Date.now() - started) / 1000)} s).

  Storefront:       ${storefront.url}
  Admin:            ${store.url}/app
  Admin login:      ${config.adminEmail} / ${secrets.adminPassword}${process.env.DEMO_ADMIN_PASSWORD ? "" : `  (made on the first run, kept in ${shown(config.secretsFile)})`}
  Store API:        ${store.url}/store
  Publishable key:  ${seed.publishable_key}
  Regions:          ${regions}
  Markets (${seed.markets.length}):      ${markets}
  Riverty emulator: ${emulator.url}  (control API ${emulator.url}/_emulator${CONTROL_TOKEN ? ` with X-Emulator-Token: ${CONTROL_TOKEN}` : ""}; personas in packages/riverty-emulator/README.md)
  Emulator state:   ${shown(config.stateFile)}
  Listening on:     ${config.host}${config.host === "127.0.0.1" ? " only (HOST=0.0.0.0 opens the demo to the network)" : ""}
  Store log:        ${shown(config.storeLog)}
  Notifications:    ${registration.types} types -> ${registration.url}
  Capture:          ${config.capture === "on_shipment" ? "on shipment (mark a fulfillment shipped in the admin)" : config.capture}

Press Ctrl-C to stop; \`npm run demo -- --reset\` starts over with an empty store and emulator.`)
  } catch (error) {
    console.error(error.message)
    await shutdown(1)
  }
}

// Paths inside the project relative to it, others as they are.
function shown(file) {
  const relative = path.relative(ROOT, file)
  return relative.startsWith("..") ? file : relative
}

function step(text) {
  console.log(`- ${text}...`)
}

main()
