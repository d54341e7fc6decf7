import { readdirSync, readFileSync } from "node:fs"
import { join, relative } from "node:path"

// The riverty module's SQL lives in its concern services (src/modules/riverty/services/),
// each owning its tables; routes, workflows, jobs and the module service itself write none.
const SRC = join(__dirname, "../../..")
const SERVICES = join(__dirname, "../services")
const SQL = /\b(INSERT INTO|UPDATE|DELETE FROM|FROM)\s+"riverty_\w+"|PG_CONNECTION|\.raw\(/
const TABLE = /(?:INSERT INTO|UPDATE|DELETE FROM|FROM)\s+"(riverty_\w+)"/g

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return ["__tests__", "migrations", "node_modules"].includes(entry.name) ? [] : sourceFiles(path)
    return /\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe("SQL ownership", () => {
  it("no file of src/ outside the module's services/ holds SQL or a raw database connection", () => {
    const offenders = sourceFiles(SRC)
      .filter((file) => !file.startsWith(SERVICES))
      .filter((file) => SQL.test(readFileSync(file, "utf8")))
      .map((file) => relative(SRC, file))
    expect(offenders).toEqual([])
  })

  it("each table is written and read by its concern's file", () => {
    const owners: Record<string, string[]> = {}
    for (const file of sourceFiles(SERVICES)) {
      for (const [, table] of readFileSync(file, "utf8").matchAll(TABLE)) {
        const name = relative(SERVICES, file)
        owners[table] = [...new Set([...(owners[table] ?? []), name])].sort()
      }
    }
    expect(owners).toEqual({
      riverty_notification: ["notification-inbox.ts"],
      riverty_follow_up: ["follow-up-queue.ts"],
      riverty_customer_lookup: ["personal-data.ts"],
      riverty_looked_up_address: ["personal-data.ts"],
      riverty_checkout_client: ["personal-data.ts"],
      // The session's record is payment-session-states.ts'; its sealed fields are the vault's
      // (the purge); its orphan watch is the abandoned sessions'.
      riverty_payment_session: ["abandoned-sessions.ts", "payment-session-states.ts", "personal-data.ts"],
      riverty_store_route_hit: ["store-route-limits.ts"],
      riverty_store_route_cache: ["store-route-limits.ts"],
      riverty_admin_request: ["admin-requests.ts"],
      riverty_connection_state: ["connection-state-store.ts"],
      riverty_merchant: ["merchant-onboarding.ts"],
    })
  })
})
