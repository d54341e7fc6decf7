#!/usr/bin/env node
"use strict"
// `node bench/idle-cost.js`: what the same piece of work costs when it runs right after the
// previous one (a loop, as figure 1 calls the client) and when the process was idle before it
// (as a store process is between a checkout's database answers: a call made once per checkout).
// Three pieces: the client's validation of an authorize request (a walk over the schema's
// objects), a JSON round trip of the same body, and a loop over numbers that touches no memory.
// Prints the median of each; the ratio against the loop is what idling costs that piece on this
// machine. Diagnostics only, not part of `npm run bench`.
const { performance } = require("node:perf_hooks")
const riverty = require("riverty-client")
const { authorizeBody } = require("./lib/orders")
const { median } = require("./lib/stats")

const SAMPLES = Number(process.env.IDLE_COST_SAMPLES || 30)
const GAPS_MS = [0, 1, 10, 150]

const pieces = {
  "authorize request validation": (n) => riverty.authorizeRequestSchema.safeParse(authorizeBody(n), { reportInput: true }),
  "JSON round trip of the body": (n) => JSON.parse(JSON.stringify(authorizeBody(n))),
  "arithmetic loop (no memory)": () => {
    let x = 0
    for (let i = 0; i < 20000; i += 1) x += i % 7
    return x
  },
}

const pause = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

function timed(piece, n) {
  const started = performance.now()
  piece(n)
  return performance.now() - started
}

async function measure(piece) {
  for (let n = 0; n < 500; n += 1) piece(n)
  const loop = []
  for (let n = 0; n < SAMPLES; n += 1) loop.push(timed(piece, n))
  const afterIdle = {}
  for (const gap of GAPS_MS.slice(1)) {
    const samples = []
    for (let n = 0; n < SAMPLES; n += 1) {
      await pause(gap)
      samples.push(timed(piece, n))
    }
    afterIdle[gap] = median(samples)
  }
  return { loop: median(loop), afterIdle }
}

async function main() {
  const header = ["piece", "in a loop", ...GAPS_MS.slice(1).map((gap) => `after ${gap} ms idle`)]
  console.log(header.join(" | "))
  for (const [name, piece] of Object.entries(pieces)) {
    const { loop, afterIdle } = await measure(piece)
    const cells = GAPS_MS.slice(1).map((gap) => `${(afterIdle[gap] * 1000).toFixed(0)} µs (${(afterIdle[gap] / loop).toFixed(1)}x)`)
    console.log([name, `${(loop * 1000).toFixed(0)} µs`, ...cells].join(" | "))
  }
}

main().catch((error) => {
  console.error(error)
  process.exit(1)
})
