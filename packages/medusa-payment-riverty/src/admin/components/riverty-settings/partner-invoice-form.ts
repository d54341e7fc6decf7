/** One line of the partner invoice form, as typed. */
export interface InvoiceLineDraft {
  productId: string
  description: string
  grossAmount: string
  vatPercentage: string
  quantity: string
}

export const emptyLine = (): InvoiceLineDraft => ({ productId: "", description: "", grossAmount: "", vatPercentage: "", quantity: "1" })

/** The paths a 400 may name for the form's inputs (`invoice.invoiceLines[0].grossAmount`, …). */
export function invoiceFieldPaths(lines: number): string[] {
  const paths = ["invoice.periodId", "invoice.invoiceLines"]
  for (let index = 0; index < lines; index++) {
    for (const key of ["productId", "description", "grossAmount", "vatPercentage", "unit.quantity"]) paths.push(`invoice.invoiceLines[${index}].${key}`)
  }
  return paths
}

// A decimal comma is accepted; what is not a number is sent as typed so the server names the field.
const amount = (text: string): number | string | undefined => {
  const trimmed = text.trim()
  if (!trimmed) return undefined
  const value = Number(trimmed.replace(",", "."))
  return Number.isFinite(value) ? value : trimmed
}
const textOf = (text: string) => text.trim() || undefined

/** Riverty's partner invoice body; every line is sent, so the server's `invoiceLines[n]` is the n-th line shown. */
export function invoiceBody(periodId: string, lines: InvoiceLineDraft[]): Record<string, unknown> {
  const invoiceLines = lines.map((line) => {
      const quantity = amount(line.quantity)
      return {
        productId: textOf(line.productId),
        description: textOf(line.description),
        grossAmount: amount(line.grossAmount),
        vatPercentage: amount(line.vatPercentage),
        unit: quantity === undefined ? undefined : { quantity },
      }
  })
  return { periodId: textOf(periodId), invoiceLines }
}
