import { z } from "zod"
import { outcomeSchema } from "./enums"
import { orderSummarySchema } from "./order"
import { nullish, text, truncatedText } from "./primitives"

/**
 * POST /api/v3/orders/{orderNumber}/updateOrder. The real body is the summary with the full new
 * item list plus references, not the whole authorize body the spec describes (facts §5.5).
 */
export const updateOrderRequestSchema = z.object({
  updateOrderSummary: orderSummarySchema,
  yourReference: text(20).optional(),
  ourReference: truncatedText(128).optional(),
})
export type UpdateOrderRequest = z.output<typeof updateOrderRequestSchema>
export type UpdateOrderRequestInput = z.input<typeof updateOrderRequestSchema>

export const updateOrderResponseSchema = z.looseObject({
  outcome: outcomeSchema,
  reservationId: nullish(z.string()),
  checkoutId: nullish(z.string()),
  expirationDate: nullish(z.string()),
})
export type UpdateOrderResponse = z.output<typeof updateOrderResponseSchema>
