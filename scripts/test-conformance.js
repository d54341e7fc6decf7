#!/usr/bin/env node
// `npm run test:conformance -- --url <base>`: the emulator conformance suite in contract mode, against
// any service (Riverty's sandbox, or an emulator started elsewhere). Credentials come from flags or
// the RIVERTY_CONFORMANCE_* environment. Without --url an emulator is started here on a free port, so
// the contract mode itself is exercised end to end. Cases needing the emulator's control API are
// skipped and listed by name at the end.
const path = require("node:path")
const { spawn } = require("node:child_process")

const { PLUGIN_DIR, ROOT } = require("./lib/paths")
const MODULES = ["checkout", "customers", "subscriptions", "accounting", "merchants", "claims", "callbacks"]
const COUNTRIES = ["DE", "AT", "CH", "NL", "BE", "SE", "NO", "FI", "DK"]

const USAGE = `Usage: npm run test:conformance -- [--url <base>] [options] [-- <jest args>]

  --url <base>               Base URL of the service under test (env RIVERTY_CONFORMANCE_URL).
                             Without it an emulator is started here on a free port.
  --api-key <key[:CC]>       v3 API key, optionally for one country; repeat per country
                             (env RIVERTY_CONFORMANCE_API_KEY, RIVERTY_CONFORMANCE_API_KEY_<CC>)
  --client-id <id>           OAuth client id (env RIVERTY_CONFORMANCE_CLIENT_ID)
  --client-secret <secret>   OAuth client secret (env RIVERTY_CONFORMANCE_CLIENT_SECRET)
  --auth-url <url>           Token issuer, {auth_url} (env RIVERTY_CONFORMANCE_AUTH_URL; default --url)
  --<module>-url <url>       Base of one module: ${MODULES.join(", ")}
                             (env RIVERTY_CONFORMANCE_<MODULE>_URL; default --url)
  --help                     Show this text
`

function parse(argv) {
  const env = {}
  const jestArgs = []
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]
    if (arg === "--") {
      jestArgs.push(...argv.slice(i + 1))
      break
    }
    if (arg === "--help" || arg === "-h") return { help: true }
    const m = /^--([a-z-]+)(?:=(.*))?$/.exec(arg)
    if (!m) throw new Error(`Unexpected argument: ${arg}`)
    const [, flag, inline] = m
    const value = () => {
      if (inline !== undefined) return inline
      const next = argv[++i]
      if (next === undefined || next.startsWith("--")) throw new Error(`--${flag} needs a value`)
      return next
    }
    const moduleFlag = /^([a-z]+)-url$/.exec(flag)
    if (flag === "url") env.RIVERTY_CONFORMANCE_URL = value()
    else if (flag === "auth-url") env.RIVERTY_CONFORMANCE_AUTH_URL = value()
    else if (flag === "client-id") env.RIVERTY_CONFORMANCE_CLIENT_ID = value()
    else if (flag === "client-secret") env.RIVERTY_CONFORMANCE_CLIENT_SECRET = value()
    else if (flag === "api-key") {
      const v = value()
      const c = /^(.+):([A-Za-z]{2})$/.exec(v)
      if (!c) env.RIVERTY_CONFORMANCE_API_KEY = v
      else if (!COUNTRIES.includes(c[2].toUpperCase())) throw new Error(`Unknown country in --api-key: ${c[2]}`)
      else env[`RIVERTY_CONFORMANCE_API_KEY_${c[2].toUpperCase()}`] = c[1]
    } else if (moduleFlag && MODULES.includes(moduleFlag[1])) env[`RIVERTY_CONFORMANCE_${moduleFlag[1].toUpperCase()}_URL`] = value()
    else throw new Error(`Unknown option --${flag}`)
  }
  return { env, jestArgs }
}

/** Starts the riverty-emulator command (packages/riverty-emulator/bin) on a free port and resolves with its URL (printed alone with --quiet). */
function startEmulator() {
  const child = spawn(process.execPath, [path.join(ROOT, "packages", "riverty-emulator", "bin", "riverty-emulator.js"), "--port", "0", "--quiet"], {
    cwd: ROOT,
    stdio: ["ignore", "pipe", "inherit"],
  })
  return new Promise((resolve, reject) => {
    let out = ""
    const timer = setTimeout(() => reject(new Error("the emulator printed no URL within 60 s")), 60_000)
    child.stdout.on("data", (chunk) => {
      out += chunk
      const m = /https?:\/\/\S+/.exec(out)
      if (m) {
        clearTimeout(timer)
        resolve({ child, url: m[0].replace(/\/+$/, "") })
      }
    })
    child.once("exit", (code) => {
      clearTimeout(timer)
      reject(new Error(`the emulator exited (${code}) before printing its URL`))
    })
  })
}

/** The default credentials of an emulator started without flags (see riverty-emulator --help). */
function emulatorDefaults(url) {
  const env = { RIVERTY_CONFORMANCE_URL: url, RIVERTY_CONFORMANCE_CLIENT_ID: "emulator-client", RIVERTY_CONFORMANCE_CLIENT_SECRET: "emulator-client-secret" }
  for (const c of COUNTRIES) env[`RIVERTY_CONFORMANCE_API_KEY_${c}`] = `emulator-key-${c.toLowerCase()}`
  return env
}

function runJest(env, jestArgs) {
  const args = [
    require.resolve("jest/bin/jest"),
    "--config",
    "jest.config.js",
    "--selectProjects",
    "emulator",
    "--runInBand",
    "--forceExit",
    "--reporters=default",
    `--reporters=${path.join(__dirname, "lib", "skipped-reporter.js")}`,
    ...jestArgs,
  ]
  const child = spawn(process.execPath, args, { cwd: PLUGIN_DIR, stdio: "inherit", env: { ...process.env, ...env } })
  return new Promise((resolve) => child.once("exit", (code, signal) => resolve(code ?? (signal ? 1 : 0))))
}

async function main() {
  const parsed = parse(process.argv.slice(2))
  if (parsed.help) {
    process.stdout.write(USAGE)
    return 0
  }
  const env = { ...parsed.env }
  const url = env.RIVERTY_CONFORMANCE_URL ?? process.env.RIVERTY_CONFORMANCE_URL
  if (url) return runJest(env, parsed.jestArgs)
  const { child, url: started } = await startEmulator()
  process.stdout.write(`Conformance target: emulator started at ${started}\n`)
  try {
    // Flags given still win over the started emulator's defaults.
    return await runJest({ ...emulatorDefaults(started), ...env }, parsed.jestArgs)
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      await new Promise((resolve) => {
        child.once("exit", resolve)
        child.kill("SIGTERM")
      })
    }
  }
}

main().then(
  (code) => process.exit(code),
  (error) => {
    console.error(`test:conformance: ${error.message}`)
    process.exit(1)
  },
)
