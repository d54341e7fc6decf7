#!/usr/bin/env node
"use strict"
// `npx riverty-emulator`: runs the built emulator when the package was built (or installed), and
// the TypeScript source through ts-node in a fresh clone after `npm install`.
const fs = require("node:fs")
const path = require("node:path")

const root = path.resolve(__dirname, "..")
const built = path.join(root, ".medusa", "server", "src", "emulator", "cli.js")

function loadCli() {
  if (fs.existsSync(built)) return require(built)
  let tsNode
  try {
    tsNode = require("ts-node")
  } catch {
    console.error("riverty-emulator: no build found (.medusa/server) and ts-node is not installed. Run `npm run build` first.")
    process.exit(1)
  }
  tsNode.register({
    transpileOnly: true,
    project: path.join(root, "tsconfig.json"),
    compilerOptions: { module: "commonjs", moduleResolution: "node" },
  })
  return require(path.join(root, "src", "emulator", "cli.ts"))
}

loadCli()
  .main(process.argv.slice(2))
  .catch((error) => {
    console.error(`riverty-emulator: ${error && error.message ? error.message : error}`)
    process.exit(1)
  })
