import type { OrderItemInput } from "riverty-client"
import type { CartSnapshot } from "./cart-snapshot"
import { centsToAmount, netOfGross } from "../../../riverty-order"

export interface LineCents {
  productId: string
  description: string
  /** The mapping's own types, and those a store's extra line may have (request-extension.ts). */
  type: "PhysicalArticle" | "ShippingFee" | "Discount" | "Surcharge" | "DigitalArticle" | "GiftCard" | "Info"
  quantity: number
  grossUnitCents: number
  netUnitCents: number
  vatPercent: number
  imageUrl?: string
}

/** An order item as this mapping builds it: numbers only, assignable to the client's input type. */
export type OrderLine = OrderItemInput & {
  quantity: number
  grossUnitPrice: number
  netUnitPrice: number
  vatPercent: number
  vatAmount: number
}

export interface OrderLinesResult {
  items: OrderLine[]
  totalGrossAmount: number
  totalNetAmount: number
  totalGrossCents: number
}


const line = (
  base: Omit<LineCents, "netUnitCents">
): LineCents => ({ ...base, netUnitCents: netOfGross(base.grossUnitCents, base.vatPercent) })

/**
 * A line total that quantity does not divide: split into two lines whose unit prices differ by
 * one cent, so unit price x quantity still adds up to the cart's line total exactly.
 */
function splitEvenly(base: Omit<LineCents, "netUnitCents" | "grossUnitCents" | "quantity">, totalCents: number, quantity: number): LineCents[] {
  if (!Number.isInteger(quantity) || quantity <= 0) {
    return [line({ ...base, quantity: 1, grossUnitCents: totalCents, description: `${base.description} (${quantity})` })]
  }
  const unit = Math.floor(totalCents / quantity)
  const remainder = totalCents - unit * quantity
  if (remainder === 0) return [line({ ...base, quantity, grossUnitCents: unit })]
  return [
    line({ ...base, quantity: quantity - remainder, grossUnitCents: unit }),
    line({ ...base, quantity: remainder, grossUnitCents: unit + 1 }),
  ]
}

const vatKey = (vat: number) => String(Number(vat.toFixed(4)))

/**
 * Riverty order lines for a cart, in cents so no float sum drifts (Riverty refuses a
 * `totalGrossAmount` that is not the lines' sum, 400.102): articles at their gross price before
 * discounts, shipping as ShippingFee lines, discounts as one negative line per VAT rate, and a
 * rounding line only if Medusa's total differs from the sum in cents. The lines always add up
 * to the cart total exactly; VAT is per unit.
 */
export function buildOrderLinesCents(cart: CartSnapshot): LineCents[] {
  const lines: LineCents[] = []
  const discounts = new Map<string, { vat: number; cents: number }>()
  const addDiscount = (vat: number, cents: number) => {
    if (cents === 0) return
    const entry = discounts.get(vatKey(vat)) ?? { vat, cents: 0 }
    entry.cents += cents
    discounts.set(vatKey(vat), entry)
  }
  for (const item of cart.items) {
    lines.push(
      ...splitEvenly(
        { productId: item.productId, description: item.description, type: "PhysicalArticle", vatPercent: item.vatPercent, imageUrl: item.imageUrl },
        item.grossCents,
        item.quantity
      )
    )
    addDiscount(item.vatPercent, item.discountCents)
  }
  for (const method of cart.shipping) {
    lines.push(
      line({
        productId: `shipping-${method.id}`.slice(0, 100),
        description: method.description,
        type: "ShippingFee",
        quantity: 1,
        grossUnitCents: method.grossCents,
        vatPercent: method.vatPercent,
      })
    )
    addDiscount(method.vatPercent, method.discountCents)
  }
  for (const { vat, cents } of discounts.values()) {
    lines.push(
      line({
        productId: `discount-vat-${vatKey(vat)}`,
        description: `Discount (${vatKey(vat)}% VAT)`,
        type: "Discount",
        quantity: 1,
        grossUnitCents: -cents,
        vatPercent: vat,
      })
    )
  }
  const difference = cart.totalCents - totalsOfLines(lines).grossCents
  if (difference !== 0) {
    // Medusa keeps sub-cent precision in totals (e.g. tax on discounts); the cents it rounds away
    // are shown as their own line rather than hidden in an article's price.
    lines.push(
      line({
        productId: "rounding",
        description: "Rounding difference",
        type: difference > 0 ? "Surcharge" : "Discount",
        quantity: 1,
        grossUnitCents: difference,
        vatPercent: 0,
      })
    )
  }
  return lines
}

/** The gross and net totals of lines, in cents (unit cents times quantity). */
export function totalsOfLines(lines: readonly LineCents[]): { grossCents: number; netCents: number } {
  return lines.reduce(
    (totals, l) => ({ grossCents: totals.grossCents + l.grossUnitCents * l.quantity, netCents: totals.netCents + l.netUnitCents * l.quantity }),
    { grossCents: 0, netCents: 0 },
  )
}

/** The lines as Riverty order items, with the totals computed from the same cents. */
export function toOrderItems(lines: LineCents[]): OrderLinesResult {
  const items: OrderLine[] = lines.map((l, index) => ({
    productId: l.productId,
    description: l.description,
    type: l.type,
    quantity: l.quantity,
    grossUnitPrice: centsToAmount(l.grossUnitCents),
    netUnitPrice: centsToAmount(l.netUnitCents),
    vatPercent: l.vatPercent,
    vatAmount: centsToAmount(l.grossUnitCents - l.netUnitCents),
    lineNumber: index + 1,
    ...(l.imageUrl ? { imageUrl: l.imageUrl } : {}),
  }))
  const { grossCents, netCents } = totalsOfLines(lines)
  return { items, totalGrossCents: grossCents, totalGrossAmount: centsToAmount(grossCents), totalNetAmount: centsToAmount(netCents) }
}

export function buildOrderItems(cart: CartSnapshot): OrderLinesResult {
  return toOrderItems(buildOrderLinesCents(cart))
}
