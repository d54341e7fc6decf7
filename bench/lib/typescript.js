"use strict"
// The benchmarks load the plugin's TypeScript sources directly (no build step before `npm run bench`).
const path = require("node:path")

const ROOT = path.resolve(__dirname, "..", "..")
let registered = false

/** Requires a module of this repo by its path from the root, compiling TypeScript on the fly. */
function load(relative) {
  if (!registered) {
    require("ts-node").register({
      transpileOnly: true,
      project: path.join(ROOT, "tsconfig.json"),
      compilerOptions: { module: "commonjs", moduleResolution: "node" },
    })
    registered = true
  }
  return require(path.join(ROOT, relative))
}

module.exports = { load, ROOT }
