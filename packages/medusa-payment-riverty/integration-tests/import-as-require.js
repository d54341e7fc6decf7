// A jest transform for Medusa's compiled CommonJS (node_modules/@medusajs): the few modules it
// loads with import("<name>") are loaded with require() instead, wrapped as a module namespace.
// Inside jest's VM, import() needs --experimental-vm-modules, and with that flag every module jest
// compiles costs about twice the CPU (the plugin's unit tests: 63 CPU-s without it, 140 with it),
// most of an HTTP file's boot. Every module Medusa loads this way is CommonJS, so require() gives
// the same module; an import() of anything else is left as it is.
const LITERAL_IMPORT = /(^|[^\w$.])import\((\s*(["'])[^"'\n]+\3\s*)\)/g

const NAMESPACE_OF =
  "function __rivertyNamespaceOf(exported) { return exported && exported.__esModule ? exported : Object.assign({ default: exported }, exported) }"

module.exports = {
  process(source) {
    if (!source.includes("import(")) return { code: source }
    const code = source.replace(LITERAL_IMPORT, "$1Promise.resolve(__rivertyNamespaceOf(require($2)))")
    // Appended: a function declaration is hoisted, and "use strict" must stay the first statement.
    return { code: code === source ? source : `${code}\n${NAMESPACE_OF}` }
  },
  getCacheKey(source, filename) {
    return require("node:crypto").createHash("sha1").update(LITERAL_IMPORT.source).update(NAMESPACE_OF).update(filename).update(source).digest("hex")
  },
}
