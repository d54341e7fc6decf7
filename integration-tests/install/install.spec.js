// Install smoke test: what a merchant does, from the packed tarball to a booted store.
const fs = require("node:fs")
const os = require("node:os")
const { randomBytes } = require("node:crypto")
const path = require("node:path")
const { execFileSync, spawnSync } = require("node:child_process")
const { ensureDatabase, dropDatabase, medusa, startStore, get } = require("../../scripts/lib/store")
const { readmeSnippet } = require("../../scripts/lib/readme")
const { acquireDatabase, ROOT } = require("../../scripts/lib/database")

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
  console.log("SEEDED " + JSON.stringify({ region: regions[0].id, key: keys[0].token }))
}
`

function run(command, args, cwd) {
  const result = spawnSync(command, args, { cwd, encoding: "utf8", env: { ...process.env, NODE_OPTIONS: "" } })
  if (result.status !== 0) {
    throw new Error(`${command} ${args.join(" ")} failed (${result.status}):\n${result.stdout}\n${result.stderr}`.slice(-6000))
  }
  return result.stdout
}

describe("the packed plugin", () => {
  let scratch
  let tarball
  let packedFiles
  let db
  let storeDatabase

  beforeAll(async () => {
    scratch = fs.mkdtempSync(path.join(os.tmpdir(), "riverty-install-"))
    run("npm", ["run", "build"], ROOT)
    const [packed] = JSON.parse(run("npm", ["pack", "--json", "--pack-destination", scratch], ROOT))
    tarball = path.join(scratch, packed.filename)
    packedFiles = packed.files.map((f) => f.path)
    db = await acquireDatabase({ name: "install", log: () => undefined })
  })

  afterAll(async () => {
    // The store's database on a shared server must not outlive the test.
    if (storeDatabase) await dropDatabase(db.env.DATABASE_SERVER_URL, storeDatabase).catch((error) => console.warn(`could not drop ${storeDatabase}: ${error.message}`))
    await db?.stop()
    if (scratch && !process.env.KEEP_INSTALL_SCRATCH) fs.rmSync(scratch, { recursive: true, force: true })
  })

  it("contains the built server code and no tests, configs or sources", () => {
    expect(packedFiles).toContain(".medusa/server/src/providers/riverty/index.js")
    expect(packedFiles).toContain(".medusa/server/src/admin/index.mjs")
    const leaked = packedFiles.filter((f) =>
      /(__tests__|integration-tests|\.spec\.|medusa-config|jest\.config|\.ts$)/.test(f.replace(/\.d\.ts$/, ""))
    )
    expect(leaked).toEqual([])
  })

  it("installs into a fresh store configured as the README says and lists its providers for a region", async () => {
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
            "medusa-payment-riverty": `file:${tarball}`,
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

    storeDatabase = `riverty_install_${Date.now()}`
    const databaseUrl = await ensureDatabase(db.env.DATABASE_SERVER_URL, storeDatabase)
    const env = {
      ...process.env,
      NODE_OPTIONS: "",
      DATABASE_URL: databaseUrl,
      MEDUSA_DISABLE_TELEMETRY: "true",
      STORE_CORS: "*",
      ADMIN_CORS: "*",
      AUTH_CORS: "*",
      RIVERTY_API_KEY_DE: "install-test-key",
      RIVERTY_PERSONAL_DATA_KEY: randomBytes(32).toString("base64"),
      MEDUSA_BACKEND_URL: "http://localhost:9401",
      STOREFRONT_URL: "http://localhost:8000",
    }
    await medusa(["db:migrate"], { cwd: store, env })
    const seeded = JSON.parse(/SEEDED (.*)/.exec(await medusa(["exec", "./seed.js"], { cwd: store, env }))[1])
    const server = await startStore({ cwd: store, env, port: 9401 })
    try {
      const response = await get(`${server.url}/store/payment-providers?region_id=${seeded.region}`, {
        "x-publishable-api-key": seeded.key,
      })
      expect(response.status).toBe(200)
      const ids = JSON.parse(response.body).payment_providers.map((p) => p.id).sort()
      expect(ids).toEqual(PROVIDERS)
    } finally {
      await server.stop()
    }
  })
})
