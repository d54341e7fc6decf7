import { z } from "zod"
import { additionalDataSchema } from "./additional-data"
import { checkoutCustomerSchema, customerResponseSchema, deliveryCustomerSchema } from "./checkout-customer"
import { outcomeSchema, PAYMENT_SELECTION_DIRECT_DEBIT, paymentTypeSchema } from "./enums"
import { messageObjectSchema } from "./messages"
import { orderSchema } from "./order"
import { paymentSchema } from "./payment"
import { nullish, text, truncatedText, uuid, type RivertyIssueParams } from "./primitives"

export const paymentSelectionSchema = z.object({
  type: paymentTypeSchema,
  directDebit: z.enum(PAYMENT_SELECTION_DIRECT_DEBIT).optional(),
})

export const authorizeRequestSchema = z
  .object({
    payment: paymentSchema,
    customer: checkoutCustomerSchema.optional(),
    deliveryCustomer: deliveryCustomerSchema.optional(),
    order: orderSchema.optional(),
    /** Two-step authorization: the checkoutId of payment-methods replaces customer and order. */
    checkoutId: uuid().optional(),
    /** Enables the redirect flow. */
    merchantUrl: z.url().max(2048).optional(),
    /** Empty object that, with merchantUrl, simulates the redirect flow in tests. */
    hostedCheckout: z.record(z.string(), z.unknown()).optional(),
    paymentSelection: z.array(paymentSelectionSchema).optional(),
    merchantId: text(50).optional(),
    parentTransactionReference: text(128).optional(),
    yourReference: text(20).optional(),
    ourReference: truncatedText(128).optional(),
    additionalData: additionalDataSchema.optional(),
    einvoiceInformation: z.record(z.string(), z.unknown()).optional(),
    nonce: z.string().optional(),
  })
  .superRefine((request, ctx) => {
    if (request.checkoutId) return
    for (const field of ["customer", "order"] as const) {
      if (request[field] === undefined) {
        ctx.addIssue({
          code: "custom",
          path: [field],
          message: `Value is required: ${field} is required for one-step authorization (no checkoutId)`,
          params: { rivertyCode: "400.002" } satisfies RivertyIssueParams,
        })
      }
    }
  })
export type AuthorizeRequest = z.output<typeof authorizeRequestSchema>
export type AuthorizeRequestInput = z.input<typeof authorizeRequestSchema>

export const authorizeResponseSchema = z.looseObject({
  outcome: outcomeSchema,
  reservationId: nullish(z.string()),
  checkoutId: nullish(z.string()),
  customer: nullish(customerResponseSchema),
  deliveryCustomer: nullish(customerResponseSchema),
  riskCheckMessages: nullish(z.array(messageObjectSchema)),
  /** Authorization expiry, `yyyy-MM-dd`. */
  expirationDate: nullish(z.string()),
  /** Where to send the shopper when outcome is Pending. */
  redirectUrl: nullish(z.string()),
  /** Deprecated duplicate of redirectUrl; read it when redirectUrl is absent. */
  secureLoginUrl: nullish(z.string()),
  additionalResponseInfo: nullish(z.record(z.string(), z.unknown())),
})
export type AuthorizeResponse = z.output<typeof authorizeResponseSchema>

/** Redirect target of a Pending authorization, preferring the new field over the deprecated one. */
export function redirectUrlOf(response: Pick<AuthorizeResponse, "redirectUrl" | "secureLoginUrl">): string | undefined {
  return response.redirectUrl ?? response.secureLoginUrl ?? undefined
}
