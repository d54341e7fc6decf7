import { decorateCartTotals, MedusaError } from "@medusajs/framework/utils"
import type { CartSnapshot, SnapshotAddress } from "./cart-snapshot"
import { toCents } from "../../../riverty-order"

/** The part of Medusa's Query the provider uses (`dependencies: ["query"]` on the payment module). */
export interface QueryGraph {
  graph(config: {
    entity: string
    fields: string[]
    filters?: Record<string, unknown>
    strategy?: "joined" | "select-in" | "balanced"
  }): Promise<{ data: unknown[] }>
}

type Row = Record<string, unknown>
type Address = Row | null | undefined

/** The cart's fields `snapshotFromCart` reads (with `region.automatic_taxes`), for a caller that reads the cart once for more. */
export const SNAPSHOT_CART_FIELDS = [
  "id",
  "email",
  "currency_code",
  "customer_id",
  "completed_at",
  "locale",
  // Not "total": the cart module would load these relations and decorate the totals itself, and
  // snapshotFromCart decorates them again with the region's tax setting. Credit lines count in it.
  "credit_lines.*",
  "items.*",
  "items.tax_lines.*",
  "items.adjustments.*",
  "shipping_methods.*",
  "shipping_methods.tax_lines.*",
  "shipping_methods.adjustments.*",
  "billing_address.*",
  "shipping_address.*",
]

/** Whether the cart's prices include tax (Medusa's totals need it): the region, another module. */
const REGION_FIELD = "region.automatic_taxes"

const str = (value: unknown): string | undefined => (typeof value === "string" && value.trim() ? value : undefined)
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const vatOf = (row: Row): number =>
  rows(row.tax_lines).reduce((sum, line) => sum + Number(line.rate ?? 0), 0)

function address(value: Address): SnapshotAddress | undefined {
  if (!value) return undefined
  return {
    firstName: str(value.first_name),
    lastName: str(value.last_name),
    company: str(value.company),
    address1: str(value.address_1),
    address2: str(value.address_2),
    postalCode: str(value.postal_code),
    city: str(value.city),
    countryCode: str(value.country_code)?.toUpperCase(),
    phone: str(value.phone),
  }
}

function description(item: Row): string {
  const product = str(item.product_title) ?? str(item.title) ?? "Article"
  const variant = str(item.variant_title)
  return variant && variant !== product && !/^default/i.test(variant) ? `${product} - ${variant}` : product
}

/** A cart row from Query (with totals computed by Medusa's own function) as a snapshot. */
export function snapshotFromCart(cart: Row): CartSnapshot {
  // Medusa's own totals function, so the lines add up to exactly what the cart shows.
  const decorated = decorateCartTotals(cart as Parameters<typeof decorateCartTotals>[0]) as unknown as Row
  const items = rows(decorated.items).map((item) => {
    const gross = toCents(item.original_total as number)
    return {
      id: String(item.id),
      productId: (str(item.variant_sku) ?? str(item.variant_id) ?? String(item.id)).slice(0, 100),
      description: description(item),
      quantity: Number(item.quantity),
      grossCents: gross,
      discountCents: gross - toCents(item.total as number),
      vatPercent: vatOf(item),
      imageUrl: /^https?:\/\//.test(str(item.thumbnail) ?? "") ? str(item.thumbnail) : undefined,
    }
  })
  const shipping = rows(decorated.shipping_methods).map((method) => {
    const gross = toCents(method.original_total as number)
    return {
      id: String(method.id),
      description: str(method.name) ?? "Shipping",
      grossCents: gross,
      discountCents: gross - toCents(method.total as number),
      vatPercent: vatOf(method),
    }
  })
  return {
    id: String(cart.id),
    email: str(cart.email),
    currencyCode: String(cart.currency_code ?? "eur"),
    totalCents: toCents(decorated.total as number),
    items,
    shipping,
    billingAddress: address(cart.billing_address as Address),
    shippingAddress: address(cart.shipping_address as Address),
    customerId: str(cart.customer_id),
    locale: str(cart.locale),
  }
}

/**
 * The fields of an order that `snapshotFromCart` reads: an order's items, shipping methods, tax
 * lines and adjustments have the cart's shape, so an edited order maps to Riverty's lines by the
 * same rule (and the same cents) as the cart it was authorized from.
 */
export const ORDER_FIELDS = [
  "id",
  "email",
  "currency_code",
  "customer_id",
  "total",
  "items.*",
  "items.tax_lines.*",
  "items.adjustments.*",
  "shipping_methods.*",
  "shipping_methods.tax_lines.*",
  "shipping_methods.adjustments.*",
  "billing_address.*",
  "shipping_address.*",
]

/** What the server already knows of the cart, from the completing request (see completingCartOf). */
export interface KnownCart {
  cartId: string
  /** The region's `automatic_taxes`; read with the cart when absent. */
  automaticTaxes?: boolean
}

/**
 * The cart behind a payment session: session -> payment collection -> cart. With `known` (the
 * completing request's own read), the two link reads are skipped, and so is the region when its
 * tax setting came with it.
 */
export async function loadCartForSession(query: QueryGraph | undefined, sessionId: string, known?: KnownCart): Promise<CartSnapshot> {
  if (!query) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      'Riverty needs the cart: add dependencies: ["query"] to the payment module in medusa-config (see README)'
    )
  }
  const cartId = known?.cartId ?? (await cartIdOfSession(query, sessionId))
  const automaticTaxes = known?.automaticTaxes
  // Joined: the cart module's rows (items, shipping methods, their tax lines and adjustments,
  // credit lines, addresses) in one statement instead of one after another per relation; the
  // shopper waits for this read. The region (another module) is a read after it, unless known.
  const fields = automaticTaxes === undefined ? [...SNAPSHOT_CART_FIELDS, REGION_FIELD] : SNAPSHOT_CART_FIELDS
  const { data: carts } = await query.graph({ entity: "cart", fields, filters: { id: cartId }, strategy: "joined" })
  const cart = carts[0] as Row | undefined
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart ${String(cartId)} not found`)
  return snapshotFromCart(automaticTaxes === undefined ? cart : { ...cart, region: { automatic_taxes: automaticTaxes } })
}

async function cartIdOfSession(query: QueryGraph, sessionId: string): Promise<string> {
  const { data: sessions } = await query.graph({
    entity: "payment_session",
    fields: ["id", "payment_collection_id"],
    filters: { id: sessionId },
  })
  const collectionId = (sessions[0] as Row | undefined)?.payment_collection_id
  const { data: links } = collectionId
    ? await query.graph({
        entity: "cart_payment_collection",
        fields: ["cart_id"],
        filters: { payment_collection_id: collectionId },
      })
    : { data: [] }
  const cartId = (links[0] as Row | undefined)?.cart_id
  if (!cartId) {
    throw new MedusaError(MedusaError.Types.NOT_FOUND, `No cart found for payment session ${sessionId}`)
  }
  return String(cartId)
}
