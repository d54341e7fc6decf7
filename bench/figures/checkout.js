"use strict"
// Figure 2: what the shopper waits for on the payment step, through Medusa's store API with
// @medusajs/js-sdk: the payment session request and the complete request, each timed alone,
// paid with Riverty invoice against the same checkout paid with Medusa's pp_system_default, in the
// same store, in alternating rounds; the whole checkout (cart to order) stays as context. "Place
// order" is one request, complete-cart: with Riverty, the plugin has Riverty decide and the cart
// completed in it. The figure is the median of all Riverty checkouts over the median of all system
// ones (and their difference in ms); the spread is that of the rounds' ratios (each round's Riverty
// mean over the same round's system mean, 10th to 90th percentile).
//
// The place-order row is target (a) in its own terms: the shopper's wait from "Place order" to the
// confirmation, Riverty's minus the system provider's (D), against Riverty's own answer time within
// that wait as the Riverty client measured it (R, read from the store's log): D <= R + 10 ms, on
// the medians and on the p99s, with the spread of the rounds' D - R. The wait is split three ways:
// Riverty's answer (R), the plugin's own work (D - R) and Medusa's (the system provider's wait).
// With the store's statement counter (lib/count-queries.js, loaded by run.js), the statements one
// place order sends to PostgreSQL, Riverty's beside the system provider's, on carts of their own.
//
// Table (a) beside it: checkout latency p50/p99 with 1, 8 and 32 shoppers at once, Riverty and
// system batches alternating at each level.
const { median, percentile, nowMs } = require("../lib/stats")
const { intFromEnv } = require("../lib/env")
const { RIVERTY, SYSTEM, shopperOf } = require("../lib/shopper")

const STEPS = [
  { key: "session", name: "payment session request (POST /store/payment-collections/:id/payment-sessions)", ratio: 1.05, plusMs: 10 },
  { key: "complete", name: "complete-cart request (POST /store/carts/:id/complete)", ratio: 1.05, plusMs: 10 },
  { key: "whole", name: "whole checkout, cart to order (context)", ratio: 1.1 },
]
// One request with both providers: Riverty's complete-cart (Riverty decides, the cart completes)
// against the system provider's.
const PLACE_ORDER = { name: "shopper's wait, place order (complete-cart, one request)", plusMs: 10 }
// Statements per place order: at most the system provider's + 15.
const STATEMENTS = { name: "statements per place order (complete-cart)", plus: 15 }

const fmt = (ms) => `${ms.toFixed(1)} ms`

async function timeBatch(checkout, providerId, count) {
  const samples = []
  for (let i = 0; i < count; i++) samples.push(await checkout(providerId))
  const mean = (key) => samples.reduce((sum, s) => sum + s[key], 0) / samples.length
  return {
    session: mean("session"),
    complete: mean("complete"),
    whole: mean("whole"),
    placeOrder: mean("placeOrder"),
    rivertyAnswer: mean("rivertyAnswer"),
    samples,
  }
}

async function paymentStep(checkout) {
  const rounds = intFromEnv("BENCH_CHECKOUT_ROUNDS", 20)
  const perRound = intFromEnv("BENCH_CHECKOUTS", 2)
  // Warm-up: the first checkouts of each provider load code and fill caches.
  await timeBatch(checkout, RIVERTY, 2)
  await timeBatch(checkout, SYSTEM, 2)
  const s = []
  const b = []
  for (let r = 0; r < rounds; r++) {
    // Swap who goes first each round: neither side always runs on a warmer cache.
    if (r % 2 === 0) {
      s.push(await timeBatch(checkout, RIVERTY, perRound))
      b.push(await timeBatch(checkout, SYSTEM, perRound))
    } else {
      b.push(await timeBatch(checkout, SYSTEM, perRound))
      s.push(await timeBatch(checkout, RIVERTY, perRound))
    }
  }
  return [...STEPS.map((step) => stepRow(step, s, b, rounds, perRound)), placeOrderRow(s, b, rounds, perRound)]
}

function stepRow(step, s, b, rounds, perRound) {
  const subject = s.map((x) => x[step.key])
  const baseline = b.map((x) => x[step.key])
  // Each round's ratio (its spread shows how far one round is from another on this machine);
  // the figure is the median of every Riverty checkout over the median of every system one,
  // which one stalled checkout cannot move.
  const ratios = subject.map((x, i) => x / baseline[i])
  const all = (rounds_) => median(rounds_.flatMap((x) => x.samples.map((sample) => sample[step.key])))
  const ratio = all(s) / all(b)
  const plus = all(s) - all(b)
  const spread = `${percentile(ratios, 10).toFixed(2)}-${percentile(ratios, 90).toFixed(2)}`
  const met = ratio <= step.ratio && (step.plusMs === undefined || plus <= step.plusMs)
  return {
    figure: 2,
    name: `${step.name}, Riverty invoice vs pp_system_default`,
    subject: fmt(all(s)),
    baseline: fmt(all(b)),
    ratio,
    measured: `${ratio.toFixed(2)}x (p10-p90 ${spread}), ${plus >= 0 ? "+" : ""}${plus.toFixed(1)} ms`,
    target: step.plusMs === undefined ? `<= ${step.ratio.toFixed(2)}x` : `<= ${step.ratio.toFixed(2)}x, <= +${step.plusMs} ms`,
    met,
    detail: { rounds, perRound, rivertyMs: subject, systemMs: baseline, ratioPerRound: ratios },
  }
}

/**
 * Target (a): D, the shopper's wait with Riverty minus the system provider's, at most R, Riverty's
 * own answer time in that wait, plus 10 ms; on the medians of all checkouts and on their p99s.
 */
function placeOrderRow(s, b, rounds, perRound) {
  const of = (rounds_, key) => rounds_.flatMap((x) => x.samples.map((sample) => sample[key]))
  const riverty = of(s, "placeOrder")
  const system = of(b, "placeOrder")
  const answer = of(s, "rivertyAnswer")
  const at = (p) => {
    const wait = percentile(riverty, p)
    const base = percentile(system, p)
    const r = percentile(answer, p)
    return { wait, base, d: wait - base, r, met: wait - base <= r + PLACE_ORDER.plusMs }
  }
  const p50 = at(50)
  const p99 = at(99)
  // Each round's D - R (round means): how far one round is from another on this machine.
  const overPerRound = s.map((x, i) => x.placeOrder - b[i].placeOrder - x.rivertyAnswer)
  const spread = `${percentile(overPerRound, 10).toFixed(1)} to ${percentile(overPerRound, 90).toFixed(1)} ms`
  const sentence =
    `shopper's wait, place order: Riverty ${fmt(p50.wait)} vs system ${fmt(p50.base)}, difference ${fmt(p50.d)}; ` +
    `Riverty's answer time ${fmt(p50.r)}; the wait split: Riverty's answer ${fmt(p50.r)}, the plugin's own work ${fmt(p50.d - p50.r)}, Medusa's ${fmt(p50.base)}; ` +
    `target D <= R + ${PLACE_ORDER.plusMs} ms: ${p50.met ? "met" : "missed"} ` +
    `(rounds' D - R p10-p90 ${spread}; p99: Riverty ${fmt(p99.wait)} vs system ${fmt(p99.base)}, D ${fmt(p99.d)}, R ${fmt(p99.r)}: ${p99.met ? "met" : "missed"})`
  return {
    figure: 2,
    name: `${PLACE_ORDER.name}, Riverty invoice vs pp_system_default`,
    subject: fmt(p50.wait),
    baseline: fmt(p50.base),
    ratio: p50.wait / p50.base,
    measured: `D ${p50.d >= 0 ? "+" : ""}${p50.d.toFixed(1)} ms, R ${p50.r.toFixed(1)} ms (D - R per round p10-p90 ${spread}); p99 D ${p99.d.toFixed(1)} ms, R ${p99.r.toFixed(1)} ms`,
    target: `D <= R + ${PLACE_ORDER.plusMs} ms (p50 and p99)`,
    met: p50.met && p99.met,
    sentence,
    detail: {
      rounds,
      perRound,
      split: { rivertyAnswerMs: p50.r, pluginMs: p50.d - p50.r, medusaMs: p50.base },
      rivertyMs: s.map((x) => x.placeOrder),
      systemMs: b.map((x) => x.placeOrder),
      rivertyAnswerMs: s.map((x) => x.rivertyAnswer),
      overPerRound,
    },
  }
}

/**
 * Statements per place order: `count` carts per provider prepared first, then each provider's
 * completions as a phase of the store's statement counter (SIGUSR2 ends a phase and writes its
 * count, lib/count-queries.js), with a pause after them for the order.placed subscribers.
 */
async function statementsRow(store, checkout, count) {
  const fs = require("node:fs")
  const path = require("node:path")
  const { serverPid } = require("../lib/server-pid")
  const pid = serverPid(store.pid, new URL(store.url).port)
  const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))
  const files = () => fs.readdirSync(store.statementDir).filter((f) => f.startsWith(`${pid}-`) && f.endsWith(".json"))
  /** Ends the counter's phase and reads its count once written. */
  async function endPhase() {
    const before = files().length
    process.kill(pid, "SIGUSR2")
    for (let i = 0; i < 100 && files().length === before; i++) await pause(50)
    const newest = files().sort((a, b) => Number(a.split("-")[1].split(".")[0]) - Number(b.split("-")[1].split(".")[0])).pop()
    return JSON.parse(fs.readFileSync(path.join(store.statementDir, newest), "utf8")).total
  }
  const prepared = { [RIVERTY]: [], [SYSTEM]: [] }
  for (let i = 0; i < count; i++) {
    prepared[RIVERTY].push((await checkout.prepare(RIVERTY)).cartId)
    prepared[SYSTEM].push((await checkout.prepare(SYSTEM)).cartId)
  }
  await pause(1500)
  await endPhase()
  const per = {}
  for (const providerId of [RIVERTY, SYSTEM]) {
    for (const cartId of prepared[providerId]) await checkout.complete(providerId, cartId)
    // What the order.placed subscribers send after the answer belongs to the place order too.
    await pause(1500)
    per[providerId] = (await endPhase()) / count
  }
  const riverty = per[RIVERTY]
  const system = per[SYSTEM]
  return {
    figure: 2,
    name: `${STATEMENTS.name}, Riverty invoice vs pp_system_default`,
    subject: riverty.toFixed(1),
    baseline: system.toFixed(1),
    ratio: riverty / system,
    measured: `${riverty.toFixed(1)} vs ${system.toFixed(1)} (${riverty - system >= 0 ? "+" : ""}${(riverty - system).toFixed(1)}), ${count} carts each`,
    target: `<= system + ${STATEMENTS.plus}`,
    met: riverty <= system + STATEMENTS.plus,
    sentence: `statements per place order: Riverty ${riverty.toFixed(1)}, system ${system.toFixed(1)} (${count} carts each)`,
    detail: { carts: count, riverty, system },
  }
}

/**
 * `shoppers` checkouts at once, `each` in a row per shopper; every checkout's latencies, and the
 * failed checkouts (counted and shown, not timed: a failure under load is a finding, not an abort).
 */
async function concurrentBatch(checkout, providerId, shoppers, each) {
  const samples = []
  const failures = []
  const started = nowMs()
  await Promise.all(
    Array.from({ length: shoppers }, async () => {
      for (let i = 0; i < each; i++) {
        try {
          samples.push(await checkout(providerId))
        } catch (error) {
          failures.push(`${error.status ?? ""} ${error.message}`.trim())
        }
      }
    }),
  )
  return { samples, failures, seconds: (nowMs() - started) / 1000 }
}

async function concurrency(checkout) {
  const levels = (process.env.BENCH_CONCURRENCY_LEVELS || "1,8,32").split(",").map((l) => Number(l.trim())).filter((l) => l > 0)
  const rounds = intFromEnv("BENCH_CONCURRENCY_ROUNDS", 2)
  // At least this many checkouts per provider, level and round (a level of 1 runs them in a row).
  const least = intFromEnv("BENCH_CONCURRENCY_CHECKOUTS", 8)
  const table = []
  for (const shoppers of levels) {
    const each = Math.max(1, Math.ceil(least / shoppers))
    const got = { [RIVERTY]: [], [SYSTEM]: [] }
    const failed = { [RIVERTY]: [], [SYSTEM]: [] }
    const seconds = { [RIVERTY]: 0, [SYSTEM]: 0 }
    for (let r = 0; r < rounds; r++) {
      const order = r % 2 === 0 ? [RIVERTY, SYSTEM] : [SYSTEM, RIVERTY]
      for (const providerId of order) {
        const batch = await concurrentBatch(checkout, providerId, shoppers, each)
        got[providerId].push(...batch.samples)
        failed[providerId].push(...batch.failures)
        seconds[providerId] += batch.seconds
      }
    }
    const stats = (providerId) => {
      const samples = got[providerId]
      const of = (key) => samples.map((x) => x[key])
      return {
        checkouts: samples.length,
        failed: failed[providerId].length,
        failures: [...new Set(failed[providerId])].slice(0, 5),
        perSecond: samples.length / seconds[providerId],
        complete: { p50: percentile(of("complete"), 50), p99: percentile(of("complete"), 99) },
        whole: { p50: percentile(of("whole"), 50), p99: percentile(of("whole"), 99) },
      }
    }
    table.push({ shoppers, riverty: stats(RIVERTY), system: stats(SYSTEM) })
  }
  return table
}

function printConcurrency(table) {
  const header = ["shoppers", "checkouts R + S (failed)", "complete-cart p50 / p99: Riverty", "system", "ratio p50", "whole checkout p50 / p99: Riverty", "system", "checkouts/s R / S"]
  const pair = (x) => `${x.p50.toFixed(0)} / ${x.p99.toFixed(0)} ms`
  const lines = table.map((row) => [
    String(row.shoppers),
    `${row.riverty.checkouts} + ${row.system.checkouts}${row.riverty.failed + row.system.failed ? ` (${row.riverty.failed} + ${row.system.failed})` : ""}`,
    pair(row.riverty.complete),
    pair(row.system.complete),
    `${(row.riverty.complete.p50 / row.system.complete.p50).toFixed(2)}x`,
    pair(row.riverty.whole),
    pair(row.system.whole),
    `${row.riverty.perSecond.toFixed(1)} / ${row.system.perSecond.toFixed(1)}`,
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)))
  const format = (cells) => cells.map((c, i) => c.padEnd(widths[i])).join(" | ")
  console.log("\n(a) checkout latency with concurrent shoppers, Riverty invoice vs pp_system_default (same store, alternating batches)")
  console.log(format(header))
  console.log(widths.map((w) => "-".repeat(w)).join("-|-"))
  for (const line of lines) console.log(format(line))
  for (const row of table) {
    for (const [name, stats] of [["Riverty", row.riverty], ["system", row.system]]) {
      if (stats.failed) console.log(`  ${row.shoppers} shoppers, ${name}: ${stats.failed} failed: ${stats.failures.join("; ")}`)
    }
  }
}

async function run(store, { log = () => undefined } = {}) {
  const checkout = await shopperOf(store)
  log("figure 2: payment step, interleaved rounds")
  const rows = await paymentStep(checkout)
  if (store.statementDir) {
    log("figure 2: statements per place order")
    rows.push(await statementsRow(store, checkout, intFromEnv("BENCH_STATEMENT_CARTS", 10)))
  }
  // The payment step's rows first, so a later failure loses nothing measured.
  for (const row of rows) log(row.sentence ?? `${row.name}: ${row.subject} vs ${row.baseline}, ${row.measured}`)
  let table
  if (process.env.BENCH_CONCURRENCY !== "off") {
    log("figure 2 (a): concurrent shoppers")
    table = await concurrency(checkout)
    if (table.some((row) => row.riverty.failed || row.system.failed) && store.output) {
      const errors = store.output().split("\n").filter((line) => /error/i.test(line))
      log(`server error lines (last 15 of ${errors.length}):\n${errors.slice(-15).join("\n")}`)
    }
  }
  const print = () => {
    for (const row of rows) if (row.sentence) console.log(`\n${row.sentence}`)
    if (table) printConcurrency(table)
  }
  return { rows, concurrency: table, print }
}

module.exports = { run }
