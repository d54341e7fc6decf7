import { RivertyError } from "riverty-client"
import type { RivertySessionData } from "../session-data"
import { countryOption, type OperationContext } from "./context"
import { orderStateOf } from "../../../riverty-order"

/**
 * Whether Riverty's order (GET order) holds nothing a void could release: unknown to Riverty, no
 * longer Accepted (Cancelled, Expired, Rejected, Pending) or with no uncaptured rest. Returns the
 * status to record, or undefined when an authorization is still open.
 */
export async function nothingLeftToVoid(
  ctx: OperationContext,
  data: RivertySessionData
): Promise<{ status: string } | undefined> {
  if (!data.order_number) return { status: "Cancelled" }
  let state
  try {
    state = orderStateOf(await ctx.client.orders.getOrder(data.order_number, countryOption(data)))
  } catch (error) {
    if (error instanceof RivertyError && error.kind === "not_found") return { status: "Cancelled" }
    throw error
  }
  if (state.status !== "Accepted") return { status: state.status ?? "Cancelled" }
  // Fully captured stays Accepted at Riverty; fully voided is a cancellation whatever it reports.
  if (state.remainingCents <= 0) return { status: state.capturedCents > 0 ? state.status : "Cancelled" }
  return undefined
}
