import { z } from "@medusajs/framework/zod"
import { MedusaError } from "@medusajs/framework/utils"
import type { CaptureRequestInput } from "riverty-client"

/**
 * What a store changes in a capture request (the `adjustCaptureRequest` hook of the capture
 * workflows): the invoice's number and, per captured line, its text. Nothing that moves money: the
 * lines, quantities and prices are the capture's own, and a field outside these is refused.
 */
export const captureRequestExtensionSchema = z
  .object({
    /** The merchant's invoice number for this capture (Riverty makes one when it is left out). */
    invoiceNumber: z.string().trim().min(1).max(20).optional(),
    /** Texts of the captured lines with this productId; lines of other products are left as they are. */
    lines: z
      .array(
        z
          .object({
            productId: z.string().trim().min(1).max(100),
            description: z.string().trim().min(1).max(255).optional(),
            additionalInformation: z.string().trim().min(1).max(4096).optional(),
          })
          .strict(),
      )
      .max(200)
      .optional(),
  })
  .strict()

export type CaptureRequestExtension = z.output<typeof captureRequestExtensionSchema>

/**
 * The hook's result checked, or an error naming the hook and the field (never the values): the
 * capture stops before Riverty is asked.
 */
export function checkedCaptureRequestExtension(value: unknown): CaptureRequestExtension | undefined {
  if (value === undefined || value === null) return undefined
  const parsed = captureRequestExtensionSchema.safeParse(value)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(result)"}: ${issue.message}`).join("; ")
  throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Riverty adjustCaptureRequest: ${problems}`)
}

/** The hook a store registers on either capture workflow: `<workflow>.hooks.adjustCaptureRequest(…)`. */
export const adjustCaptureRequestHookName = "adjustCaptureRequest"

/** The capture workflows' `resultValidator` of the hook. */
export const captureRequestValidator = { parse: (value: unknown) => checkedCaptureRequestExtension(value) }

/** The capture request with the store's texts and invoice number; its lines and amounts unchanged. */
export function withCaptureExtension(body: CaptureRequestInput, extension: CaptureRequestExtension | undefined): CaptureRequestInput {
  if (!extension) return body
  const texts = new Map((extension.lines ?? []).map((line) => [line.productId, line]))
  const items = body.orderDetails.items?.map((item) => {
    const text = texts.get(item.productId)
    if (!text) return item
    return {
      ...item,
      ...(text.description ? { description: text.description } : {}),
      ...(text.additionalInformation ? { additionalInformation: text.additionalInformation } : {}),
    }
  })
  return {
    ...body,
    orderDetails: { ...body.orderDetails, ...(items ? { items } : {}) },
    ...(extension.invoiceNumber ? { invoiceNumber: extension.invoiceNumber } : {}),
  }
}
