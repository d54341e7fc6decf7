import type { MedusaContainer } from "@medusajs/framework/types"
import { RivertyNetworkError, RivertyNotFoundError, type GetOrderResponse } from "riverty-client"
import type { NotificationRecord } from "../../../modules/riverty"
import { checkRivertyOrder, claimOf, contradictionOf, type PaymentToProcess } from "../payment-steps"

const getOrder = jest.fn()
const rivertyClient = jest.fn((..._args: unknown[]) => ({ orders: { getOrder } }))
jest.mock("../../../connection", () => ({ rivertyClient: (...args: unknown[]) => rivertyClient(...args) }))

// A notification is a claim; Riverty's order is the fact. These pin which order each claim needs.

const row = (type: string, to: string): NotificationRecord =>
  ({
    id: "rvntf_1",
    type,
    attempts: 1,
    payload: { parameters: { paymentTransactionToken: "payses_1", statusChange: { from: "Authorized", to } } },
  }) as unknown as NotificationRecord
const toProcess = (over: Partial<PaymentToProcess> = {}): PaymentToProcess => ({
  orderNumber: "payses_1",
  sessionId: "payses_1",
  providerId: null,
  orderId: "order_1",
  action: "not_supported",
  process: null,
  outcome: "payment: not_supported",
  ...over,
})
const authorizing = toProcess({ action: "authorized", process: { action: "authorized", data: { session_id: "payses_1", amount: 10 } } })

const order = (over: Partial<GetOrderResponse> & { status?: string } = {}): GetOrderResponse => {
  const { status = "Accepted", ...rest } = over
  return { orderDetails: { status, totalGrossAmount: 100, orderItems: [] }, captures: [], refunds: [], cancellations: [], ...rest } as unknown as GetOrderResponse
}
const captured = [{ captureNumber: "C1", amount: 40, captureItems: [] }] as unknown as GetOrderResponse["captures"]
const refunded = [{ refundNumber: "R1", amount: 10, refundItems: [] }] as unknown as GetOrderResponse["refunds"]
const voided = [{ cancellationNo: "V1", cancellationAmount: 60, cancellationItems: [] }] as unknown as GetOrderResponse["cancellations"]

describe("claimOf", () => {
  it("names what a payment notification would make Medusa do, and nothing for the rest", () => {
    expect(claimOf(row("payments/transactionAuthorized", "Authorized"), authorizing)).toBe("authorized")
    expect(claimOf(row("payments/transactionCaptured", "Captured"), toProcess())).toBe("captured")
    expect(claimOf(row("payments/transactionCanceled", "Canceled"), toProcess({ action: "canceled" }))).toBe("canceled")
    expect(claimOf(row("payments/transactionRefunded", "Refunded"), toProcess())).toBe("refunded")
    expect(claimOf(row("payments/transactionCaptureFailed", "CaptureFailed"), toProcess())).toBeNull()
    expect(claimOf(row("payments/transactionCaptured", "Captured"), toProcess({ sessionId: null }))).toBeNull()
    expect(claimOf(row("payments/transactionCaptured", "Captured"), null)).toBeNull()
    expect(claimOf(null, authorizing)).toBeNull()
  })
})

describe("contradictionOf", () => {
  it("authorized: only an Accepted order bears it out; Pending (an unfinished hosted page) does not", () => {
    expect(contradictionOf("authorized", order())).toBeNull()
    expect(contradictionOf("authorized", order({ status: "Pending" }))).toBe("Riverty's order is Pending, not Accepted")
    expect(contradictionOf("authorized", order({ status: "Rejected" }))).toBe("Riverty's order is Rejected, not Accepted")
    expect(contradictionOf("authorized", order({ status: "Cancelled" }))).toMatch(/Cancelled/)
    expect(contradictionOf("authorized", order({ status: undefined as unknown as string, orderDetails: { orderItems: [] } as never }))).toBe(
      "Riverty's order is without a status, not Accepted",
    )
  })

  it("captured needs captures, refunded refunds, at Riverty", () => {
    expect(contradictionOf("captured", order())).toBe("Riverty's order has no captures")
    expect(contradictionOf("captured", order({ captures: captured }))).toBeNull()
    expect(contradictionOf("refunded", order({ captures: captured }))).toBe("Riverty's order has no refunds")
    expect(contradictionOf("refunded", order({ captures: captured, refunds: refunded }))).toBeNull()
  })

  it("canceled needs an order Riverty ended or voided (in full, or its rest after captures)", () => {
    expect(contradictionOf("canceled", order())).toBe("Riverty's order is Accepted and nothing of it was voided")
    expect(contradictionOf("canceled", order({ status: "Cancelled" }))).toBeNull()
    expect(contradictionOf("canceled", order({ status: "Expired" }))).toBeNull()
    expect(contradictionOf("canceled", order({ captures: captured, cancellations: voided }))).toBeNull()
    expect(contradictionOf("canceled", order({ status: "Pending" }))).toMatch(/Pending/)
  })

  it("an order Riverty does not have contradicts every claim", () => {
    for (const claim of ["authorized", "captured", "canceled", "refunded"] as const) {
      expect(contradictionOf(claim, null)).toBe("Riverty has no such order")
    }
  })
})

describe("checkRivertyOrder", () => {
  const state = jest.fn(async (_id: string) => ({ country: "DE" }) as { country: string } | null)
  const container = { resolve: () => ({ paymentSessionState: state }) } as unknown as MedusaContainer
  beforeEach(() => {
    getOrder.mockReset()
    rivertyClient.mockClear()
  })

  it("asks Riverty nothing for a notification that claims nothing", async () => {
    await expect(checkRivertyOrder(container, row("payments/transactionCaptureFailed", "CaptureFailed"), toProcess())).resolves.toBeNull()
    expect(getOrder).not.toHaveBeenCalled()
  })

  it("reads the order with the store's client and the session's country, and reports the contradiction", async () => {
    getOrder.mockResolvedValueOnce(order({ status: "Pending" }))
    const check = checkRivertyOrder(container, row("payments/transactionAuthorized", "Authorized"), { ...authorizing, providerId: "pp_riverty-invoice_riverty" })
    await expect(check).resolves.toEqual({ claim: "authorized", status: "Pending", contradiction: "Riverty's order is Pending, not Accepted" })
    expect(getOrder).toHaveBeenCalledWith("payses_1", { country: "DE" })
    expect(rivertyClient).toHaveBeenCalledWith(container)
    expect(state).toHaveBeenCalledWith("payses_1")
  })

  it("agrees when the order bears the claim out; without a country, asks Riverty without one", async () => {
    state.mockResolvedValueOnce(null)
    getOrder.mockResolvedValueOnce(order({ captures: captured }))
    await expect(checkRivertyOrder(container, row("payments/transactionCaptured", "Captured"), toProcess())).resolves.toEqual({
      claim: "captured",
      status: "Accepted",
      contradiction: null,
    })
    expect(getOrder).toHaveBeenCalledWith("payses_1", {})
    expect(rivertyClient).toHaveBeenCalledWith(container)
  })

  it("an order Riverty does not have contradicts; any other failure propagates, so the attempt fails and is retried", async () => {
    getOrder.mockRejectedValueOnce(new RivertyNotFoundError("no order"))
    await expect(checkRivertyOrder(container, row("payments/transactionCanceled", "Canceled"), toProcess())).resolves.toEqual({
      claim: "canceled",
      status: null,
      contradiction: "Riverty has no such order",
    })
    getOrder.mockRejectedValueOnce(new RivertyNetworkError("down", false))
    await expect(checkRivertyOrder(container, row("payments/transactionCaptured", "Captured"), toProcess())).rejects.toBeInstanceOf(RivertyNetworkError)
  })
})
