// What `npm run demo` runs on and keeps, from the environment (README, "The demo").
const path = require("node:path")
const { ROOT } = require("../../../scripts/lib/paths")

function demoConfig(env = process.env, argv = process.argv.slice(2)) {
  const port = (name, fallback) => Number(env[name] || fallback)
  return {
    reset: argv.includes("--reset"),
    adminEmail: env.DEMO_ADMIN_EMAIL || "admin@riverty.test",
    adminPassword: env.DEMO_ADMIN_PASSWORD || "riverty-demo",
    ports: [
      { key: "store", role: "store (API and admin)", variable: "PORT", port: port("PORT", 9000) },
      { key: "emulator", role: "Riverty emulator", variable: "RIVERTY_EMULATOR_PORT", port: port("RIVERTY_EMULATOR_PORT", 4010) },
      { key: "storefront", role: "demo storefront", variable: "DEMO_STOREFRONT_PORT", port: port("DEMO_STOREFRONT_PORT", 8000) },
    ],
    databaseName: env.DEMO_DATABASE || "medusa_riverty_demo",
    // Under a dot folder: `medusa develop` ignores dot files, so a write never reloads the store.
    stateFile: path.resolve(ROOT, env.DEMO_STATE_FILE || path.join(".demo", "emulator-state.json")),
    // Next to the state file, so a test's throwaway folder keeps it too.
    get storeLog() {
      return path.join(path.dirname(this.stateFile), "store.log")
    },
    notifySecret: env.RIVERTY_NOTIFICATION_SECRET || "emulator-notification-secret-for-dev",
    signatureKey: env.RIVERTY_SIGNATURE_KEY || "emulator-signature-key",
    capture: env.RIVERTY_CAPTURE || "on_shipment",
  }
}

/** The port of a role ("store", "emulator", "storefront"). */
function portOf(config, key) {
  return config.ports.find((p) => p.key === key).port
}

module.exports = { demoConfig, portOf }
