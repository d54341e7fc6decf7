// Builds the demo storefront (packages/demo/storefront, React) with Vite into the folder given as the argument.
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
  // The page is React (the storefront kit's components): esbuild compiles its TSX with React's
  // automatic runtime, as the tsconfig's "jsx": "react-jsx" types it. No Vite plugin needed.
  esbuild: { jsx: "automatic" },
  build: {
    outDir,
    emptyOutDir: true,
    sourcemap: true,
    target: "es2020",
    rollupOptions: {
      // The kit marks its components "use client" for Next's server components; in a bundle that
      // only ever runs in the browser the directive means nothing, and Rollup drops it (rightly).
      onwarn(warning, warn) {
        if (warning.code === "MODULE_LEVEL_DIRECTIVE" && warning.message.includes('"use client"')) return
        warn(warning)
      },
    },
  },
})
