#!/usr/bin/env node
// The npm registry this project is developed against only serves some platforms' binaries, so a
// lockfile written here lacks the other platforms' optional packages (@swc/core-darwin-arm64, ...)
// and `npm ci` then refuses the lock as out of sync. This adds an entry for each missing optional
// package with the os/cpu its name states, which npm skips on other platforms without fetching.
// Idempotent; run it after any `npm install` that changes package-lock.json.
const fs = require("node:fs")
const path = require("node:path")

const LOCK = path.resolve(__dirname, "..", "package-lock.json")
const OS = ["darwin", "linux", "win32", "android", "freebsd", "openbsd", "openharmony", "sunos", "aix", "netbsd"]
const CPU = ["arm64", "x64", "arm", "ia32", "ppc64", "s390x", "riscv64", "loong64", "mips64el", "wasm32"]

function platformOf(name) {
  const parts = name.split("/").pop().split("-")
  const os = OS.find((o) => parts.includes(o))
  const cpu = CPU.find((c) => parts.includes(c))
  const libc = parts.includes("musl") || parts.includes("musleabihf") ? "musl" : parts.includes("gnu") || parts.includes("gnueabihf") ? "glibc" : undefined
  return { os, cpu, libc }
}

function resolvesFrom(packages, location, name) {
  // Node's lookup: the package's own node_modules, then each ancestor's, then the root's.
  let dir = location
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`
    if (packages[candidate]) return true
    if (!dir) return false
    const at = dir.lastIndexOf("/node_modules/")
    dir = at >= 0 ? dir.slice(0, at) : ""
  }
}

const lock = JSON.parse(fs.readFileSync(LOCK, "utf8"))
const packages = lock.packages
let added = 0
for (const [location, entry] of Object.entries(packages)) {
  for (const [name, spec] of Object.entries(entry.optionalDependencies ?? {})) {
    if (resolvesFrom(packages, location, name)) continue
    const { os, cpu, libc } = platformOf(name)
    if (!os && !cpu) continue // not a platform binary: leave real gaps for npm to report
    const version = spec.replace(/^[\^~=]/, "")
    packages[`node_modules/${name}`] = {
      version,
      ...(entry.dev ? { dev: true } : {}),
      optional: true,
      ...(cpu ? { cpu: [cpu] } : {}),
      ...(os ? { os: [os] } : {}),
      ...(libc ? { libc: [libc] } : {}),
    }
    added++
  }
}
if (added) {
  lock.packages = Object.fromEntries(Object.entries(packages).sort(([a], [b]) => (a === "" ? -1 : b === "" ? 1 : a.localeCompare(b))))
  fs.writeFileSync(LOCK, `${JSON.stringify(lock, null, 2)}\n`)
}
console.log(`complete-lockfile: ${added} foreign-platform optional package(s) added`)
