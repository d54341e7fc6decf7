import { z } from "@medusajs/framework/zod"

/** GET /admin/riverty/claims/:claimId/invoices: the spec's paging (defaults page 1, 10 a page) and point of view. */
export const ClaimInvoicesQuery = z.object({
  view: z.enum(["client", "consumer"]).default("client"),
  page: z.coerce.number().int().min(1).default(1),
  page_size: z.coerce.number().int().min(1).max(100).default(10),
  provider_id: z.string().min(1).optional(),
})
export type ClaimInvoicesQueryType = z.output<typeof ClaimInvoicesQuery>

/** GET /admin/riverty/orders/:id/claim: the page of the order's claim (the order's own provider is used). */
export const OrderClaimQuery = ClaimInvoicesQuery.omit({ provider_id: true })
export type OrderClaimQueryType = z.output<typeof OrderClaimQuery>

/** POST /admin/riverty/orders/:id/claim: the claim number Riverty gave the merchant for this order. */
export const OrderClaimBody = z.strictObject({
  claim_number: z.string({ error: "required: the claim number Riverty gave for this order" }).trim().min(1).max(40),
})
export type OrderClaimBodyType = z.output<typeof OrderClaimBody>
