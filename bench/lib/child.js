"use strict"
const path = require("node:path")
const { spawn } = require("node:child_process")

/** Starts a Node script that prints one JSON line when ready; resolves with it and a stop(). */
function startChild(script, args = [], nodeArgs = []) {
  const child = spawn(process.execPath, [...nodeArgs, path.join(__dirname, "..", "figures", script), ...args], {
    stdio: ["pipe", "pipe", "inherit"],
  })
  const exited = new Promise((resolve) => child.on("exit", resolve))
  return new Promise((resolve, reject) => {
    let out = ""
    child.stdout.on("data", (chunk) => {
      out += chunk
      const line = out.split("\n").find((l) => l.startsWith("{"))
      if (!line) return
      child.stdout.removeAllListeners("data")
      child.stdout.resume()
      const stop = async () => {
        child.stdin.end()
        const timer = setTimeout(() => child.kill("SIGKILL"), 10000)
        await exited
        clearTimeout(timer)
      }
      resolve({ ...JSON.parse(line), stop, pid: child.pid })
    })
    child.on("exit", (code) => reject(new Error(`${script} exited with ${code} before it was ready`)))
  })
}

module.exports = { startChild }
