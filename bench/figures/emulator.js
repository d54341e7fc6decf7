"use strict"
// Figure 4: the emulator's authorizations per second with notification delivery on (every
// authorization's notifications go to a receiver that acknowledges them), against the same
// emulator with delivery off, in alternating rounds; and its heap per 10,000 orders.
const http = require("node:http")
const path = require("node:path")
const { spawnSync } = require("node:child_process")
const { startChild } = require("../lib/child")
const { median, nowMs } = require("../lib/stats")
const { intFromEnv } = require("../lib/env")
const { authorizeBody } = require("../lib/orders")
const { ROOT } = require("../../scripts/lib/paths")

async function authorizations(url, count, concurrency, prefix) {
  let next = 0
  const started = nowMs()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const number = `${prefix}-${next++}`
        const res = await fetch(`${url}/api/v3/checkout/authorize`, {
          method: "POST",
          headers: { "content-type": "application/json", "x-auth-key": "emulator-key-de" },
          body: JSON.stringify(authorizeBody(number)),
        })
        if (res.status !== 200) throw new Error(`authorize ${number}: ${res.status} ${await res.text()}`)
        await res.arrayBuffer()
      }
    }),
  )
  return count / ((nowMs() - started) / 1000)
}

async function throughput() {
  const rounds = intFromEnv("BENCH_EMULATOR_ROUNDS", 5)
  const perRound = intFromEnv("BENCH_EMULATOR_AUTHORIZATIONS", 1000)
  const concurrency = intFromEnv("BENCH_EMULATOR_CONCURRENCY", 16)
  let received = 0
  const receiver = http.createServer((req, res) => {
    req.resume()
    req.on("end", () => {
      received += 1
      res.end("{}")
    })
  })
  await new Promise((resolve) => receiver.listen(0, "127.0.0.1", resolve))
  const on = await startChild("emulator-child.js", [`http://127.0.0.1:${receiver.address().port}/notifications`])
  const off = await startChild("emulator-child.js")
  try {
    await authorizations(on.url, perRound / 4, concurrency, "warm-on")
    await authorizations(off.url, perRound / 4, concurrency, "warm-off")
    const s = []
    const b = []
    for (let r = 0; r < rounds; r++) {
      if (r % 2 === 0) {
        s.push(await authorizations(on.url, perRound, concurrency, `on-${r}`))
        b.push(await authorizations(off.url, perRound, concurrency, `off-${r}`))
      } else {
        b.push(await authorizations(off.url, perRound, concurrency, `off-${r}`))
        s.push(await authorizations(on.url, perRound, concurrency, `on-${r}`))
      }
    }
    if (received === 0) throw new Error("the receiver got no notification: delivery was not on")
    const subject = median(s)
    const baseline = median(b)
    return {
      figure: 4,
      name: "emulator authorizations/s, delivery on vs delivery off",
      subject: `${Math.round(subject)}/s`,
      baseline: `${Math.round(baseline)}/s`,
      ratio: subject / baseline,
      measured: `${Math.round(subject)}/s`,
      target: ">= 3000/s",
      met: subject >= 3000,
      detail: { rounds, perRound, concurrency, onPerSecond: s, offPerSecond: b, notificationsReceived: received },
    }
  } finally {
    await on.stop()
    await off.stop()
    receiver.close()
  }
}

function heap() {
  const orders = intFromEnv("BENCH_ORDERS", 10000)
  const child = spawnSync(process.execPath, ["--expose-gc", path.join(__dirname, "emulator-heap-child.js"), String(orders)], {
    cwd: ROOT,
    encoding: "utf8",
  })
  if (child.status !== 0 && child.status !== 2) throw new Error(`heap child failed: ${child.stderr}`)
  const m = JSON.parse(child.stdout.slice(child.stdout.indexOf("{")))
  const per10k = (m.retainedByOrdersMb * 10000) / m.orders
  return {
    figure: 4,
    name: `emulator heap per 10,000 orders (${m.orders} orders, ${m.captures} captures, delivery on) vs the empty emulator`,
    subject: `${m.heapWithOrdersMb} MB`,
    baseline: `${m.heapEmptyEmulatorMb} MB`,
    ratio: m.heapWithOrdersMb / m.heapEmptyEmulatorMb,
    measured: `${per10k.toFixed(1)} MB/10k orders`,
    target: "<= 200 MB/10k orders",
    met: per10k <= 200,
    detail: m,
  }
}

async function run() {
  return [await throughput(), heap()]
}

module.exports = { run }
