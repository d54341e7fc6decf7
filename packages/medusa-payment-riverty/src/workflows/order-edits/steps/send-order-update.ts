import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey, type GetOrderResponse, type UpdateOrderRequestInput } from "riverty-client"
import { amountToCents, centsToAmount, orderStateOf } from "../../../riverty-order"
import { rivertyClient, toMedusaError } from "../../../connection"
import { buildOrderItems, ORDER_MAPPING_FIELDS, snapshotFromCart, type OrderLinesResult } from "../../../providers/riverty"
import { countryOf, type RivertyOrderContext } from "../../shared/order"

/** What one update attempt found and did; amounts in the order's currency units. */
export interface OrderUpdateResult {
  order_id: string
  order_number: string
  /**
   * updated: Riverty holds the new lines. unchanged: it held them already (a repeated attempt).
   * rejected: Riverty declined an increase; its original authorization stays valid.
   * captured: something is captured already, so the plugin leaves the order to the merchant.
   * closed: nothing is authorized any more (voided, expired, cancelled).
   */
  result: "updated" | "unchanged" | "rejected" | "captured" | "closed"
  currency: string
  previous_total: number
  new_total: number
  captured_total: number
  message: string | null
}

type Row = Record<string, unknown>

async function orderLines(container: MedusaContainer, orderId: string): Promise<OrderLinesResult> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order", fields: ORDER_MAPPING_FIELDS, filters: { id: orderId } })
  const order = data[0] as Row | undefined
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${orderId} was not found`)
  // The order's items, shipping, tax lines and adjustments have the cart's shape: the authorize
  // mapping gives the same lines (and cents) the order would have had from checkout.
  return buildOrderItems(snapshotFromCart(order))
}

/**
 * A shipping line's productId names Medusa's shipping method, which is the cart's at checkout and
 * the order's after it: the lines Riverty holds keep their productId, so an unchanged order is
 * seen as unchanged and its invoice lines keep their identity.
 */
function keepShippingIds(lines: OrderLinesResult, order: GetOrderResponse): OrderLinesResult {
  const held = (order.orderDetails.orderItems ?? []).filter((item) => item.type === "ShippingFee")
  const items = lines.items.map((item) => {
    if (item.type !== "ShippingFee") return item
    const index = held.findIndex((h) => h.description === item.description && amountToCents(h.grossUnitPrice ?? 0) === amountToCents(item.grossUnitPrice))
    if (index < 0 || !held[index].productId) return item
    const [match] = held.splice(index, 1)
    return { ...item, productId: String(match.productId) }
  })
  return { ...lines, items }
}

const lineKey = (item: { productId?: string | null; quantity?: number | null; grossUnitPrice?: number | null }) =>
  `${item.productId ?? ""}|${item.quantity ?? 0}|${amountToCents(item.grossUnitPrice ?? 0)}`

function sameLines(order: GetOrderResponse, lines: OrderLinesResult): boolean {
  const held = (order.orderDetails.orderItems ?? []).map(lineKey).sort()
  const wanted = lines.items.map(lineKey).sort()
  return (
    amountToCents(order.orderDetails.totalGrossAmount) === lines.totalGrossCents &&
    held.length === wanted.length &&
    held.every((key, index) => key === wanted[index])
  )
}

const money = (amount: number, currency: string) => `${amount.toFixed(2)} ${currency.toUpperCase()}`

export const rivertySendOrderUpdateStepId = "riverty-send-order-update"

/**
 * Sends the order's current lines to Riverty (POST updateOrder: the summary with the whole new
 * item list, facts §5.5), run under the order's capture lock. Riverty is read first: it is the
 * record of what was captured, and a repeated attempt finds its update already there.
 */
export const rivertySendOrderUpdateStep = createStep(
  rivertySendOrderUpdateStepId,
  async (input: { context: RivertyOrderContext; request_key: string }, { container }): Promise<StepResponse<OrderUpdateResult>> => {
    const { context } = input
    const client = rivertyClient(container)
    const fail = (action: string) => (error: unknown) => {
      throw toMedusaError(error, action, "merchant")
    }
    const current = await client.orders.getOrder(context.orderNumber, countryOf(context)).catch(fail("order lookup"))
    const state = orderStateOf(current)
    const currency = String(current.orderDetails.currency ?? context.currencyCode)
    const lines = keepShippingIds(await orderLines(container, context.orderId), current)
    const base = {
      order_id: context.orderId,
      order_number: context.orderNumber,
      currency,
      previous_total: centsToAmount(state.authorizedCents),
      new_total: lines.totalGrossAmount,
      captured_total: centsToAmount(state.capturedCents),
    }
    if (state.capturedCents > 0) {
      return new StepResponse({
        ...base,
        result: "captured",
        message:
          `The order was edited to ${money(base.new_total, currency)}, but Riverty has captured ${money(base.captured_total, currency)} of it already, ` +
          "so the plugin did not update it at Riverty: settle the difference yourself (capture, refund or void in this panel).",
      })
    }
    if (state.status !== "Accepted" || state.remainingCents === 0) {
      return new StepResponse({
        ...base,
        result: "closed",
        message: `The order was edited, but Riverty holds no open authorization for it (status ${state.status ?? "unknown"}): nothing was updated.`,
      })
    }
    if (sameLines(current, lines)) return new StepResponse({ ...base, result: "unchanged", message: null })
    const answer = await client.orders
      .updateOrder(
        context.orderNumber,
        {
          updateOrderSummary: {
            totalGrossAmount: lines.totalGrossAmount,
            totalNetAmount: lines.totalNetAmount,
            // Riverty answered with this currency itself; the client's schema checks it again.
            currency: currency.toUpperCase() as UpdateOrderRequestInput["updateOrderSummary"]["currency"],
            items: lines.items,
          },
        },
        { idempotencyKey: deriveIdempotencyKey(input.request_key, "update-order"), ...countryOf(context) },
      )
      .catch(fail("order update"))
    if (answer.outcome === "Accepted") return new StepResponse({ ...base, result: "updated", message: null })
    return new StepResponse({
      ...base,
      result: "rejected",
      message: `Riverty declined the increase to ${money(base.new_total, currency)}; the original authorization of ${money(base.previous_total, currency)} stays valid.`,
    })
  },
)
