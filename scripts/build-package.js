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

// A package whose inputs are what its last build here compiled is not built again (the install
// test's globalSetup after `npm ci`'s prepare built the same sources): its own files and those of
// the workspace packages it depends on, the repository's lockfile and tsconfigs, this script and
// the formats. The fingerprint is kept outside the package (node_modules/.cache), never packed.
// RIVERTY_BUILD_FORCE=1 builds anyway.
const ROOT = path.resolve(__dirname, "..")
const PACKAGES = path.join(ROOT, "packages")
const NOT_INPUT = /^(?:dist|dist\.building-.*|dist\.replaced-.*|node_modules|\.cache|\.medusa|\.stryker-tmp)$/

function inputFiles(folder, out = []) {
  for (const entry of fs.readdirSync(folder, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    if (NOT_INPUT.test(entry.name)) continue
    const file = path.join(folder, entry.name)
    if (entry.isDirectory()) inputFiles(file, out)
    else if (entry.isFile()) out.push(file)
  }
  return out
}

/** The package folder and, transitively, those of the workspace packages it depends on. */
function packageFolders(folder, seen = new Set()) {
  if (seen.has(folder)) return seen
  seen.add(folder)
  const { dependencies = {}, peerDependencies = {} } = JSON.parse(fs.readFileSync(path.join(folder, "package.json"), "utf8"))
  for (const name of Object.keys({ ...dependencies, ...peerDependencies })) {
    const dependency = path.join(PACKAGES, name)
    if (fs.existsSync(path.join(dependency, "package.json"))) packageFolders(dependency, seen)
  }
  return seen
}

function fingerprint() {
  const hash = require("node:crypto").createHash("sha256")
  hash.update(`${formats.join(",")}\0${require("typescript/package.json").version}\0`)
  const repositoryFiles = [__filename, path.join(ROOT, "package-lock.json"), ...fs.readdirSync(ROOT).filter((name) => /^tsconfig.*\.json$/.test(name)).map((name) => path.join(ROOT, name))]
  const files = [...repositoryFiles, ...[...packageFolders(process.cwd())].flatMap((folder) => inputFiles(folder))]
  for (const file of files) {
    if (!fs.existsSync(file)) continue
    hash.update(`${path.relative(ROOT, file)}\0`).update(fs.readFileSync(file)).update("\0")
  }
  return hash.digest("hex")
}

const stampFile = path.join(ROOT, "node_modules", ".cache", "build-package", `${path.basename(process.cwd())}.sha256`)
const inputs = fingerprint()
const stamped = fs.existsSync(stampFile) ? fs.readFileSync(stampFile, "utf8").trim() : undefined
// Its entry points still there: a dist emptied by hand is built again.
const { main, types } = JSON.parse(fs.readFileSync("package.json", "utf8"))
const built = [main, types].filter(Boolean).every((entry) => fs.existsSync(path.resolve(entry)))
if (!process.env.RIVERTY_BUILD_FORCE && stamped === inputs && fs.existsSync(path.resolve("dist")) && built) {
  console.log(`${path.basename(process.cwd())}: dist is built from these sources already (RIVERTY_BUILD_FORCE=1 builds anyway)`)
  process.exit(0)
}
// A build that fails or stops halfway leaves no stamp.
fs.rmSync(stampFile, { force: true })
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
fs.mkdirSync(path.dirname(stampFile), { recursive: true })
fs.writeFileSync(stampFile, `${inputs}\n`)
