import { z } from "@medusajs/framework/zod"
import { CUSTOMER_SEARCH_COLUMNS, SORT_ORDERS } from "riverty-client"

const providerId = z.string().min(1).optional()

/** GET /admin/riverty/customers: Riverty's v1 customer search (spec defaults). */
export const SearchCustomersQuery = z.object({
  search_value: z.string({ error: "required: the keyword to search for" }).trim().min(1),
  search_column: z.enum(CUSTOMER_SEARCH_COLUMNS).optional(),
  sort: z.enum(CUSTOMER_SEARCH_COLUMNS).default("customerNumber"),
  order: z.enum(SORT_ORDERS).default("desc"),
  page: z.coerce.number().int().min(1).default(1),
  per_page: z.coerce.number().int().min(1).max(100).default(20),
  provider_id: providerId,
})
export type SearchCustomersQueryType = z.output<typeof SearchCustomersQuery>

/** POST /admin/riverty/customers/lookup: look a customer up by identification number, creating the record when found. */
export const LookupCustomerBody = z.strictObject({
  // Riverty's checkout takes at most 20 characters here; a longer one is refused before Riverty is asked.
  identification_number: z.string({ error: "required: the customer's identification number" }).trim().min(1).max(20),
})
export type LookupCustomerBodyType = z.output<typeof LookupCustomerBody>

/** GET /admin/riverty/customers/:customerNumber and /by-medusa/:customer_id. */
export const ProviderQuery = z.object({ provider_id: providerId })
export type ProviderQueryType = z.output<typeof ProviderQuery>
