#!/usr/bin/env node
// Builds the workspace package in the current folder with its tsconfig.json, in the formats given:
//   esm     ES modules for Node and bundlers (sources written with .js specifiers) -> dist/esm
//   cjs     CommonJS -> dist/cjs beside esm (marked as such, for a package of type module), else dist
//   module  ES modules for bundlers only (the `module` export condition; Node never picks it), no
//           declarations (the cjs ones serve) -> dist/module
// Declarations go beside each. `npm run build` of a package runs this; `npm install` at the
// repository root builds every package (prepare).
const fs = require("node:fs")
const path = require("node:path")
const { execFileSync } = require("node:child_process")

const FORMATS = ["esm", "cjs", "module"]
const formats = process.argv.slice(2)
if (formats.length === 0 || formats.some((format) => !FORMATS.includes(format))) {
  console.error(`usage: build-package.js ${FORMATS.join("|")} [...]`)
  process.exit(2)
}
const tsc = require.resolve("typescript/bin/tsc")
// Built beside dist and swapped in when complete: a process loading the package meanwhile (a
// store a test started while the install test builds) reads the old files, never a half-built or
// missing folder.
const target = path.resolve("dist")
const dist = path.resolve(`dist.building-${process.pid}`)
fs.rmSync(dist, { recursive: true, force: true })

function compile(extra) {
  execFileSync(process.execPath, [tsc, "-p", "tsconfig.json", ...extra], { stdio: "inherit" })
}

/** A package.json that tells Node (and bundlers) how to read the .js files of one output folder. */
function markType(folder, type) {
  fs.writeFileSync(path.join(folder, "package.json"), `{ "type": "${type}" }\n`)
}

const typeModule = formats.includes("esm")
for (const format of formats) {
  if (format === "esm") {
    const outDir = path.join(dist, "esm")
    compile(["--outDir", outDir])
  } else if (format === "cjs") {
    const outDir = typeModule ? path.join(dist, "cjs") : dist
    // A package of type module compiles as ES modules by its tsconfig: CommonJS is forced here.
    compile(typeModule ? ["--module", "commonjs", "--moduleResolution", "node10", "--outDir", outDir] : ["--outDir", outDir])
    if (typeModule) markType(outDir, "commonjs")
  } else {
    const outDir = path.join(dist, "module")
    compile(["--module", "esnext", "--moduleResolution", "bundler", "--declaration", "false", "--outDir", outDir])
    markType(outDir, "module")
  }
}

const replaced = path.resolve(`dist.replaced-${process.pid}`)
if (fs.existsSync(target)) fs.renameSync(target, replaced)
fs.renameSync(dist, target)
fs.rmSync(replaced, { recursive: true, force: true })
