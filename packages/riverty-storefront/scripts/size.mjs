#!/usr/bin/env node
// Bytes the kit adds to a storefront's checkout page: a page importing every React component and
// the client, bundled from dist/esm (run `npm run build` first) the way a storefront's bundler
// would (esbuild, minified, browser), React left out as the page has it anyway; gzip -9 of the
// result. Exits 1 above the budget so a change that pulls zod (or anything big) into the page shows.
import { build } from "esbuild"
import { gzipSync } from "node:zlib"
import { fileURLToPath } from "node:url"
import path from "node:path"

const BUDGET_GZIP = 25 * 1024
const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

const CHECKOUT_PAGE = `
import { RivertyPaymentMethods, RivertyPlaceOrderButton, RivertyAddressCheck, RivertyCustomerLookup, RivertyInstallmentTeaser, RivertyProfileTrackingConsent } from "riverty-storefront/react"
import { createRivertyStore, paymentSessionAction, returnErrorMessage } from "riverty-storefront"
export const page = { RivertyPaymentMethods, RivertyPlaceOrderButton, RivertyAddressCheck, RivertyCustomerLookup, RivertyInstallmentTeaser, RivertyProfileTrackingConsent, createRivertyStore, paymentSessionAction, returnErrorMessage }
`

const result = await build({
  stdin: { contents: CHECKOUT_PAGE, resolveDir: root, loader: "js" },
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
const gzipped = gzipSync(code, { level: 9 }).length
// Modules that left bytes in the page (the bundler reads zod through the barrel, then drops it).
const inputs = Object.entries(Object.values(result.metafile.outputs)[0].inputs)
  .filter(([, input]) => input.bytesInOutput > 0)
  .map(([name]) => name)
const kB = (bytes) => `${(bytes / 1024).toFixed(1)} kB`
console.log(`checkout page (every component, the client): ${kB(code.length)} minified, ${kB(gzipped)} gzipped (budget ${kB(BUDGET_GZIP)})`)
console.log(`modules: ${inputs.length}; zod bundled: ${inputs.some((input) => input.includes("node_modules/zod/")) ? "yes" : "no"}`)
if (gzipped > BUDGET_GZIP) {
  console.error("over budget")
  process.exit(1)
}
