"use strict"
// CPU time spent by the bench store's processes and by the PostgreSQL server, read from Linux's
// /proc (user + system time of every process in the given process groups, and of every process
// named postgres). A rate on a shared two-core machine moves with whatever else runs; the CPU a
// request costs does not, so figure 3 prints both. Null where /proc cannot be read.
const fs = require("node:fs")

// Clock ticks per second of /proc's times: 100 on every Linux the bench runs on (getconf CLK_TCK).
const TICKS_PER_SECOND = 100

/** { pid, group, command, seconds } of every process readable now. */
function processTimes() {
  const out = []
  for (const name of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue
    let stat
    try {
      stat = fs.readFileSync(`/proc/${name}/stat`, "utf8")
    } catch {
      continue // ended meanwhile
    }
    // "pid (command) state ppid pgrp ... utime stime": the command may hold spaces, so split after ")".
    const close = stat.lastIndexOf(")")
    const command = stat.slice(stat.indexOf("(") + 1, close)
    const fields = stat.slice(close + 2).split(" ")
    out.push({ pid: Number(name), group: Number(fields[2]), command, seconds: (Number(fields[11]) + Number(fields[12])) / TICKS_PER_SECOND })
  }
  return out
}

/**
 * A meter of the CPU used by the process groups `groups` (the store's `medusa` processes, each
 * started as its own group) and by PostgreSQL; null without /proc. `meter()` reads now and gives
 * a function that, called later, answers the CPU seconds spent since: per process, what it used
 * meanwhile (all of it for a process started meanwhile). A process that ended meanwhile is not
 * counted (PostgreSQL ends idle connections), so the figures are a lower bound.
 */
function cpuMeter(groups) {
  if (!fs.existsSync("/proc/self/stat")) return null
  const wanted = new Set(groups)
  const read = () => {
    const seconds = new Map()
    for (const p of processTimes()) {
      const side = wanted.has(p.group) ? "servers" : p.command === "postgres" ? "database" : null
      if (side) seconds.set(p.pid, { side, seconds: p.seconds })
    }
    return seconds
  }
  return () => {
    const before = read()
    return () => {
      const spent = { servers: 0, database: 0 }
      for (const [pid, now] of read()) spent[now.side] += now.seconds - (before.get(pid)?.seconds ?? 0)
      return spent
    }
  }
}

module.exports = { cpuMeter }
