// Running a Medusa store from a folder: create its database, migrate, run scripts with
// `medusa exec`, start the server and wait until it answers. Shared by the demo and the install
// smoke test so both exercise the same path a merchant takes.
const http = require("node:http")
const net = require("node:net")
const { spawn } = require("node:child_process")
const { DEFAULT_HOST } = require("./listen-host")

async function ensureDatabase(serverUrl, name) {
  const { Client } = require("pg")
  const client = new Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    const { rowCount } = await client.query("select 1 from pg_database where datname = $1", [name])
    if (!rowCount) await client.query(`create database "${name.replace(/"/g, '""')}"`)
  } finally {
    await client.end()
  }
  return `${serverUrl}/${name}`
}

/** Drops a database made by ensureDatabase (FORCE: a stopped store may leave a connection behind). */
async function dropDatabase(serverUrl, name) {
  const { Client } = require("pg")
  const client = new Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  try {
    await client.query(`drop database if exists "${name.replace(/"/g, '""')}" with (force)`)
  } finally {
    await client.end()
  }
}

// `medusa` commands still running, so a Ctrl-C during start-up ends them too.
const running = new Set()

/** Runs `medusa <args>` in `cwd`; resolves with its output, rejects with it on a non-zero exit. */
function medusa(args, { cwd, env, quiet = true }) {
  return new Promise((resolve, reject) => {
    const child = spawn("npx", ["--no-install", "medusa", ...args], { cwd, env, detached: true })
    running.add(child)
    let output = ""
    const collect = (chunk) => {
      output += chunk
      if (!quiet) process.stdout.write(chunk)
    }
    child.stdout.on("data", collect)
    child.stderr.on("data", collect)
    child.on("exit", (code) => {
      running.delete(child)
      if (code === 0) resolve(output)
      else reject(new Error(`medusa ${args.join(" ")} exited with ${code}:\n${output.slice(-4000)}`))
    })
  })
}

/** Ends the process group of every `medusa` command still running. */
function stopCommands() {
  for (const child of running) {
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
}

function get(url, headers = {}) {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers }, (response) => {
      let body = ""
      response.on("data", (chunk) => (body += chunk))
      response.on("end", () => resolve({ status: response.statusCode, body }))
    })
    request.on("error", reject)
    request.setTimeout(10000, () => request.destroy(new Error(`GET ${url} timed out`)))
  })
}

async function waitFor(url, { timeoutMs = 180000, isReady = (r) => r.status === 200 } = {}) {
  const deadline = Date.now() + timeoutMs
  let last = "no answer"
  while (Date.now() < deadline) {
    try {
      const response = await get(url)
      if (isReady(response)) return response
      last = `HTTP ${response.status}`
    } catch (error) {
      last = error.message
    }
    await new Promise((r) => setTimeout(r, 1000))
  }
  throw new Error(`${url} did not become ready within ${timeoutMs / 1000}s (last: ${last})`)
}

/** Whether any process of the group led by `pgid` is still running. */
function groupAlive(pgid) {
  try {
    process.kill(-pgid, 0)
    return true
  } catch {
    return false
  }
}

function signalGroup(pgid, signal) {
  try {
    process.kill(-pgid, signal)
  } catch {
    // the group is gone
  }
}

/** Whether something accepts connections on the port (on any loopback name the store may answer). */
function portAnswers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host: "localhost" })
    socket.once("connect", () => {
      socket.destroy()
      resolve(true)
    })
    socket.once("error", () => resolve(false))
  })
}

/**
 * Starts `medusa develop` (serves the API and the admin from source; `command: "start"` runs it
 * without the file watcher) and resolves once /health answers. The returned stop() ends the whole
 * process group.
 */
async function startStore({ cwd, env, port, log = () => undefined, command = "develop" }) {
  // The readiness check below asks the port for /health: with another server on it, that server
  // would answer and the caller would test it instead of this store.
  if (await portAnswers(port)) throw new Error(`port ${port} is already in use: the store would not be the one answering there`)
  const child = spawn("npx", ["--no-install", "medusa", command], {
    cwd,
    // Loopback unless the caller's HOST opens it (scripts/lib/listen-host.js).
    env: { ...env, HOST: env.HOST || DEFAULT_HOST, PORT: String(port) },
    detached: true,
  })
  let output = ""
  const collect = (chunk) => {
    output += chunk
    log(chunk.toString())
  }
  child.stdout.on("data", collect)
  child.stderr.on("data", collect)
  const exited = new Promise((resolve) => child.on("exit", resolve))
  // The whole process group ends, not only its leader: `medusa develop` runs `medusa start` as a
  // child, which outlives a leader that exits first and would keep a port, a database and a core.
  const stop = async () => {
    signalGroup(child.pid, "SIGTERM")
    const deadline = Date.now() + 10000
    while (groupAlive(child.pid) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 200))
    signalGroup(child.pid, "SIGKILL")
    if (child.exitCode === null && child.signalCode === null) await exited
  }
  try {
    await Promise.race([
      waitFor(`http://localhost:${port}/health`),
      exited.then((code) => {
        throw new Error(`medusa ${command} exited with ${code}`)
      }),
    ])
  } catch (error) {
    await stop()
    error.message += `\n--- medusa ${command} output ---\n${output.slice(-6000)}`
    throw error
  }
  return { url: `http://localhost:${port}`, pid: child.pid, stop, output: () => output }
}

module.exports = { ensureDatabase, dropDatabase, medusa, startStore, stopCommands, waitFor, get }
