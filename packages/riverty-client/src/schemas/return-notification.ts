import { z } from "zod"
import { MAX_ORDER_ITEMS, orderItemSchema } from "./order"
import { money, text } from "./primitives"

/**
 * POST /api/v3/orders/{orderNumber}/captures/return-notification (facts §5.2). No items means
 * the whole capture came back. The response is `{}`.
 */
export const returnNotificationRequestSchema = z.object({
  captureNumber: text(50),
  totalGrossAmount: money().optional(),
  items: z.array(orderItemSchema).max(MAX_ORDER_ITEMS).optional(),
  parentTransactionReference: text(128).optional(),
  transactionReference: text(100).optional(),
})
export type ReturnNotificationRequestInput = z.input<typeof returnNotificationRequestSchema>
