#!/usr/bin/env node
"use strict"
// `node bench/profile-timeline.js <pid>-<phase>.timeline.json [url part]`: the statements one
// request sent, in the order it sent them, for the request of median duration among those whose
// URL contains the url part (default "/complete"). Each line: start and end in ms since the
// request began, and the statement's shape; statements that overlap in time ran at once. Reads a
// file bench/profile-checkout.js writes with BENCH_QUERY_TIMELINE=on. Diagnostics only.
const fs = require("node:fs")

function requestTimeline(events, urlPart) {
  const requests = events.filter((e) => e.kind === "http" && e.shape.includes(urlPart) && e.end !== undefined)
  if (!requests.length) throw new Error(`no finished request whose URL contains ${urlPart}`)
  const sorted = [...requests].sort((a, b) => a.end - a.start - (b.end - b.start))
  const median = sorted[Math.floor(sorted.length / 2)]
  const inside = events.filter((e) => e.kind === "sql" && e.start >= median.start && e.start <= median.end)
  return { request: median, requests: requests.length, statements: inside }
}

function main() {
  const [file, urlPart = "/complete"] = process.argv.slice(2)
  if (!file) throw new Error("usage: node bench/profile-timeline.js <file.timeline.json> [url part]")
  const { request, requests, statements } = requestTimeline(JSON.parse(fs.readFileSync(file, "utf8")), urlPart)
  const at = (ms) => (ms === undefined ? "   ?   " : (ms - request.start).toFixed(1).padStart(7))
  console.log(`${request.shape}: ${(request.end - request.start).toFixed(1)} ms (median of ${requests}), ${statements.length} statements`)
  for (const s of statements) console.log(`${at(s.start)} ${at(s.end)}  ${s.shape}`)
}

if (require.main === module) main()
module.exports = { requestTimeline }
