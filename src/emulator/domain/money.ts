import { amountToCents, netOfGross } from "../../riverty/normalise/amounts"
import type { Cents, ItemWire } from "../state/types"

/** Major units (the wire) to integer cents, by the plugin's one cents rule. */
export function toCents(amount: number): Cents {
  return amountToCents(amount)
}

/** Net of a gross amount in cents at a VAT rate, by the plugin's one VAT rule. */
export const netCentsOfGross = (grossCents: Cents, vatPercent: number): Cents => netOfGross(grossCents, vatPercent)

export function fromCents(cents: Cents): number {
  return cents / 100
}

/** Line total in cents; quantities may be fractional by agreement, so round per line. */
export function lineGrossCents(item: ItemWire): Cents {
  return Math.round(toCents(item.grossUnitPrice) * item.quantity)
}

export function lineNetCents(item: ItemWire): Cents {
  return Math.round(toCents(item.netUnitPrice) * item.quantity)
}

export function itemsGrossCents(items: readonly ItemWire[]): Cents {
  return items.reduce((sum, item) => sum + lineGrossCents(item), 0)
}

export function itemsNetCents(items: readonly ItemWire[]): Cents {
  return items.reduce((sum, item) => sum + lineNetCents(item), 0)
}
