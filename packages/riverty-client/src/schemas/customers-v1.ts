import { z } from "zod"
import { customerSearchColumnSchema, sortOrderSchema } from "./enums"
import { linkSchema, nullish } from "./primitives"

/** Client-scoped customer record (spec "Customer record"). */
export const customerRecordSchema = z.looseObject({
  customerNumber: z.string(),
  /** Person or Company. */
  type: nullish(z.string()),
  person: nullish(z.looseObject({ firstName: nullish(z.string()), lastName: nullish(z.string()) })),
  company: nullish(z.looseObject({ name: nullish(z.string()), organizationNumber: nullish(z.string()) })),
  phoneNumber: nullish(z.string()),
  email: nullish(z.string()),
  paymentMeans: nullish(z.looseObject({ paymentId: nullish(z.string()) })),
  address: nullish(
    z.looseObject({
      addressLine: nullish(z.string()),
      postalCode: nullish(z.string()),
      postalPlace: nullish(z.string()),
      countryCode: nullish(z.string()),
    }),
  ),
  _links: nullish(z.array(linkSchema)),
})
export type CustomerRecord = z.output<typeof customerRecordSchema>

/** Path parameter clientId: an integer. */
export const clientIdSchema = z.union([z.number().int().positive(), z.string().regex(/^\d+$/)])
export type ClientId = z.input<typeof clientIdSchema>

/** Query of POST /v1/clients/{clientId}/customers/search, with the spec's defaults. */
export const customerSearchQuerySchema = z.object({
  page: z.coerce.number().int().min(1).default(1),
  perPage: z.coerce.number().int().min(1).default(100),
  sort: customerSearchColumnSchema.default("customerNumber"),
  order: sortOrderSchema.default("desc"),
})
export type CustomerSearchQuery = z.output<typeof customerSearchQuerySchema>
export type CustomerSearchQueryInput = z.input<typeof customerSearchQuerySchema>

export const customerSearchRequestSchema = z.object({
  searchValue: z.string().min(1),
  searchColumn: customerSearchColumnSchema.optional(),
})
export type CustomerSearchRequestInput = z.input<typeof customerSearchRequestSchema>

export const customerSearchResponseSchema = z.looseObject({
  items: z.array(customerRecordSchema),
  total: z.number().int(),
})
export type CustomerSearchResponse = z.output<typeof customerSearchResponseSchema>

/** Only IdentificationNumber is documented; other lookup fields may exist. */
export const CUSTOMER_LOOKUP_FIELDS = ["IdentificationNumber"] as const
export const customerLookupCriterionSchema = z.object({
  lookupField: z.string().min(1),
  lookupValue: z.string().min(1),
})
/** Body of POST /v1/clients/{clientId}/lookup/customer. */
export const customerLookupCriteriaSchema = z.array(customerLookupCriterionSchema).min(1)
export type CustomerLookupCriteriaInput = z.input<typeof customerLookupCriteriaSchema>

/** PUT on the record's own path; the body is not shown, so the record's fields are accepted. */
export const customerRecordUpdateSchema = customerRecordSchema.partial()
export type CustomerRecordUpdateInput = z.input<typeof customerRecordUpdateSchema>
