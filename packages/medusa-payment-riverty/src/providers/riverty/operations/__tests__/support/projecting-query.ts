// Medusa's Query over rows in memory, close enough to the real one that a wrong entity, field or
// filter shows: rows are filtered on every filter key (an array matches any of its values) and
// answer only the fields asked for (`a.b` picks from a relation, `a.*` takes it whole).
import type { QueryGraph } from "../../../order-mapping"

type Row = Record<string, unknown>

function pick(row: Row, fields: readonly string[]): Row {
  const out: Row = {}
  for (const field of fields) {
    const [head, ...rest] = field.split(".")
    if (!(head in row)) continue
    if (rest.length === 0 || rest[0] === "*") {
      out[head] = row[head]
      continue
    }
    const related = row[head]
    if (related === null || typeof related !== "object") {
      out[head] = related
      continue
    }
    const picked = Array.isArray(related) ? related.map((r) => pick(r as Row, [rest.join(".")])) : pick(related as Row, [rest.join(".")])
    const earlier = out[head]
    out[head] = Array.isArray(picked) ? picked : { ...(earlier as Row | undefined), ...picked }
  }
  return out
}

const matches = (row: Row, filters: Row) =>
  Object.entries(filters).every(([key, wanted]) => (Array.isArray(wanted) ? wanted.includes(row[key]) : row[key] === wanted))

export interface ProjectingQuery extends QueryGraph {
  /** Every call's entity, fields and filters, in order. */
  calls: { entity: string; fields: string[]; filters: Row }[]
}

export function projectingQuery(tables: Record<string, Row[]>): ProjectingQuery {
  const calls: ProjectingQuery["calls"] = []
  return {
    calls,
    async graph({ entity, fields, filters }) {
      calls.push({ entity, fields: [...(fields ?? [])], filters: { ...(filters ?? {}) } })
      const rows = (tables[entity] ?? []).filter((row) => matches(row, (filters ?? {}) as Row))
      return { data: rows.map((row) => pick(row, fields ?? [])) }
    },
  }
}
