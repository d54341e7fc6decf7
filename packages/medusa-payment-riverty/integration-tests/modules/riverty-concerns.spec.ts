import { moduleIntegrationTestRunner } from "@medusajs/test-utils"
import { randomUUID } from "node:crypto"
import type { RivertyModuleService } from "../../src/modules/riverty"

// eslint-disable-next-line @typescript-eslint/no-require-imports
const { dropDatabase } = require("../../../../scripts/lib/store") as { dropDatabase: (serverUrl: string, name: string) => Promise<void> }

// The module's concerns (services/) against PostgreSQL, through the module service as the plugin
// calls it: each one's SQL, its once-only claims under concurrency, and its expiry. The inbox and
// the abandoned sessions have files of their own (riverty-inbox, riverty-orphan-claim).
jest.setTimeout(60 * 1000)

const dbName = `medusa-riverty-concerns-${randomUUID().slice(0, 8)}`
afterAll(() => dropDatabase(process.env.DATABASE_SERVER_URL!, dbName))

const unique = () => randomUUID().replace(/-/g, "").slice(0, 16)

moduleIntegrationTestRunner<RivertyModuleService>({
  moduleName: "riverty",
  dbName,
  resolve: "./src/modules/riverty",
  pathToMigrations: "./src/modules/riverty/migrations",
  moduleOptions: {
    personalDataKey: "a".repeat(64),
    personalDataRetentionHours: 24,
    followUpMaxAttempts: 2,
    followUpRetryBaseMs: 60_000,
    followUpRetryMaxMs: 600_000,
    followUpLeaseMs: 60_000,
  },
  testSuite: ({ service }) => {
    describe("follow-up queue", () => {
      const input = (orderId = `order_${unique()}`) => ({ kind: "capture_shipment" as const, order_id: orderId, payload: { fulfillment: "ful_1" }, dedupe_key: `capture:${unique()}` })

      it("stores a follow-up once per dedupe key and lets one of several workers claim it", async () => {
        const follow = input()
        const [first, again] = [await service.enqueueFollowUp(follow), await service.enqueueFollowUp(follow)]
        expect([first.created, again.created]).toEqual([true, false])
        expect(again.followUp.id).toBe(first.followUp.id)
        expect(first.followUp).toMatchObject({ status: "pending", attempts: 0, payload: { fulfillment: "ful_1" } })

        const claims = await Promise.all(Array.from({ length: 6 }, () => service.claimFollowUp(first.followUp.id)))
        const won = claims.filter((claim) => claim !== null)
        expect(won).toHaveLength(1)
        expect(won[0]).toMatchObject({ status: "running", attempts: 1 })
        expect(await service.claimDueFollowUps(10)).toEqual([])

        // A worker holding an older claim (another attempt number) cannot complete it.
        expect(await service.completeFollowUp({ ...won[0]!, attempts: 0 }, "late")).toBe(false)
        expect(await service.completeFollowUp(won[0]!, "captured")).toBe(true)
        expect(await service.retrieveRivertyFollowUp(first.followUp.id)).toMatchObject({ status: "done", outcome: "captured" })
      })

      it("backs a failure off, parks it as dead after the attempts, and an admin retry claims it again", async () => {
        const { followUp } = await service.enqueueFollowUp(input())
        const first = (await service.claimDueFollowUps(10)).find((row) => row.id === followUp.id)!
        const failed = await service.failFollowUp(first, "503 from Riverty")
        expect(failed?.status).toBe("pending")
        expect(failed!.next_attempt_at!.getTime()).toBeGreaterThan(Date.now() + 30_000)
        expect(await service.claimFollowUp(followUp.id)).toBeNull()

        const dead = await service.failFollowUp({ ...first, attempts: 1 }, "again", true)
        // The claim was already given up by the first failure: nothing changes.
        expect(dead).toBeNull()
        await service.updateRivertyFollowUps({ id: followUp.id, next_attempt_at: new Date(Date.now() - 1000) })
        const second = await service.claimFollowUp(followUp.id)
        expect(second?.attempts).toBe(2)
        expect(await service.failFollowUp(second!, "503 again")).toEqual({ status: "dead", next_attempt_at: null })
        expect(await service.countFollowUpsByStatus()).toEqual({ dead: 1 })

        const retried = await service.claimDeadFollowUp(followUp.id)
        expect(retried).toMatchObject({ status: "running", attempts: 3 })
        expect(await service.claimDeadFollowUp(followUp.id)).toBeNull()
      })

      it("counts follow-ups by status through the generated service", async () => {
        const a = await service.enqueueFollowUp(input())
        await service.enqueueFollowUp(input())
        const before = await service.countFollowUpsByStatus()
        await service.claimFollowUp(a.followUp.id)
        const after = await service.countFollowUpsByStatus()
        expect(after.running).toBe((before.running ?? 0) + 1)
        expect(after.pending).toBe(before.pending - 1)
      })
    })

    describe("personal-data vault", () => {
      it("hands a customer lookup to one confirm of its own cart, keeps the latest confirmed one, and forgets them", async () => {
        const cart = `cart_${unique()}`
        const first = await service.storeCustomerLookup(cart, { last_name: "Jansen" }, 600)
        expect(await service.claimCustomerLookup(first, `cart_${unique()}`)).toBeNull()
        const confirms = await Promise.all(Array.from({ length: 5 }, () => service.claimCustomerLookup<{ last_name: string }>(first, cart)))
        expect(confirms.filter((c) => c !== null)).toEqual([{ last_name: "Jansen" }])
        expect(await service.confirmedCustomerLookupOf(cart)).toEqual({ last_name: "Jansen" })

        const second = await service.storeCustomerLookup(cart, { last_name: "de Vries" }, 600)
        expect(await service.confirmedCustomerLookupOf(cart)).toEqual({ last_name: "Jansen" })
        expect(await service.claimCustomerLookup(second, cart)).toEqual({ last_name: "de Vries" })
        expect(await service.confirmedCustomerLookupOf(cart)).toEqual({ last_name: "de Vries" })

        await service.forgetCustomerLookups(cart)
        expect(await service.confirmedCustomerLookupOf(cart)).toBeUndefined()
      })

      it("refuses an expired lookup", async () => {
        const cart = `cart_${unique()}`
        const id = await service.storeCustomerLookup(cart, { last_name: "Jansen" }, 0)
        expect(await service.claimCustomerLookup(id, cart)).toBeNull()
      })

      it("keeps the latest checkout client of a cart sealed, and forgets it", async () => {
        const cart = `cart_${unique()}`
        expect(await service.shopperBrowserOf(cart)).toBeUndefined()
        await service.recordShopperBrowser(cart, { ip_address: "203.0.113.7", user_agent: "first" })
        await service.recordShopperBrowser(cart, { ip_address: "203.0.113.8", user_agent: "second" })
        expect(await service.shopperBrowserOf(cart)).toEqual({ ip_address: "203.0.113.8", user_agent: "second" })
        await service.forgetShopperBrowser(cart)
        expect(await service.shopperBrowserOf(cart)).toBeUndefined()
      })

      it("purges personal data past the retention, expired lookups and expired store route answers", async () => {
        const session = `payses_${unique()}`
        const state = await service.recordPaymentSession({ session_id: session, method: "invoice", order_number: session, choices: {}, personal: { birth_date: "1980-05-17" } })
        expect(await service.openPersonalData(state)).toEqual({ birth_date: "1980-05-17" })
        const cart = `cart_${unique()}`
        await service.recordShopperBrowser(cart, { ip_address: "203.0.113.7" })
        await service.storeCustomerLookup(cart, { last_name: "Jansen" }, 1)
        const live = await service.storeCustomerLookup(cart, { last_name: "de Vries" }, 600)
        await service.writeStoreRouteCache(`lookup:${unique()}`, { sealed: "..." }, 1)
        await new Promise((resolve) => setTimeout(resolve, 1100))

        // Within the retention only the expired lookup and cache row go.
        expect(await service.purgeStalePersonalData()).toBe(2)
        expect((await service.paymentSessionState(session))?.personal_data).toBeTruthy()
        expect(await service.shopperBrowserOf(cart)).toBeDefined()

        // A day later the session's fields and the cart's client go too; the live lookup stays.
        expect(await service.purgeStalePersonalData(new Date(Date.now() + 25 * 3_600_000))).toBe(2)
        expect((await service.paymentSessionState(session))?.personal_data).toBeNull()
        expect(await service.shopperBrowserOf(cart)).toBeUndefined()
        expect(await service.claimCustomerLookup(live, cart)).toEqual({ last_name: "de Vries" })
      })
    })

    describe("store-route limits", () => {
      it("counts every request of one client in its window, apart from other clients and routes", async () => {
        const client = `203.0.113.${Math.floor(Math.random() * 200)}`
        const counts = await Promise.all(Array.from({ length: 5 }, () => service.countStoreRouteHit("lookup", client, 60)))
        expect(counts.map((c) => c.hits).sort()).toEqual([1, 2, 3, 4, 5])
        for (const { retryAfterSeconds } of counts) {
          expect(retryAfterSeconds).toBeGreaterThanOrEqual(1)
          expect(retryAfterSeconds).toBeLessThanOrEqual(60)
        }
        expect((await service.countStoreRouteHit("lookup", `${client}0`, 60)).hits).toBe(1)
        expect((await service.countStoreRouteHit("validate", client, 60)).hits).toBe(1)
      })

      it("answers a cached value until it expires, the latest write winning", async () => {
        const key = `lookup:${unique()}`
        expect(await service.readStoreRouteCache(key)).toBeUndefined()
        await service.writeStoreRouteCache(key, { first: true }, 60)
        await service.writeStoreRouteCache(key, { second: true }, 60)
        expect(await service.readStoreRouteCache(key)).toEqual({ second: true })
        await service.writeStoreRouteCache(key, { third: true }, 0)
        expect(await service.readStoreRouteCache(key)).toBeUndefined()
      })
    })

    describe("admin requests", () => {
      const key = () => ({ order_id: `order_${unique()}`, operation: "capture", idempotency_key: unique() })
      const storedOf = async (request: ReturnType<typeof key>) =>
        (await service.listRivertyAdminRequests(request, { select: ["status", "request_hash", "response_status", "response"] }))[0] ?? null

      it("lets one of several submits of a key run, stores its answer, and never runs it again", async () => {
        const request = key()
        const claims = await Promise.all(Array.from({ length: 6 }, () => service.claimAdminRequest({ ...request, request_hash: "h1" })))
        const won = claims.filter((id) => id !== null)
        expect(won).toHaveLength(1)
        expect(await storedOf(request)).toMatchObject({ status: "processing", request_hash: "h1", response_status: null })

        await service.updateRivertyAdminRequests({ id: won[0]!, status: "done", response_status: 201, response: { captured: 10 } })
        expect(await storedOf(request)).toMatchObject({ status: "done", request_hash: "h1", response_status: 201, response: { captured: 10 } })
        expect(await service.claimAdminRequest({ ...request, request_hash: "h1" })).toBeNull()
        expect(await storedOf({ ...request, operation: "void" })).toBeNull()
      })

      it("lets a failed submit be claimed again with the same request only", async () => {
        const request = key()
        const id = await service.claimAdminRequest({ ...request, request_hash: "h1" })
        await service.updateRivertyAdminRequests({ id: id!, status: "failed" })
        expect(await service.claimAdminRequest({ ...request, request_hash: "other" })).toBeNull()
        expect(await service.claimAdminRequest({ ...request, request_hash: "h1" })).toBe(id)
      })
    })

    describe("connection state", () => {
      it("keeps the last value written per key", async () => {
        expect(await service.readConnectionState("connection_test")).toBeUndefined()
        await Promise.all([1, 2, 3].map((n) => service.writeConnectionState("connection_test", { n })))
        await service.writeConnectionState("connection_test", { ok: true })
        await service.writeConnectionState("callbacks_registration", { registered: 2 })
        expect(await service.readConnectionState("connection_test")).toEqual({ ok: true })
        expect(await service.readConnectionState("callbacks_registration")).toEqual({ registered: 2 })
      })
    })

    describe("merchant onboarding", () => {
      const onboarding = () => ({ partner_reference: `partner_${unique()}`, legal_name: "Shop BV", country: "NL", shop_name: "Shop", market_country: "NL" })

      it("lets one caller onboard a partner reference, a repeat after a failure, and none after success", async () => {
        const input = onboarding()
        const claims = await Promise.all(Array.from({ length: 5 }, () => service.claimMerchantOnboarding(input)))
        const won = claims.filter((id) => id !== null)
        expect(won).toHaveLength(1)
        await service.finishMerchantOnboarding(won[0]!, { error: "500 from Riverty" })
        expect(await service.retrieveRivertyMerchant(won[0]!)).toMatchObject({ status: "failed", last_error: "500 from Riverty" })

        expect(await service.claimMerchantOnboarding(input)).toBe(won[0])
        await service.finishMerchantOnboarding(won[0]!, { merchant_id: "m_1", shop_id: "s_1" })
        expect(await service.retrieveRivertyMerchant(won[0]!)).toMatchObject({ status: "done", merchant_id: "m_1", shop_id: "s_1", last_error: null })
        expect(await service.claimMerchantOnboarding(input)).toBeNull()
      })
    })

    describe("inbox counts", () => {
      it("counts notifications by status", async () => {
        const stored = async () => {
          const id = randomUUID()
          return (await service.receiveNotification({ notification_id: id, source: "notification", type: "accounting/reminderSent", raw_body: "{}" })).id!
        }
        const a = await stored()
        const b = await stored()
        await stored()
        for (const id of [a, b]) {
          await service.claimNotificationRun(id)
          await service.markFailed(id, "boom")
        }
        expect(await service.countNotificationsByStatus()).toEqual({ failed: 2, received: 1 })
      })
    })
  },
})
