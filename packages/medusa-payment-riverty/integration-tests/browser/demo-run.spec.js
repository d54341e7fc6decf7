// `npm run demo` as a person runs it: `node packages/demo/demo.js` on free ports with a throwaway
// database and state file. An order paid with Riverty Invoice is shipped from the admin API and
// captured at Riverty; after Ctrl-C a second run (on another store port) reuses the demo's key,
// seeds nothing, and the admin's Riverty view still shows the capture (the emulator's state file
// kept it). A taken port is refused with a message naming it. The demo listens on loopback only
// (every socket of its processes, the admin's hot-reload socket included) and prints no secret
// written in this repository: its secrets and admin password are made on the first run.
const fs = require("node:fs")
const os = require("node:os")
const path = require("node:path")
const { spawn } = require("node:child_process")
const { acquireDatabase, freePort } = require("../../../../scripts/lib/database")
const { ROOT } = require("../../../../scripts/lib/paths")
const { dropDatabase } = require("../../../../scripts/lib/store")
const { PUBLISHED_SECRETS } = require("riverty-client")
const { adminHeaders, api, buyWithInvoice, eventually, rivertyView, shipOrder } = require("./demo-flow")
const { connectOutcome, externalIPv4, isLoopbackAddress, listeningSockets } = require("./listening")

jest.setTimeout(10 * 60 * 1000)

// The password is the one the demo makes on its first run and prints.
const ADMIN = { email: "demo-run@riverty.test", password: undefined }

/**
 * Published values found in `text` as whole tokens (never part of a longer word there). Values
 * shorter than 8 characters ("a", "s3cret") are words of any text and no option accepts them.
 */
function publishedIn(text) {
  const escape = (value) => value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
  return PUBLISHED_SECRETS.filter((value) => value.length >= 8).filter((value) => new RegExp(`(^|[^A-Za-z0-9+/=_-])${escape(value)}($|[^A-Za-z0-9+/=_-])`).test(text))
}

/** Starts `node packages/demo/demo.js` (what `npm run demo` runs) from the repository's root; resolves once it printed "Press Ctrl-C" or exited. */
function runDemo(env, { until = /Press Ctrl-C to stop/ } = {}) {
  const child = spawn(process.execPath, ["packages/demo/demo.js"], { cwd: ROOT, env })
  const run = { child, output: "", exitCode: undefined }
  const exited = new Promise((resolve) =>
    child.on("exit", (code, signal) => {
      run.exitCode = code ?? signal
      resolve(run.exitCode)
    })
  )
  run.exited = exited
  const collect = (chunk) => (run.output += chunk)
  child.stdout.on("data", collect)
  child.stderr.on("data", collect)
  run.ready = new Promise((resolve) => {
    const check = () => (until.test(run.output) ? resolve(run) : undefined)
    child.stdout.on("data", check)
    exited.then(() => resolve(run))
  })
  return run
}

/** What went wrong, for the reader of a failure: the demo's output and the end of the store's log. */
function failure(run, what, stateFile) {
  const log = path.join(path.dirname(stateFile), "store.log")
  const store = fs.existsSync(log) ? fs.readFileSync(log, "utf8").slice(-4000) : "(no store log)"
  return new Error(`${what} (exit ${run.exitCode}):\n${run.output}\n--- store.log ---\n${store}`)
}

function printed(run, label) {
  const match = new RegExp(`${label}:\\s+(\\S+)`).exec(run.output)
  if (!match) throw new Error(`the demo printed no "${label}":\n${run.output}`)
  return match[1]
}

async function stopDemo(run) {
  if (!run || run.exitCode !== undefined) return run?.exitCode
  run.child.kill("SIGINT")
  const timer = setTimeout(() => run.child.kill("SIGKILL"), 60000)
  const code = await run.exited
  clearTimeout(timer)
  return code
}

async function distinctFreePorts(count) {
  const ports = new Set()
  while (ports.size < count) ports.add(await freePort())
  return [...ports]
}

describe("npm run demo", () => {
  let db
  let env
  let folder
  let demo
  let ports
  const databaseName = `medusa_riverty_demo_run_${Date.now()}`

  beforeAll(async () => {
    db = await acquireDatabase({ name: "test", log: () => undefined })
    folder = fs.mkdtempSync(path.join(os.tmpdir(), "riverty-demo-run-"))
    ports = await distinctFreePorts(3)
    env = {
      ...process.env,
      ...db.env,
      NODE_OPTIONS: "",
      PORT: String(ports[0]),
      RIVERTY_EMULATOR_PORT: String(ports[1]),
      DEMO_STOREFRONT_PORT: String(ports[2]),
      DEMO_DATABASE: databaseName,
      DEMO_STATE_FILE: path.join(folder, "emulator-state.json"),
      DEMO_ADMIN_EMAIL: ADMIN.email,
    }
    // A developer's shell may set them; the demo's own must be what this test sees.
    for (const name of ["HOST", "DEMO_ADMIN_PASSWORD", "RIVERTY_NOTIFICATION_SECRET", "RIVERTY_PERSONAL_DATA_KEY", "RIVERTY_SIGNATURE_KEY"]) delete env[name]
  })

  afterAll(async () => {
    await stopDemo(demo)
    if (db) {
      await dropDatabase(db.env.DATABASE_SERVER_URL, databaseName).catch(() => undefined)
      await db.stop()
    }
    if (folder) fs.rmSync(folder, { recursive: true, force: true })
  })

  const storeUrl = () => `http://localhost:${ports[0]}`
  let firstKey
  let order
  let capturedView

  it("starts emulator, store and storefront and prints their URLs, the admin login and the demo's key", async () => {
    // Kept before waiting, so afterAll stops a demo that never became ready.
    demo = runDemo(env)
    await demo.ready
    if (demo.exitCode !== undefined) throw failure(demo, "the demo exited", env.DEMO_STATE_FILE)
    expect(printed(demo, "Admin")).toBe(`${storeUrl()}/app`)
    const login = new RegExp(`Admin login: +${ADMIN.email.replace(/[.]/g, "\\.")} / (\\S+)`).exec(demo.output)
    expect(login).not.toBeNull()
    ADMIN.password = login[1]
    expect(ADMIN.password).toMatch(/^[A-Za-z0-9_-]{32}$/)
    expect(printed(demo, "Riverty emulator")).toBe(`http://127.0.0.1:${ports[1]}`)
    expect(printed(demo, "Storefront")).toBe(`http://127.0.0.1:${ports[2]}`)
    firstKey = printed(demo, "Publishable key")
    expect(firstKey).toMatch(/^pk_/)
    // The nine markets, each with its currency, its VAT and the variable of its key.
    const markets = /Markets \(9\): +(.+\n(?: {20}.+\n)*)/.exec(demo.output)?.[1].split("\n").map((line) => line.trim()).filter(Boolean)
    expect(markets?.map((line) => line.split(/\s+/)[0])).toEqual(["DE", "AT", "CH", "NL", "BE", "SE", "NO", "FI", "DK"])
    expect(markets).toEqual(expect.arrayContaining([expect.stringMatching(/^CH +Switzerland +CHF +VAT 8\.1 %, reduced 2\.6 % +RIVERTY_API_KEY_CH$/), expect.stringMatching(/^DK +Denmark +DKK +VAT 25 %, no reduced rate +RIVERTY_API_KEY_DK$/)]))
    expect((await fetch(`${storeUrl()}/health`)).status).toBe(200)
    expect((await fetch(printed(demo, "Storefront"))).status).toBe(200)
    // The emulator was told where to send notifications, through the admin route a merchant uses.
    const callbacks = await (await fetch(`http://127.0.0.1:${ports[1]}/_emulator/callbacks`)).json()
    expect(callbacks.map((c) => c.url)).toEqual([`${storeUrl()}/riverty/notifications`])
  })

  it("prints no secret written in this repository, and its store uses none", async () => {
    expect(publishedIn(demo.output)).toEqual([])
    const storeLog = fs.readFileSync(path.join(folder, "store.log"), "utf8")
    expect(publishedIn(storeLog)).toEqual([])
    // The plugin warns about each published secret it is given (connection/published-secrets.ts).
    expect(storeLog).not.toMatch(/Riverty option \w+: the value is published/)
  })

  it("listens on loopback only: the store, its admin's hot-reload socket, the emulator and the storefront", async () => {
    const sockets = listeningSockets(demo.child.pid)
    if (sockets) {
      for (const port of ports) expect(sockets.map((s) => s.port)).toContain(port)
      expect(sockets.filter((s) => !isLoopbackAddress(s.address))).toEqual([])
    }
    const external = externalIPv4()
    if (!external) return console.warn("No non-loopback IPv4 address on this machine: the connection check is skipped.")
    for (const port of ports) {
      expect([port, await connectOutcome(external, port)]).toEqual([port, "ECONNREFUSED"])
      expect([port, await connectOutcome("127.0.0.1", port)]).toEqual([port, "connected"])
    }
  })

  it("opened to the network (HOST), refuses a secret published in this repository before anything starts, naming the variable", async () => {
    const spare = await distinctFreePorts(3)
    const published = "emulator-notification-secret-for-dev"
    const run = runDemo({ ...env, PORT: String(spare[0]), RIVERTY_EMULATOR_PORT: String(spare[1]), DEMO_STOREFRONT_PORT: String(spare[2]), HOST: "0.0.0.0", RIVERTY_NOTIFICATION_SECRET: published })
    const timer = setTimeout(() => run.child.kill("SIGINT"), 30000)
    await run.exited
    clearTimeout(timer)
    expect(run.exitCode).toBe(1)
    expect(run.output).toContain("HOST=0.0.0.0 opens the demo to the network, and RIVERTY_NOTIFICATION_SECRET holds a value published in this repository")
    expect(run.output).not.toContain(published)
    expect(run.output).not.toMatch(/Starting the Riverty emulator/)
  })

  it("refuses each port that is taken, naming it, and leaves the running demo alone", async () => {
    const spare = await distinctFreePorts(3)
    const roles = [
      ["PORT", ports[0], /port \d+ \(the store \(API and admin\), PORT\) is already in use/],
      ["RIVERTY_EMULATOR_PORT", ports[1], /port \d+ \(the Riverty emulator, RIVERTY_EMULATOR_PORT\) is already in use/],
      ["DEMO_STOREFRONT_PORT", ports[2], /port \d+ \(the demo storefront, DEMO_STOREFRONT_PORT\) is already in use/],
    ]
    for (const [variable, taken, message] of roles) {
      const free = { PORT: String(spare[0]), RIVERTY_EMULATOR_PORT: String(spare[1]), DEMO_STOREFRONT_PORT: String(spare[2]) }
      const run = runDemo({ ...env, ...free, [variable]: String(taken) })
      // A demo that does not refuse would start for real: stop it rather than wait for it.
      const timer = setTimeout(() => run.child.kill("SIGINT"), 30000)
      await run.exited
      clearTimeout(timer)
      expect(run.exitCode).toBe(1)
      expect(run.output).toMatch(message)
      expect(run.output).toContain(`set ${variable} to a free port`)
    }
    expect((await fetch(`${storeUrl()}/health`)).status).toBe(200)
  })

  it("takes an order paid with Riverty Invoice and captures it when the admin ships it", async () => {
    const regionId = printed(demo, "Regions")
    order = await buyWithInvoice(storeUrl(), { publishableKey: firstKey, regionId })
    const headers = await adminHeaders(storeUrl(), ADMIN)
    await shipOrder(storeUrl(), headers, order)
    capturedView = await eventually(async () => {
      const view = await rivertyView(storeUrl(), headers, order.id)
      return view.captures.length === 1 && view.captured_amount === view.authorized_amount ? view : undefined
    }, "the capture on shipment", 60000)
    expect(capturedView.status).toBe("Accepted")
    expect(capturedView.captured_amount).toBe(order.total)
    expect(capturedView.captures[0].shipping_details).toEqual([expect.objectContaining({ type: "Shipment", tracking_id: "DEMO-TRACK-1" })])
  })

  it("stops everything on Ctrl-C and keeps the emulator's state", async () => {
    expect(await stopDemo(demo)).toBe(0)
    expect(fs.existsSync(env.DEMO_STATE_FILE)).toBe(true)
    for (const port of ports) {
      await expect(fetch(`http://localhost:${port}/`)).rejects.toThrow()
    }
  })

  it("runs again without seeding, with the same key, and the admin still sees the order captured at Riverty", async () => {
    // On another store port: the registration left in the state file for the old one is replaced.
    ports[0] = (await distinctFreePorts(4)).find((port) => !ports.includes(port))
    env.PORT = String(ports[0])
    // Kept before waiting, so afterAll stops a demo that never became ready.
    demo = runDemo(env)
    await demo.ready
    if (demo.exitCode !== undefined) throw failure(demo, "the second run exited", env.DEMO_STATE_FILE)
    expect(demo.output).toMatch(/state restored from/)
    expect(demo.output).toMatch(/seeded before: nothing added/)
    expect(printed(demo, "Publishable key")).toBe(firstKey)
    // The secrets and the password of the first run, kept beside the state file.
    expect(demo.output).toContain(`${ADMIN.email} / ${ADMIN.password}`)
    const callbacks = await (await fetch(`http://127.0.0.1:${ports[1]}/_emulator/callbacks`)).json()
    expect(callbacks.map((c) => c.url)).toEqual([`${storeUrl()}/riverty/notifications`])
    const headers = await adminHeaders(storeUrl(), ADMIN)
    const { regions } = await api(storeUrl(), "GET", "/admin/regions?limit=100", { headers })
    expect(regions.map((r) => r.name).sort()).toEqual(["Riverty Denmark", "Riverty Norway", "Riverty Sweden", "Riverty Switzerland", "Riverty euro area"])
    const view = await rivertyView(storeUrl(), headers, order.id)
    expect(view).toEqual(
      expect.objectContaining({ status: "Accepted", captured_amount: capturedView.captured_amount, riverty_error: null })
    )
    expect(view.captures.map((c) => c.capture_number)).toEqual(capturedView.captures.map((c) => c.capture_number))
    expect(await stopDemo(demo)).toBe(0)
  })
})
