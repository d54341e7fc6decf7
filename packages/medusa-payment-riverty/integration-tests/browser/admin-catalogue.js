// The admin extension's catalogue (src/admin/i18n/json), so a spec checks what the admin user reads
// against the catalogue itself, never against strings written in the spec.
const path = require("node:path")

const JSON_DIR = path.join(__dirname, "..", "..", "src", "admin", "i18n", "json")

function flatten(tree, prefix = "") {
  return Object.entries(tree).reduce((all, [key, value]) => {
    const at = prefix ? `${prefix}.${key}` : key
    return typeof value === "string" ? { ...all, [at]: value } : { ...all, ...flatten(value, at) }
  }, {})
}

/** Every text of a language by its key (`riverty.…`; plural forms as `…_one`, `…_other`). */
const catalogueOf = (language) => flatten(require(path.join(JSON_DIR, `${language}.json`)))

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A template as a whole-text pattern, each `{{name}}` any text. */
const patternOf = (template) => new RegExp(`^${escape(template).replace(/\\\{\\\{\s*\w+\s*\\\}\\\}/g, "(.+?)")}$`, "su")

/** The language's text of a key, `{{name}}` values put in (the `_other` form of a plural key). */
function textOf(language, key, values = {}) {
  const texts = catalogueOf(language)
  const text = texts[key] ?? texts[`${key}_other`]
  if (text === undefined) throw new Error(`the admin catalogue has no text "${key}" in ${language}`)
  return text.replace(/{{\s*(\w+)\s*}}/g, (whole, name) => (name in values ? String(values[name]) : whole))
}

/**
 * The shown texts (of those given) that are English texts of ours which the language says
 * otherwise: a whole text, or a text made from an English template (its fixed words English).
 */
function englishIn(language, texts) {
  const own = new Set(Object.values(catalogueOf(language)))
  const english = Object.values(catalogueOf("en")).filter((text) => !own.has(text))
  // A template of placeholders and punctuation only says nothing in any language.
  const patterns = english.filter((text) => /\p{L}{2,}/u.test(text.replace(/{{\s*\w+\s*}}/g, ""))).map(patternOf)
  return texts.map((text) => text.trim()).filter((text) => patterns.some((pattern) => pattern.test(text)))
}

/** A text of the language as a whole-text pattern, each placeholder any text. */
const patternIn = (language, key) => patternOf(textOf(language, key))

module.exports = { catalogueOf, englishIn, patternIn, textOf }
