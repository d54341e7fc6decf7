// The languages of the demo storefront (packages/demo/storefront): its texts are the kit's catalogue
// (riverty-storefront/messages) and the demo's own (packages/demo/storefront/src/i18n), so a purchase
// can check what the shopper reads against the catalogues themselves, never against strings written here.
const { ENGLISH } = require("riverty-storefront")
const KIT = require("riverty-storefront/messages")
const { DEMO_MESSAGES } = require("../../../demo/storefront/src/i18n/catalogue")

const formsOf = (message) => (typeof message === "string" ? [message] : Object.values(message).filter((form) => typeof form === "string"))

/** Every text of a language by key: the kit's, then the demo's (their keys never overlap). */
const catalogueOf = (language) => ({ ...KIT[language].messages, ...DEMO_MESSAGES[language] })

/** The page's `t` in one language: the text of a key, `{name}` values put in. */
function textsIn(language) {
  const messages = catalogueOf(language)
  return (key, values = {}) => {
    if (!Object.prototype.hasOwnProperty.call(messages, key)) throw new Error(`neither the kit nor the demo has a text "${key}"`)
    const [text] = formsOf(messages[key])
    return text.replace(/\{(\w+)\}/g, (whole, name) => (Object.prototype.hasOwnProperty.call(values, name) ? String(values[name]) : whole))
  }
}

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
/** A template as a whole-text pattern, each `{name}` any text. */
const patternOf = (template) => new RegExp(`^${escape(template).replace(/\\\{\w+\\\}/g, "(.+?)")}$`, "su")

// Currency signs and codes Intl writes beside an amount; a text without letters besides them is a number or an amount.
const CURRENCY = /(?<!\p{L})(?:kr\.?|CHF|SEK|NOK|DKK|EUR)(?!\p{L})/gu
const LETTER = /\p{L}/u
// How the kit joins several of its texts in one node: " · " between plan figures.
const JOINS = /\s·\s/

/**
 * The texts (of those given) that are not the language's: a text passes when it is one of the
 * language's texts, its placeholders holding numbers, amounts or other texts of the language.
 */
function notInLanguage(language, texts) {
  const patterns = Object.values(catalogueOf(language)).flatMap(formsOf).map(patternOf)
  const allowed = (raw, depth) => {
    const text = raw.trim()
    if (!LETTER.test(text.replace(CURRENCY, ""))) return true
    if (depth > 3) return false
    for (const pattern of patterns) {
      const match = pattern.exec(text)
      if (match && match.slice(1).every((value) => allowed(value, depth + 1))) return true
    }
    const parts = text.split(JOINS)
    return parts.length > 1 && parts.every((part) => allowed(part, depth + 1))
  }
  return texts.filter((text) => !allowed(text, 0)).map((text) => text.trim())
}

/**
 * The texts (of those given) that show an English text of the kit or the demo which the language
 * says otherwise: a whole text, or a longer piece of one between its placeholders (six letters or more).
 */
function englishIn(language, texts) {
  const own = new Set(Object.values(catalogueOf(language)).flatMap(formsOf))
  const english = [...Object.values(ENGLISH), ...Object.values(DEMO_MESSAGES.en)].flatMap(formsOf).filter((text) => !own.has(text))
  const wholes = english.map(patternOf)
  // A piece the language's own texts hold too ("Variant" in "Variante") tells nothing.
  const pieces = english
    .flatMap((text) => text.split(/\{\w+\}/))
    .map((piece) => piece.trim())
    .filter((piece) => (piece.match(/\p{L}/gu) ?? []).length >= 6 && ![...own].some((text) => text.includes(piece)))
  return texts.map((text) => text.trim()).filter((text) => wholes.some((pattern) => pattern.test(text)) || pieces.some((piece) => text.includes(piece)))
}

/** Every text node and every attribute a shopper reads or hears (aria-label, placeholder, title, alt) under `locator`, but those inside `skip` (a selector). */
function shownTexts(locator, skip = "") {
  return locator.evaluate((root, skipped) => {
    const inside = (element) => !!element && ((skipped && element.closest(skipped)) || element.closest("script, style"))
    const found = []
    const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT)
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.textContent.trim() && !inside(node.parentElement)) found.push(node.textContent)
    }
    for (const element of [root, ...root.querySelectorAll("*")]) {
      if (inside(element)) continue
      for (const attribute of ["aria-label", "placeholder", "title", "alt"]) {
        const value = element.getAttribute(attribute)
        if (value?.trim()) found.push(value)
      }
    }
    return found
  }, skip)
}

module.exports = { textsIn, patternOf, notInLanguage, englishIn, shownTexts }
