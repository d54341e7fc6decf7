// The optional stylesheet against the components' markup, read from the sources (no DOM): every
// `riverty-<part>` class a component can render has a rule, and every class a rule names is one
// a component renders (a renamed part would otherwise leave its rule styling nothing).
import { readdirSync, readFileSync } from "node:fs"
import path from "node:path"

const source = path.join(__dirname, "..")
const reactDir = path.join(source, "react")
const components = readdirSync(reactDir)
  .filter((file) => file.endsWith(".tsx"))
  .map((file) => ({ file, text: readFileSync(path.join(reactDir, file), "utf8") }))
const css = readFileSync(path.join(source, "styles.css"), "utf8").replace(/\/\*[\s\S]*?\*\//g, "")

/** `classOf(classNames, "part")` in a component: the part it renders as `riverty-<part>`. */
const CLASS_OF = /classOf\(\s*classNames\s*,\s*"([A-Za-z]+)"\s*\)/g
/** A class the markup writes out itself rather than through `classOf` (RivertyLegalText's default). */
const LITERAL = /className=(?:"|\{[^}]*")(riverty-[\w-]+)"/g

function renderedClasses(): Set<string> {
  const found = new Set<string>()
  for (const { file, text } of components) {
    const calls = text.match(/classOf\(/g)?.length ?? 0
    const read = [...text.matchAll(CLASS_OF)]
    // A call this test cannot read (a variable part, another argument) would escape it.
    expect({ file, calls: read.length }).toEqual({ file, calls })
    for (const [, part] of read) found.add(`riverty-${part}`)
    for (const [, name] of text.matchAll(LITERAL)) found.add(name)
  }
  return found
}

/** Each rule's selector (the text before its block), with at least one declaration in the block. */
function ruleSelectors(): string[] {
  const selectors: string[] = []
  const rule = /([^{}]+)\{([^{}]*)\}/g
  for (const [, selector, body] of css.matchAll(rule)) {
    if (selector.trim().startsWith("@") || /^\s*(from|to|\d+%)\s*$/.test(selector)) continue
    if (body.includes(":")) selectors.push(selector.trim())
  }
  return selectors
}

function styledClasses(): Set<string> {
  const found = new Set<string>()
  for (const selector of ruleSelectors()) for (const [, name] of selector.matchAll(/\.(riverty-[\w-]+)/g)) found.add(name)
  return found
}

/** A rule's selector list, split at its top-level commas (not those inside `:where(a, b)`). */
function selectorsOf(list: string): string[] {
  const parts: string[] = []
  let depth = 0
  let current = ""
  for (const char of list) {
    if (char === "(") depth++
    if (char === ")") depth--
    if (char === "," && depth === 0) {
      parts.push(current.trim())
      current = ""
    } else current += char
  }
  return [...parts, current.trim()]
}

/** [ids, classes, elements] of one selector, as the cascade weighs it: `:where(…)` weighs nothing. */
function specificity(selector: string): [number, number, number] {
  let rest = ""
  for (let index = 0, depth = 0; index < selector.length; index++) {
    if (depth === 0 && selector.startsWith(":where(", index)) {
      depth = 1
      index += ":where(".length - 1
    } else if (depth > 0) {
      if (selector[index] === "(") depth++
      if (selector[index] === ")") depth--
    } else rest += selector[index]
  }
  // :is(), :not() and :has() weigh their heaviest argument: this file has none to weigh.
  expect(rest).not.toMatch(/:(is|not|has)\(/)
  const count = (pattern: RegExp) => rest.match(pattern)?.length ?? 0
  const elements = count(/::[\w-]+/g) + count(/(?:^|[\s>+~])[a-z][\w-]*/gi)
  const classes = count(/\.[\w-]+/g) + count(/\[[^\]]*\]/g) + count(/(?<!:):[\w-]+/g)
  return [count(/#[\w-]+/g), classes, elements]
}

describe("styles.css", () => {
  const rendered = renderedClasses()
  const styled = styledClasses()

  it("reads every part the components declare (their `classNames` keys) and RivertyLegalText's default class", () => {
    const declared = new Set<string>()
    for (const { text } of components) {
      for (const [, union] of text.matchAll(/export type Riverty\w+Part = ([^\n]+)/g)) for (const [, part] of union.matchAll(/"(\w+)"/g)) declared.add(`riverty-${part}`)
    }
    expect(declared.size).toBeGreaterThan(40)
    expect([...rendered].sort()).toEqual([...declared, "riverty-legal-text"].sort())
  })

  it("has a rule for every riverty-<part> class a component renders", () => {
    expect([...rendered].filter((name) => !styled.has(name)).sort()).toEqual([])
  })

  it("names no class that no component renders", () => {
    expect([...styled].filter((name) => !rendered.has(name)).sort()).toEqual([])
  })

  it("weighs every selector as one class, so utilities passed in `classNames` and loaded after it override it", () => {
    const selectors = ruleSelectors().flatMap(selectorsOf)
    expect(selectors.length).toBeGreaterThan(80)
    const heavier = selectors.filter((selector) => {
      const [ids, classes, elements] = specificity(selector)
      // ::before weighs an element; it styles only the pseudo-element no utility reaches.
      return ids > 0 || classes > 1 || elements > (selector.match(/::/g)?.length ?? 0)
    })
    expect(heavier).toEqual([])
  })

  it("defines every --riverty-* property it uses", () => {
    const defined = new Set([...css.matchAll(/(--riverty-[\w-]+)\s*:/g)].map(([, name]) => name))
    const used = new Set([...css.matchAll(/var\(\s*(--riverty-[\w-]+)/g)].map(([, name]) => name))
    expect([...used].filter((name) => !defined.has(name)).sort()).toEqual([])
    expect([...defined].filter((name) => !used.has(name)).sort()).toEqual([])
  })
})
