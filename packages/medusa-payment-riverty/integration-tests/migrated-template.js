// One migrated database per jest run of the Medusa-app layers (http, reliability), which every
// test file's database starts as a copy of. Medusa's test runner creates each file's database
// empty and runs every module's migrations and the link sync on it: about 6 of the 10 to 20
// seconds a small file takes. Here the run migrates once (`medusa db:migrate` on the development
// store, as a merchant's deploy does) and each file's database is created from that copy; the
// runner's own migration then finds every module up to date, and still applies whatever a file's
// own configuration adds (a Redis module, say). Without a database server description
// (DATABASE_SERVER_URL, set by scripts/with-db.js and `npm test`) nothing changes.
const { dropDatabase, ensureDatabase, medusa } = require("../../../scripts/lib/store")
const { PLUGIN_DIR } = require("../../../scripts/lib/paths")

/** Where the run's template is named for the test files (jest's workers inherit it). */
const TEMPLATE_ENV = "RIVERTY_TEST_DB_TEMPLATE"
const PREFIX = "riverty_test_template_"
// A template older than this belongs to a run that ended without its teardown (a crash, a kill).
const STALE_MS = 3 * 60 * 60 * 1000

/** Drops the templates of earlier runs that never dropped theirs; runs still going keep theirs. */
async function dropStaleTemplates(serverUrl, now) {
  const { Client } = require("pg")
  const client = new Client({ connectionString: `${serverUrl}/postgres` })
  await client.connect()
  const { rows } = await client.query("select datname from pg_database where datname like $1", [`${PREFIX}%`]).finally(() => client.end())
  for (const { datname } of rows) {
    const createdAt = Number(datname.slice(PREFIX.length).split("_")[0])
    if (Number.isFinite(createdAt) && now - createdAt > STALE_MS) await dropDatabase(serverUrl, datname)
  }
}

/** jest's globalSetup: builds the template and names it in TEMPLATE_ENV; on failure, files migrate their own. */
async function buildTemplate() {
  const serverUrl = process.env.DATABASE_SERVER_URL
  if (!serverUrl || process.env[TEMPLATE_ENV]) return
  const now = Date.now()
  const name = `${PREFIX}${now}_${process.pid}`
  try {
    await dropStaleTemplates(serverUrl, now)
    const url = await ensureDatabase(serverUrl, name)
    // Links and search indexes as the runner makes them; no migration scripts (data fixes for
    // upgraded stores, which the runner does not run either).
    await medusa(["db:migrate", "--skip-scripts", "--execute-safe-links", "--execute-safe-search"], {
      cwd: PLUGIN_DIR,
      env: { ...process.env, DATABASE_URL: url, NODE_ENV: "test" },
    })
    process.env[TEMPLATE_ENV] = name
  } catch (error) {
    console.warn(`No migrated template (${String(error.message).split("\n")[0]}); each test file migrates its own database.`)
    await dropDatabase(serverUrl, name).catch(() => undefined)
  }
}

/** jest's globalTeardown: drops the run's template. */
async function dropTemplate() {
  const name = process.env[TEMPLATE_ENV]
  if (!name || !process.env.DATABASE_SERVER_URL) return
  await dropDatabase(process.env.DATABASE_SERVER_URL, name)
  delete process.env[TEMPLATE_ENV]
}

/**
 * In a test file (setup.js): Medusa's runner creates the file's database through test-utils'
 * `createDatabase`; with a template named, that creates it as a copy. Left alone when test-utils
 * no longer has that function (another Medusa version): the runner then migrates as it always did.
 */
function createDatabasesFromTemplate() {
  const template = process.env[TEMPLATE_ENV]
  if (!template) return
  const templates = require("@medusajs/test-utils/dist/medusa-test-runner-utils/postgres-template")
  if (typeof templates.createDatabase !== "function") return
  const { Client } = require("pg")
  const quote = (name) => `"${name.replace(/"/g, '""')}"`
  templates.createDatabase = async ({ databaseName, errorIfExist = false }, credentials = {}) => {
    const client = new Client({ host: "localhost", port: 5432, user: "postgres", database: "postgres", ...credentials })
    await client.connect()
    try {
      await client.query(`CREATE DATABASE ${quote(databaseName)} TEMPLATE ${quote(template)}`)
    } catch (error) {
      // As test-utils' own: an existing database is used as it is unless the caller said otherwise.
      if (errorIfExist || error?.code !== "42P04") throw error
    } finally {
      await client.end()
    }
  }
}

module.exports = { PREFIX, STALE_MS, TEMPLATE_ENV, buildTemplate, createDatabasesFromTemplate, dropStaleTemplates, dropTemplate }
