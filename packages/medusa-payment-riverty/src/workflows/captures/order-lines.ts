import { MedusaError } from "@medusajs/framework/utils"
import type { GetOrderResponse, OrderItemInput } from "riverty-client"
import { amountToCents, centsToAmount, itemWithQuantity, lineStatesOf } from "../../riverty-order"

/** An order line at Riverty with what is left to capture. */
export interface CapturableLine {
  line_number: number
  product_id: string
  description: string
  type: string | null
  quantity: number
  captured_quantity: number
  voided_quantity: number
  capturable_quantity: number
  gross_unit_price: number
  vat_percent: number
}

/** Every order line with its captured, voided and still capturable quantities. */
export function capturableLines(order: GetOrderResponse): CapturableLine[] {
  return lineStatesOf(order)
    .filter((state) => state.item)
    .map(({ lineNumber: line, item = {}, captured, voided, ordered, capturable }) => ({
      line_number: line,
      product_id: String(item.productId ?? ""),
      description: String(item.description ?? item.productId ?? `Line ${line}`),
      type: item.type ?? null,
      quantity: ordered,
      captured_quantity: captured,
      voided_quantity: voided,
      capturable_quantity: capturable,
      gross_unit_price: Number(item.grossUnitPrice ?? 0),
      vat_percent: Number(item.vatPercent ?? 0),
    }))
}

export interface LineSelection {
  line_number: number
  quantity: number
}

export interface CaptureSelection {
  items: OrderItemInput[]
  totalGrossAmount: number
  totalNetAmount: number
}

/**
 * The capture lines for the chosen quantities. Every refused line is named (`items[i]`), so
 * the merchant sees which one to correct; nothing is sent when one is wrong.
 */
export function selectCaptureLines(order: GetOrderResponse, selection: LineSelection[]): CaptureSelection {
  const lines = new Map(capturableLines(order).map((l) => [l.line_number, l]))
  const source = new Map(lineStatesOf(order).flatMap((s) => (s.item ? [[s.lineNumber, s.item] as const] : [])))
  const problems: string[] = []
  const items: OrderItemInput[] = []
  let gross = 0
  let net = 0
  const chosen = new Map<number, number>()
  selection.forEach((pick, index) => {
    const line = lines.get(pick.line_number)
    const item = source.get(pick.line_number)
    if (!line || !item) {
      problems.push(`items[${index}].line_number: line ${pick.line_number} is not a line of this order`)
      return
    }
    const total = (chosen.get(pick.line_number) ?? 0) + pick.quantity
    chosen.set(pick.line_number, total)
    if (total > line.capturable_quantity) {
      problems.push(
        `items[${index}].quantity: line ${pick.line_number} (${line.description}) has ${line.capturable_quantity} left to capture, not ${total}`,
      )
      return
    }
    items.push({
      ...itemWithQuantity(item, pick.line_number, pick.quantity),
      ...(item.type ? { type: item.type as OrderItemInput["type"] } : {}),
    })
    gross += amountToCents(item.grossUnitPrice) * pick.quantity
    net += amountToCents(item.netUnitPrice) * pick.quantity
  })
  if (problems.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, problems.join("; "))
  if (gross <= 0) throw new MedusaError(MedusaError.Types.INVALID_DATA, "items: the selected lines add up to nothing to capture")
  return { items, totalGrossAmount: centsToAmount(gross), totalNetAmount: centsToAmount(net) }
}
