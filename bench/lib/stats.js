"use strict"
// Order statistics; every figure is a median or a percentile, never a mean that one stall skews.

function percentile(values, p) {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

const median = (values) => percentile(values, 50)

function nowMs() {
  return Number(process.hrtime.bigint()) / 1e6
}

/**
 * Runs subject and baseline in alternating rounds (after one warm-up round each), so machine noise
 * hits both alike. Each round calls `run(i)` `perRound` times and records the mean per call.
 * Returns the per-round figures of both.
 */
async function interleave({ rounds, perRound, subject, baseline }) {
  const timeRound = async (fn) => {
    const started = nowMs()
    for (let i = 0; i < perRound; i++) await fn(i)
    return (nowMs() - started) / perRound
  }
  await timeRound(subject)
  await timeRound(baseline)
  const s = []
  const b = []
  for (let r = 0; r < rounds; r++) {
    // Swap who goes first each round: neither side always runs on a warmer cache.
    if (r % 2 === 0) {
      s.push(await timeRound(subject))
      b.push(await timeRound(baseline))
    } else {
      b.push(await timeRound(baseline))
      s.push(await timeRound(subject))
    }
  }
  return { subject: s, baseline: b }
}

module.exports = { percentile, median, nowMs, interleave }
