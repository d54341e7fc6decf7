import { randomUUID } from "node:crypto"
import { Client } from "pg"

// The test layers' migrated template (integration-tests/migrated-template.js), against the real
// server: what a test file's database is created from, and which templates a run drops.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const template = require("../migrated-template") as {
  PREFIX: string
  STALE_MS: number
  TEMPLATE_ENV: string
  createDatabasesFromTemplate: () => void
  dropStaleTemplates: (serverUrl: string, now: number) => Promise<void>
}
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dropDatabase, ensureDatabase } = require("../../../../scripts/lib/store") as {
  dropDatabase: (serverUrl: string, name: string) => Promise<void>
  ensureDatabase: (serverUrl: string, name: string) => Promise<string>
}

jest.setTimeout(60 * 1000)

const serverUrl = process.env.DATABASE_SERVER_URL!
const credentials = {
  host: process.env.DB_HOST,
  port: Number(process.env.DB_PORT || 5432),
  user: process.env.DB_USERNAME,
  password: process.env.DB_PASSWORD || undefined,
}
const made: string[] = []
const run = randomUUID().slice(0, 8)

async function query<T>(database: string, sql: string, values: unknown[] = []): Promise<T[]> {
  const client = new Client({ connectionString: `${serverUrl}/${database}` })
  await client.connect()
  try {
    return (await client.query(sql, values)).rows as T[]
  } finally {
    await client.end()
  }
}

async function makeDatabase(name: string): Promise<void> {
  made.push(name)
  await ensureDatabase(serverUrl, name)
}

const exists = async (name: string) => (await query("postgres", "select 1 from pg_database where datname = $1", [name])).length === 1

afterAll(async () => {
  delete process.env[template.TEMPLATE_ENV]
  for (const name of made) await dropDatabase(serverUrl, name)
})

describe("a test file's database, with a migrated template named", () => {
  const source = `riverty_template_spec_${run}`
  let createDatabase: (options: { databaseName: string; errorIfExist?: boolean }, credentials?: object) => Promise<void>

  beforeAll(async () => {
    await makeDatabase(source)
    await query(source, "create table migrated_marker (id int primary key)")
    await query(source, "insert into migrated_marker values (7)")
    process.env[template.TEMPLATE_ENV] = source
    template.createDatabasesFromTemplate()
    // Medusa's runner calls it through test-utils' index, as a test file does.
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    createDatabase = require("@medusajs/test-utils/dist/medusa-test-runner-utils").createDatabase
  })

  it("is created by Medusa's runner as a copy of it, tables and rows", async () => {
    const name = `medusa-riverty-template-spec-${run}-integration-1`
    made.push(name)
    await createDatabase({ databaseName: name, errorIfExist: false }, credentials)
    expect(await query(name, "select id from migrated_marker")).toEqual([{ id: 7 }])
  })

  it("is used as it is when it exists already, unless the caller refuses that", async () => {
    const name = `medusa-riverty-template-spec-${run}-integration-2`
    await makeDatabase(name)
    await expect(createDatabase({ databaseName: name, errorIfExist: false }, credentials)).resolves.toBeUndefined()
    expect(await query(name, "select count(*)::int as n from pg_tables where tablename = 'migrated_marker'")).toEqual([{ n: 0 }])
    await expect(createDatabase({ databaseName: name, errorIfExist: true }, credentials)).rejects.toMatchObject({ code: "42P04" })
  })
})

describe("templates left by earlier runs", () => {
  it("are dropped once older than the limit; a younger one (a run still going) and other databases stay", async () => {
    const now = Date.now()
    const stale = `${template.PREFIX}${now - template.STALE_MS - 60_000}_${run}`
    const young = `${template.PREFIX}${now - template.STALE_MS + 60_000}_${run}`
    const other = `riverty_not_a_template_${now - template.STALE_MS - 60_000}_${run}`
    for (const name of [stale, young, other]) await makeDatabase(name)

    await template.dropStaleTemplates(serverUrl, now)

    expect(await exists(stale)).toBe(false)
    expect(await exists(young)).toBe(true)
    expect(await exists(other)).toBe(true)
  })
})
