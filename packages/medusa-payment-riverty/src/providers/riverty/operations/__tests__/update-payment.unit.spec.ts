// updatePayment branch by branch against a scripted Riverty: what is recorded before authorize,
// what Riverty is sent after it, and what each of its answers leaves in the payment data.
import { MedusaError } from "@medusajs/framework/utils"
import { deriveIdempotencyKey } from "riverty-client"
import type { RunningEmulator } from "riverty-emulator"
import { updatePayment } from "../update"
import type { OperationContext } from "../context"
import { contextFor, type Row } from "./support/emulated-session"
import { scriptedClient, throws, type ScriptedClient } from "./support/scripted-client"

const SESSION = "payses_update_1"

/** A session of one lamp (11.90) with the given outcome, its cart of `quantity` lamps. */
function setup(outcome: string | null, quantity = 2) {
  const rows = new Map<string, Row>()
  const client: ScriptedClient = scriptedClient()
  const ctx: OperationContext = { ...contextFor({ url: "http://127.0.0.1:9" } as unknown as RunningEmulator, rows, "Max", quantity), client: client.client }
  rows.set(SESSION, { session_id: SESSION, order_number: SESSION, method: "invoice", country: "DE", currency: "EUR", amount: "11.9", outcome, authorize_state: outcome ? "answered" : "none" })
  const data = { session_id: SESSION, order_number: SESSION, riverty_outcome: outcome ?? undefined, amount: 11.9, country: "DE" }
  return { ctx, riverty: client, rows, data }
}

describe("updatePayment before Riverty accepted", () => {
  it.each([null, "Pending", "Rejected"])("(outcome %s) records the new amount in cents and asks Riverty nothing", async (outcome) => {
    const { ctx, riverty, rows, data } = setup(outcome)
    const out = await updatePayment(ctx, { amount: 23.799999, currency_code: "eur", data })
    expect(out.status).toBe("pending")
    expect(out.data).toMatchObject({ session_id: SESSION, amount: 23.8 })
    expect(rows.get(SESSION)?.amount).toBe("23.8")
    expect(riverty.calls("updateOrder")).toHaveLength(0)
  })

  it("refuses a session the provider never recorded", async () => {
    const { ctx } = setup(null)
    await expect(updatePayment(ctx, { amount: 1, currency_code: "eur", data: { session_id: "payses_other" } })).rejects.toThrow(
      "Riverty: the payment session was not initiated by this provider"
    )
  })
})

describe("updatePayment after Riverty accepted", () => {
  it("sends the cart's lines and totals with a key of the session (or Medusa's key) and the new total, in the order's country", async () => {
    const { ctx, riverty, data } = setup("Accepted")
    riverty.answer("updateOrder", { outcome: "Accepted" }, { outcome: "Accepted" })
    const out = await updatePayment(ctx, { amount: 23.8, currency_code: "eur", data })
    expect(out).toEqual({ status: "authorized", data: expect.objectContaining({ amount: 23.8, net_amount: 20, update_rejected: undefined }) })
    const [orderNumber, body, options] = riverty.calls("updateOrder")[0] as [string, { updateOrderSummary: Record<string, unknown> }, Record<string, unknown>]
    expect(orderNumber).toBe(SESSION)
    expect(body.updateOrderSummary).toMatchObject({ totalGrossAmount: 23.8, totalNetAmount: 20, currency: "EUR" })
    expect((body.updateOrderSummary.items as unknown[]).length).toBe(1)
    expect(options).toEqual({ idempotencyKey: deriveIdempotencyKey(SESSION, "update", 2380), country: "DE" })
    await updatePayment(ctx, { amount: 23.8, currency_code: "eur", data, context: { idempotency_key: "medusa-key" } })
    expect(riverty.calls("updateOrder")[1][2]).toMatchObject({ idempotencyKey: deriveIdempotencyKey("medusa-key", "update", 2380) })
  })

  it("keeps the authorization and notes Riverty's outcome when it does not accept the new total", async () => {
    const { ctx, riverty, data } = setup("Accepted", 3)
    riverty.answer("updateOrder", { outcome: "Rejected" })
    const out = await updatePayment(ctx, { amount: 35.7, currency_code: "eur", data })
    expect(out.status).toBe("authorized")
    expect(out.data).toMatchObject({ amount: 11.9, update_rejected: { outcome: "Rejected", amount: 35.7 } })
    expect(out.data).not.toHaveProperty("net_amount")
  })

  it("keeps the authorization and notes the refusal's fields when Riverty refuses the request", async () => {
    const { ctx, riverty, data } = setup("Accepted", 3)
    riverty.answer("updateOrder", throws("request", "increase refused"))
    const out = await updatePayment(ctx, { amount: 35.7, currency_code: "eur", data })
    expect(out.status).toBe("authorized")
    expect(out.data).toMatchObject({ amount: 11.9, update_rejected: { amount: 35.7, error_message: "increase refused" } })
  })

  it.each(["server", "network", "not_found", "authentication"] as const)("a failure of kind %s is an error naming the update, nothing noted", async (kind) => {
    const { ctx, riverty, data } = setup("Accepted", 3)
    riverty.answer("updateOrder", throws(kind))
    const error = await updatePayment(ctx, { amount: 35.7, currency_code: "eur", data }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(MedusaError)
    expect((error as Error).message).toMatch(/update order/)
  })
})
