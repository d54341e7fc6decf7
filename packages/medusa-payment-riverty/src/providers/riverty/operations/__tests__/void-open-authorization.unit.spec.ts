// voidOpenAuthorization branch by branch against a scripted Riverty (support/scripted-client.ts):
// what is asked of Riverty, what is recorded, and which refusals count as done.
import { MedusaError } from "@medusajs/framework/utils"
import { voidOpenAuthorization } from "../void-authorization"
import type { OperationContext } from "../context"
import type { RivertySessionData } from "../../session-data"
import { memoryStore, type Row } from "./support/emulated-session"
import { orderAnswer, scriptedClient, throws, type ScriptedClient } from "./support/scripted-client"

const SESSION = "payses_void_1"

function setup(row?: Partial<Row>) {
  const rows = new Map<string, Row>()
  if (row) rows.set(SESSION, { session_id: SESSION, order_number: "RO-1", method: "invoice", country: "DE", outcome: "Accepted", authorize_state: "answered", ...row })
  const client: ScriptedClient = scriptedClient()
  const ctx = { options: {}, client: client.client, method: "invoice", rivertyModule: memoryStore(rows) } as unknown as OperationContext
  return { ctx, riverty: client, rows }
}

const accepted = (extra: Partial<RivertySessionData> = {}): RivertySessionData =>
  ({ session_id: SESSION, order_number: "RO-1", riverty_outcome: "Accepted", country: "DE", ...extra }) as RivertySessionData

describe("voidOpenAuthorization", () => {
  it("voids an accepted order with a key derived from Medusa's idempotency key and the operation, in the order's country", async () => {
    const { ctx, riverty } = setup({})
    riverty.answer("voidAuthorization", { voidedAmount: 42.5 })
    const out = await voidOpenAuthorization(ctx, accepted(), "idem-1", "cancel")
    expect(out).toMatchObject({ riverty_status: "Cancelled", voided_amount: 42.5, order_number: "RO-1" })
    const [[orderNumber, body, options]] = riverty.calls("voidAuthorization") as [[string, object, { idempotencyKey: string; country?: string }]]
    expect(orderNumber).toBe("RO-1")
    expect(body).toEqual({})
    expect(options.country).toBe("DE")
    // Same inputs, same key; another operation or key, another one.
    const again = setup({})
    again.riverty.answer("voidAuthorization", {}, {}, {})
    await voidOpenAuthorization(again.ctx, accepted(), "idem-1", "cancel")
    await voidOpenAuthorization(again.ctx, accepted(), "idem-1", "delete")
    await voidOpenAuthorization(again.ctx, accepted(), undefined, "cancel")
    const keys = again.riverty.calls("voidAuthorization").map((c) => (c[2] as { idempotencyKey: string }).idempotencyKey)
    expect(keys[0]).toBe(options.idempotencyKey)
    expect(new Set([keys[0], keys[1], keys[2]]).size).toBe(3)
  })

  it("records a missing voided amount as null, and sends no country when the data has none", async () => {
    const { ctx, riverty } = setup()
    riverty.answer("voidAuthorization", {})
    const out = await voidOpenAuthorization(ctx, accepted({ country: undefined }), "k", "cancel")
    expect(out.voided_amount).toBeNull()
    expect((riverty.calls("voidAuthorization")[0][2] as object)).not.toHaveProperty("country")
  })

  it("asks nothing for data without an order number, or an outcome other than Accepted or Pending", async () => {
    const { ctx, riverty } = setup()
    for (const data of [accepted({ order_number: undefined }), accepted({ riverty_outcome: "Rejected" }), accepted({ riverty_outcome: undefined })]) {
      await expect(voidOpenAuthorization(ctx, data, "k", "cancel")).resolves.toEqual(data)
    }
    expect(riverty.calls("voidAuthorization")).toHaveLength(0)
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })

  it("asks nothing for an order already Cancelled or Expired", async () => {
    const { ctx, riverty } = setup()
    for (const status of ["Cancelled", "Expired"]) {
      const data = accepted({ riverty_status: status })
      await expect(voidOpenAuthorization(ctx, data, "k", "cancel")).resolves.toEqual(data)
    }
    expect(riverty.calls("voidAuthorization")).toHaveLength(0)
  })

  it("voids a Pending page only once Riverty reports it Accepted; otherwise records Riverty's status", async () => {
    const { ctx, riverty } = setup()
    riverty.answer("getOrder", orderAnswer("Pending"), orderAnswer(undefined), orderAnswer("Accepted"))
    riverty.answer("voidAuthorization", { voidedAmount: 10 })
    const pending = accepted({ riverty_outcome: "Pending", riverty_status: "Pending" })
    expect((await voidOpenAuthorization(ctx, pending, "k", "cancel")).riverty_status).toBe("Pending")
    expect((await voidOpenAuthorization(ctx, { ...pending, riverty_status: "Waiting" }, "k", "cancel")).riverty_status).toBe("Waiting")
    expect(riverty.calls("voidAuthorization")).toHaveLength(0)
    expect((await voidOpenAuthorization(ctx, pending, "k", "cancel")).riverty_status).toBe("Cancelled")
    expect(riverty.calls("voidAuthorization")).toHaveLength(1)
    expect((riverty.calls("getOrder")[0][1] as { country?: string }).country).toBe("DE")
  })

  it("does not read the order first for an Accepted order", async () => {
    const { ctx, riverty } = setup()
    riverty.answer("voidAuthorization", {})
    await voidOpenAuthorization(ctx, accepted(), "k", "cancel")
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })

  it("looks up an authorize left in flight or unknown first, and voids what Riverty accepted meanwhile", async () => {
    for (const authorize_state of ["in_flight", "unknown"]) {
      const { ctx, riverty, rows } = setup({ authorize_state, outcome: null })
      riverty.answer("getOrder", orderAnswer("Accepted"))
      riverty.answer("voidAuthorization", {})
      const out = await voidOpenAuthorization(ctx, accepted({ riverty_outcome: undefined }), "k", "delete")
      expect(out.riverty_status).toBe("Cancelled")
      expect(rows.get(SESSION)).toMatchObject({ outcome: "Accepted", authorize_state: "answered" })
    }
  })

  it("does not look up an authorize that was answered, or a session without a state row", async () => {
    for (const authorize_state of ["answered", "none"]) {
      const { ctx, riverty } = setup({ authorize_state, outcome: "Rejected" })
      const out = await voidOpenAuthorization(ctx, accepted(), "k", "cancel")
      expect(out.riverty_outcome).toBe("Rejected")
      expect(riverty.calls("getOrder")).toHaveLength(0)
    }
    const bare = setup()
    bare.riverty.answer("voidAuthorization", {})
    await voidOpenAuthorization(bare.ctx, accepted(), "k", "cancel")
    expect(bare.riverty.calls("getOrder")).toHaveLength(0)
  })

  describe("a refused void", () => {
    it.each([
      ["request", "cancelled", orderAnswer("Cancelled"), "Cancelled"],
      ["not_found", "expired", orderAnswer("Expired"), "Expired"],
      ["request", "fully captured", orderAnswer("Accepted", { total: 100, captured: [100] }), "Accepted"],
      ["request", "fully voided", orderAnswer("Accepted", { total: 100, voided: [100] }), "Cancelled"],
    ] as const)("(%s) counts as done when Riverty's order is %s", async (kind, _what, order, status) => {
      const { ctx, riverty } = setup()
      riverty.answer("voidAuthorization", throws(kind))
      riverty.answer("getOrder", order)
      const out = await voidOpenAuthorization(ctx, accepted(), "k", "cancel")
      expect(out).toMatchObject({ riverty_status: status, order_number: "RO-1" })
    })

    it("counts an order Riverty does not know as cancelled", async () => {
      const { ctx, riverty } = setup()
      riverty.answer("voidAuthorization", throws("not_found"))
      riverty.answer("getOrder", throws("not_found"))
      expect((await voidOpenAuthorization(ctx, accepted(), "k", "cancel")).riverty_status).toBe("Cancelled")
    })

    it("stays an error, naming the operation, when an authorization is still open or the order cannot be read", async () => {
      for (const second of [orderAnswer("Accepted", { total: 100, captured: [40] }), throws("server")]) {
        const { ctx, riverty } = setup()
        riverty.answer("voidAuthorization", throws("request", "void refused"))
        riverty.answer("getOrder", second)
        const error = await voidOpenAuthorization(ctx, accepted(), "k", "cancel").catch((e: unknown) => e)
        expect(error).toBeInstanceOf(MedusaError)
        expect(String((error as Error).message)).toMatch(/cancel/)
      }
    })
  })

  it.each(["server", "network", "authentication", "rate_limit"] as const)("a failure of kind %s of the void is an error and reads nothing", async (kind) => {
    const { ctx, riverty } = setup()
    riverty.answer("voidAuthorization", throws(kind))
    await expect(voidOpenAuthorization(ctx, accepted(), "k", "cancel")).rejects.toBeInstanceOf(MedusaError)
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })

  it("passes on a failure that is not Riverty's unchanged", async () => {
    const { ctx, riverty } = setup()
    const boom = new Error("socket gone")
    riverty.answer("voidAuthorization", { throws: boom })
    await expect(voidOpenAuthorization(ctx, accepted(), "k", "cancel")).rejects.toBe(boom)
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })
})
