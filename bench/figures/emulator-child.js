"use strict"
// One emulator in a process of its own, so the driver and the notification receiver of the
// throughput figure do not share its event loop. Prints its URL, runs until stdin closes.
const { QUIET } = require("../lib/orders")

async function main() {
  const { startEmulator } = require("riverty-emulator")
  const notifyUrl = process.argv[2] || undefined
  const emulator = await startEmulator({ port: 0, logger: QUIET, journalLimit: 1000, notifyUrl, notifySecret: "bench-secret" })
  process.stdout.write(`${JSON.stringify({ url: emulator.url })}\n`)
  process.stdin.resume()
  process.stdin.on("end", async () => {
    await emulator.stop()
    process.exit(0)
  })
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
