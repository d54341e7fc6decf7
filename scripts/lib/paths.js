// Where the repository's packages are, for the scripts that run them (tests, demo, bench).
const path = require("node:path")

const ROOT = path.resolve(__dirname, "..", "..")
// The Medusa plugin's folder is also its development store (medusa-config.ts, src/): the
// integration tests, the demo and the bench boot the store from there.
const PLUGIN_DIR = path.join(ROOT, "packages", "medusa-payment-riverty")
const DEMO_DIR = path.join(ROOT, "packages", "demo")

module.exports = { ROOT, PLUGIN_DIR, DEMO_DIR }
