import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { randomUUID } from "node:crypto"
import type { RivertyModuleService } from "../../src/modules/riverty"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dropDatabase } = require("../../../../scripts/lib/store") as { dropDatabase: (serverUrl: string, name: string) => Promise<void> }

jest.setTimeout(60 * 1000)

// A database of this run only (Medusa's default name is the same for every run on the machine),
// dropped after the file; the runner's own afterAll, inside its describe, has closed its pool by then.
const dbName = `medusa-riverty-modules-${randomUUID().slice(0, 8)}`
afterAll(() => dropDatabase(process.env.DATABASE_SERVER_URL!, dbName))

const incoming = (notificationId: string = randomUUID()) => ({
  notification_id: notificationId,
  source: "notification" as const,
  type: "accounting/reminderSent",
  order_number: "payses_01TEST",
  raw_body: JSON.stringify({ id: notificationId, type: "accounting/reminderSent", parameters: {} }),
})

moduleIntegrationTestRunner<RivertyModuleService>({
  moduleName: "riverty",
  dbName,
  resolve: "./src/modules/riverty",
  // The real migration, so the unique index under test is the one stores get.
  pathToMigrations: "./src/modules/riverty/migrations",
  moduleOptions: { maxAttempts: 3, retryBaseDelayMs: 60_000, retryMaxDelayMs: 600_000, processingLeaseMs: 60_000, personalDataKey: "a".repeat(64) },
  testSuite: ({ service, MikroOrmWrapper }) => {
    /** Ids whose attempt is due, as the scheduled job lists them. */
    const due = async () =>
      (await service.listRivertyNotifications({ status: ["received", "failed", "processing"], next_attempt_at: { $lte: new Date() } }, { select: ["id"] })).map(
        (row) => row.id,
      )

    describe("storing", () => {
      it("stores one row when the same id arrives 30 times concurrently", async () => {
        const notification = incoming()
        const results = await Promise.all(Array.from({ length: 30 }, () => service.receiveNotification(notification)))
        expect(results.filter((r) => r.stored)).toHaveLength(1)
        expect(results.filter((r) => !r.stored).every((r) => r.id === null)).toBe(true)
        const rows = await service.listRivertyNotifications({ notification_id: notification.notification_id })
        expect(rows).toHaveLength(1)
        expect(rows[0]).toMatchObject({ status: "received", attempts: 0, order_number: "payses_01TEST" })
        // Safety net for a lost "received" event: due after the processing lease.
        expect(new Date(rows[0].next_attempt_at!).getTime()).toBeGreaterThan(Date.now())
      })

      it("through the receiver's queue (many deliveries per insert): one row per id, copies in one batch and across batches are duplicates", async () => {
        const repeated = incoming()
        const others = Array.from({ length: 20 }, () => incoming())
        const deliveries = [...others, ...Array.from({ length: 15 }, () => repeated), ...others.slice(0, 5)]
        const results = await Promise.all(deliveries.map((delivery) => service.receiveNotification(delivery)))
        expect(results.filter((r) => r.stored)).toHaveLength(21)
        expect(results.filter((r) => !r.stored).every((r) => r.id === null)).toBe(true)
        for (const delivery of [repeated, ...others]) {
          const rows = await service.listRivertyNotifications({ notification_id: delivery.notification_id })
          expect(rows).toHaveLength(1)
          expect(rows[0]).toMatchObject({ status: "received", attempts: 0, order_number: "payses_01TEST" })
          expect(results.filter((r) => r.id === rows[0].id)).toHaveLength(1)
          // The body is kept byte for byte, and its payload is that body parsed by the database.
          expect(rows[0].raw_body).toBe(delivery.raw_body)
          expect(rows[0].payload).toEqual(JSON.parse(delivery.raw_body))
        }
      })

      it("keeps rejected deliveries apart, so they never block a valid notification with the same id; one row per body", async () => {
        const id = randomUUID()
        const first = await service.storeRejected({ notification_id_hint: id, type: "accounting/reminderSent", reason: "bad", raw_body: `{"id":"${id}"` })
        const again = await service.storeRejected({ notification_id_hint: id, type: "accounting/reminderSent", reason: "bad", raw_body: `{"id":"${id}"` })
        const other = await service.storeRejected({ notification_id_hint: id, type: "accounting/reminderSent", reason: "bad", raw_body: `{"id":"${id}",` })
        expect([first.stored, again.stored, other.stored]).toEqual([true, false, true])
        expect(again.id).toBe(first.id)
        const stored = await service.receiveNotification(incoming(id))
        expect(stored.stored).toBe(true)
        const rejected = await service.listRivertyNotifications({ status: "rejected" })
        expect(rejected.filter((r) => r.outcome === `claimed id ${id}`)).toHaveLength(2)
      })

      it("stores types without an effect as skipped, never due", async () => {
        const { id } = await service.receiveNotification({ ...incoming(), type: "accounting/somethingNew", status: "skipped" })
        const row = await service.retrieveRivertyNotification(id!)
        expect(row).toMatchObject({ status: "skipped", next_attempt_at: null })
        expect(await service.claimNotificationRun(id!)).toBeNull()
      })
    })

    describe("claiming and retries", () => {
      it("lets exactly one of ten concurrent workers claim a notification", async () => {
        const { id } = await service.receiveNotification(incoming())
        const claims = await Promise.all(Array.from({ length: 10 }, () => service.claimNotificationRun(id!)))
        expect(claims.filter(Boolean)).toHaveLength(1)
        expect(claims.find(Boolean)).toMatchObject({ status: "processing", attempts: 1 })
      })

      it("hands every waiting notification to exactly one of five processes running them at once, and a lapsed claim to the next", async () => {
        const ids: string[] = []
        for (let i = 0; i < 40; i++) ids.push((await service.receiveNotification(incoming())).id!)
        // Five processes each try every row (an event's run and the scheduled job's, say).
        const claimed = (await Promise.all(Array.from({ length: 5 }, () => Promise.all(ids.map((id) => service.claimNotificationRun(id))))))
          .flat()
          .filter((row) => row !== null)
          .map((row) => row!.id)
        expect(claimed.sort()).toEqual([...ids].sort())
        // Claimed rows stay out of every run during their lease.
        expect(await service.claimNotificationRun(ids[0])).toBeNull()
        // A lapsed lease (its process died): the next run takes it over, as attempt 2.
        await MikroOrmWrapper.forkManager().execute(
          `UPDATE "riverty_notification" SET "next_attempt_at" = now() - interval '1 second' WHERE "id" = ?`,
          [ids[0]],
        )
        expect(await due()).toContain(ids[0])
        expect(await service.claimNotificationRun(ids[0])).toMatchObject({ id: ids[0], attempts: 2 })
        await service.markProcessed(ids[0], "done")
        expect(await service.claimNotificationRun(ids[0])).toBeNull()
      })

      it("hands a claim whose lease ran out to the next worker", async () => {
        const { id } = await service.receiveNotification(incoming())
        expect(await service.claimNotificationRun(id!)).not.toBeNull()
        expect(await service.claimNotificationRun(id!)).toBeNull()
        // The lease runs out: its end moved into the past in the database, instead of waiting for a
        // short lease and hoping a loaded machine did not take longer than it between two claims.
        await MikroOrmWrapper.forkManager().execute(
          `UPDATE "riverty_notification" SET "next_attempt_at" = now() - interval '1 second' WHERE "id" = ?`,
          [id],
        )
        expect(await due()).toContain(id)
        expect(await service.claimNotificationRun(id!)).toMatchObject({ attempts: 2 })
      })

      it("schedules a failed attempt with backoff and parks it as dead after maxAttempts", async () => {
        const { id } = await service.receiveNotification(incoming())
        await service.claimNotificationRun(id!)
        const first = await service.markFailed(id!, "boom 1")
        expect(first.status).toBe("failed")
        const delay = first.next_attempt_at!.getTime() - Date.now()
        expect(delay).toBeGreaterThan(40_000) // 60 s base, minus at most 20% jitter
        expect(delay).toBeLessThanOrEqual(60_000)
        expect(await due()).not.toContain(id)
        expect(await service.claimNotificationRun(id!)).toMatchObject({ attempts: 2 }) // failed rows are claimable (the job decides when)
        const second = await service.markFailed(id!, "boom 2")
        expect(second.next_attempt_at!.getTime() - Date.now()).toBeGreaterThan(90_000) // doubled
        await service.claimNotificationRun(id!)
        const third = await service.markFailed(id!, "boom 3")
        expect(third).toEqual({ status: "dead", next_attempt_at: null })
        const row = await service.retrieveRivertyNotification(id!)
        expect(row).toMatchObject({ status: "dead", attempts: 3, last_error: "boom 3", next_attempt_at: null })
        expect(await service.claimNotificationRun(id!)).toBeNull()

        // The admin's retry takes a dead row; once processed, nothing takes it again.
        expect(await due()).not.toContain(id)
        expect(await service.claimNotificationRun(id!, true)).toMatchObject({ attempts: 4 })
        await service.markProcessed(id!, "done")
        expect(await service.retrieveRivertyNotification(id!)).toMatchObject({ status: "processed", last_error: null, outcome: "done" })
        expect(await service.claimNotificationRun(id!, true)).toBeNull()
        expect(await service.claimNotificationRun(id!)).toBeNull()
      })

      it("only marks a notification processed while it is being processed", async () => {
        const { id } = await service.receiveNotification(incoming())
        await service.markProcessed(id!, "too early")
        expect(await service.retrieveRivertyNotification(id!)).toMatchObject({ status: "received", processed_at: null })
      })
    })

    describe("ledger", () => {
      it("refuses a second entry with the same notification id and entry key", async () => {
        const entry = { notification_id: "n-1", entry_key: "invoice", type: "accounting/invoiceCreated", kind: "invoice", occurred_at: new Date(), amount: 39.98 }
        await service.createRivertyLedgerEntries([entry])
        await expect(service.createRivertyLedgerEntries([entry])).rejects.toThrow()
        await service.createRivertyLedgerEntries([{ ...entry, entry_key: "document:0" }])
        const entries = await service.listRivertyLedgerEntries({ notification_id: "n-1" })
        expect(entries).toHaveLength(2)
        expect(Number(entries.find((e) => e.entry_key === "invoice")!.amount)).toBeCloseTo(39.98, 2)
      })
    })
  },
})
