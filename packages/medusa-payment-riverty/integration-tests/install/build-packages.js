// The install layer's jest globalSetup: builds the client, emulator and kit and the plugin once
// per run, for every file of the layer to pack (the install smoke test, the packed file lists).
const { spawnSync } = require("node:child_process")
const { ROOT } = require("../../../../scripts/lib/paths")

function build(args) {
  const result = spawnSync("npm", args, { cwd: ROOT, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } })
  if (result.status !== 0) throw new Error(`npm ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`.slice(-6000))
}

module.exports = async function buildPackages() {
  build(["run", "build:packages"])
  build(["run", "build", "-w", "medusa-payment-riverty"])
}
