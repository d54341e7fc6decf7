#!/usr/bin/env node
"use strict"
// Summarises a V8 .cpuprofile (from BENCH_CPU_PROF=<dir> npm run bench): where the process spent
// its samples, by self time per function and by inclusive time per area of the notification path
// (signature check, body validation, module resolution, the inbox insert, the event emit, the
// processing workflows, Express and Medusa's middleware, the pg driver, garbage collection).
//
//   node bench/profile-summary.js <file.cpuprofile> [top=25]
const fs = require("node:fs")

const AREAS = [
  ["signature check", (f) => /verifyNotificationSignature|notificationDigest|hexDigestsEqual|parseSignatureHeader|verifiedNotification/.test(f.name)],
  ["body validation (JSON + zod)", (f) => /interpretNotification/.test(f.name)],
  ["inbox insert (receiveNotification)", (f) => /receiveNotification|storeMany|flushQueue|NotificationInbox\.store$|^store$/.test(f.name) && /notification-inbox|service/.test(f.url)],
  ["event emit", (f) => /^emit$/.test(f.name) && /event-bus/.test(f.url)],
  ["processing workflows", (f) => /runNotification|processRivertyNotificationWorkflow|applyRivertyNotificationWorkflow/.test(f.name) && /workflows\/notifications/.test(f.url)],
  ["container resolve (awilix)", (f) => /awilix/.test(f.url)],
  ["mikro-orm", (f) => /mikro-orm/.test(f.url)],
  ["pg driver", (f) => /node_modules\/pg(-protocol)?\//.test(f.url)],
  ["express + medusa http", (f) => /node_modules\/(express|body-parser|router)\//.test(f.url) || /@medusajs\/framework\/dist\/http/.test(f.url)],
  ["workflow engine", (f) => /orchestration|workflows-sdk|workflow-engine/.test(f.url)],
]

function main() {
  const [file, topArg] = process.argv.slice(2)
  if (!file) {
    console.error("usage: node bench/profile-summary.js <file.cpuprofile> [top]")
    process.exit(2)
  }
  const top = Number(topArg || 25)
  const profile = JSON.parse(fs.readFileSync(file, "utf8"))
  const byId = new Map(profile.nodes.map((node) => [node.id, node]))
  const parent = new Map()
  for (const node of profile.nodes) for (const child of node.children || []) parent.set(child, node.id)
  const selfCount = new Map()
  for (const id of profile.samples) selfCount.set(id, (selfCount.get(id) || 0) + 1)
  const total = profile.samples.length
  const idle = [...selfCount].filter(([id]) => byId.get(id).callFrame.functionName === "(idle)").reduce((sum, [, n]) => sum + n, 0)
  const busy = total - idle

  const selfByFunction = new Map()
  const areaCount = new Map(AREAS.map(([name]) => [name, 0]))
  for (const [id, count] of selfCount) {
    const frame = byId.get(id).callFrame
    if (frame.functionName === "(idle)") continue
    const key = `${frame.functionName || "(anonymous)"} ${shortUrl(frame.url)}:${frame.lineNumber + 1}`
    selfByFunction.set(key, (selfByFunction.get(key) || 0) + count)
    // Inclusive per area: a sample counts for each area on its stack (once per area).
    const seen = new Set()
    for (let at = id; at !== undefined; at = parent.get(at)) {
      const f = { name: byId.get(at).callFrame.functionName, url: byId.get(at).callFrame.url }
      for (const [name, test] of AREAS) if (!seen.has(name) && test(f)) seen.add(name)
    }
    for (const name of seen) areaCount.set(name, areaCount.get(name) + count)
  }
  const pct = (n) => `${((100 * n) / busy).toFixed(1)} %`
  const seconds = (profile.endTime - profile.startTime) / 1e6
  console.log(`${file}: ${seconds.toFixed(1)} s, ${total} samples, busy ${((100 * busy) / total).toFixed(1)} % of them`)
  console.log("\nby area (inclusive, share of busy samples):")
  for (const [name, count] of [...areaCount].sort((a, b) => b[1] - a[1])) console.log(`  ${pct(count).padStart(7)}  ${name}`)
  console.log(`\ntop ${top} functions by self time (share of busy samples):`)
  for (const [key, count] of [...selfByFunction].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(count).padStart(7)}  ${key}`)
}

function shortUrl(url) {
  if (!url) return "(native)"
  const i = url.lastIndexOf("node_modules/")
  if (i >= 0) return url.slice(i + "node_modules/".length)
  const j = url.indexOf("/src/")
  return j >= 0 ? url.slice(j + 1) : url.replace(/^file:\/\//, "")
}

main()
