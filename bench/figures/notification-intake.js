"use strict"
// Figure 3: notification intake and processing, in three tables.
//
// (a) POST /riverty/notifications under load on the bench store (one `medusa start` process,
//     workerMode shared, Medusa's in-process modules). Signed accounting/paymentReceived
//     notifications (each one ledger entry as its effect), a fifth of the deliveries repeats of an
//     earlier one, sent with a fixed number in flight. Each stored notification is processed by its
//     own workflow run, started by the route's `riverty.notification.received` event. Reported:
//     acknowledgements per second as a ratio to the baseline's (target >= 0.9x), p50/p99
//     acknowledgement latency against the baseline's p99 in the same run (target: not above it),
//     the spread of the rounds (slowest-fastest rate, lowest-highest p99 per round), the CPU each delivery cost the server processes and PostgreSQL
//     during the rounds (Linux /proc; the row is left out elsewhere: a rate on two shared cores
//     moves with whatever else runs, the CPU a delivery costs much less), and how long until every
//     effect is in the database (checked there: one processed inbox row and one ledger entry per
//     distinct notification, none more).
//     Baseline: the same bytes at the same concurrency to Medusa's own webhook route of the same
//     server, POST /hooks/payment/system_default (it emits an event and answers 200, storing
//     nothing), in alternating rounds. Each round starts on quiet servers: the inbox has no work
//     left, Medusa's hook events (processed 5 s after their answer) are due, and the servers'
//     CPU has fallen idle, so neither side is measured while the other's deferred work runs.
// (b) The same burst against two server processes (workerMode server) and one worker (workerMode
//     worker) on Medusa's Redis event bus, workflow engine and locking (medusa-config.ts with
//     REDIS_URL), deliveries spread over both servers; the baseline is Medusa's hook on the same two
//     servers. Skipped, with the reason printed, when Redis does not answer (BENCH_REDIS_URL,
//     default redis://127.0.0.1:6379) or with BENCH_INTAKE_REDIS=0.
// (c) The processing rate of the inbox while 100,000 notifications wait in it (BENCH_BACKLOG),
//     against the rate with a small inbox (BENCH_BACKLOG_SAMPLE rows waiting), each measured over
//     the first BENCH_BACKLOG_SAMPLE processed; every processed sample row checked exactly once.
//     The rows are inserted due, as rows whose event was lost: the scheduled job is what runs them
//     (its first run within a minute), and the time counts from the first one processed.
// BENCH_INTAKE_TABLES=a,b,c chooses the tables (default all three).
const { Client } = require("pg")
const { median, percentile, nowMs } = require("../lib/stats")
const { intFromEnv } = require("../lib/env")
const { cpuMeter } = require("../lib/process-cpu")
const { deleteRedisPrefix, redisAnswers } = require("../../scripts/lib/redis")

const DUPLICATE_SHARE = 0.2
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function paymentReceived(prefix, n) {
  const { envelope } = require("riverty-emulator")
  return envelope(
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
}

/** The delivery sequence: distinct notifications, with repeats of earlier ones spread through it. */
function deliveries(total, prefix) {
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
    const body = paymentReceived(prefix, n)
    const raw = JSON.stringify(body)
    sent.push({ id: body.id, raw })
    out.push(sent[n])
  }
  return { list: out, distinct: sent.length }
}

/**
 * Sends `items` with `concurrency` in flight, spread over `urls` (item i to urls[i % n]); returns
 * each acknowledgement's latency and the wall time.
 */
async function send(urls, items, concurrency, sign) {
  const latencies = []
  let next = 0
  const started = nowMs()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) {
        const index = next++
        const item = items[index]
        const url = urls[index % urls.length]
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
       (select count(*) from riverty_ledger_entry where order_number like $1 and deleted_at is null) as ledger,
       (select count(*) from (select order_number from riverty_ledger_entry where order_number like $1 and deleted_at is null
          group by order_number having count(*) > 1) as twice) as doubled`,
    [`${prefix}-%`],
  )
  const r = rows[0]
  return { processed: Number(r.processed), stored: Number(r.stored), ledger: Number(r.ledger), doubled: Number(r.doubled) }
}

/** Medusa's hook route emits its event this long after answering (the payment module's webhook_delay, default 5000 ms). */
const HOOK_EVENT_DELAY_MS = 5000
/** Servers count as idle when they spend less than this share of one core over QUIET_SAMPLE_MS. */
const QUIET_CPU_SHARE = 0.05
const QUIET_SAMPLE_MS = 250

/** Polls until the servers' CPU falls idle; true when it did before the deadline (true without /proc). */
async function serversQuiet(cpu, deadlineMs) {
  if (!cpu) return true
  for (;;) {
    const since = cpu()
    await sleep(QUIET_SAMPLE_MS)
    if (since().servers < (QUIET_CPU_SHARE * QUIET_SAMPLE_MS) / 1000) return true
    if (nowMs() > deadlineMs) return false
  }
}

/** Waits until nothing of the inbox waits or runs (or the deadline); true when drained. */
async function inboxIdle(db, deadlineMs) {
  for (;;) {
    const { rows } = await db.query(`select count(*)::int as n from riverty_notification where status in ('received', 'processing')`)
    if (rows[0].n === 0) return true
    if (nowMs() > deadlineMs) return false
    await sleep(200)
  }
}

/**
 * One burst in alternating rounds against the intake and Medusa's hook on the same servers;
 * afterwards waits until every effect is applied and checks each exactly once.
 */
async function burst({ db, intakeUrls, hookUrls, sign, total, rounds, concurrency, prefix, log, cpu }) {
  const { list, distinct } = deliveries(total, prefix)
  const warm = deliveries(200, `${prefix}W`).list
  await send(intakeUrls, warm, concurrency, sign)
  await send(hookUrls, warm, concurrency, sign)
  // When the events of the hook's last round are due: they run in the servers after that.
  let hookEventsDue = nowMs() + HOOK_EVENT_DELAY_MS
  const drainSeconds = intFromEnv("BENCH_INTAKE_DRAIN_SECONDS", 300)
  /** Waits for quiet servers before a round: no inbox work left, the hook's events run, CPU idle. */
  const quiet = async (side) => {
    const deadline = nowMs() + drainSeconds * 1000
    if (!(await inboxIdle(db, deadline))) log(`the inbox did not drain before ${side} round`)
    if (hookEventsDue > nowMs()) await sleep(hookEventsDue - nowMs())
    if (!(await serversQuiet(cpu, deadline))) log(`the servers were still busy before ${side} round`)
  }
  const size = Math.ceil(list.length / rounds)
  const intake = { latencies: [], rates: [], p99s: [], seconds: 0, cpu: { servers: 0, database: 0 } }
  const hook = { latencies: [], rates: [], p99s: [], cpu: { servers: 0, database: 0 } }
  /** Sends a round and adds the CPU the servers and PostgreSQL spent meanwhile to side.cpu. */
  const metered = async (side, urls, slice) => {
    const since = cpu?.()
    const m = await send(urls, slice, concurrency, sign)
    if (since) {
      const spent = since()
      side.cpu.servers += spent.servers
      side.cpu.database += spent.database
    }
    return m
  }
  const started = nowMs()
  let lastAck = started
  for (let r = 0; r < rounds; r++) {
    const slice = list.slice(r * size, (r + 1) * size)
    if (slice.length === 0) break
    const runIntake = async () => {
      await quiet("an intake")
      const m = await metered(intake, intakeUrls, slice)
      lastAck = nowMs()
      intake.latencies.push(...m.latencies)
      intake.p99s.push(percentile(m.latencies, 99))
      const rate = slice.length / m.seconds
      intake.rates.push(rate)
      log(`round ${r + 1}/${rounds}: intake ${rate.toFixed(0)} acks/s`)
      intake.seconds += m.seconds
    }
    const runHook = async () => {
      await quiet("a hook")
      const m = await metered(hook, hookUrls, slice)
      hookEventsDue = nowMs() + HOOK_EVENT_DELAY_MS
      hook.latencies.push(...m.latencies)
      hook.p99s.push(percentile(m.latencies, 99))
      const rate = slice.length / m.seconds
      hook.rates.push(rate)
      log(`round ${r + 1}/${rounds}: hook ${rate.toFixed(0)} acks/s`)
    }
    // Swap who goes first each round: neither side always runs on a warmer server.
    if (r % 2 === 0) {
      await runIntake()
      await runHook()
    } else {
      await runHook()
      await runIntake()
    }
  }
  const deadline = nowMs() + drainSeconds * 1000
  let state = await effectsApplied(db, prefix)
  while (state.processed < distinct && nowMs() < deadline) {
    await sleep(250)
    state = await effectsApplied(db, prefix)
  }
  const drainedMs = nowMs() - lastAck
  // Anything applied twice would show after the last processing too: look once more.
  await sleep(1000)
  state = await effectsApplied(db, prefix)
  // CPU milliseconds per delivery sent in the measured rounds (the warm-up rounds excluded).
  const perDelivery = (seconds) => (cpu ? (1000 * seconds) / list.length : null)
  const exactlyOnce = state.stored === distinct && state.processed === distinct && state.ledger === distinct && state.doubled === 0
  return {
    deliveries: list.length,
    distinct,
    rounds,
    concurrency,
    intake: {
      perSecond: median(intake.rates),
      rates: intake.rates,
      p99s: intake.p99s,
      p50: percentile(intake.latencies, 50),
      p99: percentile(intake.latencies, 99),
      ackSeconds: intake.seconds,
      serverCpuMs: perDelivery(intake.cpu.servers),
      databaseCpuMs: perDelivery(intake.cpu.database),
    },
    baseline: {
      route: "POST /hooks/payment/system_default",
      perSecond: median(hook.rates),
      rates: hook.rates,
      p99s: hook.p99s,
      p50: percentile(hook.latencies, 50),
      p99: percentile(hook.latencies, 99),
      serverCpuMs: perDelivery(hook.cpu.servers),
      databaseCpuMs: perDelivery(hook.cpu.database),
    },
    effects: { ...state, msAfterLastAck: drainedMs, msFromFirstSend: nowMs() - started },
    exactlyOnce,
  }
}

/** The spread of per-round figures: lowest-highest. */
const spread = (values, digits) => `${Math.min(...values).toFixed(digits)}-${Math.max(...values).toFixed(digits)}`

/** Target: the intake keeps at least this share of the hook's rate on the same servers. */
const RATE_TARGET = 0.9

function burstRows(label, detail) {
  const { intake, baseline, effects, distinct, deliveries: sent } = detail
  const ratio = intake.perSecond / baseline.perSecond
  return [
    {
      figure: 3,
      name: `${label}: intake acks/s vs Medusa /hooks/payment/system_default (same bytes, same servers; median of rounds, spread)`,
      subject: `${intake.perSecond.toFixed(0)}/s (${spread(intake.rates, 0)})`,
      baseline: `${baseline.perSecond.toFixed(0)}/s (${spread(baseline.rates, 0)})`,
      ratio,
      measured: `${ratio.toFixed(2)}x`,
      target: `>= ${RATE_TARGET}x`,
      met: ratio >= RATE_TARGET,
      detail,
    },
    {
      figure: 3,
      name: `${label}: intake ack latency p50 / p99 vs the same baseline (per-round p99 spread)`,
      subject: `${intake.p50.toFixed(1)} / ${intake.p99.toFixed(1)} ms (${spread(intake.p99s, 0)})`,
      baseline: `${baseline.p50.toFixed(1)} / ${baseline.p99.toFixed(1)} ms (${spread(baseline.p99s, 0)})`,
      ratio: intake.p99 / baseline.p99,
      measured: `p99 ${(intake.p99 / baseline.p99).toFixed(2)}x the hook's`,
      target: "p99 <= the hook's",
      met: intake.p99 <= baseline.p99,
    },
    ...(intake.serverCpuMs === null
      ? []
      : [
          {
            figure: 3,
            name: `${label}: CPU per delivery, servers (+ PostgreSQL), vs the same baseline`,
            subject: `${intake.serverCpuMs.toFixed(2)} (+ ${intake.databaseCpuMs.toFixed(2)}) ms`,
            baseline: `${baseline.serverCpuMs.toFixed(2)} (+ ${baseline.databaseCpuMs.toFixed(2)}) ms`,
            ratio: intake.serverCpuMs / baseline.serverCpuMs,
            measured: `${(intake.serverCpuMs / baseline.serverCpuMs).toFixed(2)}x`,
            target: "- (what the rate costs)",
            met: true,
          },
        ]),
    {
      figure: 3,
      name: `${label}: effects of ${distinct} distinct of ${sent} deliveries, time after the last ack`,
      subject: `${(effects.msAfterLastAck / 1000).toFixed(1)} s`,
      baseline: "-",
      ratio: NaN,
      measured: `${effects.processed} processed, ${effects.ledger} ledger entries, ${effects.doubled} twice`,
      target: "each effect exactly once",
      met: detail.exactlyOnce,
    },
  ]
}

/** Inserts `count` waiting accounting/paymentReceived notifications straight into the inbox. */
async function insertBacklog(db, prefix, count) {
  const chunk = 5000
  for (let start = 0; start < count; start += chunk) {
    const ids = []
    const notificationIds = []
    const orders = []
    const bodies = []
    for (let n = start; n < Math.min(count, start + chunk); n++) {
      const body = paymentReceived(prefix, n)
      ids.push(`rvntf_bench${prefix}${n}`)
      notificationIds.push(body.id)
      orders.push(`${prefix}-${n}`)
      bodies.push(JSON.stringify(body))
    }
    await db.query(
      `insert into riverty_notification
         (id, notification_id, source, type, status, attempts, received_at, next_attempt_at, order_number, payload, raw_body, created_at, updated_at)
       select i, nid, 'notification', 'accounting/paymentReceived', 'received', 0, now(), now(), o, b::jsonb, b, now(), now()
         from unnest($1::text[], $2::text[], $3::text[], $4::text[]) as t(i, nid, o, b)`,
      [ids, notificationIds, orders, bodies],
    )
  }
}

/**
 * The processing rate while `waiting` notifications sit in the inbox: inserts them due (rows whose
 * event was lost), waits for the scheduled job to process the first, and times the first `sample`
 * processed from there (oldest first). Then the rest is set aside (status skipped) so it does not
 * run on into the next measurement.
 */
async function backlogRate({ db, waiting, sample, prefix, log }) {
  await insertBacklog(db, prefix, waiting)
  // Progress read from the status index (what still waits or runs), not by scanning the table's
  // bodies: the count itself must not slow down what it measures. Only this backlog waits now.
  const counted = async () => {
    const { rows } = await db.query(`select count(*)::int as n from riverty_notification where status in ('received', 'processing')`)
    return waiting - rows[0].n
  }
  const deadline = nowMs() + intFromEnv("BENCH_INTAKE_DRAIN_SECONDS", 300) * 1000
  let done = await counted()
  // The job runs once a minute: the measurement starts with its first processed row.
  while (done === 0 && nowMs() < deadline) {
    await sleep(100)
    done = await counted()
  }
  const first = done
  const started = nowMs()
  while (done < sample && nowMs() < deadline) {
    await sleep(200)
    done = await counted()
  }
  const seconds = (nowMs() - started) / 1000
  await db.query(`update riverty_notification set status = 'skipped', next_attempt_at = null where status = 'received' and order_number like $1`, [`${prefix}-%`])
  if (!(await inboxIdle(db, nowMs() + 120_000))) log("the inbox did not settle after a backlog measurement")
  const state = await effectsApplied(db, prefix)
  return { waiting, sample, processed: state.processed, seconds, perSecond: (done - first) / seconds, ledger: state.ledger, doubled: state.doubled }
}

async function run(store, { log = () => undefined } = {}) {
  const riverty = require("riverty-client")
  const total = intFromEnv("BENCH_NOTIFICATIONS", 10000)
  const rounds = intFromEnv("BENCH_INTAKE_ROUNDS", 10)
  const concurrency = intFromEnv("BENCH_INTAKE_CONCURRENCY", 16)
  const backlog = intFromEnv("BENCH_BACKLOG", 100000)
  const sample = intFromEnv("BENCH_BACKLOG_SAMPLE", 2000)
  const redisUrl = process.env.BENCH_REDIS_URL || "redis://127.0.0.1:6379"
  const stamp = Date.now()
  // Signed at send time (the receiver checks the timestamp against its clock); the baseline pays the same.
  const sign = (raw) => riverty.signNotification(raw, store.notifySecret)
  const db = new Client({ connectionString: store.databaseUrl })
  await db.connect()
  const rows = []
  try {
    // (a) one server process.
    const single = await burst({
      db,
      intakeUrls: [`${store.url}/riverty/notifications`],
      hookUrls: [`${store.url}/hooks/payment/system_default`],
      sign,
      total,
      rounds,
      concurrency,
      prefix: `BENCH${stamp}A`,
      log,
      cpu: cpuMeter([store.pid]),
    })
    rows.push(...burstRows("(a) 1 server", single))

    const tables = (process.env.BENCH_INTAKE_TABLES || "a,b,c").split(",").map((t) => t.trim())
    // (c) the processing rate with a small inbox, then with `backlog` notifications waiting.
    if (tables.includes("c")) {
      log(`figure 3 (c): processing rate, ${sample} waiting, then ${backlog} waiting`)
      const small = await backlogRate({ db, waiting: sample, sample, prefix: `BENCH${stamp}S`, log })
      const large = await backlogRate({ db, waiting: backlog, sample, prefix: `BENCH${stamp}L`, log })
      const ratio = large.perSecond / small.perSecond
      rows.push({
        figure: 3,
        name: `(c) inbox processing rate with ${backlog} waiting vs ${sample} waiting (first ${sample} processed, 1 process)`,
        subject: `${large.perSecond.toFixed(0)}/s`,
        baseline: `${small.perSecond.toFixed(0)}/s`,
        ratio,
        measured: `${ratio.toFixed(2)}x; ${large.processed} + ${small.processed} processed, ${large.ledger + small.ledger} ledger entries, ${large.doubled + small.doubled} twice`,
        target: ">= 0.9x, each once",
        met: ratio >= 0.9 && large.doubled + small.doubled === 0 && large.ledger === large.processed && small.ledger === small.processed,
        detail: { small, large },
      })
    }

    // (b) two server processes and a worker on Medusa's Redis modules.
    const skip = !tables.includes("b") ? "not in BENCH_INTAKE_TABLES" : process.env.BENCH_INTAKE_REDIS === "0" ? "BENCH_INTAKE_REDIS=0" : (await redisAnswers(redisUrl)) ? null : `no Redis answers at ${redisUrl}`
    if (skip) {
      log(`figure 3 (b) skipped: ${skip}`)
      rows.push({ figure: 3, name: "(b) 2 servers + 1 worker on Redis: skipped", subject: "-", baseline: "-", ratio: NaN, measured: `skipped: ${skip}`, target: "-", met: true })
    } else {
      const prefix = `bench-${stamp}`
      log("figure 3 (b): stopping the single server; starting two servers and a worker on Redis")
      await store.stopServer()
      const redisEnv = { REDIS_URL: redisUrl, REDIS_PREFIX: prefix }
      const started = []
      try {
        // One after another: three boots at once on two cores take longer than in a row.
        started.push(await store.startProcess({ ...redisEnv, MEDUSA_WORKER_MODE: "worker" }))
        started.push(await store.startProcess({ ...redisEnv, MEDUSA_WORKER_MODE: "server" }))
        started.push(await store.startProcess({ ...redisEnv, MEDUSA_WORKER_MODE: "server" }))
        const servers = started.slice(1)
        const split = await burst({
          db,
          intakeUrls: servers.map((s) => `${s.url}/riverty/notifications`),
          hookUrls: servers.map((s) => `${s.url}/hooks/payment/system_default`),
          sign,
          total,
          rounds,
          concurrency,
          prefix: `BENCH${stamp}B`,
          log,
          cpu: cpuMeter(started.map((process) => process.pid)),
        })
        rows.push(...burstRows("(b) 2 servers + 1 worker, Redis", split))
      } finally {
        for (const process of started.reverse()) await process.stop().catch(() => undefined)
        await deleteRedisPrefix(redisUrl, prefix).catch(() => undefined)
      }
    }
    return rows
  } finally {
    await db.end()
  }
}

module.exports = { run }
