import { z } from "zod"
import { directDebitAgreementSchema, paymentTypeSchema } from "./enums"
import { isoDateTime, numeric, text, uuid } from "./primitives"

export const directDebitSchema = z.object({
  /** BIC. */
  bankCode: text(11).optional(),
  /** IBAN (or national account number). */
  bankAccount: text(34),
  token: text(50).optional(),
  recurringAgreement: directDebitAgreementSchema.optional(),
})

export const recurringDirectDebitSchema = z
  .object({
    directDebitAgreement: directDebitAgreementSchema,
    bankCode: text(11).optional(),
    bankAccount: text(34).optional(),
  })
  .superRefine((value, ctx) => {
    if (value.directDebitAgreement === "CreateNew" && !value.bankAccount) {
      ctx.addIssue({
        code: "custom",
        path: ["bankAccount"],
        message: "Value is required: bankAccount when directDebitAgreement is CreateNew",
        params: { rivertyCode: "400.002" },
      })
    }
  })

export const installmentSchema = z.object({
  profileNo: z.number().int(),
  numberOfInstallments: z.number().int().optional(),
  customerInterestRate: numeric().optional(),
})

/** Payment object of authorize `payment` and contract `paymentInfo` (facts §3.5). */
export const paymentSchema = z.object({
  type: paymentTypeSchema,
  contractId: uuid().optional(),
  directDebit: directDebitSchema.optional(),
  recurringDirectDebit: recurringDirectDebitSchema.optional(),
  campaign: z.object({ campaignNumber: z.number().int() }).optional(),
  invoice: z.record(z.string(), z.unknown()).optional(),
  account: z.object({ profileNo: z.number().int() }).optional(),
  consolidatedInvoice: z.object({ invoiceDate: isoDateTime().optional() }).optional(),
  installment: installmentSchema.optional(),
  payinX: z.record(z.string(), z.unknown()).optional(),
})
export type Payment = z.output<typeof paymentSchema>
export type PaymentInput = z.input<typeof paymentSchema>
