import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"
import ts from "typescript"
import resources from "../index"

/**
 * The admin's catalogue against itself and against the admin's code: every key in all six
 * languages (plural forms as each language's plural rules ask), every key the code names exists,
 * every key is used, and no component shows a text that does not come from the catalogue.
 */

const ADMIN = join(__dirname, "..", "..")
const LANGUAGES = ["en", "de", "nl", "sv", "fi", "fr"] as const
const PLURAL = /_(zero|one|two|few|many|other)$/

type Tree = { [key: string]: string | Tree }

function flatten(tree: Tree, prefix = ""): Record<string, string> {
  return Object.entries(tree).reduce<Record<string, string>>((all, [key, value]) => {
    const path = prefix ? `${prefix}.${key}` : key
    return typeof value === "string" ? { ...all, [path]: value } : { ...all, ...flatten(value, path) }
  }, {})
}

const catalogue = Object.fromEntries(LANGUAGES.map((language) => [language, flatten(resources[language].translation as Tree)])) as Record<
  (typeof LANGUAGES)[number],
  Record<string, string>
>
const english = catalogue.en
const baseOf = (key: string) => key.replace(PLURAL, "")
const pluralBases = new Set(Object.keys(english).filter((key) => PLURAL.test(key)).map(baseOf))
const placeholders = (text: string) => [...text.matchAll(/{{\s*(\w+)\s*}}/g)].map((match) => match[1]).sort()

/** The keys a language must have: each of English's, a plural one in that language's plural forms. */
function expectedKeys(language: string): string[] {
  const forms = new Intl.PluralRules(language).resolvedOptions().pluralCategories
  return [...new Set(Object.keys(english).flatMap((key) => (PLURAL.test(key) ? forms.map((form) => `${baseOf(key)}_${form}`) : [key])))].sort()
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return entry.name === "__tests__" || entry.name === "i18n" ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith(".d.ts") ? [path] : []
  })
}

const sources = sourceFiles(ADMIN).map((path) => ({ path: relative(ADMIN, path), text: readFileSync(path, "utf8") }))

describe("the admin catalogue", () => {
  it.each(LANGUAGES.filter((language) => language !== "en"))("has every key in %s, with English's placeholders", (language) => {
    const texts = catalogue[language]
    expect(Object.keys(texts).sort()).toEqual(expectedKeys(language))
    for (const [key, text] of Object.entries(texts)) {
      expect({ key, empty: text.trim() === "" }).toEqual({ key, empty: false })
      const englishText = english[key] ?? english[`${baseOf(key)}_other`]
      // A singular may name its one thing instead of the count.
      const wanted = key.endsWith("_one") ? placeholders(englishText).filter((name) => placeholders(text).includes(name)) : placeholders(englishText)
      expect({ key, placeholders: placeholders(text) }).toEqual({ key, placeholders: wanted })
    }
  })

  it("has English's plural forms for every plural key", () => {
    expect(Object.keys(english).sort()).toEqual(expectedKeys("en"))
  })

  const named = sources.flatMap(({ path, text }) => [...text.matchAll(/["'`](riverty\.[\w.]+)["'`]/g)].map((match) => ({ path, key: match[1] })))

  it("has every key the admin's code names", () => {
    const unknown = named.filter(({ key }) => !(key in english) && !pluralBases.has(key))
    expect(unknown).toEqual([])
  })

  it("has no key the admin's code does not use", () => {
    const used = new Set(named.map(({ key }) => key))
    const unused = [...new Set(Object.keys(english).map(baseOf))].filter((key) => !used.has(key))
    expect(unused).toEqual([])
  })
})

// Props and call arguments whose text the user reads.
const SHOWN_PROPS = new Set(["label", "title", "description", "placeholder", "aria-label", "empty", "hint", "alt", "confirmText", "cancelText"])
const TOASTS = /^toast\.(success|error|warning|info|message)$/
// A catalogue key (`riverty.…`) is no text: the component passes it through t().
const hasWords = (text: string) => /\p{L}{2,}/u.test(text) && !/^riverty\.[\w.]+$/.test(text.trim())

/** Texts written into a component instead of coming from the catalogue: `file:line text`. */
function literalTexts(path: string, text: string): string[] {
  const file = ts.createSourceFile(path, text, ts.ScriptTarget.Latest, true, path.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const report = (node: ts.Node, shown: string) => {
    if (hasWords(shown)) found.push(`${path}:${file.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${shown.trim()}`)
  }
  const literal = (node: ts.Node | undefined): string | null =>
    node && (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node))
      ? node.text
      : node && ts.isTemplateExpression(node)
        ? [node.head.text, ...node.templateSpans.map((span) => span.literal.text)].join(" ")
        : null
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text)
    if (ts.isJsxAttribute(node) && SHOWN_PROPS.has(node.name.getText(file))) {
      const value = node.initializer
      const shown = value && ts.isJsxExpression(value) ? literal(value.expression) : literal(value)
      if (shown !== null) report(node, shown)
    }
    if (ts.isPropertyAssignment(node) && SHOWN_PROPS.has(node.name.getText(file))) {
      const shown = literal(node.initializer)
      if (shown !== null) report(node, shown)
    }
    if (ts.isCallExpression(node) && TOASTS.test(node.expression.getText(file))) {
      const shown = literal(node.arguments[0])
      if (shown !== null) report(node, shown)
    }
    if (ts.isJsxExpression(node) && node.expression && (ts.isStringLiteral(node.expression) || ts.isTemplateExpression(node.expression))) {
      if (!ts.isJsxAttribute(node.parent)) report(node, literal(node.expression) ?? "")
    }
    ts.forEachChild(node, visit)
  }
  visit(file)
  return found
}

describe("the admin's components", () => {
  it("show no text that is not in the catalogue", () => {
    const found = sources.flatMap(({ path, text }) => literalTexts(path, text))
    expect(found).toEqual([])
  })

  it("the scan finds a text written into a component", () => {
    const sample = `export const A = () => <div title="Hello there"><p>Capture lines</p>{"Void"}{t("riverty.name")}</div>\nconst b = () => toast.success(\`Captured \${1}\`)`
    expect(literalTexts("sample.tsx", sample)).toEqual(["sample.tsx:1 Hello there", "sample.tsx:1 Capture lines", "sample.tsx:1 Void", "sample.tsx:2 Captured"])
  })
})
