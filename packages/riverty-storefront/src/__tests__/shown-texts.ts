// What a shopper sees in a rendered component, and whether each piece is the kit's text in the
// shopper's language (a catalogue value, its placeholders holding numbers, amounts, data or other
// catalogue values) or data the test passed in (Riverty's and the store's words).
import type { Message, RivertyLanguage } from "../index.js"

/** Every text node and every attribute a shopper reads or hears (aria-label, placeholder, title, alt). */
export function shownTexts(root: ParentNode): string[] {
  const found: string[] = []
  const document = (root as Node).ownerDocument ?? (root as Document)
  const walker = document.createTreeWalker(root as Node, 4 /* NodeFilter.SHOW_TEXT */)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.textContent?.trim()) found.push(node.textContent)
  }
  for (const element of Array.from(root.querySelectorAll("*"))) {
    for (const attribute of ["aria-label", "placeholder", "title", "alt"]) {
      const value = element.getAttribute(attribute)
      if (value?.trim()) found.push(value)
    }
  }
  return found
}

const valuesOf = (message: Message): string[] => (typeof message === "string" ? [message] : Object.values(message).filter((form): form is string => typeof form === "string"))

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")
// Currency signs and codes Intl writes beside an amount, and the characters of numbers and amounts.
const CURRENCY = /(?<!\p{L})(?:kr\.?|CHF|SEK|NOK|DKK|EUR)(?!\p{L})/gu
const LETTER = /\p{L}/u
// How the kit joins several texts in one node: " · " between plan figures, ", " between the legal figures.
const JOINS = /\s·\s|,\s|\.\s+|\.$/

export interface Judge {
  /** Undefined when the text is the language's or data; else what is not. */
  problem(text: string): string | undefined
}

/** Judges texts against one language's catalogue (no other language's text passes) and the data given (strings, or patterns of marked data). */
export function judgeFor(language: RivertyLanguage, data: readonly (string | RegExp)[]): Judge {
  const templates = Object.values(language.messages).flatMap(valuesOf)
  const patterns = templates.map((template) => {
    const names: string[] = []
    const source = escape(template).replace(/\\\{(\w+)\\\}/g, (_whole, name: string) => (names.push(name), "(.+?)"))
    return { template, regex: new RegExp(`^${source}$`, "su"), names }
  })
  const marks = data.filter((piece): piece is RegExp => piece instanceof RegExp)
  const byLength = data.filter((piece): piece is string => typeof piece === "string" && piece !== "").sort((a, b) => b.length - a.length)

  const isDataOrNumber = (text: string) => {
    let rest = text
    for (const mark of marks) rest = rest.replace(new RegExp(mark.source, "gu"), "\u0001")
    for (const piece of byLength) rest = rest.split(piece).join("\u0001")
    return !LETTER.test(rest.replace(CURRENCY, ""))
  }

  function allowed(raw: string, depth: number): boolean {
    const text = raw.trim()
    if (!text || isDataOrNumber(text)) return true
    if (depth > 3) return false
    for (const { regex } of patterns) {
      const match = regex.exec(text)
      if (match && match.slice(1).every((value) => allowed(value, depth + 1))) return true
    }
    const parts = text.split(JOINS)
    return parts.length > 1 && parts.every((part) => allowed(part, depth + 1))
  }

  return { problem: (text) => (allowed(text, 0) ? undefined : text.trim()) }
}
