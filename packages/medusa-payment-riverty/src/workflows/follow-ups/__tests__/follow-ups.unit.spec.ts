import { MedusaError } from "@medusajs/framework/utils"
import { FollowUpQueue, type FollowUpRecord } from "../../../modules/riverty/services/follow-up-queue"
import { followUpFor } from "../follow-up-work"
import { isPermanent, safeErrorText } from "../run-follow-up"

describe("follow-up dedupe keys", () => {
  it("gives shipment and delivery of one fulfillment the same key, and each order or return its own", () => {
    expect(followUpFor.captureShipment("ful_1", "order_1").dedupe_key).toBe(followUpFor.captureShipment("ful_1", null).dedupe_key)
    expect(followUpFor.captureShipment("ful_1", "order_1").dedupe_key).not.toBe(followUpFor.captureShipment("ful_2", "order_1").dedupe_key)
    expect(followUpFor.voidRemainder("order_1").dedupe_key).not.toBe(followUpFor.voidRemainder("order_2").dedupe_key)
    expect(followUpFor.returnNotification("order_1", "ret_1")).toMatchObject({ kind: "return_notification", order_id: "order_1", payload: { return_id: "ret_1" } })
  })

  it("gives each confirmed order change its own order update, and a redelivery of one the same", () => {
    expect(followUpFor.updateOrder("order_1", "edit:ordchact_1")).toMatchObject({ kind: "update_order", order_id: "order_1", payload: { order_id: "order_1", change_key: "edit:ordchact_1" } })
    expect(followUpFor.updateOrder("order_1", "edit:ordchact_1").dedupe_key).toBe(followUpFor.updateOrder("order_1", "edit:ordchact_1").dedupe_key)
    expect(followUpFor.updateOrder("order_1", "edit:ordchact_1").dedupe_key).not.toBe(followUpFor.updateOrder("order_1", "claim:claim_1").dedupe_key)
  })
})

describe("follow-up failures", () => {
  it("keeps Riverty's code and drops what may be personal data from the stored error", () => {
    const error = Object.assign(new Error("refused for jane@example.com born 1980-05-17, IBAN DE89370400440532013000"), {
      messages: [{ code: "400.117" }],
    })
    const text = safeErrorText(error)
    expect(text).toContain("400.117")
    expect(text).not.toMatch(/jane@example\.com|1980-05-17|DE89370400440532013000/)
  })

  it("treats refusals as permanent and outages as worth retrying, also when serialised by the workflow engine", () => {
    expect(isPermanent({ type: MedusaError.Types.NOT_ALLOWED, message: "nothing open" })).toBe(true)
    expect(isPermanent({ kind: "request", status: 400 })).toBe(true)
    expect(isPermanent({ kind: "server", status: 503 })).toBe(false)
    expect(isPermanent({ kind: "network" })).toBe(false)
    expect(isPermanent({ type: MedusaError.Types.UNEXPECTED_STATE })).toBe(false)
  })
})

describe("FollowUpQueue.fail", () => {
  const options = { followUpMaxAttempts: 3, followUpRetryBaseMs: 1000, followUpRetryMaxMs: 4000, followUpLeaseMs: 60_000 }
  function queueWithCalls() {
    const calls: unknown[][] = []
    const manager = { execute: jest.fn(async (_sql: string, params: unknown[]) => (calls.push(params), [{ id: "rvfup_1" }])) }
    // The module's container hands the queue its options; the context hands it the manager.
    const queue = new FollowUpQueue({ baseRepository: {}, rivertyModuleOptions: options } as never)
    const context = { manager } as never
    return { queue, calls, manager, context }
  }
  const claimed = (attempts: number) => ({ id: "rvfup_1", attempts, status: "running" }) as FollowUpRecord

  it("backs off exponentially up to the cap, then parks the follow-up as dead", async () => {
    const { queue, calls, manager, context } = queueWithCalls()
    const before = Date.now()
    expect(await queue.fail(claimed(1), "503", false, context)).toMatchObject({ status: "pending" })
    expect(await queue.fail(claimed(2), "503", false, context)).toMatchObject({ status: "pending" })
    expect(await queue.fail(claimed(3), "503", false, context)).toEqual({ status: "dead", next_attempt_at: null })
    const delays = calls.slice(0, 2).map((params) => (params[2] as Date).getTime() - before)
    expect(delays[0]).toBeGreaterThanOrEqual(800)
    expect(delays[0]).toBeLessThanOrEqual(1100)
    expect(delays[1]).toBeGreaterThanOrEqual(1600)
    expect(delays[1]).toBeLessThanOrEqual(2100)
    // Only the claim still held (same attempt number) is updated.
    expect(manager.execute.mock.calls[0][0]).toMatch(/"status" = 'running' AND "attempts" = \?/)
    expect(calls[0].slice(-2)).toEqual(["rvfup_1", 1])
  })

  it("parks a permanent failure as dead at the first attempt", async () => {
    const { queue, context } = queueWithCalls()
    expect(await queue.fail(claimed(1), "400.117", true, context)).toEqual({ status: "dead", next_attempt_at: null })
  })
})
