import { z } from "@medusajs/framework/zod"

/** GET /admin/riverty/claims/:claimId/invoices: the spec's paging (defaults page 1, 10 a page) and point of view. */
export const ClaimInvoicesQuery = z.object({
  view: z.enum(["client", "consumer"]).default("client"),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  provider_id: z.string().min(1).optional(),
})
export type ClaimInvoicesQueryType = z.output<typeof ClaimInvoicesQuery>
