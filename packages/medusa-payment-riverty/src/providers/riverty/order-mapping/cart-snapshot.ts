/**
 * The cart as the order mapping needs it, in integer cents: a plain value, so the mapping is a
 * pure function that unit tests can drive without Medusa.
 */
export interface SnapshotAddress {
  firstName?: string
  lastName?: string
  company?: string
  address1?: string
  address2?: string
  postalCode?: string
  city?: string
  countryCode?: string
  phone?: string
}

export interface SnapshotItem {
  id: string
  productId: string
  description: string
  quantity: number
  /** Gross (tax included) before discounts, for the whole line. */
  grossCents: number
  /** Gross discount on the line (positive number). */
  discountCents: number
  vatPercent: number
  imageUrl?: string
}

export interface SnapshotShipping {
  id: string
  description: string
  grossCents: number
  discountCents: number
  vatPercent: number
}

export interface CartSnapshot {
  id: string
  email?: string
  currencyCode: string
  /** What the customer pays: the payment's amount. */
  totalCents: number
  items: SnapshotItem[]
  shipping: SnapshotShipping[]
  billingAddress?: SnapshotAddress
  shippingAddress?: SnapshotAddress
  customerId?: string
  /** The cart's `locale` (BCP 47, set by the storefront): the language Riverty addresses the shopper in. */
  locale?: string
}
