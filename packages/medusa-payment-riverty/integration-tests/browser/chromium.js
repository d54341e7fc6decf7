// Debian's Chromium started by hand with exactly the flags the project asks for (an empty
// profile, nothing phoning home), then driven by playwright-core over the DevTools protocol.
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const { spawn } = require("node:child_process")

const CHROMIUM = process.env.CHROMIUM_PATH || "/usr/bin/chromium"

const FLAGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
]

async function launchChromium() {
  if (!fs.existsSync(CHROMIUM)) throw new Error(`${CHROMIUM} is missing: apt-get install -y chromium (.ci/run does it)`)
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), "riverty-chromium-"))
  const child = spawn(CHROMIUM, [...FLAGS, `--user-data-dir=${profile}`, "--remote-debugging-port=0", "--window-size=1440,1000", "about:blank"], {
    stdio: ["ignore", "ignore", "pipe"],
    // its own process group, so closing ends the renderers and zygote too, not only the browser
    detached: true,
  })
  const endpoint = await new Promise((resolve, reject) => {
    let output = ""
    const timer = setTimeout(() => reject(new Error(`Chromium did not start:\n${output.slice(-2000)}`)), 30000)
    child.stderr.on("data", (chunk) => {
      output += chunk
      const match = /DevTools listening on (ws:\/\/\S+)/.exec(output)
      if (match) {
        clearTimeout(timer)
        resolve(match[1])
      }
    })
    child.on("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`Chromium exited with ${code}:\n${output.slice(-2000)}`))
    })
  })
  const { chromium } = require("playwright-core")
  const browser = await chromium.connectOverCDP(endpoint)
  const close = async () => {
    await browser.close().catch(() => undefined)
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once("exit", resolve))
      try {
        process.kill(-child.pid, "SIGTERM")
      } catch {
        child.kill("SIGTERM")
      }
      await exited
    }
    // Chromium's helpers may still be flushing the profile for a moment after the browser exits
    fs.rmSync(profile, { recursive: true, force: true, maxRetries: 20, retryDelay: 250 })
  }
  return { browser, close }
}

module.exports = { launchChromium, FLAGS }
