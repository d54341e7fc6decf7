import { MedusaError } from "@medusajs/framework/utils"
import { amountToCents, type GetOrderResponse, type OrderItemInput, type OrderItemResponse } from "../../riverty"

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

const cents = amountToCents
const lineOf = (item: OrderItemResponse, index: number): number => Number(item.lineNumber ?? index + 1)

function quantitiesByLine(items: Array<OrderItemResponse> | null | undefined): Map<number, number> {
  const out = new Map<number, number>()
  for (const item of items ?? []) {
    if (item.lineNumber === null || item.lineNumber === undefined) continue
    out.set(item.lineNumber, (out.get(item.lineNumber) ?? 0) + Number(item.quantity ?? 0))
  }
  return out
}

/** Every order line with its captured, voided and still capturable quantities. */
export function capturableLines(order: GetOrderResponse): CapturableLine[] {
  const captured = quantitiesByLine((order.captures ?? []).flatMap((c) => c.captureItems ?? []))
  const voided = quantitiesByLine((order.cancellations ?? []).flatMap((c) => c.cancellationItems ?? []))
  return (order.orderDetails.orderItems ?? []).map((item, index) => {
    const line = lineOf(item, index)
    const quantity = Number(item.quantity ?? 0)
    const done = (captured.get(line) ?? 0) + (voided.get(line) ?? 0)
    return {
      line_number: line,
      product_id: String(item.productId ?? ""),
      description: String(item.description ?? item.productId ?? `Line ${line}`),
      type: item.type ?? null,
      quantity,
      captured_quantity: captured.get(line) ?? 0,
      voided_quantity: voided.get(line) ?? 0,
      capturable_quantity: Math.max(0, quantity - done),
      gross_unit_price: Number(item.grossUnitPrice ?? 0),
      vat_percent: Number(item.vatPercent ?? 0),
    }
  })
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
  const source = new Map((order.orderDetails.orderItems ?? []).map((item, index) => [lineOf(item, index), item]))
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
      productId: String(item.productId ?? `line-${pick.line_number}`),
      description: String(item.description ?? item.productId ?? `Line ${pick.line_number}`),
      ...(item.type ? { type: item.type as OrderItemInput["type"] } : {}),
      grossUnitPrice: Number(item.grossUnitPrice ?? 0),
      netUnitPrice: Number(item.netUnitPrice ?? 0),
      vatPercent: Number(item.vatPercent ?? 0),
      vatAmount: Number(item.vatAmount ?? 0),
      quantity: pick.quantity,
      lineNumber: pick.line_number,
    })
    gross += cents(item.grossUnitPrice) * pick.quantity
    net += cents(item.netUnitPrice) * pick.quantity
  })
  if (problems.length) throw new MedusaError(MedusaError.Types.INVALID_DATA, problems.join("; "))
  if (gross <= 0) throw new MedusaError(MedusaError.Types.INVALID_DATA, "items: the selected lines add up to nothing to capture")
  return { items, totalGrossAmount: gross / 100, totalNetAmount: net / 100 }
}
