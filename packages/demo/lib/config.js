// What `npm run demo` runs on and keeps, from the environment (README, "The demo").
const path = require("node:path")
const { isPublishedSecret, secretFlaw } = require("riverty-client")
const { demoSecrets } = require("../../../scripts/lib/dev-secrets")
const { DEFAULT_HOST, isLoopback } = require("../../../scripts/lib/listen-host")
const { ROOT } = require("../../../scripts/lib/paths")

function demoConfig(env = process.env, argv = process.argv.slice(2)) {
  const port = (name, fallback) => Number(env[name] || fallback)
  return {
    reset: argv.includes("--reset"),
    adminEmail: env.DEMO_ADMIN_EMAIL || "admin@riverty.test",
    // The store, the emulator and the storefront listen here: loopback unless HOST opens them.
    host: env.HOST?.trim() || DEFAULT_HOST,
    ports: [
      { key: "store", role: "store (API and admin)", variable: "PORT", port: port("PORT", 9000) },
      { key: "emulator", role: "Riverty emulator", variable: "RIVERTY_EMULATOR_PORT", port: port("RIVERTY_EMULATOR_PORT", 4010) },
      { key: "storefront", role: "demo storefront", variable: "DEMO_STOREFRONT_PORT", port: port("DEMO_STOREFRONT_PORT", 8000) },
    ],
    databaseName: env.DEMO_DATABASE || "medusa_riverty_demo",
    // The store's trustedProxies: none unless a storefront server in front is named (the guide's
    // starter), so a browser that reaches the store directly cannot choose its X-Forwarded-For.
    trustedProxies: env.RIVERTY_TRUSTED_PROXIES?.trim() ?? "",
    // Under a dot folder: `medusa develop` ignores dot files, so a write never reloads the store.
    stateFile: path.resolve(ROOT, env.DEMO_STATE_FILE || path.join(".demo", "emulator-state.json")),
    // Next to the state file, so a test's throwaway folder keeps it too.
    get storeLog() {
      return path.join(path.dirname(this.stateFile), "store.log")
    },
    // Made on the first run and kept beside the state file (never a value of this repository);
    // a variable that is set wins. Read after a --reset has removed the old ones.
    get secretsFile() {
      return path.join(path.dirname(this.stateFile), "secrets.json")
    },
    secrets() {
      const kept = demoSecrets(this.secretsFile)
      return {
        notificationSecret: env.RIVERTY_NOTIFICATION_SECRET || kept.notificationSecret,
        personalDataKey: env.RIVERTY_PERSONAL_DATA_KEY || kept.personalDataKey,
        signatureKey: env.RIVERTY_SIGNATURE_KEY || kept.signatureKey,
        adminPassword: env.DEMO_ADMIN_PASSWORD || kept.adminPassword,
      }
    },
    capture: env.RIVERTY_CAPTURE || "on_shipment",
  }
}

/**
 * Beyond loopback, a secret written in this repository (a published value in a variable) would
 * let anyone on the network in: refused, naming the variable.
 */
function assertSecretsFitHost(config, secrets) {
  if (isLoopback(config.host)) return
  const variables = { notificationSecret: "RIVERTY_NOTIFICATION_SECRET", personalDataKey: "RIVERTY_PERSONAL_DATA_KEY", signatureKey: "RIVERTY_SIGNATURE_KEY", adminPassword: "DEMO_ADMIN_PASSWORD" }
  // The admin password is no key: only a published one is refused.
  const published = Object.keys(variables).filter((name) => (name === "adminPassword" ? isPublishedSecret(secrets[name]) : secretFlaw(secrets[name])))
  if (published.length) {
    throw new Error(`Cannot start: HOST=${config.host} opens the demo to the network, and ${published.map((name) => variables[name]).join(", ")} holds a value published in this repository or not random enough to be a key; unset it (a random one is made) or set a random one of your own.`)
  }
}

/** The port of a role ("store", "emulator", "storefront"). */
function portOf(config, key) {
  return config.ports.find((p) => p.key === key).port
}

/**
 * The emulator's API key of each market the seed made, as the variables the development store
 * reads (`RIVERTY_API_KEY_<COUNTRY>`): the emulator issues `emulator-key-<country>` for all nine.
 */
function emulatorApiKeys(markets) {
  return Object.fromEntries(markets.map(({ country }) => [apiKeyVariable(country), `emulator-key-${country.toLowerCase()}`]))
}

const apiKeyVariable = (country) => `RIVERTY_API_KEY_${country.toUpperCase()}`

/** One line per market for the console: country, currency, VAT rates, the key's variable. */
function marketLines(markets) {
  const names = new Intl.DisplayNames(["en"], { type: "region" })
  return markets.map(({ country, currency_code, vat }) => {
    const code = country.toUpperCase()
    const rates = `VAT ${vat.standard} %, ${vat.reduced === null ? "no reduced rate" : `reduced ${vat.reduced} %`}`
    return `${code}  ${names.of(code).padEnd(12)} ${currency_code.toUpperCase()}  ${rates.padEnd(29)} ${apiKeyVariable(code)}`
  })
}

module.exports = { demoConfig, portOf, assertSecretsFitHost, emulatorApiKeys, marketLines }
