"use strict"
// Figure 1: what the client adds to a call. The client's authorize, capture and order read
// against the emulator, and a bare fetch of the identical request (same URL, headers and bytes,
// prepared before the clock starts) to the same emulator. Each round does both sides on fresh
// orders, alternating which goes first.
const { median, nowMs } = require("../lib/stats")
const { intFromEnv } = require("../lib/env")
const { authorizeBody, captureBody, QUIET } = require("../lib/orders")

const KEY = "emulator-key-de"

async function run() {
  const riverty = require("riverty-client")
  const { startEmulator } = require("riverty-emulator")
  const rounds = intFromEnv("BENCH_CLIENT_ROUNDS", 21)
  const perRound = intFromEnv("BENCH_CLIENT_CALLS", 40)
  const emulator = await startEmulator({ port: 0, logger: QUIET, journalLimit: 100 })
  const client = riverty.createRivertyClient({ environment: "emulator", emulatorUrl: emulator.url, apiKeys: { DE: KEY }, retry: { retries: 0 } })
  const headers = { accept: "application/json", "content-type": "application/json", "x-auth-key": KEY }
  let serial = 0

  const viaClient = {
    authorize: (n) => client.checkout.authorize(authorizeBody(n)),
    capture: (n) => client.orders.capture(n, captureBody()),
    read: (n) => client.orders.getOrder(n),
  }
  const bare = async (method, url, body) => {
    const res = await fetch(url, { method, headers, body })
    if (res.status !== 200) throw new Error(`${method} ${url}: ${res.status} ${await res.text()}`)
    return res.json()
  }
  const viaFetch = {
    authorize: (n, bodies) => bare("POST", `${emulator.url}/api/v3/checkout/authorize`, bodies.authorize),
    capture: (n, bodies) => bare("POST", `${emulator.url}/api/v3/orders/${n}/captures`, bodies.capture),
    read: (n) => bare("GET", `${emulator.url}/api/v3/orders/${n}`),
  }
  const ops = ["authorize", "capture", "read"]

  async function round(side) {
    const spent = { authorize: 0, capture: 0, read: 0 }
    for (let i = 0; i < perRound; i++) {
      const number = `BENCH-${++serial}`
      // The bytes the client would send, made before timing: the baseline pays only for the fetch.
      const bodies = {
        authorize: JSON.stringify(riverty.authorizeRequestSchema.parse(authorizeBody(number))),
        capture: JSON.stringify(captureBody()),
      }
      for (const op of ops) {
        const started = nowMs()
        await side[op](number, bodies)
        spent[op] += nowMs() - started
      }
    }
    for (const op of ops) spent[op] /= perRound
    return spent
  }

  try {
    await round(viaClient)
    await round(viaFetch)
    const samples = { client: [], fetch: [] }
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? ["client", "fetch"] : ["fetch", "client"]
      for (const name of order) samples[name].push(await round(name === "client" ? viaClient : viaFetch))
    }
    return ops.map((op) => {
      const subject = median(samples.client.map((s) => s[op]))
      const baseline = median(samples.fetch.map((s) => s[op]))
      const addedMs = median(samples.client.map((s, i) => s[op] - samples.fetch[i][op]))
      return {
        figure: 1,
        name: `client ${op} vs bare fetch of the same request`,
        subject: `${subject.toFixed(3)} ms/call`,
        baseline: `${baseline.toFixed(3)} ms/call`,
        ratio: subject / baseline,
        measured: `${addedMs >= 0 ? "+" : ""}${addedMs.toFixed(3)} ms/call`,
        target: "<= +0.3 ms/call",
        met: addedMs <= 0.3,
        detail: { op, rounds, perRound, subjectMs: subject, baselineMs: baseline, addedMs },
      }
    })
  } finally {
    await emulator.stop()
  }
}

module.exports = { run }
