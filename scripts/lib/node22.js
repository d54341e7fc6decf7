// Node 22 beside the machine's Node, for the `npm test` stages that run on it (Medusa 2.22 needs
// 22.15+). It is the npm registry's `node` package, a devDependency pinned to a 22.x: its
// preinstall installs node-<platform>-<arch> of the same version and hard-links that binary to
// node_modules/node/bin/node. npm also links it as node_modules/.bin/node, which comes first on
// every npm script's PATH and would move the whole suite, lint and the demo to Node 22; unshadow()
// removes that one link (`prepare` and `npm test` call it), so only the Node 22 stages use it.
const fs = require("node:fs")
const path = require("node:path")
const { spawnSync } = require("node:child_process")

const { ROOT } = require("./paths")
const PACKAGE_DIR = path.join(ROOT, "node_modules", "node")
const BIN_LINK = path.join(ROOT, "node_modules", ".bin", process.platform === "win32" ? "node.cmd" : "node")
/** Where the package puts the Node 22 binary (its `bin.node`); the stages run it from here. */
const NODE22_PATH = path.join(PACKAGE_DIR, "bin", "node")

/** The Node 22 binary's absolute path (its folder holds only it), or null when it is not installed. */
function node22Binary() {
  try {
    return fs.statSync(NODE22_PATH).size > 1024 * 1024 ? NODE22_PATH : null // the package ships a placeholder until its preinstall ran
  } catch {
    return null
  }
}

/** Why the Node 22 stages cannot run here, or null: missing binary, or not a 22.x. */
function node22Missing() {
  const binary = node22Binary()
  if (!binary) return "no Node 22 at node_modules/node (npm ci installs the `node` devDependency)"
  const version = spawnSync(binary, ["--version"], { encoding: "utf8" }).stdout?.trim()
  return /^v22\./.test(version ?? "") ? null : `node_modules/node/bin/node is ${version || "not runnable"}, not Node 22`
}

/** Removes node_modules/.bin/node when it is the `node` package's link (and nothing else). */
function unshadow() {
  try {
    const target = path.resolve(path.dirname(BIN_LINK), fs.readlinkSync(BIN_LINK))
    if (target.startsWith(PACKAGE_DIR + path.sep)) fs.unlinkSync(BIN_LINK)
  } catch {
    // No link (already removed, or Windows' .cmd shim): nothing to do.
  }
}

module.exports = { NODE22_PATH, node22Binary, node22Missing, unshadow }

if (require.main === module) {
  unshadow()
}
