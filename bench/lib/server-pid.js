"use strict"
// The pid of the store's server process: the process of the store's group that listens on its port
// (`medusa start` runs the server in a child of npx).
function serverPid(pgid, port) {
  const { execFileSync } = require("node:child_process")
  const listening = execFileSync("ss", ["-ltnpH", `sport = :${port}`], { encoding: "utf8" })
  const pids = [...listening.matchAll(/pid=(\d+)/g)].map((m) => Number(m[1]))
  const group = execFileSync("ps", ["-o", "pid=", "-g", String(pgid)], { encoding: "utf8" }).split(/\s+/).filter(Boolean).map(Number)
  const pid = pids.find((p) => group.includes(p))
  if (!pid) throw new Error(`no process of group ${pgid} listens on ${port}`)
  return pid
}

module.exports = { serverPid }
