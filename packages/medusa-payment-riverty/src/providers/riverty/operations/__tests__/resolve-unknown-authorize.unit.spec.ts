import { MedusaError } from "@medusajs/framework/utils"
import { RivertyError } from "riverty-client"
import { resolveUnknownAuthorize } from "../authorize"
import type { OperationContext } from "../context"
import type { PaymentSessionStateRecord } from "../session-state"

// Guard 11: an authorize left in_flight (the process died after sending) or unknown (the answer was
// lost) is resolved from Riverty's order before anything else happens to the session.

const row = { session_id: "payses_1", order_number: "payses_1", country: "DE", authorize_state: "in_flight", outcome: null, personal_data: "sealed" } as unknown as PaymentSessionStateRecord

function contextWith(getOrder: () => Promise<unknown>) {
  const updates: Record<string, unknown>[] = []
  const ctx = {
    client: { orders: { getOrder: jest.fn(getOrder) } },
    rivertyModule: {
      async updatePaymentSessionState(_sessionId: string, patch: Record<string, unknown>) {
        updates.push(patch)
        return { ...row, ...patch }
      },
    },
  } as unknown as OperationContext
  return { ctx, updates }
}

const orderWithStatus = (status: string) => async () => ({ orderDetails: { status } })

describe("resolveUnknownAuthorize", () => {
  it.each(["Accepted", "Rejected"])("adopts an order Riverty decided (%s): answered, outcome recorded, personal data deleted, not sent again", async (status) => {
    const { ctx, updates } = contextWith(orderWithStatus(status))
    const resolved = await resolveUnknownAuthorize(ctx, row)
    expect(resolved.sendAgain).toBe(false)
    expect(updates).toEqual([{ authorize_state: "answered", outcome: status, riverty_status: status, personal_data: null }])
    expect(resolved.row).toMatchObject({ authorize_state: "answered", outcome: status })
    expect((ctx.client.orders.getOrder as jest.Mock).mock.calls[0]).toEqual(["payses_1", { country: "DE" }])
  })

  it("sends again, state untouched, when Riverty has no order for it", async () => {
    const { ctx, updates } = contextWith(async () => {
      throw new RivertyError("not_found", "no such order")
    })
    const resolved = await resolveUnknownAuthorize(ctx, row)
    expect(resolved).toEqual({ row, sendAgain: true })
    expect(updates).toEqual([])
  })

  it("sends again (same idempotency key, Riverty answers with the page) when the order still waits for the shopper", async () => {
    const { ctx, updates } = contextWith(orderWithStatus("Pending"))
    const resolved = await resolveUnknownAuthorize(ctx, row)
    expect(resolved).toEqual({ row, sendAgain: true })
    expect(updates).toEqual([])
  })

  it("stops with an error, state untouched, when Riverty cannot be asked", async () => {
    const { ctx, updates } = contextWith(async () => {
      throw new RivertyError("server", "503")
    })
    await expect(resolveUnknownAuthorize(ctx, row)).rejects.toBeInstanceOf(MedusaError)
    expect(updates).toEqual([])
  })
})
