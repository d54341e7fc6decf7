import { z } from "zod"
import { CLAIM_TYPES, claimViewSchema, INTEREST_CALCULATION_TYPES } from "./enums"
import { isoDate, keyValueSchema, nullish, text } from "./primitives"

/** Query of GET /claims/{claimNumber}/invoices, with the spec's defaults. */
export const claimInvoicesQuerySchema = z.object({
  view: claimViewSchema.default("CLIENT"),
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).default(10),
})
export type ClaimInvoicesQuery = z.output<typeof claimInvoicesQuerySchema>
export type ClaimInvoicesQueryInput = z.input<typeof claimInvoicesQuerySchema>

export const claimInvoiceLineSchema = z.looseObject({
  invoiceLineNumber: nullish(text(40)),
  sortNumber: nullish(z.number().int()),
  date: nullish(isoDate()),
  description: nullish(text(256)),
  category: nullish(text(128)),
  originalAmount: nullish(z.number()),
  remainingAmount: nullish(z.number()),
})

export const interestCalculationSchema = z.looseObject({
  /** Values stated to be not final, so unknown ones pass. */
  type: nullish(z.union([z.enum(INTEREST_CALCULATION_TYPES), z.string()])),
  lastCalculationDate: nullish(isoDate()),
  rate: nullish(z.number()),
})

/** Claim invoice (spec "Claim invoice"). The invoice-line array's name is not shown. */
export const claimInvoiceSchema = z.looseObject({
  invoiceNumber: text(40),
  referenceNumber: nullish(text(40)),
  invoiceDate: nullish(isoDate()),
  remainingAmount: nullish(z.number().positive()),
  originalAmount: nullish(z.number().positive()),
  taxRate: nullish(z.number()),
  currency: nullish(z.string().length(3)),
  dueDate: nullish(isoDate()),
  placementDate: nullish(isoDate()),
  costs: nullish(z.record(z.string(), z.unknown())),
  interestCalculation: nullish(interestCalculationSchema),
  dunningDate: nullish(isoDate()),
  secondDunningDate: nullish(isoDate()),
  claimType: nullish(z.enum(CLAIM_TYPES)),
  legalBase: nullish(text(40)),
  description: nullish(text(256)),
  disputed: nullish(z.boolean()),
  additionalProperties: nullish(z.array(keyValueSchema)),
})
export type ClaimInvoice = z.output<typeof claimInvoiceSchema>

export const paginationSchema = z.looseObject({
  totalItems: z.number().int(),
  pageSize: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
})
export type Pagination = z.output<typeof paginationSchema>

export const claimInvoicesResponseSchema = z.looseObject({
  items: z.array(claimInvoiceSchema),
  pagination: paginationSchema,
})
export type ClaimInvoicesResponse = z.output<typeof claimInvoicesResponseSchema>
