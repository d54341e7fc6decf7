#!/usr/bin/env node
// Bytes the kit adds to a storefront's checkout page: a page importing every React component and
// the client, bundled from dist/esm (run `npm run build` first) the way a storefront's bundler
// would (esbuild, minified, browser), React left out as the page has it anyway; gzip -9 of the
// result, with English only, with one more language and with all eight. Exits 1 when any is above
// the budget, so a change that pulls zod (or anything big, or every language) into the page shows.
// Then the optional stylesheet (dist/styles.css) as the browser loads it, gzip -9, with its own budget.
import { build } from "esbuild"
import { readFileSync } from "node:fs"
import { gzipSync } from "node:zlib"
import { fileURLToPath } from "node:url"
import path from "node:path"

const BUDGET_GZIP = 25 * 1024
const STYLES_BUDGET_GZIP = 5 * 1024
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

const COMPONENTS = `
import { RivertyLocale, RivertyPaymentMethods, RivertyPlaceOrderButton, RivertyAddressCheck, RivertyCustomerLookup, RivertyInstallmentTeaser, RivertyProfileTrackingConsent } from "riverty-storefront/react"
import { createRivertyStore, paymentSessionAction, returnErrorMessage } from "riverty-storefront"
`
const EXPORTS = "RivertyLocale, RivertyPaymentMethods, RivertyPlaceOrderButton, RivertyAddressCheck, RivertyCustomerLookup, RivertyInstallmentTeaser, RivertyProfileTrackingConsent, createRivertyStore, paymentSessionAction, returnErrorMessage"

// The same page with the languages it imports: English is always in (the kit's fallback), a shop
// selling in one other language imports that one module, a shop in every market imports all eight.
const PAGES = [
  { name: "English only", imports: "", languages: "" },
  { name: "one language (de)", imports: `import { de } from "riverty-storefront/messages/de"`, languages: "de" },
  { name: "all eight languages", imports: `import { ALL_LANGUAGES } from "riverty-storefront/messages"`, languages: "ALL_LANGUAGES" },
]

const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`

async function measure(page) {
  const result = await build({
    stdin: { contents: `${COMPONENTS}${page.imports}\nexport const page = { ${EXPORTS}${page.languages ? `, ${page.languages}` : ""} }\n`, resolveDir: root, loader: "js" },
    bundle: true,
    write: false,
    minify: true,
    format: "esm",
    platform: "browser",
    target: "es2020",
    external: ["react", "react-dom", "react/*"],
    metafile: true,
    logLevel: "error",
  })
  const code = result.outputFiles[0].contents
  // Modules that left bytes in the page (the bundler reads zod through the barrel, then drops it).
  const inputs = Object.entries(Object.values(result.metafile.outputs)[0].inputs)
    .filter(([, input]) => input.bytesInOutput > 0)
    .map(([name]) => name)
  const languages = inputs.filter((name) => /\/messages\/(?!index)\w+\.js$/.test(name)).map((name) => path.basename(name, ".js"))
  return { minified: code.length, gzipped: gzipSync(code, { level: 9 }).length, inputs, languages }
}

let over = false
for (const page of PAGES) {
  const { minified, gzipped, inputs, languages } = await measure(page)
  console.log(`checkout page (every component, the client), ${page.name}: ${kB(minified)} minified, ${kB(gzipped)} gzipped (budget ${kB(BUDGET_GZIP)})`)
  console.log(`  modules: ${inputs.length}; language modules: ${languages.join(", ") || "none (English is the core's)"}; zod bundled: ${inputs.some((input) => input.includes("node_modules/zod/")) ? "yes" : "no"}`)
  if (gzipped > BUDGET_GZIP) over = true
}
const styles = readFileSync(path.join(root, "dist", "styles.css"))
const stylesGzipped = gzipSync(styles, { level: 9 }).length
console.log(`styles.css: ${kB(styles.length)}, ${kB(stylesGzipped)} gzipped (${stylesGzipped} bytes; budget ${kB(STYLES_BUDGET_GZIP)})`)
if (stylesGzipped > STYLES_BUDGET_GZIP) over = true
if (over) {
  console.error("over budget")
  process.exit(1)
}
