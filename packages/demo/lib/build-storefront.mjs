// Builds the demo storefront (packages/demo/storefront) with Vite into the folder given as the argument.
// Its own process: Vite is ESM-only, and the server module is loaded by CommonJS callers and Jest.
import path from "node:path"
import { fileURLToPath } from "node:url"
import { build } from "vite"

const outDir = process.argv[2]
if (!outDir || !path.isAbsolute(outDir)) {
  console.error("usage: node packages/demo/lib/build-storefront.mjs <absolute output folder>")
  process.exit(2)
}

await build({
  root: path.join(path.dirname(fileURLToPath(import.meta.url)), "..", "storefront"),
  configFile: false,
  logLevel: "warn",
  base: "/",
  build: { outDir, emptyOutDir: true, sourcemap: true, target: "es2020" },
})
