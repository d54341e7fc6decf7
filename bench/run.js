#!/usr/bin/env node
"use strict"
// `npm run bench`: each benchmark runs its subject and a baseline of the same shape in this
// process, alternating rounds so machine noise hits both, and reports subject/baseline ratios.
// Ratios, not milliseconds, are what stays comparable across machines and runs.
const crypto = require("node:crypto")
const http = require("node:http")
const path = require("node:path")
const { spawnSync } = require("node:child_process")

const root = path.resolve(__dirname, "..")
require("ts-node").register({
  transpileOnly: true,
  project: path.join(root, "tsconfig.json"),
  compilerOptions: { module: "commonjs", moduleResolution: "node" },
})
const riverty = require(path.join(root, "src", "riverty"))
const { startEmulator } = require(path.join(root, "src", "emulator"))

const ROUNDS = 5

async function timeIt(fn, iterations) {
  const started = process.hrtime.bigint()
  for (let i = 0; i < iterations; i++) await fn(i)
  return Number(process.hrtime.bigint() - started) / 1e6 / iterations
}

/** Median per-call time of subject and baseline over alternating rounds, after one warm-up round. */
async function compare(name, { subject, baseline, iterations }) {
  await timeIt(subject, Math.ceil(iterations / 5))
  await timeIt(baseline, Math.ceil(iterations / 5))
  const s = []
  const b = []
  for (let r = 0; r < ROUNDS; r++) {
    s.push(await timeIt(subject, iterations))
    b.push(await timeIt(baseline, iterations))
  }
  const median = (xs) => xs.sort((x, y) => x - y)[Math.floor(xs.length / 2)]
  const row = { name, subjectMs: median(s), baselineMs: median(b) }
  row.ratio = row.subjectMs / row.baselineMs
  return row
}

function authorizeBody(i) {
  const items = Array.from({ length: 10 }, (_, n) => ({
    productId: `SKU-${n}`,
    description: `Item ${n}`,
    grossUnitPrice: 11.9,
    netUnitPrice: 10,
    vatPercent: 19,
    vatAmount: 1.9,
    quantity: 1,
  }))
  return {
    payment: { type: "Invoice" },
    customer: {
      customerCategory: "Person",
      firstName: "Erika",
      lastName: "Mustermann",
      email: "erika@example.com",
      birthDate: "1980-01-01",
      mobilePhone: "0171 1234567",
      address: { street: "Hauptstr.", streetNumber: "1", postalCode: "10115", postalPlace: "Berlin", countryCode: "DE" },
    },
    order: { number: `bench-${i}-${crypto.randomUUID()}`, totalGrossAmount: 119, totalNetAmount: 100, currency: "EUR", items },
  }
}

async function main() {
  const results = []

  const body = authorizeBody(0)
  results.push(
    await compare("client: validate + normalise an authorize request (10 lines) vs JSON round trip", {
      iterations: 2000,
      subject: () => riverty.authorizeRequestSchema.parse(body),
      baseline: () => JSON.parse(JSON.stringify(body)),
    })
  )

  const secret = "bench-secret"
  const raw = JSON.stringify({
    id: crypto.randomUUID(),
    timestamp: new Date().toISOString(),
    type: "payments/transactionCaptured",
    parameters: { paymentTransactionToken: "payses_1", amount: 10, currency: "EUR", statusChange: { from: "Authorized", to: "Captured" } },
  })
  const header = riverty.signNotification(raw, secret)
  results.push(
    await compare("client: verify + parse a signed notification vs bare HMAC + JSON.parse", {
      iterations: 5000,
      subject: () => {
        if (!riverty.verifyNotificationSignature(header, raw, secret).valid) throw new Error("bad signature")
        riverty.notificationEnvelopeSchema.parse(JSON.parse(raw))
      },
      baseline: () => {
        crypto.createHmac("sha256", secret).update(raw).digest("hex")
        JSON.parse(raw)
      },
    })
  )

  const emulator = await startEmulator({ port: 0, logger: { info() {}, warn() {} } })
  const client = riverty.createRivertyClient({ environment: "emulator", emulatorUrl: emulator.url, apiKeys: { DE: "emulator-key-de" } })
  const echo = http.createServer((req, res) => {
    let data = ""
    req.on("data", (c) => (data += c))
    req.on("end", () => {
      res.setHeader("content-type", "application/json")
      res.end(JSON.stringify({ outcome: "Accepted", echo: data.length }))
    })
  })
  await new Promise((r) => echo.listen(0, "127.0.0.1", r))
  const echoUrl = `http://127.0.0.1:${echo.address().port}/`
  const axios = require("axios")
  let n = 0
  results.push(
    await compare("emulator: authorize over HTTP through the client vs axios POST to an echo server", {
      iterations: 200,
      subject: () => client.checkout.authorize(authorizeBody(++n)),
      baseline: () => axios.post(echoUrl, authorizeBody(++n)),
    })
  )
  await emulator.stop()
  await new Promise((r) => echo.close(r))

  for (const r of results) {
    console.log(`${r.ratio.toFixed(2).padStart(7)}x  ${r.name}  (${r.subjectMs.toFixed(4)} ms vs ${r.baselineMs.toFixed(4)} ms)`)
  }

  // Memory is its own process so this one's heap does not blur it; its baseline is the heap of the
  // same process before any order, and the budget is 200 MB for 10,000 orders with captures.
  const memory = spawnSync(process.execPath, ["--expose-gc", path.join(__dirname, "emulator-memory.js"), process.env.BENCH_ORDERS || "10000"], {
    cwd: root,
    encoding: "utf8",
  })
  if (memory.status !== 0) {
    console.error(memory.stderr)
    process.exit(1)
  }
  const m = JSON.parse(memory.stdout.slice(memory.stdout.indexOf("{")))
  const ratio = m.heapWithOrdersMb / m.heapEmptyEmulatorMb
  console.log(
    `${ratio.toFixed(2).padStart(7)}x  emulator: heap with ${m.orders} orders and ${m.captures} captures vs the empty emulator ` +
      `(${m.heapWithOrdersMb} MB vs ${m.heapEmptyEmulatorMb} MB; ${(m.heapWithOrdersMb / m.limitMb).toFixed(2)} of the ${m.limitMb} MB budget)`
  )
  if (!m.withinLimit) process.exitCode = 1
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
