import { z } from "@medusajs/framework/zod"

/** GET /admin/riverty/ledger */
export const LedgerQuery = z
  .object({ order_id: z.string().min(1).optional(), order_number: z.string().min(1).optional() })
  .refine((q) => q.order_id || q.order_number, { message: "order_id or order_number is required" })
export type LedgerQueryType = z.output<typeof LedgerQuery>
