"use strict"
// Loaded with `node --require` into the bench store's processes when BENCH_CPU_PROF=<dir> is set
// (Node refuses --cpu-prof in NODE_OPTIONS). Profiles only while the bench asks for it: it starts
// V8's sampling profiler when <dir>/start appears and writes <dir>/<pid>.cpuprofile when
// <dir>/stop appears, so the store's boot is not in the profile.
const fs = require("node:fs")
const path = require("node:path")
const inspector = require("node:inspector")

const dir = process.env.BENCH_CPU_PROF_DIR
if (dir) {
  const session = new inspector.Session()
  session.connect()
  let state = "idle"
  const timer = setInterval(() => {
    if (state === "idle" && fs.existsSync(path.join(dir, "start"))) {
      state = "profiling"
      session.post("Profiler.enable", () =>
        session.post("Profiler.setSamplingInterval", { interval: 500 }, () => session.post("Profiler.start")),
      )
    } else if (state === "profiling" && fs.existsSync(path.join(dir, "stop"))) {
      state = "done"
      clearInterval(timer)
      session.post("Profiler.stop", (error, result) => {
        if (!error) fs.writeFileSync(path.join(dir, `${process.pid}.cpuprofile`), JSON.stringify(result.profile))
        session.disconnect()
      })
    }
  }, 250)
  timer.unref()
}
