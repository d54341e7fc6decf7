import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { randomUUID } from "node:crypto"
import type { RivertyModuleService } from "../../src/modules/riverty"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dropDatabase } = require("../../../../scripts/lib/store") as { dropDatabase: (serverUrl: string, name: string) => Promise<void> }

// Finding 2: the orphan job's claim on deleted sessions, on real PostgreSQL. Several server
// processes run the job each minute; each due session must be read by one of them per round.
jest.setTimeout(60 * 1000)

const dbName = `medusa-riverty-orphans-${randomUUID().slice(0, 8)}`
afterAll(() => dropDatabase(process.env.DATABASE_SERVER_URL!, dbName))

moduleIntegrationTestRunner<RivertyModuleService>({
  moduleName: "riverty",
  dbName,
  resolve: "./src/modules/riverty",
  pathToMigrations: "./src/modules/riverty/migrations",
  moduleOptions: { personalDataKey: "a".repeat(64) },
  testSuite: ({ service }) => {
    const session = (extra: Record<string, unknown> = {}) => {
      const id = `payses_${randomUUID().replace(/-/g, "").slice(0, 20)}`
      return { session_id: id, method: "invoice", order_number: id, ...extra }
    }

    it("hands every due deleted session to exactly one of several concurrent claims, then none until the claim runs out", async () => {
      const deletedAt = new Date(Date.now() - 60_000)
      const watched = Array.from({ length: 30 }, (_, i) =>
        session({ session_deleted_at: new Date(deletedAt.getTime() + i), authorize_state: i % 2 ? "in_flight" : "answered", outcome: i % 2 ? null : "Pending" }),
      )
      await service.createRivertyPaymentSessionStates([
        ...watched,
        session(), // a live session
        session({ session_deleted_at: deletedAt, orphan_settled_at: new Date() }), // settled
      ])

      const claims = await Promise.all(Array.from({ length: 4 }, () => service.claimAbandonedSessions(50, 30_000)))
      const claimed = claims.flat().map((row) => row.session_id)
      expect(claimed.sort()).toEqual(watched.map((w) => w.session_id).sort())
      expect(new Set(claimed).size).toBe(claimed.length)

      // Claimed for 30 s: another run within that time (any process) gets none of them.
      expect(await service.claimAbandonedSessions(50, 30_000)).toEqual([])

      // Once the claim has run out they are due again, the longest-waiting first, in batches.
      const rows = await service.listRivertyPaymentSessionStates({ session_id: watched.map((w) => w.session_id) })
      await service.updateRivertyPaymentSessionStates(
        rows.map((row, i) => ({ id: row.id, orphan_check_at: new Date(Date.now() - 1000 - i * 10) })),
      )
      const batch = await service.claimAbandonedSessions(10, 30_000)
      expect(batch).toHaveLength(10)
      const oldestTen = rows.map((row, i) => ({ id: row.session_id, at: Date.now() - 1000 - i * 10 })).sort((a, b) => a.at - b.at).slice(0, 10).map((r) => r.id)
      expect(batch.map((row) => row.session_id).sort()).toEqual(oldestTen.sort())
      expect(await service.claimAbandonedSessions(50, 30_000)).toHaveLength(20)
    })
  },
})
