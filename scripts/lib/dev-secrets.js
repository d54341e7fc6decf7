// The secrets of the development store (medusa-config.ts) and the demo. Medusa falls back to the
// well-known "supersecret" outside production, and a secret written in this repository is known
// to everyone: anyone who can reach the store could sign admin tokens or notifications, or open a
// copied database's personal data. So the store never uses a fallback anyone knows: without
// JWT_SECRET / COOKIE_SECRET / RIVERTY_NOTIFICATION_SECRET / RIVERTY_PERSONAL_DATA_KEY /
// RIVERTY_SIGNATURE_KEY it makes random ones once per checkout (kept in .cache/, which git
// ignores), shared by every process of the checkout (`medusa develop`'s restarts, the tests'
// second server) so their tokens, cookies and sealed records stay valid across them. In
// production each must be set.
const crypto = require("node:crypto")
const fs = require("node:fs")
const path = require("node:path")

const DEFAULT_FILE = path.join(__dirname, "..", "..", ".cache", "dev-secrets.json")

const hex = () => crypto.randomBytes(32).toString("hex")

/** Reads `file`, made by `make()` on first use; two processes starting at once agree on one value. */
function keptInFile(file, make) {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    try {
      // Written to a file of its own, then linked: the secrets appear whole or not at all, and
      // only the first process's wins (link fails when the name exists).
      const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`
      fs.writeFileSync(temporary, JSON.stringify(make()), { mode: 0o600 })
      try {
        fs.linkSync(temporary, file)
      } finally {
        fs.rmSync(temporary, { force: true })
      }
    } catch (error) {
      if (error.code !== "EEXIST") throw error
    }
  }
  return JSON.parse(fs.readFileSync(file, "utf8"))
}

/** The secrets `make()` names, kept in `file` (made once); throws when one is missing or shorter than 32 characters. */
function secretsIn(file, make) {
  const stored = keptInFile(file, make)
  for (const name of Object.keys(make())) {
    if (typeof stored[name] !== "string" || stored[name].length < 32) {
      throw new Error(`${file} does not hold ${name}; delete it and new secrets are made`)
    }
  }
  return stored
}

/** The store's JWT and cookie secrets. */
const makeHttp = () => ({ jwtSecret: hex(), cookieSecret: hex() })

/** The Riverty secrets of a development store or the demo: each the same strength a real store needs. */
const makeRiverty = () => ({
  notificationSecret: hex(),
  // AES-256 key of the personal data vault: 32 random bytes, base64.
  personalDataKey: crypto.randomBytes(32).toString("base64"),
  signatureKey: hex(),
})

/**
 * `{ jwtSecret, cookieSecret }` for projectConfig.http: JWT_SECRET and COOKIE_SECRET when set;
 * in production an error naming the missing ones; otherwise the checkout's random pair.
 */
function httpSecrets({ env = process.env, file = DEFAULT_FILE } = {}) {
  const given = { jwtSecret: env.JWT_SECRET || undefined, cookieSecret: env.COOKIE_SECRET || undefined }
  if (given.jwtSecret && given.cookieSecret) return given
  if (env.NODE_ENV === "production") {
    const missing = ["JWT_SECRET", "COOKIE_SECRET"].filter((name) => !env[name])
    throw new Error(`${missing.join(" and ")} must be set in production (random, 32+ characters: openssl rand -hex 32)`)
  }
  const stored = secretsIn(file, makeHttp)
  return { jwtSecret: given.jwtSecret ?? stored.jwtSecret, cookieSecret: given.cookieSecret ?? stored.cookieSecret }
}

const RIVERTY_VARIABLES = {
  notificationSecret: "RIVERTY_NOTIFICATION_SECRET",
  personalDataKey: "RIVERTY_PERSONAL_DATA_KEY",
  signatureKey: "RIVERTY_SIGNATURE_KEY",
}
const RIVERTY_FILE = path.join(__dirname, "..", "..", ".cache", "dev-riverty-secrets.json")

/**
 * `{ notificationSecret, personalDataKey, signatureKey }` of the development store: each from its
 * variable (RIVERTY_NOTIFICATION_SECRET, RIVERTY_PERSONAL_DATA_KEY, RIVERTY_SIGNATURE_KEY) when
 * set; in production an error naming the missing ones; otherwise random ones of this checkout.
 */
function rivertySecrets({ env = process.env, file = RIVERTY_FILE } = {}) {
  const given = Object.fromEntries(Object.entries(RIVERTY_VARIABLES).map(([name, variable]) => [name, env[variable] || undefined]))
  const missing = Object.entries(RIVERTY_VARIABLES).filter(([name]) => !given[name])
  if (missing.length === 0) return given
  if (env.NODE_ENV === "production") {
    throw new Error(`${missing.map(([, variable]) => variable).join(", ")} must be set in production (random: openssl rand -base64 32)`)
  }
  const stored = secretsIn(file, makeRiverty)
  return Object.fromEntries(Object.keys(RIVERTY_VARIABLES).map((name) => [name, given[name] ?? stored[name]]))
}

/**
 * The demo's secrets, kept in `file` beside its database's other state (the emulator's state
 * file): the Riverty ones and the admin password. Made on the first run, so a store reached from
 * elsewhere knows none of them; `npm run demo -- --reset` removes the file with the state.
 */
function demoSecrets(file) {
  return secretsIn(file, () => ({ ...makeRiverty(), adminPassword: crypto.randomBytes(24).toString("base64url") }))
}

module.exports = { httpSecrets, rivertySecrets, demoSecrets }
