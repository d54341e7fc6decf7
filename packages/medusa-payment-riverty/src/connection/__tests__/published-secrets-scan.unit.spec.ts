import { execFileSync } from "node:child_process"
import { readFileSync } from "node:fs"
import { join, resolve } from "node:path"
import { PUBLISHED_SECRETS, isGuessableSecret } from "riverty-client"

// Every literal value of a secret written in this repository's tracked files (code, tests, docs,
// env files) is refused wherever a published secret is: it is in PUBLISHED_SECRETS
// (riverty-client/src/published-secrets.ts) or not random enough to be a key (isGuessableSecret).
// A new random-looking test secret, example or default fails this test until it is listed.

const ROOT = resolve(__dirname, "../../../../..")

// Names of the three options as they appear in code, configs, env files and command lines, and
// any other name of a secret (`secret`, `oldSecret`, `clientSecret`, `JWT_SECRET`).
const NAME = String.raw`(?:[A-Za-z_]*[sS]ecret|[A-Z_]*SECRET|notificationSecret|notifySecret|NOTIFICATION_SECRET|NOTIFY_SECRET|notify-secret|personalDataKey|PERSONAL_DATA_KEY|personal-data-key|signatureKey|SIGNATURE_KEY|signature-key)`
const QUOTED = String.raw`(?:"([^"\n$]*)"|'([^'\n$]*)'|\x60([^\x60\n$]*)\x60)`
const REPEAT = String.raw`${QUOTED}\.repeat\(\d+\)`
const VALUE = String.raw`(${REPEAT}|${QUOTED}|[A-Z][A-Z0-9_]*\b)`
const PATTERNS = [
  // notificationSecret: "…", NOTIFY_SECRET = "…", "signatureKey": "…", personalDataKey: "a".repeat(64), notifySecret: SECRET
  new RegExp(String.raw`${NAME}["'\x60]?[ \t]*[:=][ \t]*${VALUE}`, "g"),
  // "--notify-secret", "…" (argument lists)
  new RegExp(String.raw`--${NAME}["'][ \t]*,[ \t]*${VALUE}`, "g"),
  // RIVERTY_NOTIFICATION_SECRET=value (shell, .env), --notify-secret value, --signature-key=value
  new RegExp(String.raw`(?:[A-Z_]*${NAME}=|--${NAME}[ =])([^\s"'\x60<>|$\\)]+)`, "g"),
]

// Files that copy other files' sources (mutation reports), hold no hand-written values, or are
// this test (its examples below).
const SKIPPED = [/^package-lock\.json$/, /^reports\//, /\.(png|jpe?g|ico|woff2?|tgz)$/, /published-secrets-scan\.unit\.spec\.ts$/]

// Not a secret: a variable's name, or words (a message, a usage line).
const notASecret = (value: string) => /^[A-Z][A-Z0-9_]*$/.test(value) || /\s/.test(value) || /^\[.*\]$/.test(value)
// An unquoted word after a flag or `=` is a value only when it looks like one (prose has words).
const looksLikeValue = (value: string) => value.length >= 3 && /[-_0-9]/.test(value) && /[A-Za-z0-9=]$/.test(value)

function trackedFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((file) => file && !SKIPPED.some((pattern) => pattern.test(file)))
}

/** The string a `"c".repeat(n)` expression or a quoted literal stands for. */
function literalOf(text: string): string | undefined {
  const repeat = /^["'\x60](.*)["'\x60]\.repeat\((\d+)\)$/s.exec(text)
  if (repeat) return repeat[1].repeat(Number(repeat[2]))
  const quoted = /^["'\x60](.*)["'\x60]$/s.exec(text)
  return quoted ? quoted[1] : undefined
}

/** `const NAME = "literal"` (or `"c".repeat(n)`) in the same file. */
function constantIn(source: string, name: string): string | undefined {
  const match = new RegExp(String.raw`(?:const|let|var)\s+${name}\s*=\s*(${QUOTED}(?:\.repeat\(\d+\))?)`).exec(source)
  return match ? literalOf(match[1]) : undefined
}

export function secretLiteralsIn(source: string): string[] {
  const found: string[] = []
  for (const pattern of PATTERNS) {
    for (const match of source.matchAll(pattern)) {
      const text = match[1]
      const bare = pattern === PATTERNS[2]
      if (bare && !looksLikeValue(text)) continue
      const value = /^[A-Z]/.test(text) && !bare ? constantIn(source, text) : (literalOf(text) ?? text)
      if (value !== undefined && value !== "" && !notASecret(value)) found.push(value)
    }
  }
  return [...new Set(found)]
}

describe("published secrets", () => {
  it("finds the literal forms the repository uses", () => {
    const source = [
      'notificationSecret: "n-1",',
      "const SECRET = 'n-2'",
      "emulator({ notifySecret: SECRET })",
      'personalDataKey: "a".repeat(64)',
      '"signatureKey": "n-3"',
      '"--notify-secret", "n-4",',
      "RIVERTY_SIGNATURE_KEY=n-5 npm run demo",
      "npx riverty-emulator --signature-key n-6",
      "notificationSecret: process.env.RIVERTY_NOTIFICATION_SECRET,",
      "RIVERTY_NOTIFICATION_SECRET=$(openssl rand -hex 32)",
      'const secret = "n-7"',
      "const oldSecret = 'n-8'",
    ].join("\n")
    expect(secretLiteralsIn(source).sort()).toEqual(["a".repeat(64), "n-1", "n-2", "n-3", "n-4", "n-5", "n-6", "n-7", "n-8"].sort())
  })

  it("lists every value of a secret written in a tracked file that is random enough to pass as a key", () => {
    const listed = new Set(PUBLISHED_SECRETS)
    const missing = new Map<string, string>()
    for (const file of trackedFiles()) {
      let source: string
      try {
        source = readFileSync(join(ROOT, file), "utf8")
      } catch {
        continue
      }
      for (const value of secretLiteralsIn(source)) {
        if (!listed.has(value.trim()) && !isGuessableSecret(value) && !missing.has(value)) missing.set(value, file)
      }
    }
    expect(Object.fromEntries(missing)).toEqual({})
  })
})
