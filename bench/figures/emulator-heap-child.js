#!/usr/bin/env node
"use strict"
// Memory benchmark of the emulator: 10,000 authorized orders, each with two captures (by lines,
// then the rest by amount) and idempotency keys on every write, driven over HTTP. Prints the heap
// after a full GC before and after, and the retained bytes per order. Goal: under 200 MB of heap.
//
//   node --expose-gc bench/figures/emulator-heap-child.js [orders] [concurrency]
if (typeof global.gc !== "function") {
  console.error("Run with --expose-gc: node --expose-gc bench/figures/emulator-heap-child.js")
  process.exit(1)
}
// The built package, as a project that installed it runs it (npm install builds it).
const { startEmulator } = require("riverty-emulator")
const { ITEMS: items, authorizeBody } = require("../lib/orders")

const ORDERS = Number(process.argv[2] ?? 10_000)
const CONCURRENCY = Number(process.argv[3] ?? 16)
const LIMIT_MB = 200


function heapMb() {
  global.gc()
  global.gc()
  return process.memoryUsage().heapUsed / 1024 / 1024
}

async function post(url, body, key) {
  const res = await fetch(url, {
    method: "POST",
    headers: { "content-type": "application/json", "x-auth-key": "emulator-key-de", "x-idempotency-key": key },
    body: JSON.stringify(body),
  })
  if (res.status !== 200) throw new Error(`${url}: ${res.status} ${await res.text()}`)
  return res.json()
}

async function oneOrder(base, i) {
  const number = `BENCH-${i}`
  const authorize = authorizeBody(number)
  // A distinct e-mail per order, so each stored order holds its own string as a shop's would.
  authorize.customer.email = `astrid${i}@example.com`
  await post(
    `${base}/api/v3/checkout/authorize`,
    authorize,
    `auth-${i}`,
  )
  const firstLines = [items[0], { ...items[1], quantity: 1 }]
  await post(
    `${base}/api/v3/orders/${number}/captures`,
    {
      orderDetails: { totalGrossAmount: 129.7, totalNetAmount: 110, items: firstLines },
      shippingDetails: [{ type: "Shipment", shippingCompany: "DHL", trackingId: `JJD${i}` }],
    },
    `cap1-${i}`,
  )
  await post(`${base}/api/v3/orders/${number}/captures`, { orderDetails: { totalGrossAmount: 26.3, totalNetAmount: 24.12 } }, `cap2-${i}`)
}

async function main() {
  const before = heapMb()
  // Delivery on: every order's notifications go to a receiver that acknowledges them.
  const receiver = require("node:http").createServer((req, res) => req.resume().on("end", () => res.end("{}")))
  await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve))
  const notifyUrl = `http://127.0.0.1:${receiver.address().port}/notifications`
  const emu = await startEmulator({ port: 0, journalLimit: 1000, notifyUrl, logger: { info() {}, warn() {} } })
  const empty = heapMb()
  const started = Date.now()
  let next = 0
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < ORDERS) await oneOrder(emu.url, next++)
    }),
  )
  const seconds = (Date.now() - started) / 1000
  const full = heapMb()
  const state = emu.state()
  const orders = Object.values(state.orders)
  const captures = orders.reduce((n, o) => n + o.captures.length, 0)
  await emu.stop()
  receiver.close()
  const result = {
    orders: orders.length,
    captures,
    idempotencyRecords: Object.keys(state.idempotency).length,
    seconds: Math.round(seconds * 10) / 10,
    requestsPerSecond: Math.round((ORDERS * 3) / seconds),
    heapBeforeStartMb: Math.round(before * 10) / 10,
    heapEmptyEmulatorMb: Math.round(empty * 10) / 10,
    heapWithOrdersMb: Math.round(full * 10) / 10,
    retainedByOrdersMb: Math.round((full - empty) * 10) / 10,
    bytesPerOrder: Math.round(((full - empty) * 1024 * 1024) / ORDERS),
    limitMb: LIMIT_MB,
    withinLimit: full < LIMIT_MB,
  }
  console.log(JSON.stringify(result, null, 2))
  if (orders.length !== ORDERS || captures !== ORDERS * 2) {
    console.error("The emulator does not hold every order and capture")
    process.exit(1)
  }
  if (!result.withinLimit) process.exitCode = 2
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
