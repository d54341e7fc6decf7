import { z } from "@medusajs/framework/zod"
import { createMerchantRequestSchema } from "riverty-client"

/**
 * POST /admin/riverty/merchants: Riverty's merchant body itself (merchant, shop, contract), checked
 * by the client's schema, so every field rule and country rule of the spec answers a 400 naming
 * the field before anything is stored or sent.
 */
export const CreateMerchantBody = createMerchantRequestSchema
export type CreateMerchantBodyType = z.output<typeof CreateMerchantBody>

/** GET /admin/riverty/merchants. */
export const ListMerchantsQuery = z.object({
  limit: z.coerce.number().int().min(1).max(200).default(50),
  offset: z.coerce.number().int().min(0).default(0),
  partner_reference: z.string().trim().min(1).optional(),
})
export type ListMerchantsQueryType = z.output<typeof ListMerchantsQuery>
