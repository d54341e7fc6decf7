// retrievePayment, getPaymentStatus and cancelPayment against a scripted Riverty: what each asks,
// what it answers from, and what a failure becomes.
import { MedusaError } from "@medusajs/framework/utils"
import { cancelPayment, getPaymentStatus, retrievePayment, type OperationContext } from ".."
import type { QueryGraph } from "../../order-mapping"
import { memoryStore, type Row } from "./support/emulated-session"
import { orderAnswer, scriptedClient, throws, type ScriptedClient } from "./support/scripted-client"

const SESSION = "payses_read_1"

function setup(row: Partial<Row> | undefined, query?: QueryGraph) {
  const rows = new Map<string, Row>()
  if (row) rows.set(SESSION, { session_id: SESSION, order_number: "RO-1", method: "invoice", country: "DE", outcome: "Accepted", authorize_state: "answered", ...row })
  const client: ScriptedClient = scriptedClient()
  const logged: string[] = []
  const logger = { info: (m: string) => logged.push(m), warn: (m: string) => logged.push(m) }
  const ctx = { options: {}, client: client.client, method: "invoice", rivertyModule: memoryStore(rows), query, logger } as unknown as OperationContext
  return { ctx, riverty: client, rows, logged }
}

const data = (extra: Row = {}) => ({ session_id: SESSION, order_number: "RO-1", riverty_outcome: "Accepted", country: "DE", ...extra })

describe("retrievePayment", () => {
  it("adds Riverty's view of the order: status, total, captures and refunds", async () => {
    const { ctx, riverty } = setup({})
    riverty.answer("getOrder", {
      orderDetails: { status: "Accepted", totalGrossAmount: 100 },
      captures: [{ captureNumber: "c1", amount: 60 }, { captureNumber: "c2" }],
      refunds: [{ refundNumber: "r1", amount: 10 }, { refundNumber: "r2" }],
    })
    const { data: out } = await retrievePayment(ctx, { data: data({ riverty_status: "Old" }) })
    expect(out).toMatchObject({
      riverty_status: "Accepted",
      riverty_order: {
        status: "Accepted",
        total_gross_amount: 100,
        captures: [{ capture_number: "c1", amount: 60 }, { capture_number: "c2", amount: null }],
        refunds: [{ refund_number: "r1", amount: 10 }, { refund_number: "r2", amount: null }],
      },
    })
    expect(riverty.calls("getOrder")[0]).toEqual(["RO-1", { country: "DE" }])
  })

  it("keeps the recorded status and answers nulls and empty lists for what Riverty leaves out", async () => {
    const { ctx, riverty } = setup({})
    riverty.answer("getOrder", { orderDetails: {} })
    const { data: out } = await retrievePayment(ctx, { data: data({ riverty_status: "Accepted" }) })
    expect(out).toMatchObject({ riverty_status: "Accepted", riverty_order: { status: null, total_gross_amount: null, captures: [], refunds: [] } })
  })

  it("asks nothing without an order number, an outcome, or for a rejected session", async () => {
    for (const [row, given] of [
      [undefined, data({ order_number: undefined })],
      [{ outcome: null }, data()],
      [{ outcome: "Rejected" }, data()],
    ] as const) {
      const { ctx, riverty } = setup(row)
      const { data: out } = await retrievePayment(ctx, { data: given })
      expect(out).not.toHaveProperty("riverty_order")
      expect(riverty.calls("getOrder")).toHaveLength(0)
    }
  })

  it("a failure is an error naming the read, never stale data", async () => {
    const { ctx, riverty } = setup({})
    riverty.answer("getOrder", throws("server"))
    const error = await retrievePayment(ctx, { data: data() }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MedusaError)
    expect((error as Error).message).toMatch(/retrieve order/)
  })
})

describe("getPaymentStatus", () => {
  it("is pending, with the data as given, for a session the provider has no row for", async () => {
    const { ctx, riverty } = setup(undefined)
    const given = data()
    expect(await getPaymentStatus(ctx, { data: given })).toEqual({ status: "pending", data: given })
    expect(riverty.calls("getOrder")).toHaveLength(0)
  })

  it("is pending before Riverty answered, and an error for a rejected session, without asking Riverty", async () => {
    const none = setup({ outcome: null })
    expect(await getPaymentStatus(none.ctx, { data: data() })).toMatchObject({ status: "pending", data: { session_id: SESSION } })
    const rejected = setup({ outcome: "Rejected" })
    expect(await getPaymentStatus(rejected.ctx, { data: data() })).toMatchObject({ status: "error", data: { riverty_outcome: "Rejected" } })
    expect([...none.riverty.calls("getOrder"), ...rejected.riverty.calls("getOrder")]).toHaveLength(0)
  })

  it("asks Riverty for an accepted or pending order and records its status", async () => {
    const { ctx, riverty, rows } = setup({ outcome: "Pending" })
    riverty.answer("getOrder", orderAnswer("Accepted"))
    expect(await getPaymentStatus(ctx, { data: data() })).toMatchObject({ status: "authorized", data: { riverty_outcome: "Accepted", riverty_status: "Accepted" } })
    expect(rows.get(SESSION)).toMatchObject({ outcome: "Accepted", riverty_status: "Accepted" })
  })

  it("a failure to ask is an error naming the status read", async () => {
    const { ctx, riverty } = setup({})
    riverty.answer("getOrder", throws("network"))
    await expect(getPaymentStatus(ctx, { data: data() })).rejects.toThrow(/order status/)
  })
})

describe("cancelPayment", () => {
  /** Query telling that the payment's collection was replaced by an order change. */
  const replaced: QueryGraph = {
    async graph({ entity, filters }) {
      if (entity === "payment") return { data: [{ id: "pay_1", payment_collection_id: "pc_old" }] }
      if (entity === "order_payment_collection") {
        return filters?.payment_collection_id ? { data: [{ order_id: "order_1" }] } : { data: [{ payment_collection_id: "pc_old" }, { payment_collection_id: "pc_new" }] }
      }
      return { data: [{ id: "pc_old", status: "canceled" }, { id: "pc_new", status: "not_paid" }] }
    },
  }

  it("keeps the authorization for a payment an order change replaced, and says so in the log", async () => {
    const { ctx, riverty, logged } = setup({}, replaced)
    const out = await cancelPayment(ctx, { data: data(), context: { idempotency_key: "pay_1" } })
    expect(out.data).toMatchObject({ order_number: "RO-1", kept_for_order_change: true })
    expect(riverty.calls("voidAuthorization")).toHaveLength(0)
    expect(logged).toEqual(["Riverty order RO-1: payment replaced by an order change; authorization kept for updateOrder"])
  })

  it("voids otherwise, under a key of the cancel", async () => {
    const { ctx, riverty } = setup({})
    riverty.answer("voidAuthorization", { voidedAmount: 5 })
    const out = await cancelPayment(ctx, { data: data(), context: { idempotency_key: "pay_1" } })
    expect(out.data).toMatchObject({ riverty_status: "Cancelled", voided_amount: 5 })
    expect(out.data).not.toHaveProperty("kept_for_order_change")
  })

  it("voids a payment whose data is missing as a no-op", async () => {
    const { ctx, riverty } = setup(undefined)
    expect((await cancelPayment(ctx, { data: undefined as unknown as Row })).data).toEqual({})
    expect(riverty.calls("voidAuthorization")).toHaveLength(0)
  })
})
