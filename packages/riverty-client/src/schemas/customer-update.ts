import { z } from "zod"
import { extendedDistributionTypeSchema } from "./enums"
import { text, type RivertyIssueParams } from "./primitives"

/** PATCH /api/v3/customers/{customerNumber}/updateCustomer (facts §6). */
export const updateCustomerRequestSchema = z
  .object({
    distributionType: extendedDistributionTypeSchema.optional(),
    email: text(255).optional(),
    /** International format. */
    mobilePhone: text(20).optional(),
  })
  .superRefine((request, ctx) => {
    const needs = { Email: "email", Sms: "mobilePhone" } as const
    const field = request.distributionType && request.distributionType !== "Paper" ? needs[request.distributionType] : undefined
    if (field && !request[field]) {
      ctx.addIssue({
        code: "custom",
        path: [field],
        message: `Value is required: ${field} when distributionType is ${request.distributionType}`,
        params: { rivertyCode: "400.002" } satisfies RivertyIssueParams,
      })
    }
  })
export type UpdateCustomerRequestInput = z.input<typeof updateCustomerRequestSchema>
