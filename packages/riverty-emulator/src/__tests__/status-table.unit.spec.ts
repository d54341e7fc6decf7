import { readFileSync } from "node:fs"
import { join } from "node:path"
import { SERVICE_ROUTES } from "../handlers"
import { renderStatusTable, STATUS_TABLE } from "../handlers/status-table"

const routeIds = (list: readonly { method: string; path: string }[]) => list.map((r) => `${r.method} ${r.path}`).sort()

describe("status codes by endpoint", () => {
  it("has one row per service route, and no row for a route that does not exist", () => {
    const routes = routeIds(SERVICE_ROUTES.map(([method, path]) => ({ method, path })))
    expect(routeIds(STATUS_TABLE)).toEqual(routes)
    expect(new Set(routes).size).toBe(routes.length)
  })

  it("is the table the emulator README prints under 'Status codes by endpoint'", () => {
    const doc = readFileSync(join(__dirname, "../../README.md"), "utf8")
    const section = doc.split("\n## Status codes by endpoint\n")[1]
    expect(section).toBeDefined()
    const table = section.split("\n## ")[0].split("\n").filter((line) => line.startsWith("|")).join("\n")
    expect(table).toBe(renderStatusTable())
  })
})
