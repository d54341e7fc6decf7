import fs from "node:fs"
import path from "node:path"
import { ENDPOINTS } from "../api/endpoints"

// The README's endpoint table is reference: it lists exactly the rows of the endpoint table, with
// their method, path template and client method.

const README = fs.readFileSync(path.join(__dirname, "../../README.md"), "utf8")

const documented = [...README.matchAll(/^\| (GET|HEAD|POST|PUT|PATCH|DELETE) \| `([^`]+)` \| `(\w+\.\w+)\(/gm)].map(
  ([, method, template, clientMethod]) => `${method} ${template} ${clientMethod}`,
)

const tabled = Object.entries(ENDPOINTS).flatMap(([group, rows]) =>
  Object.entries(rows).map(([name, row]) => `${row.method} ${row.path} ${group}.${name}`),
)

describe("the README's endpoint table", () => {
  it("lists every endpoint of the table once, as the table has it", () => {
    expect(documented).toEqual(tabled)
  })
})
