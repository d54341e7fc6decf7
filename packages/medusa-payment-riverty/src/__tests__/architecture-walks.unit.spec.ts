// docs/architecture.md walks a place order and a notification file by file. This holds the walks
// to the code: every file a walk names exists; each is reached from an earlier one (an import, or
// Medusa's own hop to an entry point: a route, the middlewares, a subscriber, a job); and every
// file of the walk's own folder that a walked file imports is named in the walk.
import fs from "node:fs"
import path from "node:path"

const SRC = path.resolve(__dirname, "..")
const DOC = fs.readFileSync(path.resolve(SRC, "..", "..", "..", "docs", "architecture.md"), "utf8")

function section(heading: string): string {
  const start = DOC.indexOf(`## ${heading}`)
  if (start < 0) throw new Error(`docs/architecture.md has no section "${heading}"`)
  const end = DOC.indexOf("\n## ", start + 3)
  return DOC.slice(start, end < 0 ? undefined : end)
}

/** The files a walk names as its steps: "N. `path`" at the start of a line. */
const stepsOf = (text: string): string[] => [...text.matchAll(/^\d+\. `([^`]+\.ts)`/gm)].map((m) => m[1])

/** The relative imports of a file (values and types), resolved to files under src/. */
function importsOf(file: string): string[] {
  const source = fs.readFileSync(path.join(SRC, file), "utf8")
  const specs = [...source.matchAll(/(?:import|export)\s[^;]*?from\s+"(\.[^"]+)"/g)].map((m) => m[1])
  return specs.map((spec) => resolve(path.dirname(file), spec)).filter((f): f is string => Boolean(f))
}

function resolve(dir: string, spec: string): string | undefined {
  const base = path.join(dir, spec)
  for (const candidate of [`${base}.ts`, `${base}.tsx`, path.join(base, "index.ts")]) if (fs.existsSync(path.join(SRC, candidate))) return candidate
  return undefined
}

/** What a file reaches: its imports, and through an index file (which only re-exports) what that index imports. */
function reachedFrom(file: string): Set<string> {
  const reached = new Set<string>()
  const visit = (f: string, depth: number) => {
    for (const target of importsOf(f)) {
      if (reached.has(target)) continue
      reached.add(target)
      if (path.basename(target) === "index.ts" && depth < 3) visit(target, depth + 1)
    }
  }
  visit(file, 0)
  return reached
}

// Medusa reaches these itself: a route or the middlewares by path, a subscriber by event, a job by schedule.
const isEntryPoint = (file: string) => /(^|\/)route\.ts$|^api\/middlewares\.ts$|^subscribers\/|^jobs\//.test(file)

const WALKS = [
  { heading: "The place-order walk, file by file", own: "workflows/checkout/" },
  { heading: "The notification walk, file by file", own: "workflows/notifications/" },
]

describe.each(WALKS)("docs/architecture.md: $heading", ({ heading, own }) => {
  const text = section(heading)
  const steps = stepsOf(text)

  it("names files that exist", () => {
    expect(steps.length).toBeGreaterThan(5)
    for (const step of steps) expect([step, fs.existsSync(path.join(SRC, step))]).toEqual([step, true])
  })

  it("reaches each file from an earlier one, in the walk's order", () => {
    steps.forEach((step, i) => {
      if (i === 0 || isEntryPoint(step)) return
      const reachedBefore = steps.slice(0, i).some((earlier) => reachedFrom(earlier).has(step))
      expect([step, reachedBefore]).toEqual([step, true])
    })
  })

  it(`names every file of ${own} that a walked file imports`, () => {
    const unnamed = new Set<string>()
    for (const step of steps.filter((s) => s.startsWith(own))) {
      for (const target of importsOf(step)) {
        if (!target.startsWith(own) || path.basename(target) === "index.ts" || /types\.ts$/.test(target)) continue
        const short = target.slice(own.length)
        if (!text.includes(target) && !text.includes(short) && !text.includes(path.basename(target))) unnamed.add(`${step} -> ${target}`)
      }
    }
    expect([...unnamed]).toEqual([])
  })
})
