"use strict"
// Figure 3: POST /riverty/notifications under load. Signed accounting/paymentReceived
// notifications (each one ledger entry as its effect), a fifth of the deliveries repeats of an
// earlier one, sent with a fixed number in flight. Reported: acknowledgements per second,
// p50/p99 acknowledgement latency, and how long until every effect is in the database (checked
// there: one processed inbox row and one ledger entry per distinct notification, none more).
// Baseline: the same bytes at the same concurrency to Medusa's own webhook route of the same
// server, POST /hooks/payment/system_default (it emits an event and answers 200, storing nothing),
// in alternating rounds.
const { Client } = require("pg")
const { median, percentile, nowMs } = require("../lib/stats")
const { intFromEnv } = require("../lib/env")

const DUPLICATE_SHARE = 0.2

/** The delivery sequence: distinct notifications, with repeats of earlier ones spread through it. */
function deliveries(total, prefix) {
  const { envelope } = require("riverty-emulator")
  const duplicates = Math.round(total * DUPLICATE_SHARE)
  const repeatAt = new Set()
  while (repeatAt.size < duplicates) repeatAt.add(1 + Math.floor(Math.random() * (total - 1)))
  const sent = []
  const out = []
  for (let i = 0; i < total; i++) {
    if (repeatAt.has(i)) {
      out.push(sent[Math.floor(Math.random() * sent.length)])
      continue
    }
    const n = sent.length
    const body = envelope(
      "accounting/paymentReceived",
      {
        businessCode: "BENCH",
        companyCode: "1000",
        currency: "EUR",
        customerNumber: `C${n}`,
        fiscalYear: 2026,
        invoiceReference: `${prefix}-INV-${n}`,
        orderAmount: 100,
        orderReference: `${prefix}-${n}`,
        paidAmount: 100,
        paymentDocument: `PAY${n}`,
        remainingAmount: 0,
        tolerance: 0,
        transactionId: `${prefix}-TX-${n}`,
      },
      Date.now(),
    )
    const raw = JSON.stringify(body)
    sent.push({ id: body.id, raw })
    out.push(sent[n])
  }
  return { list: out, distinct: sent.length }
}

/** Sends `items` with `concurrency` in flight; returns each acknowledgement's latency and the wall time. */
async function send(url, items, concurrency, sign) {
  const latencies = []
  let next = 0
  const started = nowMs()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const item = items[next++]
        const t = nowMs()
        const res = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "riverty-signature": sign(item.raw) }, body: item.raw })
        await res.arrayBuffer()
        if (res.status !== 200) throw new Error(`${url}: ${res.status}`)
        latencies.push(nowMs() - t)
      }
    }),
  )
  return { latencies, seconds: (nowMs() - started) / 1000 }
}

async function effectsApplied(db, prefix) {
  const { rows } = await db.query(
    `select
       (select count(*) from riverty_notification where status = 'processed' and payload->'parameters'->>'orderReference' like $1) as processed,
       (select count(*) from riverty_notification where payload->'parameters'->>'orderReference' like $1) as stored,
       (select count(*) from riverty_ledger_entry where order_number like $1 and deleted_at is null) as ledger`,
    [`${prefix}-%`],
  )
  return { processed: Number(rows[0].processed), stored: Number(rows[0].stored), ledger: Number(rows[0].ledger) }
}

async function run(store) {
  const riverty = require("riverty-client")
  const total = intFromEnv("BENCH_NOTIFICATIONS", 10000)
  const rounds = intFromEnv("BENCH_INTAKE_ROUNDS", 10)
  const concurrency = intFromEnv("BENCH_INTAKE_CONCURRENCY", 16)
  const prefix = `BENCH${Date.now()}`
  const { list, distinct } = deliveries(total, prefix)
  // Signed at send time (the receiver checks the timestamp against its clock); the baseline pays the same.
  const sign = (raw) => riverty.signNotification(raw, store.notifySecret)
  const intakeUrl = `${store.url}/riverty/notifications`
  const hookUrl = `${store.url}/hooks/payment/system_default`
  const db = new Client({ connectionString: store.databaseUrl })
  await db.connect()
  try {
    const warm = deliveries(200, `${prefix}W`).list
    await send(intakeUrl, warm, concurrency, sign)
    await send(hookUrl, warm, concurrency, sign)
    const size = Math.ceil(list.length / rounds)
    const intake = { latencies: [], rates: [], seconds: 0 }
    const hook = { latencies: [], rates: [] }
    const started = nowMs()
    for (let r = 0; r < rounds; r++) {
      const slice = list.slice(r * size, (r + 1) * size)
      if (slice.length === 0) break
      const runIntake = async () => {
        const m = await send(intakeUrl, slice, concurrency, sign)
        intake.latencies.push(...m.latencies)
        intake.rates.push(slice.length / m.seconds)
        intake.seconds += m.seconds
      }
      const runHook = async () => {
        const m = await send(hookUrl, slice, concurrency, sign)
        hook.latencies.push(...m.latencies)
        hook.rates.push(slice.length / m.seconds)
      }
      if (r % 2 === 0) {
        await runIntake()
        await runHook()
      } else {
        await runHook()
        await runIntake()
      }
    }
    const lastAck = nowMs()
    const deadline = lastAck + intFromEnv("BENCH_INTAKE_DRAIN_SECONDS", 300) * 1000
    let state = await effectsApplied(db, prefix)
    while (state.processed < distinct && nowMs() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 250))
      state = await effectsApplied(db, prefix)
    }
    const drainedMs = nowMs() - lastAck
    const exactlyOnce = state.stored === distinct && state.processed === distinct && state.ledger === distinct
    const rate = median(intake.rates)
    const baseRate = median(hook.rates)
    const p50 = percentile(intake.latencies, 50)
    const p99 = percentile(intake.latencies, 99)
    const detail = {
      deliveries: list.length,
      distinct,
      rounds,
      concurrency,
      intake: { perSecond: rate, p50, p99, ackSeconds: intake.seconds },
      baseline: { route: "POST /hooks/payment/system_default", perSecond: baseRate, p50: percentile(hook.latencies, 50), p99: percentile(hook.latencies, 99) },
      effects: { ...state, msAfterLastAck: drainedMs, msFromFirstSend: nowMs() - started },
    }
    return [
      {
        figure: 3,
        name: "notification intake acks/s vs Medusa /hooks/payment (same bytes, same server)",
        subject: `${rate.toFixed(0)}/s`,
        baseline: `${baseRate.toFixed(0)}/s`,
        ratio: rate / baseRate,
        measured: `${rate.toFixed(0)}/s`,
        target: ">= 500/s",
        met: rate >= 500,
        detail,
      },
      {
        figure: 3,
        name: "notification intake ack latency p50 / p99 vs the same baseline",
        subject: `${p50.toFixed(1)} / ${p99.toFixed(1)} ms`,
        baseline: `${detail.baseline.p50.toFixed(1)} / ${detail.baseline.p99.toFixed(1)} ms`,
        ratio: p99 / detail.baseline.p99,
        measured: `p99 ${p99.toFixed(1)} ms`,
        target: "p99 <= 25 ms",
        met: p99 <= 25,
      },
      {
        figure: 3,
        name: `notification effects: ${distinct} distinct of ${list.length} deliveries applied, time after the last ack`,
        subject: `${(drainedMs / 1000).toFixed(1)} s`,
        baseline: "-",
        ratio: NaN,
        measured: `${state.processed} processed, ${state.ledger} ledger entries`,
        target: "each effect exactly once",
        met: exactlyOnce,
      },
    ]
  } finally {
    await db.end()
  }
}

module.exports = { run }
