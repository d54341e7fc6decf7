import type { GetPaymentStatusInput, GetPaymentStatusOutput } from "@medusajs/framework/types"
import { sessionStatusForOutcome } from "../status-mapping"
import { sessionDataOf, type OperationContext } from "./context"
import { confirmWithRiverty } from "./authorize"
import { toMedusaError } from "./errors"

/** Status of a session: from Riverty once an order exists there, else still pending. */
export async function getPaymentStatus(ctx: OperationContext, input: GetPaymentStatusInput): Promise<GetPaymentStatusOutput> {
  const data = sessionDataOf(input.data)
  if (!data.order_number || !data.riverty_outcome) return { status: "pending", data }
  if (data.riverty_outcome === "Rejected") return { status: sessionStatusForOutcome("Rejected"), data }
  try {
    return await confirmWithRiverty(ctx, data)
  } catch (error) {
    throw toMedusaError(error, "order status")
  }
}
