import { z } from "@medusajs/framework/zod"
import { MedusaError } from "@medusajs/framework/utils"
import { amountToCents, centsToAmount, netOfGross } from "../../../riverty-order"
import { totalsOfLines, type LineCents } from "./order-lines"

// Lines a store may add: Riverty's item types that are not the plugin's own bookkeeping
// (shipping and rounding come from the cart only).
const EXTRA_LINE_TYPES = ["PhysicalArticle", "DigitalArticle", "GiftCard", "Discount", "Surcharge", "Info"] as const

const wholeCents = (value: number) => centsToAmount(amountToCents(value)) === value

const extraLineSchema = z
  .object({
    productId: z.string().trim().min(1).max(100),
    description: z.string().trim().min(1).max(255),
    type: z.enum(EXTRA_LINE_TYPES),
    quantity: z.number().int().positive(),
    /** Per unit, tax included, in the cart's currency (Riverty's unit), whole cents. */
    grossUnitPrice: z.number().finite().refine(wholeCents, "must be whole cents"),
    vatPercent: z.number().min(0).max(100),
    imageUrl: z.url().max(2048).optional(),
  })
  .strict()

/**
 * What a store adds to the authorize request (the `extendAuthorizeRequest` hook's result): lines
 * whose gross adds up to zero, so Riverty's total stays Medusa's payment amount, and the
 * merchant's references Riverty prints with the order.
 */
export const authorizeRequestExtensionSchema = z
  .object({
    lines: z.array(extraLineSchema).max(50).optional(),
    /** The merchant's reference for the order (Riverty truncates it after 128 characters). */
    ourReference: z.string().trim().min(1).max(128).optional(),
    /** The buyer's reference (B2B), up to 20 characters. */
    yourReference: z.string().trim().min(1).max(20).optional(),
  })
  .strict()
  .superRefine((extension, ctx) => {
    const cents = extraLinesGrossCents(extension.lines ?? [])
    if (cents !== 0) {
      ctx.addIssue({
        code: "custom",
        path: ["lines"],
        message: `the extra lines add ${centsToAmount(cents)} to the order's gross total; they must add up to 0 so that Riverty's total stays Medusa's payment amount`,
      })
    }
  })

export type AuthorizeRequestExtension = z.output<typeof authorizeRequestExtensionSchema>
export type ExtraOrderLine = NonNullable<AuthorizeRequestExtension["lines"]>[number]

function extraLinesGrossCents(lines: ReadonlyArray<{ grossUnitPrice: number; quantity: number }>): number {
  return lines.reduce((total, line) => total + amountToCents(line.grossUnitPrice) * line.quantity, 0)
}

/**
 * The extension checked, or an error naming the hook and the field: a store's hook that breaks
 * the money rule stops the authorize before Riverty is asked. The values are not repeated (a
 * store's line could carry anything); the paths and rules are.
 */
export function checkedAuthorizeRequestExtension(value: unknown, source = "extendAuthorizeRequest"): AuthorizeRequestExtension | undefined {
  if (value === undefined || value === null) return undefined
  const parsed = authorizeRequestExtensionSchema.safeParse(value)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(result)"}: ${issue.message}`).join("; ")
  throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Riverty ${source}: ${problems}`)
}

/**
 * The plugin's lines with the store's extra lines after them, priced by the mapping's rules (VAT
 * per unit from the gross). The gross total must not move: Riverty's order total is Medusa's
 * payment amount, whatever a store adds.
 */
export function withExtraLines(lines: LineCents[], extension: AuthorizeRequestExtension | undefined): LineCents[] {
  const extra = extension?.lines ?? []
  if (!extra.length) return lines
  const cents = extraLinesGrossCents(extra)
  if (cents !== 0) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, `Riverty extendAuthorizeRequest: lines: the extra lines add ${centsToAmount(cents)} to the order's gross total; they must add up to 0`)
  }
  const extended = [
    ...lines,
    ...extra.map((line): LineCents => {
      const grossUnitCents = amountToCents(line.grossUnitPrice)
      return {
        productId: line.productId,
        description: line.description,
        type: line.type,
        quantity: line.quantity,
        grossUnitCents,
        netUnitCents: netOfGross(grossUnitCents, line.vatPercent),
        vatPercent: line.vatPercent,
        ...(line.imageUrl ? { imageUrl: line.imageUrl } : {}),
      }
    }),
  ]
  // Lines netting to zero at different VAT rates move the net total; Riverty refuses a net total
  // outside 0 to the gross total (400.003), so such an extension stops here, before it is sent.
  const { grossCents, netCents } = totalsOfLines(extended)
  if (netCents < 0 || netCents > grossCents) {
    throw new MedusaError(MedusaError.Types.UNEXPECTED_STATE, "Riverty extendAuthorizeRequest: lines: their VAT rates bring the order's net total outside 0 to its gross total")
  }
  return extended
}

/** The request-level fields of the extension, as the authorize body names them. */
export function referencesOf(extension: AuthorizeRequestExtension | undefined): { ourReference?: string; yourReference?: string } {
  return {
    ...(extension?.ourReference ? { ourReference: extension.ourReference } : {}),
    ...(extension?.yourReference ? { yourReference: extension.yourReference } : {}),
  }
}
