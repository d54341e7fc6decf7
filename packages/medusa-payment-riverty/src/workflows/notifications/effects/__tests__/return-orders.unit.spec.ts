import type { MedusaContainer } from "@medusajs/framework/types"
import { applyReturnOrderRefund, applyReturnOrderValidation } from "../return-orders"
import type { EdiErrorSent, RefundCompleted } from "../payload-types"

type Row = Record<string, unknown>

/** A riverty module with return orders in memory: the effects' only dependency. */
function fakeContainer(rows: Row[]) {
  const matches = (row: Row, filter: Row) => Object.entries(filter).every(([k, v]) => (row[k] ?? null) === v)
  const service = {
    listRivertyReturnOrders: jest.fn(async (filter: Row) => rows.filter((row) => matches(row, filter))),
    updateRivertyReturnOrders: jest.fn(async (update: Row) => {
      const row = rows.find((r) => r.id === update.id)
      if (row) Object.assign(row, update)
      return row
    }),
  }
  return { container: { resolve: () => service } as unknown as MedusaContainer, service }
}

const edi = (transactionId: string, errorDetails: Array<Record<string, string>>): EdiErrorSent =>
  ({
    id: "n1",
    type: "accounting/EdiErrorSent",
    parameters: { requestType: "RETURN_ORDER", transactionId, details: { orderReference: "R-1", errorDetails } },
  }) as unknown as EdiErrorSent

const refund = (parameters: Record<string, unknown>): RefundCompleted =>
  ({ id: "n2", type: "accounting/refundCompleted", parameters }) as unknown as RefundCompleted

describe("return order notification effects", () => {
  it("accepts on empty errorDetails and fails with the field errors otherwise", async () => {
    const rows: Row[] = [
      { id: "a", order_number: "R-1", internal_request_id: "rcpt-a", status: "requested" },
      { id: "b", order_number: "R-1", internal_request_id: "rcpt-b", status: "requested" },
    ]
    const { container } = fakeContainer(rows)
    expect(await applyReturnOrderValidation(container, edi("rcpt-a", []))).toBe("return order a accepted")
    expect(rows[0]).toMatchObject({ status: "accepted", errors: null })
    await applyReturnOrderValidation(container, edi("rcpt-b", [{ fieldName: "items[0].quantity", errorDescription: "too many", providedValue: "4" }]))
    expect(rows[1]).toMatchObject({ status: "failed", errors: [{ field: "items[0].quantity", message: "too many", provided_value: "4" }] })
  })

  it("keeps a refund that overtook the validation result, and applies a replay without change", async () => {
    const rows: Row[] = [{ id: "a", order_number: "R-1", internal_request_id: "rcpt-a", status: "requested", return_reference: "RET-1" }]
    const { container, service } = fakeContainer(rows)
    await applyReturnOrderRefund(container, refund({ transactionId: "other", orderReference: "R-1", returnReference: "RET-1", refundedToOriginalPaymentInstrument: 40 }))
    expect(rows[0]).toMatchObject({ status: "refunded", refunded_amount: 40 })
    await applyReturnOrderValidation(container, edi("rcpt-a", []))
    expect(rows[0].status).toBe("refunded")
    expect(rows[0].accepted_at).toBeInstanceOf(Date)
    const updates = service.updateRivertyReturnOrders.mock.calls.length
    await applyReturnOrderValidation(container, edi("rcpt-a", []))
    expect(service.updateRivertyReturnOrders.mock.calls.length).toBe(updates)
  })

  it("asks for a retry when the answer overtakes the stored receipt, and ignores unknown receipts", async () => {
    const rows: Row[] = [{ id: "a", order_number: "R-1", internal_request_id: null, status: "requested" }]
    const { container } = fakeContainer(rows)
    await expect(applyReturnOrderValidation(container, edi("rcpt-x", []))).rejects.toThrow(/not recorded yet/)
    rows[0].internal_request_id = "rcpt-a"
    expect(await applyReturnOrderValidation(container, edi("rcpt-x", []))).toBeNull()
  })
})
