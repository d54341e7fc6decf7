import type { OrderItemInput, OrderItemResponse, OrderItemType } from "riverty-client"
import { amountToCents, centsToAmount, netOfGross } from "./cents"
import { OrderMoneyError } from "./errors"

/** A Riverty order line in integer cents, as authorized (or as captured / refunded). */
export interface RivertyLine {
  productId: string
  description: string
  type?: OrderItemType
  quantity: number
  grossUnitCents: number
  netUnitCents: number
  vatPercent: number
}

/** An order line with the quantity not yet captured or voided (fractional after shares). */
export interface OpenLine {
  line: RivertyLine
  open: number
}

/** A line of a capture or refund: some quantity of an order line and what it comes to. */
export interface AllocatedLine {
  line: RivertyLine
  quantity: number
  cents: number
}

/** Lines that carry the order's goods; shipping, discounts and surcharges are shared out. */
const NON_ARTICLES: readonly string[] = ["ShippingFee", "Discount", "Surcharge", "Info"]
export const isArticle = (line: RivertyLine): boolean => !NON_ARTICLES.includes(line.type ?? "PhysicalArticle")

// Enough decimals that unit x quantity rounds back to the intended cents for unit prices up to
// 10,000,000.00 (the error is below unit x 5e-9 cents); Riverty rounds each line to cents.
const QUANTITY_DECIMALS = 8
const EPSILON = 1e-9

const roundQuantity = (value: number): number => Number(value.toFixed(QUANTITY_DECIMALS))

/** Cents of a quantity of a line, rounded per line the way Riverty totals a line. */
export const centsOf = (line: RivertyLine, quantity: number): number => Math.round(line.grossUnitCents * quantity)

/**
 * A line as the service returns it. Refund records come back with negated prices, so `negated`
 * turns them back into the prices that were sent.
 */
export function lineFromResponse(item: OrderItemResponse, negated = false): RivertyLine {
  const sign = negated ? -1 : 1
  return {
    productId: item.productId ?? "",
    description: item.description ?? item.productId ?? "",
    type: (item.type ?? undefined) as OrderItemType | undefined,
    quantity: Number(item.quantity ?? 0),
    grossUnitCents: sign * amountToCents(item.grossUnitPrice),
    netUnitCents: sign * amountToCents(item.netUnitPrice),
    vatPercent: Number(item.vatPercent ?? 0),
  }
}

/**
 * What of each order line is still open after the given captured and voided lines. A taken line
 * is matched to the order line with the same product and unit price, else to the first line of
 * the product that still has quantity (the service itself only counts quantities per product).
 */
export function openLinesOf(orderLines: readonly RivertyLine[], taken: readonly RivertyLine[]): OpenLine[] {
  const open = orderLines.map((line) => ({ line, open: line.quantity }))
  for (const item of taken) {
    let left = item.quantity
    const exact = open.filter((o) => o.line.productId === item.productId && o.line.grossUnitCents === item.grossUnitCents)
    const others = open.filter((o) => o.line.productId === item.productId && o.line.grossUnitCents !== item.grossUnitCents)
    for (const candidate of [...exact, ...others]) {
      if (left <= EPSILON) break
      const take = Math.min(candidate.open, left)
      candidate.open = roundQuantity(candidate.open - take)
      left = roundQuantity(left - take)
    }
  }
  return open.filter((o) => o.open > EPSILON)
}

export const openCents = (open: readonly OpenLine[]): number => open.reduce((sum, o) => sum + centsOf(o.line, o.open), 0)

/**
 * The quantity of a line that comes to exactly `cents`. Shares of shipping and discounts are
 * fractional quantities of their line, so every captured or refunded line keeps the authorized
 * unit price and VAT.
 */
export function shareOf(line: RivertyLine, cents: number): AllocatedLine {
  if (line.grossUnitCents === 0) throw new OrderMoneyError(`Riverty line ${line.productId} has no price to share`)
  const quantity = roundQuantity(cents / line.grossUnitCents)
  if (centsOf(line, quantity) !== cents) {
    throw new OrderMoneyError(`Riverty line ${line.productId}: ${cents} cents is not a share of ${line.grossUnitCents}`)
  }
  return { line, quantity, cents }
}

const whole = (o: OpenLine): AllocatedLine => ({ line: o.line, quantity: o.open, cents: centsOf(o.line, o.open) })

/**
 * Splits `total` cents over weights so the parts add up exactly (largest remainder). Weights may
 * be negative (discount lines); the correction goes to the largest positive part that can take it.
 */
export function splitCents(total: number, weights: readonly number[], limits?: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (sum === 0) return weights.map(() => 0)
  const raw = weights.map((w) => (total * w) / sum)
  const parts = raw.map((r) => Math.floor(r))
  let rest = total - parts.reduce((a, b) => a + b, 0)
  const order = raw.map((r, i) => ({ i, frac: r - Math.floor(r) })).sort((a, b) => b.frac - a.frac)
  for (const { i } of order) {
    if (rest <= 0) break
    if (limits && parts[i] + 1 > limits[i]) continue
    parts[i] += 1
    rest -= 1
  }
  if (rest !== 0) throw new OrderMoneyError(`Cannot split ${total} cents over the lines`)
  return parts
}

/**
 * Capture of an amount from the open lines: everything open when the amount is the open total,
 * otherwise the same share of every open line (the invoice then shows each line in proportion).
 */
export function allocateAmount(open: readonly OpenLine[], cents: number): AllocatedLine[] {
  const available = openCents(open)
  if (cents === available) return open.map(whole)
  if (cents > available || cents <= 0) {
    throw new OrderMoneyError(`Cannot allocate ${cents} cents over open lines worth ${available}`)
  }
  const weights = open.map((o) => centsOf(o.line, o.open))
  const limits = weights.map((w) => Math.max(w, 0))
  const parts = splitCents(cents, weights, limits)
  return parts.flatMap((part, i) => (part === 0 ? [] : [part === weights[i] ? whole(open[i]) : shareOf(open[i].line, part)]))
}

/** Whole units of an open line (a fractional rest left by a decimal-quantity capture is never split). */
export const wholeUnits = (open: number): number => Math.floor(open + EPSILON)

/**
 * The adjusting line of an allocation in whole units: the cents no whole unit fits, as ONE unit
 * of the order line `host` (same productId, so Riverty, which counts quantities per productId and
 * numbers the line with the order line's lineNumber, finds it in the order and within its open
 * quantity) at a unit price of those cents and the host's VAT rate, described as
 * "<description> (adjusting line)". That unit then counts as taken at Riverty; the rest of its
 * value stays authorized and goes into the adjusting line of the capture of the rest
 * (`allocateRest`), or stays captured and is refunded with the rest of the capture.
 */
export function adjustingLine(host: RivertyLine, cents: number): AllocatedLine {
  const line: RivertyLine = {
    ...host,
    description: `${host.description} (adjusting line)`,
    quantity: 1,
    grossUnitCents: cents,
    netUnitCents: netOfGross(cents, host.vatPercent),
  }
  return { line, quantity: 1, cents }
}

/**
 * Capture of an amount from the open lines in whole units (Riverty takes decimal quantities only
 * by agreement; option `decimalQuantities`): everything open when the amount is the open total;
 * otherwise every positive line's units in proportion (rounded down), then the largest units that
 * still fit, and the cents no unit fits as an adjusting line on the cheapest unit still open.
 * Discounts and other negative lines go with the capture of the rest. Undefined when no whole
 * unit is left to carry the adjustment (the caller then captures by amount).
 */
export function allocateWholeUnits(open: readonly OpenLine[], cents: number): AllocatedLine[] | undefined {
  const available = openCents(open)
  if (cents === available) return open.map(whole)
  if (cents > available || cents <= 0) {
    throw new OrderMoneyError(`Cannot allocate ${cents} cents over open lines worth ${available}`)
  }
  const units = open.map((o) => ({ line: o.line, free: o.line.grossUnitCents > 0 ? wholeUnits(o.open) : 0, take: 0 }))
  const positive = units.reduce((sum, u) => sum + u.free * u.line.grossUnitCents, 0)
  let rest = cents
  for (const u of units) {
    if (u.free === 0) continue
    u.take = Math.min(u.free, Math.floor((u.free * cents) / positive), Math.floor(rest / u.line.grossUnitCents))
    rest -= u.take * u.line.grossUnitCents
  }
  for (const u of [...units].sort((a, b) => b.line.grossUnitCents - a.line.grossUnitCents)) {
    if (u.free === 0) continue
    const more = Math.min(u.free - u.take, Math.floor(rest / u.line.grossUnitCents))
    u.take += more
    rest -= more * u.line.grossUnitCents
  }
  const out: AllocatedLine[] = units
    .filter((u) => u.take > 0)
    .map((u) => ({ line: u.line, quantity: u.take, cents: u.take * u.line.grossUnitCents }))
  if (rest > 0) {
    const host = units.filter((u) => u.free - u.take >= 1).sort((a, b) => a.line.grossUnitCents - b.line.grossUnitCents)[0]
    if (!host) return undefined
    out.push(adjustingLine(host.line, rest))
  }
  return out
}

/**
 * The capture of the rest when adjusting lines took units in part: every open line whole, except
 * one unit of the first positive line, which becomes the adjusting line carrying that unit plus
 * the `loose` cents no open unit holds. Undefined when no whole unit is open (the caller then
 * captures the rest by amount).
 */
export function allocateRest(open: readonly OpenLine[], loose: number): AllocatedLine[] | undefined {
  const hostIndex = open.findIndex((o) => o.line.grossUnitCents > 0 && wholeUnits(o.open) >= 1)
  if (hostIndex < 0) return undefined
  return open.flatMap((o, i) => {
    if (i !== hostIndex) return [whole(o)]
    const adjusting = adjustingLine(o.line, o.line.grossUnitCents + loose)
    const others = o.open - 1
    return others > EPSILON ? [{ line: o.line, quantity: others, cents: centsOf(o.line, others) }, adjusting] : [adjusting]
  })
}

export interface ShippedQuantity {
  productId: string
  quantity: number
}

/**
 * The capture of one shipment: the shipped articles in whole units, plus their share of every
 * open shipping, surcharge and discount line. The share is the shipped articles' value over the
 * open articles' value (for a discount, over the articles of its VAT rate when there are any), and
 * the shipment that leaves no article open takes everything that is still open, so the captures
 * of all shipments add up to the authorized total exactly.
 *
 * Without `decimalQuantities` nothing is shared, so every line keeps whole units and its own
 * price: shipping and surcharges go whole with the first shipment, a discount whole with the
 * shipment that leaves no article of its VAT rate open (else with the last one).
 */
export function allocateShipment(
  open: readonly OpenLine[],
  shipped: readonly ShippedQuantity[],
  options: { decimalQuantities?: boolean } = {}
): AllocatedLine[] {
  const decimal = options.decimalQuantities ?? false
  const articles = open.filter((o) => isArticle(o.line)).map((o) => ({ ...o }))
  const out: AllocatedLine[] = []
  for (const { productId, quantity } of shipped) {
    let left = quantity
    for (const candidate of articles.filter((a) => a.line.productId === productId)) {
      if (left <= EPSILON) break
      const take = Math.min(candidate.open, left)
      if (take <= EPSILON) continue
      out.push({ line: candidate.line, quantity: take, cents: centsOf(candidate.line, take) })
      candidate.open = roundQuantity(candidate.open - take)
      left = roundQuantity(left - take)
    }
    if (left > EPSILON) throw new OrderMoneyError(`Shipped ${quantity} of ${productId}, but only ${quantity - left} are open at Riverty`)
  }
  if (out.length === 0) return out

  const allShipped = articles.every((a) => a.open <= EPSILON)
  const openArticles = open.filter((o) => isArticle(o.line))
  const value = (lines: readonly { line: RivertyLine; open?: number; quantity?: number }[], vat?: number) =>
    lines
      .filter((l) => vat === undefined || l.line.vatPercent === vat)
      .reduce((sum, l) => sum + centsOf(l.line, l.open ?? l.quantity ?? 0), 0)
  const shippedArticles = [...out]
  const shippedValue = value(shippedArticles)
  const openValue = value(openArticles)

  for (const o of open) {
    if (isArticle(o.line)) continue
    if (allShipped) {
      out.push(whole(o))
      continue
    }
    if (!decimal) {
      const rateHasArticles = value(openArticles, o.line.vatPercent) > 0
      const rateDone = articles.filter((a) => a.line.vatPercent === o.line.vatPercent).every((a) => a.open <= EPSILON)
      if (o.line.grossUnitCents >= 0 || (rateHasArticles && rateDone)) out.push(whole(o))
      continue
    }
    const byVat = o.line.type === "Discount" && value(openArticles, o.line.vatPercent) > 0
    const fraction = byVat
      ? value(shippedArticles, o.line.vatPercent) / value(openArticles, o.line.vatPercent)
      : openValue === 0
        ? 0
        : shippedValue / openValue
    const available = centsOf(o.line, o.open)
    const cents = Math.round(available * fraction)
    // The whole rest keeps its exact open quantity; a recomputed one could overshoot it.
    if (cents === available) out.push(whole(o))
    else if (cents !== 0) out.push(shareOf(o.line, cents))
  }
  // A discount taken whole must not leave an earlier shipment's invoice at zero or below: it then
  // waits for the last shipment, which holds at least what is still authorized.
  if (!decimal && !allShipped && out.reduce((sum, l) => sum + l.cents, 0) <= 0) {
    return out.filter((l) => isArticle(l.line) || l.line.grossUnitCents >= 0)
  }
  return out
}

export interface AllocatedTotals {
  items: OrderItemInput[]
  totalGrossCents: number
  totalGrossAmount: number
  totalNetAmount: number
}

/** Allocated lines as Riverty order items with totals computed the way the service checks them. */
export function toItems(lines: readonly AllocatedLine[]): AllocatedTotals {
  const items: OrderItemInput[] = lines.map(({ line, quantity }) => ({
    productId: line.productId,
    description: line.description,
    ...(line.type ? { type: line.type } : {}),
    quantity,
    grossUnitPrice: centsToAmount(line.grossUnitCents),
    netUnitPrice: centsToAmount(line.netUnitCents),
    vatPercent: line.vatPercent,
    vatAmount: centsToAmount(line.grossUnitCents - line.netUnitCents),
  }))
  const totalGrossCents = lines.reduce((sum, l) => sum + l.cents, 0)
  const totalNetCents = lines.reduce((sum, l) => sum + Math.round(l.line.netUnitCents * l.quantity), 0)
  return { items, totalGrossCents, totalGrossAmount: centsToAmount(totalGrossCents), totalNetAmount: centsToAmount(totalNetCents) }
}
