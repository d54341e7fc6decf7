// The plugin's README is the user's manual: tests that need "what the README tells a user" read it
// from there, so the two cannot drift apart.
const fs = require("node:fs")
const path = require("node:path")

function readmeSnippet(name, readmePath = path.resolve(__dirname, "..", "..", "packages", "medusa-payment-riverty", "README.md")) {
  const text = fs.readFileSync(readmePath, "utf8")
  const marker = `<!-- snippet: ${name}`
  const at = text.indexOf(marker)
  if (at < 0) throw new Error(`README.md has no snippet marked "${name}"`)
  const block = /```[a-z]*\n([\s\S]*?)```/.exec(text.slice(at))
  if (!block) throw new Error(`README.md snippet "${name}" has no code block`)
  return block[1]
}

module.exports = { readmeSnippet }
