#!/usr/bin/env node
// Runs a command with a reachable PostgreSQL (see lib/database.js) and stops an embedded one after.
const { spawn } = require("node:child_process")
const { acquireDatabase } = require("./lib/database")

async function main() {
  const [command, ...args] = process.argv.slice(2)
  if (!command) {
    console.error("usage: with-db.js <command> [args...]")
    process.exit(2)
  }
  const db = await acquireDatabase({ name: "test" })
  const child = spawn(command, args, {
    stdio: "inherit",
    shell: process.platform === "win32",
    env: {
      ...process.env,
      MEDUSA_DISABLE_TELEMETRY: "true",
      ...db.env,
    },
  })
  const forward = (signal) => child.kill(signal)
  process.on("SIGINT", forward)
  process.on("SIGTERM", forward)
  const code = await new Promise((resolve) => child.on("exit", (c, s) => resolve(c ?? (s ? 1 : 0))))
  await db.stop()
  process.exit(code)
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
