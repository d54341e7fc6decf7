// Install smoke test: what a merchant does, from the packed tarball to a booted store.
const fs = require("node:fs")
const os = require("node:os")
const { randomBytes } = require("node:crypto")
const path = require("node:path")
const { spawn, spawnSync } = require("node:child_process")
const { ensureDatabase, dropDatabase, medusa, startStore, get } = require("../../../../scripts/lib/store")
const { readmeSnippet } = require("../../../../scripts/lib/readme")
const { acquireDatabase, freePort } = require("../../../../scripts/lib/database")
const { ROOT } = require("../../../../scripts/lib/paths")

jest.setTimeout(20 * 60 * 1000)

const PROVIDERS = [
  "pp_riverty-account_riverty",
  "pp_riverty-b2b-invoice_riverty",
  "pp_riverty-direct-debit_riverty",
  "pp_riverty-installments_riverty",
  "pp_riverty-invoice_riverty",
  "pp_riverty-pay-in-x_riverty",
]

const SEED = `
const { createApiKeysWorkflow, createRegionsWorkflow, createSalesChannelsWorkflow, linkSalesChannelsToApiKeyWorkflow } = require("@medusajs/medusa/core-flows")
exports.default = async function seed({ container }) {
  const { result: channels } = await createSalesChannelsWorkflow(container).run({ input: { salesChannelsData: [{ name: "Shop" }] } })
  const { result: keys } = await createApiKeysWorkflow(container).run({ input: { api_keys: [{ title: "Web", type: "publishable", created_by: "" }] } })
  await linkSalesChannelsToApiKeyWorkflow(container).run({ input: { id: keys[0].id, add: [channels[0].id] } })
  const { result: regions } = await createRegionsWorkflow(container).run({ input: { regions: [{ name: "Riverty", currency_code: "eur", countries: ["de", "nl"], payment_providers: ${JSON.stringify(PROVIDERS)} }] } })
  // A region of a country the store has no API key for (only RIVERTY_API_KEY_DE is set).
  const { result: austria } = await createRegionsWorkflow(container).run({ input: { regions: [{ name: "Austria", currency_code: "eur", countries: ["at"], payment_providers: ${JSON.stringify(PROVIDERS)} }] } })
  console.log("SEEDED " + JSON.stringify({ region: regions[0].id, austria: austria[0].id, key: keys[0].token }))
}
`

/** A free port that is not the emulator's default (4010): the README snippet must reach any port. */
async function nonDefaultPort() {
  for (;;) {
    const port = await freePort()
    if (port !== 4010) return port
  }
}

/** `npx riverty-emulator --port <port>` in the folder that installed it, as its README says. */
async function startEmulator(cwd, port) {
  const child = spawn("npx", ["--no-install", "riverty-emulator", "--port", String(port), "--api-key", "install-test-key"], {
    cwd,
    env: { ...process.env, NODE_OPTIONS: "" },
    detached: true,
  })
  let output = ""
  child.stdout.on("data", (chunk) => (output += chunk))
  child.stderr.on("data", (chunk) => (output += chunk))
  const stop = () => {
    try {
      process.kill(-child.pid, "SIGTERM")
    } catch {
      // already gone
    }
  }
  const url = `http://127.0.0.1:${port}`
  for (let tries = 0; ; tries++) {
    const ready = await fetch(`${url}/_emulator/config`).then((r) => r.ok, () => false)
    if (ready) break
    if (child.exitCode !== null || tries > 120) {
      stop()
      throw new Error(`riverty-emulator did not start on port ${port}:\n${output.slice(-3000)}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  const journal = async () => (await (await fetch(`${url}/_emulator/journal`)).json())
  return { url, stop, journal }
}

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`.slice(-6000))
  }
  return result.stdout
}

/**
 * The storefront kit as a storefront's code meets it once installed: a CommonJS require, an ES
 * module import with named exports, TypeScript finding its types, and its stylesheet where
 * `import "riverty-storefront/styles.css"` leads a bundler.
 */
function expectStorefrontKit(project) {
  const cjs = run("node", ["-e", 'const s = require("riverty-storefront"); console.log(s.fieldsFor("invoice", { countryCode: "DE" }).map((f) => f.name).join())'], project)
  expect(cjs.trim()).toBe("birth_date,salutation,phone")
  fs.writeFileSync(
    path.join(project, "storefront-check.mjs"),
    'import { installmentTeaser, nextStepOf } from "riverty-storefront"\n' +
      'console.log(nextStepOf({ status: "requires_more", data: { redirect_url: "https://r.example" } }).kind, installmentTeaser([], { locale: "de-DE", currency: "EUR" }))\n'
  )
  expect(run("node", ["storefront-check.mjs"], project).trim()).toBe("redirect null")
  const stylesheet = run("node", ["-e", 'console.log(require.resolve("riverty-storefront/styles.css"))'], project).trim()
  expect(fs.readFileSync(stylesheet, "utf8")).toContain(".riverty-method {")
  fs.writeFileSync(
    path.join(project, "storefront-check.ts"),
    'import { fieldsFor, type RivertyMethodOffer } from "riverty-storefront"\n' +
      'import { createCartReader } from "riverty-storefront/next"\n' +
      'const offer: Pick<RivertyMethodOffer, "method" | "fields"> = { method: "invoice", fields: fieldsFor("invoice", { countryCode: "DE" }) }\n' +
      "export const required: boolean = offer.fields[0].required\n" +
      'export const readCart: (id: string) => Promise<{ id: string } | null> = createCartReader({ baseUrl: "http://localhost:9000", publishableKey: "pk_1" })\n'
  )
  const tsc = path.join(ROOT, "node_modules", "typescript", "bin", "tsc")
  // "Node" is Medusa's Next.js starters' moduleResolution, which reads no `exports`: the subpaths' types come from typesVersions.
  for (const resolution of ["Node16", "Bundler", "Node"]) {
    const moduleKind = resolution === "Node16" ? "Node16" : "ESNext"
    run("node", [tsc, "--noEmit", "--strict", "--module", moduleKind, "--moduleResolution", resolution, "--skipLibCheck", "storefront-check.ts"], project)
  }
  for (const file of ["storefront-check.mjs", "storefront-check.ts"]) fs.rmSync(path.join(project, file))
}

/** `npm pack` of a workspace package into `folder`: the tarball and its files. */
function pack(folder, workspace) {
  const [packed] = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", folder, "-w", workspace], ROOT))
  return { tarball: path.join(folder, packed.filename), files: packed.files.map((f) => f.path) }
}

/** Every package name under a node_modules folder (scoped ones as @scope/name), nested ones included. */
function installedPackages(folder) {
  const lock = JSON.parse(fs.readFileSync(path.join(folder, "package-lock.json"), "utf8"))
  return Object.keys(lock.packages)
    .filter((key) => key.includes("node_modules/"))
    .map((key) => key.slice(key.lastIndexOf("node_modules/") + "node_modules/".length))
}

describe("the packed plugin", () => {
  let scratch
  let plugin
  let client
  let emulatorPackage
  let kit
  let emulatorFolder
  let db
  let storeDatabase

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "riverty-install-"))
    plugin = pack(scratch, "medusa-payment-riverty")
    client = pack(scratch, "riverty-client")
    emulatorPackage = pack(scratch, "riverty-emulator")
    kit = pack(scratch, "riverty-storefront")
    db = await acquireDatabase({ name: "install", log: () => undefined })
  })

  afterAll(async () => {
    // The store's database on a shared server must not outlive the test.
    if (storeDatabase) await dropDatabase(db.env.DATABASE_SERVER_URL, storeDatabase).catch((error) => console.warn(`could not drop ${storeDatabase}: ${error.message}`))
    await db?.stop()
    if (scratch && !process.env.KEEP_INSTALL_SCRATCH) fs.rmSync(scratch, { recursive: true, force: true })
  })

  it("contains the built server code and no tests, configs, sources, client, emulator, demo or storefront code", () => {
    expect(plugin.files).toContain(".medusa/server/src/providers/riverty/index.js")
    expect(plugin.files).toContain(".medusa/server/src/admin/index.mjs")
    const leaked = plugin.files.filter((f) =>
      /(__tests__|integration-tests|\.spec\.|medusa-config|jest\.config|\.ts$|storefront|emulator|demo|seed|packages\/|\.medusa\/server\/src\/riverty\/)/.test(f.replace(/\.d\.ts$/, ""))
    )
    expect(leaked).toEqual([])
  })

  it("packs the storefront kit as ES modules, CommonJS and types, and it installs alone with a plain npm install: no Medusa, no axios", () => {
    expect(kit.files).toEqual(expect.arrayContaining(["dist/esm/index.js", "dist/esm/index.d.ts", "dist/cjs/index.js", "dist/cjs/index.d.ts", "dist/styles.css", "README.md", "package.json"]))
    expect(kit.files.filter((f) => /__tests__|\.spec\.|src\//.test(f))).toEqual([])
    const project = path.join(scratch, "storefront")
    fs.mkdirSync(project)
    fs.writeFileSync(path.join(project, "package.json"), JSON.stringify({ name: "scratch-storefront", private: true }))
    run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel", "error", kit.tarball], project)
    const installed = installedPackages(project)
    expect(installed).toEqual(expect.arrayContaining(["riverty-storefront", "zod"]))
    expect(installed.filter((name) => name.startsWith("@medusajs/") || name === "axios")).toEqual([])
    expectStorefrontKit(project)
  })

  it("packs the emulator with its command, and `npx riverty-emulator` starts it in an empty folder that installed only it", async () => {
    expect(emulatorPackage.files).toEqual(expect.arrayContaining(["bin/riverty-emulator.js", "dist/cli.js", "dist/index.js", "dist/index.d.ts", "README.md"]))
    expect(emulatorPackage.files.filter((f) => /__tests__|\.spec\.|src\//.test(f))).toEqual([])
    emulatorFolder = path.join(scratch, "emulator")
    fs.mkdirSync(emulatorFolder)
    fs.writeFileSync(path.join(emulatorFolder, "package.json"), JSON.stringify({ name: "scratch-emulator", private: true }))
    // The client is not on the registry yet: its tarball meets the emulator's dependency.
    run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel", "error", emulatorPackage.tarball, client.tarball], emulatorFolder)
    const installed = installedPackages(emulatorFolder)
    expect(installed).toEqual(expect.arrayContaining(["riverty-emulator", "riverty-client"]))
    expect(installed.filter((name) => name.startsWith("@medusajs/") || name === "medusa-payment-riverty")).toEqual([])
    const emulator = await startEmulator(emulatorFolder, await nonDefaultPort())
    try {
      const config = await (await fetch(`${emulator.url}/_emulator/config`)).json()
      // It talks about itself: its own URL, so the test reached this emulator and no other server.
      expect(config.controlApi).toBe(`${emulator.url}/_emulator`)
    } finally {
      emulator.stop()
    }
  })

  it("installs into a fresh store configured as the README says, lists its providers for a region, reaches an emulator on any port through RIVERTY_BASE_URL and serves no country without a key", async () => {
    const store = path.join(scratch, "store")
    fs.mkdirSync(store)
    const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, "package.json"), "utf8"))
    const medusaVersion = pkg.devDependencies["@medusajs/medusa"]
    fs.writeFileSync(
      path.join(store, "package.json"),
      JSON.stringify(
        {
          name: "scratch-store",
          private: true,
          dependencies: {
            "@medusajs/admin-sdk": medusaVersion,
            "@medusajs/cli": medusaVersion,
            "@medusajs/framework": medusaVersion,
            "@medusajs/medusa": medusaVersion,
            "medusa-payment-riverty": `file:${plugin.tarball}`,
            // Not on the registry yet: the plugin's dependencies are met by their own tarballs.
            "riverty-client": `file:${client.tarball}`,
            "riverty-storefront": `file:${kit.tarball}`,
          },
          devDependencies: {
            "@swc/core": pkg.devDependencies["@swc/core"],
            "ts-node": pkg.devDependencies["ts-node"],
            typescript: pkg.devDependencies.typescript,
            vite: pkg.devDependencies.vite,
          },
        },
        null,
        2
      )
    )
    fs.writeFileSync(path.join(store, "medusa-config.ts"), readmeSnippet("medusa-config"))
    fs.writeFileSync(path.join(store, "tsconfig.json"), JSON.stringify({ compilerOptions: { module: "Node16", moduleResolution: "Node16", target: "ES2021", esModuleInterop: true, skipLibCheck: true } }))
    fs.writeFileSync(path.join(store, "seed.js"), SEED)
    run("npm", ["install", "--prefer-offline", "--no-audit", "--no-fund", "--loglevel", "error"], store)
    expect(fs.existsSync(path.join(store, "node_modules/medusa-payment-riverty/.medusa/server/src/providers/riverty/index.js"))).toBe(true)

    // The emulator runs beside the store, from the folder that installed its tarball.
    const emulator = await startEmulator(emulatorFolder, await nonDefaultPort())
    try {
      storeDatabase = `riverty_install_${Date.now()}`
      const databaseUrl = await ensureDatabase(db.env.DATABASE_SERVER_URL, storeDatabase)
      const storePort = await freePort()
      const env = {
        ...process.env,
        NODE_OPTIONS: "",
        DATABASE_URL: databaseUrl,
        MEDUSA_DISABLE_TELEMETRY: "true",
        STORE_CORS: "*",
        ADMIN_CORS: "*",
        AUTH_CORS: "*",
        RIVERTY_API_KEY_DE: "install-test-key",
        // The README snippet's one switch to the emulator: the plugin entry reads RIVERTY_BASE_URL.
        RIVERTY_ENVIRONMENT: "emulator",
        RIVERTY_BASE_URL: emulator.url,
        // The emulator's OAuth client, for the plugin-level callback registration.
        RIVERTY_CLIENT_ID: "emulator-client",
        RIVERTY_CLIENT_SECRET: "emulator-client-secret",
        RIVERTY_PERSONAL_DATA_KEY: randomBytes(32).toString("base64"),
        MEDUSA_BACKEND_URL: `http://localhost:${storePort}`,
        STOREFRONT_URL: "http://localhost:8000",
      }
      await medusa(["db:migrate"], { cwd: store, env })
      const seeded = JSON.parse(/SEEDED (.*)/.exec(await medusa(["exec", "./seed.js"], { cwd: store, env }))[1])
      const server = await startStore({ cwd: store, env, port: storePort })
      try {
        const response = await get(`${server.url}/store/payment-providers?region_id=${seeded.region}`, {
          "x-publishable-api-key": seeded.key,
        })
        expect(response.status).toBe(200)
        const ids = JSON.parse(response.body).payment_providers.map((p) => p.id).sort()
        expect(ids).toEqual(PROVIDERS)

        // The store route reaches the emulator with the plugin entry's client: the installment plans of a cart.
        const headers = { "content-type": "application/json", "x-publishable-api-key": seeded.key }
        const address = { first_name: "Install", last_name: "Test", address_1: "Hauptstr. 1", city: "Berlin", postal_code: "10115", country_code: "de" }
        const cart = await fetch(`${server.url}/store/carts`, {
          method: "POST",
          headers,
          body: JSON.stringify({ region_id: seeded.region, email: "install@example.com", billing_address: address, shipping_address: address }),
        })
        expect(cart.status).toBe(200)
        const cartId = (await cart.json()).cart.id
        const plans = await fetch(`${server.url}/store/riverty/installment-plans`, {
          method: "POST",
          headers,
          body: JSON.stringify({ cart_id: cartId, provider_id: "pp_riverty-installments_riverty" }),
        })
        expect(plans.status).not.toBe(503)
        const asked = (await emulator.journal()).filter((entry) => /installment-plans/.test(entry.path))
        expect(asked).toEqual([expect.objectContaining({ method: "POST" })])

        // Austria has no key in this store: its carts are offered no Riverty method (no 5xx), and a
        // Riverty payment session for one is refused naming the country, Riverty never asked.
        const austrian = { ...address, address_1: "Kärntner Straße 12", city: "Wien", postal_code: "1010", country_code: "at" }
        const austrianCart = await fetch(`${server.url}/store/carts`, {
          method: "POST",
          headers,
          body: JSON.stringify({ region_id: seeded.austria, email: "install@example.com", billing_address: austrian, shipping_address: austrian }),
        })
        expect(austrianCart.status).toBe(200)
        const austrianCartId = (await austrianCart.json()).cart.id
        const journalBefore = (await emulator.journal()).length
        const methods = await fetch(`${server.url}/store/riverty/payment-methods`, { method: "POST", headers, body: JSON.stringify({ cart_id: austrianCartId }) })
        expect(methods.status).toBe(200)
        expect((await methods.json()).payment_methods).toEqual([])
        const collection = await fetch(`${server.url}/store/payment-collections`, { method: "POST", headers, body: JSON.stringify({ cart_id: austrianCartId }) })
        const session = await fetch(`${server.url}/store/payment-collections/${(await collection.json()).payment_collection.id}/payment-sessions`, {
          method: "POST",
          headers,
          body: JSON.stringify({ provider_id: "pp_riverty-invoice_riverty", data: { birth_date: "1980-05-17" } }),
        })
        expect(session.status).toBe(400)
        expect((await session.json()).message).toMatch(/\bAT\b/)
        expect((await emulator.journal()).length).toBe(journalBefore)
      } finally {
        await server.stop()
      }

      // The plugin entry reaches it too: the notification callbacks registered with the plugin's options.
      await medusa(["exec", "./node_modules/medusa-payment-riverty/.medusa/server/src/scripts/register-riverty-notifications.js"], { cwd: store, env })
      const registered = (await emulator.journal()).filter((entry) => /notification-callbacks/.test(entry.path))
      expect(registered).toEqual([expect.objectContaining({ method: "POST", status: expect.any(Number) })])
      expect(registered[0].status).toBeLessThan(300)
    } finally {
      emulator.stop()
    }
  })
})
