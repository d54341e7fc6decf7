#!/usr/bin/env node
"use strict"
// `npx riverty-emulator`: the emulator's command line (dist/cli.js, built by `npm run build` and
// by `npm install` at the repository root).
const path = require("node:path")

let cli
try {
  cli = require(path.join(__dirname, "..", "dist", "cli.js"))
} catch (error) {
  if (error && error.code === "MODULE_NOT_FOUND" && String(error.message).includes("cli.js")) {
    console.error("riverty-emulator: no build found (dist/cli.js). Run `npm run build -w riverty-emulator` first.")
    process.exit(1)
  }
  throw error
}

cli.main(process.argv.slice(2)).catch((error) => {
  console.error(`riverty-emulator: ${error && error.message ? error.message : error}`)
  process.exit(1)
})
