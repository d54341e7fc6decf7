// The JWT and cookie secrets of the development store (medusa-config.ts). Medusa falls back to
// the well-known "supersecret" outside production, and `medusa start` / `medusa develop` listen on
// every interface unless told otherwise: anyone who can reach the port could sign admin tokens.
// So the store never uses a fallback anyone knows: without JWT_SECRET / COOKIE_SECRET it makes
// random ones once per checkout (kept in .cache/, which git ignores), shared by every process of
// the checkout (the demo, `medusa develop`'s restarts, the tests' second server) so their tokens
// and cookies stay valid across them. In production both must be set.
const crypto = require("node:crypto")
const fs = require("node:fs")
const path = require("node:path")

const DEFAULT_FILE = path.join(__dirname, "..", "..", ".cache", "dev-secrets.json")

function readSecrets(file) {
  const stored = JSON.parse(fs.readFileSync(file, "utf8"))
  if (typeof stored.jwtSecret !== "string" || stored.jwtSecret.length < 32 || typeof stored.cookieSecret !== "string" || stored.cookieSecret.length < 32) {
    throw new Error(`${file} does not hold two secrets of 32+ characters; delete it and a new pair is made`)
  }
  return stored
}

/** The pair kept in `file`, made on first use; two processes starting at once agree on one pair. */
function checkoutSecrets(file) {
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true })
    const fresh = { jwtSecret: crypto.randomBytes(32).toString("hex"), cookieSecret: crypto.randomBytes(32).toString("hex") }
    try {
      // Written to a file of its own, then linked: the pair appears whole or not at all, and
      // only the first process's pair wins (link fails when the name exists).
      const temporary = `${file}.${process.pid}.${crypto.randomBytes(4).toString("hex")}`
      fs.writeFileSync(temporary, JSON.stringify(fresh), { mode: 0o600 })
      try {
        fs.linkSync(temporary, file)
      } finally {
        fs.rmSync(temporary, { force: true })
      }
    } catch (error) {
      if (error.code !== "EEXIST") throw error
    }
  }
  return readSecrets(file)
}

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
  const stored = checkoutSecrets(file)
  return { jwtSecret: given.jwtSecret ?? stored.jwtSecret, cookieSecret: given.cookieSecret ?? stored.cookieSecret }
}

module.exports = { httpSecrets }
