#!/usr/bin/env node
// Builds the workspace package in the current folder with its tsconfig.json: `esm` writes ES
// modules to dist/esm, `cjs` CommonJS to dist/cjs (marked as such, for a package of type module)
// or, when it is the only format, to dist. Declarations go beside each. `npm run build` of a
// package runs this; `npm install` at the repository root builds every package (prepare).
const fs = require("node:fs")
const path = require("node:path")
const { execFileSync } = require("node:child_process")

const formats = process.argv.slice(2)
if (formats.length === 0 || formats.some((format) => !["esm", "cjs"].includes(format))) {
  console.error("usage: build-package.js esm|cjs [esm|cjs]")
  process.exit(2)
}
const tsc = require.resolve("typescript/bin/tsc")
const dist = path.resolve("dist")
fs.rmSync(dist, { recursive: true, force: true })

function compile(extra) {
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.json", ...extra], { stdio: "inherit" })
}

for (const format of formats) {
  const outDir = formats.length === 1 ? dist : path.join(dist, format)
  if (format === "esm") {
    compile(["--outDir", outDir])
  } else {
    compile(["--module", "commonjs", "--moduleResolution", "node10", "--outDir", outDir])
    // Inside a package of type module, .js files are ES modules unless a nearer package.json says otherwise.
    if (formats.length > 1) fs.writeFileSync(path.join(outDir, "package.json"), '{ "type": "commonjs" }\n')
  }
}
