import type { GetPaymentStatusInput, GetPaymentStatusOutput } from "@medusajs/framework/types"
import { sessionStatusForOutcome } from "../status-mapping"
import { sessionDataOf, type OperationContext } from "./context"
import { confirmWithRiverty } from "./authorize"
import { toMedusaError } from "../../../connection"
import { findSessionState, sessionOutput } from "./session-state"

/** Status of a session: from Riverty once an order exists there, else still pending. */
export async function getPaymentStatus(ctx: OperationContext, input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
  const row = await findSessionState(ctx, sessionDataOf(input.data))
  if (!row) return { status: "pending", data: input.data }
  if (!row.outcome) return { status: "pending", data: sessionOutput(row) }
  if (row.outcome === "Rejected") return { status: sessionStatusForOutcome("Rejected"), data: sessionOutput(row) }
  try {
    return await confirmWithRiverty(ctx, row)
  } catch (error) {
    throw toMedusaError(error, "order status")
  }
}
