// Generated carts for the money property specs (not a spec itself: jest runs *.unit.spec.ts only).
//
// A cart is built the way Medusa 2.21.2 builds one, with Medusa's own code: the promotion module's
// compute-actions functions turn the generated promotions into item and shipping adjustments (as
// its computeActions does, promotions by value descending, one map of applied amounts across
// them), and `decorateCartTotals` (the function the cart module and the provider's snapshot use)
// gives the totals. So "Medusa's total" in the specs is Medusa's, not a re-implementation of it;
// the expected gross prices are computed from the generated inputs on their own.
import fc from "fast-check"
import { BigNumber, decorateCartTotals, MathBN } from "@medusajs/framework/utils"
// The promotion module publishes these only through its service (computeActions, which needs the
// module and a database); the functions it calls are the allocation Medusa applies.
// eslint-disable-next-line @medusajs/import-from-framework-not-internal
import { getComputedActionsForItems, getComputedActionsForShippingMethods } from "@medusajs/promotion/dist/utils/compute-actions"
import { toCents } from "../cents"

/** The fixed seed every money property runs with (replay a failure with its `path` from the report). */
export const SEED = 3707

export const VAT_RATES = [0, 7, 9, 19, 21, 25] as const

export interface GeneratedItem {
  unitCents: number
  quantity: number
  vat: number
}

export interface GeneratedShipping {
  amountCents: number
  vat: number
}

export interface GeneratedPromotion {
  target: "order" | "items" | "shipping_methods"
  type: "percentage" | "fixed"
  /** Percent (1-100) or, for fixed, cents. */
  value: number
  allocation: "each" | "across"
  maxQuantity: number
  taxInclusive: boolean
}

export interface GeneratedCart {
  /** Medusa's `is_tax_inclusive` on every price of the cart (a region or price list priced with VAT). */
  taxInclusive: boolean
  items: GeneratedItem[]
  shipping: GeneratedShipping[]
  promotions: GeneratedPromotion[]
}

const item: fc.Arbitrary<GeneratedItem> = fc.record({
  unitCents: fc.integer({ min: 1, max: 99_999 }),
  quantity: fc.integer({ min: 1, max: 20 }),
  vat: fc.constantFrom(...VAT_RATES),
})

const shipping: fc.Arbitrary<GeneratedShipping> = fc.record({
  amountCents: fc.integer({ min: 1, max: 4_999 }),
  vat: fc.constantFrom(...VAT_RATES),
})

/** A percentage, 100 (free) often enough to matter. */
const percent = fc.oneof(fc.integer({ min: 1, max: 99 }), fc.constant(100))

const promotion: fc.Arbitrary<GeneratedPromotion> = fc
  .record({
    target: fc.constantFrom("order" as const, "items" as const, "shipping_methods" as const),
    type: fc.constantFrom("percentage" as const, "fixed" as const),
    percent,
    fixedCents: fc.integer({ min: 1, max: 20_000 }),
    allocation: fc.constantFrom("each" as const, "across" as const),
    maxQuantity: fc.integer({ min: 1, max: 20 }),
    taxInclusive: fc.boolean(),
  })
  .map(({ percent: p, fixedCents, ...rest }) => ({
    ...rest,
    // An order promotion is always spread across the items (Medusa's allocation override).
    allocation: rest.target === "order" ? ("across" as const) : rest.allocation,
    value: rest.type === "percentage" ? p : fixedCents,
  }))

/** Free shipping: 100 % off every shipping method. */
export const FREE_SHIPPING: GeneratedPromotion = {
  target: "shipping_methods",
  type: "percentage",
  value: 100,
  allocation: "each",
  maxQuantity: 1,
  taxInclusive: false,
}

/** 1-8 articles at different unit prices (rates drawn from six, so some share one), 0-2 shipping methods, 0-3 promotions. */
export const cartArbitrary: fc.Arbitrary<GeneratedCart> = fc.record({
  taxInclusive: fc.boolean(),
  items: fc.uniqueArray(item, { minLength: 1, maxLength: 8, selector: (i) => i.unitCents }),
  shipping: fc.array(shipping, { minLength: 0, maxLength: 2 }),
  promotions: fc.oneof(
    fc.array(promotion, { maxLength: 3 }),
    fc.array(promotion, { maxLength: 2 }).map((more) => [FREE_SHIPPING, ...more])
  ),
})

type Row = Record<string, unknown>

const majorUnits = (cents: number): number => cents / 100

/** An amount as the database hands it back (numeric column and its raw value, 20 digits). */
const stored = (amount: unknown): { amount: number; raw_amount: unknown } => {
  const big = new BigNumber(MathBN.convert(amount as number))
  return { amount: big.numeric, raw_amount: big.raw }
}

const promotionDto = (p: GeneratedPromotion, index: number) => ({
  id: `promo_${index}`,
  code: `PROMO${index}`,
  type: "standard",
  is_tax_inclusive: p.taxInclusive,
  application_method: {
    type: p.type,
    target_type: p.target,
    allocation: p.allocation,
    value: p.type === "percentage" ? p.value : majorUnits(p.value),
    max_quantity: p.target === "items" && p.allocation === "each" ? p.maxQuantity : null,
    target_rules: [],
  },
})

/**
 * The cart row Query returns for the provider (`load-cart.ts`'s fields): items and shipping
 * methods with their tax lines and the adjustments Medusa's promotion module computes for the
 * generated promotions, and the region.
 */
export function medusaCartRow(cart: GeneratedCart): Row {
  const items = cart.items.map((it, i) => ({
    id: `item_${i}`,
    title: `Article ${i}`,
    product_title: `Article ${i}`,
    variant_sku: `SKU-${i}`,
    quantity: it.quantity,
    unit_price: majorUnits(it.unitCents),
    is_tax_inclusive: cart.taxInclusive,
    is_discountable: true,
    tax_lines: [{ rate: it.vat, code: `VAT${it.vat}` }],
    adjustments: [] as Row[],
  }))
  const methods = cart.shipping.map((s, i) => ({
    id: `sm_${i}`,
    name: `Parcel ${i}`,
    amount: majorUnits(s.amountCents),
    is_tax_inclusive: cart.taxInclusive,
    tax_lines: [{ rate: s.vat, code: `VAT${s.vat}` }],
    adjustments: [] as Row[],
  }))
  const row: Row = { id: "cart_1", currency_code: "eur", email: "buyer@example.com", region: { automatic_taxes: true }, items, shipping_methods: methods }

  // The promotion module computes on the cart with its totals (subtotal, original_total).
  const context = decorateCartTotals(structuredClone(row) as never) as unknown as { items: Row[]; shipping_methods: Row[] }
  const applied = new Map<string, unknown>()
  const promotions = cart.promotions.map(promotionDto).sort((a, b) => b.application_method.value - a.application_method.value)
  for (const promo of promotions) {
    const target = promo.application_method.target_type
    if (target === "shipping_methods") {
      for (const action of getComputedActionsForShippingMethods(promo as never, context.shipping_methods as never, applied as never) as unknown as Row[]) {
        methods.find((m) => m.id === action.shipping_method_id)?.adjustments.push({ code: promo.code, ...stored(action.amount) })
      }
    } else {
      const override = target === "order" ? "across" : undefined
      for (const action of getComputedActionsForItems(promo as never, context.items as never, applied as never, override as never) as unknown as Row[]) {
        items.find((it) => it.id === action.item_id)?.adjustments.push({ code: promo.code, is_tax_inclusive: action.is_tax_inclusive, ...stored(action.amount) })
      }
    }
  }
  return row
}

export interface MedusaTotals {
  totalCents: number
  /** Per item id and shipping method id: gross before and after discounts, in cents. */
  lines: Map<string, { originalCents: number; totalCents: number; vat: number }>
}

/** Medusa's totals of a cart row (`decorateCartTotals` on a copy), in cents by the plugin's rule. */
export function medusaTotals(row: Row): MedusaTotals {
  const decorated = decorateCartTotals(structuredClone(row) as never) as unknown as Row & { items: Row[]; shipping_methods: Row[] }
  const lines = new Map<string, { originalCents: number; totalCents: number; vat: number }>()
  for (const line of [...decorated.items, ...decorated.shipping_methods]) {
    const vat = (line.tax_lines as { rate: number }[]).reduce((sum, t) => sum + Number(t.rate), 0)
    lines.set(String(line.id), { originalCents: toCents(line.original_total as never), totalCents: toCents(line.total as never), vat })
  }
  return { totalCents: toCents(decorated.total as never), lines }
}

/**
 * A gross price in cents from the generated inputs alone: the price itself when it includes VAT,
 * else price x (1 + rate), rounded half up (positive amounts).
 */
export function expectedGrossCents(priceCents: number, vat: number, taxInclusive: boolean): number {
  if (taxInclusive) return priceCents
  const hundredths = priceCents * (100 + vat)
  const whole = Math.floor(hundredths / 100)
  return hundredths - whole * 100 >= 50 ? whole + 1 : whole
}

/** The exact VAT share of a gross amount in cents: gross - gross / (1 + rate). */
export const vatShareOf = (grossCents: number, vat: number): number => grossCents - (grossCents * 100) / (100 + vat)
