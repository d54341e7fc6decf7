// deletePayment against a scripted Riverty: the void, the hand-over to the orphan job when Riverty
// cannot be asked, and which sessions stay watched.
import { deriveIdempotencyKey } from "riverty-client"
import { deletePayment } from "../delete"
import type { OperationContext } from "../context"
import { memoryStore, type Row } from "./support/emulated-session"
import { orderAnswer, scriptedClient, throws, type ScriptedClient } from "./support/scripted-client"

const SESSION = "payses_delete_1"

function setup(row: Partial<Row> | undefined, withModule = true) {
  const rows = new Map<string, Row>()
  if (row) {
    rows.set(SESSION, { session_id: SESSION, order_number: "RO-1", method: "invoice", country: "DE", outcome: "Accepted", authorize_state: "answered", personal_data: null, ...row })
  }
  const client: ScriptedClient = scriptedClient()
  const warned: string[] = []
  const ctx = {
    options: {},
    client: client.client,
    method: "invoice",
    ...(withModule ? { rivertyModule: memoryStore(rows) } : {}),
    logger: { warn: (m: string) => warned.push(m) },
  } as unknown as OperationContext
  return { ctx, riverty: client, rows, warned, state: () => rows.get(SESSION) }
}

const data = (extra: Row = {}) => ({ session_id: SESSION, order_number: "RO-1", riverty_outcome: "Accepted", country: "DE", ...extra })

describe("deletePayment", () => {
  it("voids an accepted order under a key of the deletion, and deletes the personal fields", async () => {
    const { ctx, riverty, state } = setup({ personal_data: "sealed" })
    riverty.answer("voidAuthorization", { voidedAmount: 11.9 })
    const out = await deletePayment(ctx, { data: data(), context: { idempotency_key: "ps_key" } } as never)
    expect(out.data).toMatchObject({ riverty_status: "Cancelled", voided_amount: 11.9 })
    expect((riverty.calls("voidAuthorization")[0][2] as { idempotencyKey: string }).idempotencyKey).toBe(deriveIdempotencyKey("ps_key", "delete-void"))
    expect(state()).toMatchObject({ personal_data: null })
    expect(state()?.session_deleted_at).toBeUndefined()
  })

  it("writes nothing for a settled session without personal fields", async () => {
    const { ctx, riverty, state } = setup({ outcome: "Rejected" })
    const before = { ...state() }
    await deletePayment(ctx, { data: data({ riverty_outcome: "Rejected" }) } as never)
    expect(state()).toEqual(before)
    expect(riverty.calls("voidAuthorization")).toHaveLength(0)
  })

  it("watches a hosted page still open (Pending, or no status read) for the orphan job", async () => {
    for (const status of ["Pending", undefined]) {
      const { ctx, riverty, state } = setup({ outcome: "Pending" })
      riverty.answer("getOrder", orderAnswer(status))
      await deletePayment(ctx, { data: data({ riverty_outcome: "Pending" }) } as never)
      expect(state()?.session_deleted_at).toBeInstanceOf(Date)
      expect(state()?.personal_data).toBeNull()
    }
  })

  it("does not watch a page Riverty already settled without accepting it", async () => {
    const { ctx, riverty, state } = setup({ outcome: "Pending", personal_data: "sealed" })
    riverty.answer("getOrder", orderAnswer("Expired"))
    await deletePayment(ctx, { data: data({ riverty_outcome: "Pending" }) } as never)
    expect(state()?.session_deleted_at).toBeUndefined()
    expect(state()?.personal_data).toBeNull()
  })

  it("watches an authorize still unresolved after the lookup (Riverty had no order yet)", async () => {
    for (const authorize_state of ["in_flight", "unknown"]) {
      const { ctx, riverty, state } = setup({ authorize_state, outcome: null })
      riverty.answer("getOrder", throws("not_found"))
      await deletePayment(ctx, { data: data({ riverty_outcome: undefined }) } as never)
      expect(state()?.session_deleted_at).toBeInstanceOf(Date)
    }
  })

  it("keeps the first watch time of a session already watched", async () => {
    const first = new Date("2026-11-01T00:00:00Z")
    const { ctx, riverty, state } = setup({ outcome: "Pending", session_deleted_at: first })
    riverty.answer("getOrder", orderAnswer("Pending"))
    await deletePayment(ctx, { data: data({ riverty_outcome: "Pending" }) } as never)
    expect(state()?.session_deleted_at).toBe(first)
  })

  it("hands the session to the orphan job when Riverty cannot be asked now, and warns without personal data", async () => {
    for (const kind of ["network", "server", "rate_limit"] as const) {
      const { ctx, riverty, state, warned } = setup({ personal_data: "sealed" })
      riverty.answer("voidAuthorization", throws(kind))
      const given = data()
      const out = await deletePayment(ctx, { data: given } as never)
      expect(out.data).toEqual(given)
      expect(state()).toMatchObject({ personal_data: null, authorize_state: "unknown" })
      expect(state()?.session_deleted_at).toBeInstanceOf(Date)
      expect(warned).toEqual(["Riverty: could not void order RO-1 of a deleted payment session now; the orphan job will"])
    }
  })

  it("passes a refusal on, and any failure for a session without a state row or without the module", async () => {
    const refused = setup({})
    refused.riverty.answer("voidAuthorization", throws("authentication"))
    await expect(deletePayment(refused.ctx, { data: data() } as never)).rejects.toThrow()
    expect(refused.state()?.authorize_state).toBe("answered")

    const noRow = setup(undefined)
    noRow.riverty.answer("voidAuthorization", throws("network"))
    await expect(deletePayment(noRow.ctx, { data: data() } as never)).rejects.toThrow()

    const noModule = setup({}, false)
    noModule.riverty.answer("voidAuthorization", throws("network"))
    await expect(deletePayment(noModule.ctx, { data: data() } as never)).rejects.toThrow()
  })
})
