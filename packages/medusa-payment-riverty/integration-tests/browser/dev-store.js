// The development store as `npm run demo` runs it (same database helper, migrations, seed, admin
// user and `medusa develop`), on free ports, with the emulator and the demo storefront
// (packages/demo/lib/storefront-server.js) in this process.
const { randomBytes } = require("node:crypto")
const path = require("node:path")
const { acquireDatabase, freePort } = require("../../../../scripts/lib/database")
const { DEMO_DIR, PLUGIN_DIR } = require("../../../../scripts/lib/paths")
const { dropDatabase, ensureDatabase, medusa, startStore } = require("../../../../scripts/lib/store")
const { emulatorApiKeys } = require("../../../demo/lib/config")
const { startStorefrontServer } = require("../../../demo/lib/storefront-server")

// The demo's seed, as `medusa exec` in the plugin's folder names it.
const SEED_SCRIPT = path.relative(PLUGIN_DIR, path.join(DEMO_DIR, "lib", "seed.ts"))

const ADMIN = { email: "admin@riverty.test", password: "riverty-browser-test" }
// Made per run: a value written here would be published (the plugin would warn about it).
const NOTIFY_SECRET = randomBytes(32).toString("hex")
const SIGNATURE_KEY = randomBytes(32).toString("hex")


async function startDevStore({ log = () => undefined } = {}) {
  const cleanups = []
  const stop = async () => {
    for (const cleanup of cleanups.reverse()) await cleanup().catch(() => undefined)
  }
  try {
    const port = await freePort()
    const db = await acquireDatabase({ name: "test", log: () => undefined })
    cleanups.push(db.stop)
    const { startEmulator } = require("riverty-emulator")
    const emulator = await startEmulator({
      port: 0,
      notifyUrl: `http://localhost:${port}/riverty/notifications`,
      notifySecret: NOTIFY_SECRET,
      signatureKey: SIGNATURE_KEY,
      // This project's own tests: also the checks Riverty does not make (the emulator's README, strict mode).
      strict: true,
    })
    cleanups.push(() => emulator.stop())
    const databaseName = `medusa_riverty_browser_${Date.now()}`
    const databaseUrl = await ensureDatabase(db.env.DATABASE_SERVER_URL, databaseName)
    cleanups.push(() => dropDatabase(db.env.DATABASE_SERVER_URL, databaseName))
    const storeUrl = `http://localhost:${port}`
    const env = {
      ...process.env,
      ...db.env,
      DATABASE_URL: databaseUrl,
      MEDUSA_DISABLE_TELEMETRY: "true",
      NODE_ENV: "development",
      NODE_OPTIONS: "",
      PORT: String(port),
      MEDUSA_BACKEND_URL: `http://localhost:${port}`,
      RIVERTY_ENVIRONMENT: "emulator",
      RIVERTY_BASE_URL: emulator.url,
      RIVERTY_SIGNATURE_KEY: SIGNATURE_KEY,
      RIVERTY_NOTIFICATION_SECRET: NOTIFY_SECRET,
    }
    log("migrating")
    await medusa(["db:migrate"], { cwd: PLUGIN_DIR, env })
    log("seeding")
    const seedOutput = await medusa(["exec", SEED_SCRIPT], { cwd: PLUGIN_DIR, env })
    const seed = JSON.parse(/DEMO_SEED (.*)/.exec(seedOutput)[1])
    // As `npm run demo`: the emulator's key of every market the seed made.
    Object.assign(env, emulatorApiKeys(seed.markets))
    await medusa(["user", "-e", ADMIN.email, "-p", ADMIN.password], { cwd: PLUGIN_DIR, env })
    // Before the store: the store must know the storefront's origin (CORS, and where the return
    // route sends the browser), and the page is built before `medusa develop` watches the files.
    log("building the demo storefront")
    let storefront = await startStorefrontServer({ port: 0, storeUrl, publishableKey: seed.publishable_key, regions: seed.regions })
    cleanups.push(() => storefront.stop())
    env.STORE_CORS = storefront.url
    env.STOREFRONT_URL = storefront.url
    log("starting medusa develop")
    const store = await startStore({ cwd: PLUGIN_DIR, env, port })
    cleanups.push(store.stop)
    // A new build of the page on the same address (the store's CORS and return URL stay right).
    const rebuildStorefront = async () => {
      await storefront.stop()
      storefront = await startStorefrontServer({ port: storefront.port, storeUrl, publishableKey: seed.publishable_key, regions: seed.regions })
    }
    return { url: store.url, storefrontUrl: storefront.url, rebuildStorefront, emulator, seed, admin: ADMIN, stop, output: store.output }
  } catch (error) {
    await stop()
    throw error
  }
}

module.exports = { startDevStore }
