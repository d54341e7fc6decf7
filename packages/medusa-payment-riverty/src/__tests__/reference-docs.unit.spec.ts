import { execFileSync } from "node:child_process"
import fs from "node:fs"
import path from "node:path"
import ts from "typescript"

// Docs are reference and comments say why: neither tells history, which git keeps. A date
// (yyyy-mm-dd, or a day with a month's name) or an issue, stop or design-decision number fails
// this test in any Markdown file and in any comment of a source file. Code and its data are not
// read (a test's input date, an example value), only comments, found by TypeScript's parser so a
// `//` inside a string or a regular expression is not taken for one. The README's and the
// performance page's sizes are held here too: a front door and a reference page stay short.

// The repository's root (this file is packages/medusa-payment-riverty/src/__tests__).
const ROOT = path.resolve(__dirname, "../../../..")

const README_LIMIT = 10 * 1024
const PERFORMANCE_LIMIT = 15 * 1024

const MONTH = "(?:January|February|March|April|May|June|July|August|September|October|November|December)"
const FORBIDDEN: [kind: string, pattern: RegExp][] = [
  ["date", /\b20\d{2}-[01]\d-[0-3]\d\b/g],
  ["date", new RegExp(String.raw`\b[0-3]?\d(?:st|nd|rd|th)? ${MONTH}\b|\b${MONTH} [0-3]?\d(?:st|nd|rd|th)?\b`, "g")],
  // An issue's number, with or without `#`; a `#` and digits is not one in an HTML entity, a
  // colour or a heading's anchor.
  // The word and its number may sit on two lines of a comment (a wrapped ` * ` or `// `).
  ["issue number", /\b[Ii]ssues?(?:\s|\*|\/\/)+#?\d+|(?<![\w&#])#\d{1,4}\b(?![-\w])/g],
  ["stop number", /\b[Ss]tops?(?:\s|\*|\/\/)+\d+\b/g],
  ["design decision number", /\b[Dd]ecisions?(?:\s|\*|\/\/)+\d+\b/g],
]

// Data that reads like one of the forms above, each with why it stays.
const ALLOWED: { file: string; text: string; why: string }[] = [
  {
    file: "packages/riverty-storefront/src/i18n/texts.ts",
    text: "2026-01-31",
    why: "an example value in the doc comment of `date`: the form sv-SE shows a date in",
  },
]

// Not hand-written, or not ours: installed and built output, mutation reports (copies of sources),
// migrations Medusa's CLI generates, the lockfile.
const SKIPPED = [/(^|\/)(node_modules|dist|\.medusa|\.stryker-tmp|\.cache)\//, /^reports\//, /\/migrations\//, /^package-lock\.json$/]
const SOURCE = /\.(?:[cm]?[jt]s|[jt]sx)$/

export type Finding = { file: string; line: number; kind: string; text: string }

function repositoryFiles(): string[] {
  return execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], { cwd: ROOT, encoding: "utf8", maxBuffer: 64 * 1024 * 1024 })
    .split("\0")
    .filter((file) => file && !SKIPPED.some((pattern) => pattern.test(file)) && fs.existsSync(path.join(ROOT, file)))
}

/** Every comment of a JavaScript or TypeScript source, with its offset. */
export function commentsOf(file: string, text: string): { at: number; text: string }[] {
  const kind = /x$/.test(file) ? ts.ScriptKind.TSX : /ts$/.test(file) ? ts.ScriptKind.TS : ts.ScriptKind.JS
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, false, kind)
  const found = new Map<number, number>()
  const add = (ranges: ts.CommentRange[] | undefined) => {
    for (const range of ranges ?? []) found.set(range.pos, range.end)
  }
  // Every node and token (getChildren includes tokens, so a comment before a closing brace counts).
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(text, node.pos))
    add(ts.getTrailingCommentRanges(text, node.end))
    for (const child of node.getChildren(source)) visit(child)
  }
  visit(source)
  return [...found].map(([pos, end]) => ({ at: pos, text: text.slice(pos, end) }))
}

/** What a Markdown file (all of it) or a source file's comments say that only history would. */
export function historyIn(file: string, text: string): Finding[] {
  const parts = file.endsWith(".md") ? [{ at: 0, text }] : SOURCE.test(file) ? commentsOf(file, text) : []
  const findings: Finding[] = []
  for (const part of parts) {
    for (const [kind, pattern] of FORBIDDEN) {
      for (const match of part.text.matchAll(pattern)) {
        const at = part.at + (match.index ?? 0)
        const line = text.slice(0, at).split("\n").length
        if (!ALLOWED.some((allowed) => allowed.file === file && allowed.text === match[0])) findings.push({ file, line, kind, text: match[0] })
      }
    }
  }
  return findings
}

describe("docs and comments as reference", () => {
  it("finds each form in Markdown and in comments, and leaves code and its data alone", () => {
    const source = [
      'const expirationDate = "2026-12-24" // a value: not read',
      "const url = /https?:\\/\\//.test(x) // see issue 12",
      "/** Measured on 2026-11-27. */",
      "function f() {",
      "  g()",
      "  // design decision 6, then stop 40",
      "}",
      'const jsx = <a href="#38">{/* 27 November */}</a>',
      "/** the session data (design decision",
      " * 5), wrapped */",
    ].join("\n")
    expect(historyIn("example.tsx", source).map(({ line, kind, text }) => [line, kind, text])).toEqual([
      [2, "issue number", "issue 12"],
      [3, "date", "2026-11-27"],
      [6, "stop number", "stop 40"],
      [6, "design decision number", "decision 6"],
      [8, "date", "27 November"],
      [9, "design decision number", "decision\n * 5"],
    ])
    const markdown = "Fixed in #38 (Issue 37) on November 27th.\nSee [install](#1-install), colour `#047857`, `&#38;`."
    expect(historyIn("example.md", markdown).map(({ kind, text }) => [kind, text])).toEqual([
      ["date", "November 27th"],
      ["issue number", "#38"],
      ["issue number", "Issue 37"],
    ])
    expect(historyIn("example.json", '{ "at": "2026-11-27" }')).toEqual([])
  })

  it("no doc and no source comment carries a date or an issue, stop or design-decision number", () => {
    const findings = repositoryFiles().flatMap((file) => historyIn(file, fs.readFileSync(path.join(ROOT, file), "utf8")))
    expect(findings.map(({ file, line, kind, text }) => `${file}:${line}: ${kind} "${text}"`)).toEqual([])
  }, 60_000)

  it("every allow-list entry is still needed", () => {
    const unused = ALLOWED.filter(({ file, text }) => !fs.readFileSync(path.join(ROOT, file), "utf8").includes(text))
    expect(unused).toEqual([])
  })

  it.each([
    ["README.md", README_LIMIT],
    ["docs/performance.md", PERFORMANCE_LIMIT],
  ])("keeps %s within its size (%d bytes)", (file, limit) => {
    expect(fs.statSync(path.join(ROOT, file)).size).toBeLessThanOrEqual(limit)
  })
})
