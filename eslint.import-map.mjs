// The folders of the plugin's src/ (packages/medusa-payment-riverty/src) and what each may import, and the workspace packages and which of the
// others each may import (docs/architecture.md draws the same map). `npm run lint` fails on an
// import the map does not allow.

/**
 * folder -> the folders it may import. `folder:types` allows `import type` only; `folder/sub`
 * allows that sub-folder only.
 */
export const IMPORT_MAP = {
  "riverty-order": ["riverty-client"],
  connection: ["riverty-client"],
  modules: ["riverty-client", "riverty-order", "connection"],
  providers: ["riverty-client", "riverty-order", "connection", "modules", "riverty-storefront"],
  workflows: ["riverty-client", "riverty-order", "connection", "modules", "providers"],
  api: ["riverty-client", "riverty-order", "connection", "modules", "providers", "workflows", "riverty-storefront"],
  subscribers: ["connection", "modules", "workflows"],
  jobs: ["riverty-client", "connection", "modules", "providers", "workflows"],
  links: ["modules"],
  scripts: ["connection", "modules", "workflows"],
  // The admin runs in the browser: the cents rule and the storefront kit's URL check, nothing else of a package.
  admin: ["api:types", "riverty-client/normalise/amounts", "riverty-storefront"],
}

/** Folders free of Medusa: pure math. */
const MEDUSA_FREE = ["riverty-order"]
/** Folders that reach the provider only through its index (never its operations or math). */
const PROVIDER_INDEX_ONLY = ["workflows", "api", "jobs", "subscribers", "scripts"]

/** Every package of the repository. */
const WORKSPACE = ["medusa-payment-riverty", "riverty-client", "riverty-emulator", "riverty-storefront", "riverty-demo"]

// The rule builds its regexes with the `u` flag, where an escaped - or / is invalid.
const escapeName = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")

const FOLDERS = Object.keys(IMPORT_MAP)
const MAX_DEPTH = 8
const escape = (text) => text.replace(/[.*+?^${}()|[\]\\/-]/g, "\\$&")

function patternsFor(folder, depth) {
  // A relative import is resolved by its leading `../` against the file's depth below src/:
  // `../store` inside src/api/admin is src/api/store, `../../jobs` is src/jobs.
  const up = `^(\\.\\./){${depth}}`
  const isPackage = (rule) => WORKSPACE.includes(rule.split("/")[0])
  const rules = IMPORT_MAP[folder].filter((rule) => !isPackage(rule)).map((rule) => ({ path: rule.replace(/:types$/, ""), typesOnly: rule.endsWith(":types") }))
  const packageRules = IMPORT_MAP[folder].filter(isPackage)
  const reachable = new Set(rules.map((rule) => rule.path.split("/")[0]))
  const allowedText = IMPORT_MAP[folder].join(", ") || "no other folder of src"
  const patterns = []
  const denied = FOLDERS.filter((other) => other !== folder && !reachable.has(other))
  if (denied.length > 0) {
    patterns.push({ regex: `${up}(${denied.join("|")})(/|$)`, message: `src/${folder} may import only: ${allowedText} (docs/architecture.md).` })
  }
  for (const top of reachable) {
    const own = rules.filter((rule) => rule.path.split("/")[0] === top)
    const subs = own.filter((rule) => rule.path.includes("/")).map((rule) => rule.path.slice(top.length + 1))
    if (subs.length > 0 && subs.length === own.length) {
      patterns.push({
        regex: `${up}${escape(top)}(/(?!(${subs.map(escape).join("|")})(/|$)).*)?$`,
        message: `src/${folder} may import only ${own.map((rule) => rule.path).join(", ")} of src/${top} (docs/architecture.md).`,
      })
    }
    if (own.some((rule) => rule.typesOnly)) {
      // Sub-folders or files named on their own are allowed as values too.
      const values = own.filter((rule) => !rule.typesOnly && rule.path.includes("/")).map((rule) => rule.path.slice(top.length + 1).replace(/[.*+?^${}()|[\]\\]/g, "\\$&"))
      patterns.push({
        regex: `${up}${escape(top)}${values.length ? `(?!/(${values.join("|")})$)` : ""}(/|$)`,
        allowTypeImports: true,
        message: `src/${folder} runs in the browser: it imports only types of src/${top} (import type).`,
      })
    }
  }
  // Packages by name: the ones not named are refused; one named only by entries allows only those.
  const packageTops = new Set(packageRules.map((rule) => rule.split("/")[0]))
  const deniedPackages = WORKSPACE.filter((name) => !packageTops.has(name))
  patterns.push({ regex: `^(${deniedPackages.map(escapeName).join("|")})(/|$)`, message: `src/${folder} may import only: ${allowedText} (docs/architecture.md).` })
  for (const top of packageTops) {
    const entries = packageRules.filter((rule) => rule.split("/")[0] === top)
    if (entries.includes(top)) continue
    const subs = entries.map((rule) => escapeName(rule.slice(top.length + 1)))
    patterns.push({ regex: `^${escapeName(top)}(/(?!(${subs.join("|")})$).*)?$`, message: `src/${folder} may import only ${entries.join(", ")} of ${top} (docs/architecture.md).` })
  }
  if (PROVIDER_INDEX_ONLY.includes(folder)) {
    patterns.push({
      regex: `${up}providers/riverty/.+`,
      message: `src/${folder} reaches the provider only through its index (providers/riverty); an order's money is in riverty-order.`,
    })
  }
  if (MEDUSA_FREE.includes(folder)) {
    patterns.push({ regex: "^@medusajs/", message: `src/${folder} is free of Medusa by design.` })
  }
  return patterns
}

/** The plugin's sources, where the folder rules apply. */
const PLUGIN_SRC = "packages/medusa-payment-riverty/src"

/** ESLint config entries: one per folder and file depth below the plugin's src/ (tests are exempt). */
export function importBoundaries() {
  return FOLDERS.flatMap((folder) =>
    Array.from({ length: MAX_DEPTH }, (_, index) => index + 1).map((depth) => ({
      files: [`${PLUGIN_SRC}/${folder}/${"*/".repeat(depth - 1)}*.{ts,tsx}`],
      ignores: ["**/__tests__/**"],
      rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: patternsFor(folder, depth) }] },
    })),
  )
}

/**
 * packages/<name> -> the workspace packages it may import (`name/sub` allows that entry only) and
 * the outside packages it must not. The plugin may import the client and the storefront kit (its
 * src/ folders say which); no package imports the plugin, and none reaches into another's files by a
 * relative path.
 */
export const PACKAGE_MAP = {
  // Runs in the shopper's browser and in any storefront's server: nothing of ours, no Medusa, no axios.
  "riverty-storefront": { may: [], never: ["@medusajs/", "axios"] },
  // Any Node project's client of Riverty: nothing of ours, no Medusa.
  "riverty-client": { may: [], never: ["@medusajs/"] },
  // The emulator shares only the wire schemas with the client: its money and signing are its own
  // (src/domain/money.ts, src/notifications/signing.ts), so a defect in the client's cents, VAT or
  // signature code cannot agree with itself in the tests between the two.
  "riverty-emulator": { may: ["riverty-client/schemas", "riverty-client/published-secrets"], never: ["@medusajs/"] },
}

function packagePatterns(name, depth) {
  const { may, never } = PACKAGE_MAP[name]
  const allowedText = may.join(", ") || "none of the repository's packages"
  const tops = may.map((entry) => entry.split("/")[0])
  const denied = WORKSPACE.filter((other) => other !== name && !tops.includes(other))
  const patterns = [
    { regex: `^(${denied.map(escapeName).join("|")})(/|$)`, message: `${name} may import only: ${allowedText} (docs/architecture.md).` },
    // Up past the package's own folder: another package's files or the plugin's src/.
    { regex: `^(\\./)?(\\.\\.(/|$)){${depth + 1},}`, message: `${name} imports other packages by name, never by a path out of packages/${name}.` },
    ...never.map((prefix) => ({ regex: `^${escapeName(prefix)}${prefix.endsWith("/") ? "" : "(/|$)"}`, message: `${name} does not depend on ${prefix.replace(/\/$/, "")} (docs/architecture.md).` })),
  ]
  // Per package, every allowed entry at once: one pattern per entry would refuse the others.
  for (const top of new Set(may.filter((entry) => entry.includes("/")).map((entry) => entry.split("/")[0]))) {
    const entries = may.filter((entry) => entry.startsWith(`${top}/`))
    const rests = entries.map((entry) => escapeName(entry.slice(top.length + 1)))
    patterns.push({ regex: `^${escapeName(top)}(/(?!(${rests.join("|")})$).*)?$`, message: `${name} may import only ${entries.join(", ")} of ${top}.` })
  }
  return patterns
}

// The same patterns for the imports no-restricted-imports does not see: `require("…")` (the
// packages' sources use it), `import("…")` and `typeof import("…")`. esquery reads a regex up to
// the next `/`, so each `/` is written as \x2F.
const IMPORT_CALLS = [
  (regex) => `CallExpression[callee.name="require"][arguments.0.value=${regex}]`,
  (regex) => `ImportExpression[source.value=${regex}]`,
  (regex) => `TSImportType Literal[value=${regex}]`,
]

function packageCallRules(name, depth) {
  return packagePatterns(name, depth).flatMap(({ regex, message }) =>
    IMPORT_CALLS.map((selector) => ({ selector: selector(`/${regex.replace(/\//g, "\\x2F")}/`), message })),
  )
}

/** ESLint config entries for the packages: one per package and file depth below its folder (tests included). */
export function packageBoundaries() {
  return Object.keys(PACKAGE_MAP).flatMap((name) =>
    Array.from({ length: MAX_DEPTH }, (_, index) => index + 1).flatMap((depth) => {
      const files = [`packages/${name}/${"*/".repeat(depth - 1)}*.{ts,tsx,js,mjs,cjs}`]
      return [
        { files, rules: { "@typescript-eslint/no-restricted-imports": ["error", { patterns: packagePatterns(name, depth - 1) }] } },
        // A package's jest config requires the repository's shared jest base (tooling, not the plugin).
        { files, ignores: [`packages/${name}/jest.config.cjs`], rules: { "no-restricted-syntax": ["error", ...packageCallRules(name, depth - 1)] } },
      ]
    }),
  )
}
