import { RivertyError } from "riverty-client"
import type { RivertySessionData } from "../../session-data"
import type { OperationContext } from "../context"
import { nothingLeftToVoid } from "../void-state"

// When Riverty refuses a void, its order decides whether anything was left to void.

const reading = (answer: unknown) => {
  const asked: unknown[][] = []
  const ctx = {
    client: {
      orders: {
        getOrder: async (...args: unknown[]) => {
          asked.push(args)
          if (answer instanceof Error) throw answer
          return answer
        },
      },
    },
  } as unknown as OperationContext
  return { ctx, asked }
}

const session = (data: Record<string, unknown>) => data as RivertySessionData

const order = (status: string | undefined, total: number, captured: number[] = [], voided: number[] = []) => ({
  orderDetails: { status, totalGrossAmount: total, orderItems: [] },
  captures: captured.map((amount, i) => ({ captureNumber: `C${i}`, amount, captureItems: [] })),
  cancellations: voided.map((cancellationAmount) => ({ cancellationAmount, cancellationItems: [] })),
})

describe("nothingLeftToVoid", () => {
  it("is cancelled without asking Riverty when the session has no order number", async () => {
    const { ctx, asked } = reading(order("Accepted", 10))
    await expect(nothingLeftToVoid(ctx, session({}))).resolves.toEqual({ status: "Cancelled" })
    expect(asked).toEqual([])
  })

  it("asks with the session's country and counts an order Riverty does not know as cancelled", async () => {
    const { ctx, asked } = reading(new RivertyError("not_found", "no such order"))
    await expect(nothingLeftToVoid(ctx, session({ order_number: "payses_1", country: "DE" }))).resolves.toEqual({ status: "Cancelled" })
    expect(asked).toEqual([["payses_1", { country: "DE" }]])
  })

  it("passes on any other failure to read the order", async () => {
    const down = new RivertyError("server", "down")
    await expect(nothingLeftToVoid(reading(down).ctx, session({ order_number: "payses_1" }))).rejects.toBe(down)
    const refused = new RivertyError("request", "refused")
    await expect(nothingLeftToVoid(reading(refused).ctx, session({ order_number: "payses_1" }))).rejects.toBe(refused)
  })

  it("records the status of an order that is no longer Accepted, or Cancelled when Riverty gives none", async () => {
    await expect(nothingLeftToVoid(reading(order("Expired", 10)).ctx, session({ order_number: "n" }))).resolves.toEqual({ status: "Expired" })
    await expect(nothingLeftToVoid(reading(order(undefined, 10)).ctx, session({ order_number: "n" }))).resolves.toEqual({ status: "Cancelled" })
  })

  it("keeps a fully captured order Accepted and counts a fully voided one as cancelled", async () => {
    await expect(nothingLeftToVoid(reading(order("Accepted", 10, [10])).ctx, session({ order_number: "n" }))).resolves.toEqual({ status: "Accepted" })
    await expect(nothingLeftToVoid(reading(order("Accepted", 10, [], [10])).ctx, session({ order_number: "n" }))).resolves.toEqual({ status: "Cancelled" })
  })

  it("finds an authorization still open while a cent is uncaptured", async () => {
    await expect(nothingLeftToVoid(reading(order("Accepted", 10, [9.99])).ctx, session({ order_number: "n" }))).resolves.toBeUndefined()
    await expect(nothingLeftToVoid(reading(order("Accepted", 10)).ctx, session({ order_number: "n" }))).resolves.toBeUndefined()
  })
})
