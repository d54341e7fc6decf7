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

// The store is seeded as the demo seeds its own: nine markets in five regions (EUR, CHF, SEK, NOK,
// DKK), each country's VAT, products, stock and shipping in every currency. The seed's files are
// copied into the scratch store; they use Medusa only.
const DEMO_SEED_FILES = ["seed.ts", "seed-catalog.ts", "seed-markets.ts"]
const MARKETS = ["DE", "AT", "CH", "NL", "BE", "SE", "NO", "FI", "DK"]

// A shopper in each market, with the address and phone as people there write them.
const SHOPPERS = {
  de: { address_1: "Hauptstraße 5", postal_code: "10117", city: "Berlin", phone: "+49 30 1234567" },
  at: { address_1: "Kärntner Straße 12", postal_code: "1010", city: "Wien", phone: "+43 1 2345678" },
  ch: { address_1: "Bahnhofstrasse 10", postal_code: "8001", city: "Zürich", phone: "+41 44 123 45 67" },
  nl: { address_1: "Damrak 1", postal_code: "1012 LG", city: "Amsterdam", phone: "+31 20 123 4567" },
  be: { address_1: "Rue Neuve 5", postal_code: "1000", city: "Bruxelles", phone: "+32 2 123 45 67" },
  se: { address_1: "Drottninggatan 5", postal_code: "111 22", city: "Stockholm", phone: "+46 8 123 456 78" },
  no: { address_1: "Karl Johans gate 1", postal_code: "0154", city: "Oslo", phone: "+47 22 12 34 56" },
  fi: { address_1: "Mannerheimintie 1", postal_code: "00100", city: "Helsinki", phone: "+358 9 123 4567" },
  dk: { address_1: "Strøget 1", postal_code: "1160", city: "København K", phone: "+45 33 12 34 56" },
}

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

  it("installs into a fresh store configured as the README says, lists its providers for a region, reaches an emulator on any port through RIVERTY_BASE_URL, sells in all nine markets and serves no country without a key", async () => {
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
    fs.mkdirSync(path.join(store, "seed"))
    for (const file of DEMO_SEED_FILES) fs.copyFileSync(path.join(ROOT, "packages/demo/lib", file), path.join(store, "seed", file))
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
        // The README snippet's one switch to the emulator: the plugin entry reads RIVERTY_BASE_URL.
        RIVERTY_ENVIRONMENT: "emulator",
        RIVERTY_BASE_URL: emulator.url,
        // A key for every country, as the README snippet reads them: the store sells in each market.
        ...Object.fromEntries(MARKETS.map((country) => [`RIVERTY_API_KEY_${country}`, "install-test-key"])),
        // The emulator's OAuth client, for the plugin-level callback registration.
        RIVERTY_CLIENT_ID: "emulator-client",
        RIVERTY_CLIENT_SECRET: "emulator-client-secret",
        RIVERTY_PERSONAL_DATA_KEY: randomBytes(32).toString("base64"),
        MEDUSA_BACKEND_URL: `http://localhost:${storePort}`,
        STOREFRONT_URL: "http://localhost:8000",
      }
      await medusa(["db:migrate"], { cwd: store, env })
      const seeded = JSON.parse(/DEMO_SEED (.*)/.exec(await medusa(["exec", "./seed/seed.ts"], { cwd: store, env }))[1])
      const headers = { "content-type": "application/json", "x-publishable-api-key": seeded.publishable_key }
      const storeCall = async (server, method, route, body) => {
        const response = await fetch(`${server.url}${route}`, { method, headers, body: body && JSON.stringify(body) })
        return { status: response.status, data: await response.json() }
      }
      const cartIn = async (server, market) => {
        const address = { first_name: "Install", last_name: "Test", country_code: market.country, ...SHOPPERS[market.country] }
        const { data } = await storeCall(server, "POST", "/store/carts", { region_id: market.region_id, email: "install@example.com", billing_address: address, shipping_address: address })
        return data.cart.id
      }

      let server = await startStore({ cwd: store, env, port: storePort })
      try {
        const response = await get(`${server.url}/store/payment-providers?region_id=${seeded.region_id}`, { "x-publishable-api-key": seeded.publishable_key })
        expect(response.status).toBe(200)
        const ids = JSON.parse(response.body).payment_providers.map((p) => p.id).sort()
        expect(ids).toEqual(PROVIDERS)

        expect(seeded.markets.map((market) => market.country.toUpperCase())).toEqual(MARKETS)
        for (const market of seeded.markets) {
          const cartId = await cartIn(server, market)
          const { data: catalogue } = await storeCall(server, "GET", `/store/products?region_id=${market.region_id}&limit=1&fields=*variants`)
          expect((await storeCall(server, "POST", `/store/carts/${cartId}/line-items`, { variant_id: catalogue.products[0].variants[0].id, quantity: 2 })).status).toBe(200)
          const { data: shipping } = await storeCall(server, "GET", `/store/shipping-options?cart_id=${cartId}`)
          expect((await storeCall(server, "POST", `/store/carts/${cartId}/shipping-methods`, { option_id: shipping.shipping_options[0].id })).status).toBe(200)
          const offered = await storeCall(server, "POST", "/store/riverty/payment-methods", { cart_id: cartId })
          expect({ country: market.country, status: offered.status, invoice: offered.data.payment_methods.some((offer) => offer.method === "invoice") }).toEqual({ country: market.country, status: 200, invoice: true })
          const { data: collection } = await storeCall(server, "POST", "/store/payment-collections", { cart_id: cartId })
          const session = await storeCall(server, "POST", `/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: "pp_riverty-invoice_riverty", data: { birth_date: "1984-03-09" } })
          expect({ country: market.country, status: session.status }).toEqual({ country: market.country, status: 200 })
          const completed = await storeCall(server, "POST", `/store/carts/${cartId}/complete`)
          expect({ country: market.country, type: completed.data.type }).toEqual({ country: market.country, type: "order" })
          // Riverty was asked in the market's currency for Medusa's total, to the cent.
          const [authorized] = (await emulator.journal()).filter((entry) => entry.path === "/api/v3/checkout/authorize" && entry.status === 200).slice(-1)
          const { order } = completed.data
          expect({ country: market.country, currency: authorized.body.order.currency, cents: Math.round(authorized.body.order.totalGrossAmount * 100) }).toEqual({
            country: market.country,
            currency: market.currency_code.toUpperCase(),
            cents: Math.round(order.total * 100),
          })
          expect(order.currency_code).toBe(market.currency_code)
        }

        // The store route reaches the emulator with the plugin entry's client: the installment plans of a cart.
        const cartId = await cartIn(server, seeded.markets[0])
        const plansAskedBefore = (await emulator.journal()).filter((entry) => /installment-plans/.test(entry.path)).length
        const plans = await storeCall(server, "POST", "/store/riverty/installment-plans", { cart_id: cartId, provider_id: "pp_riverty-installments_riverty" })
        expect(plans.status).not.toBe(503)
        const asked = (await emulator.journal()).filter((entry) => /installment-plans/.test(entry.path))
        expect(asked.slice(plansAskedBefore)).toEqual([expect.objectContaining({ method: "POST" })])
      } finally {
        await server.stop()
      }

      // Without Austria's key the store does not serve Austria: its carts are offered no Riverty
      // method (no 5xx), and a Riverty payment session for one is refused naming the country,
      // Riverty never asked.
      const { RIVERTY_API_KEY_AT: _austria, ...withoutAustria } = env
      server = await startStore({ cwd: store, env: withoutAustria, port: storePort })
      try {
        const austria = seeded.markets.find((market) => market.country === "at")
        const austrianCartId = await cartIn(server, austria)
        const journalBefore = (await emulator.journal()).length
        const methods = await storeCall(server, "POST", "/store/riverty/payment-methods", { cart_id: austrianCartId })
        expect({ status: methods.status, methods: methods.data.payment_methods }).toEqual({ status: 200, methods: [] })
        const { data: collection } = await storeCall(server, "POST", "/store/payment-collections", { cart_id: austrianCartId })
        const session = await storeCall(server, "POST", `/store/payment-collections/${collection.payment_collection.id}/payment-sessions`, { provider_id: "pp_riverty-invoice_riverty", data: { birth_date: "1980-05-17" } })
        expect(session.status).toBe(400)
        expect(session.data.message).toMatch(/\bAT\b/)
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
