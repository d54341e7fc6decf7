import { LOOKUP_ADDRESS_FIELDS, type CustomerLookupRecord, type LookupBillingAddress } from "../../../modules/riverty/lib/customer-lookup-record"
import type { CartSnapshot, SnapshotAddress } from "./cart-snapshot"

const same = (a: string | undefined, b: string | undefined) => (a ?? "").trim().toLowerCase() === (b ?? "").trim().toLowerCase()

const SNAPSHOT_KEY = {
  first_name: "firstName",
  last_name: "lastName",
  company: "company",
  address_1: "address1",
  address_2: "address2",
  postal_code: "postalCode",
  city: "city",
  country_code: "countryCode",
} as const satisfies Record<(typeof LOOKUP_ADDRESS_FIELDS)[number], keyof SnapshotAddress>

/** True while the cart's billing address is the masked one confirm wrote (the shopper did not type another). */
export function showsMaskedLookup(billing: SnapshotAddress | undefined, masked: LookupBillingAddress): boolean {
  return !!billing && LOOKUP_ADDRESS_FIELDS.every((field) => same(billing[SNAPSHOT_KEY[field]], masked[field]))
}

/**
 * The cart as Riverty must see it at authorize: a cart whose billing address is a confirmed
 * lookup's masked address gets the full address the lookup found (kept sealed in the module, never
 * shown to the guest) as its billing address, phone included; any other cart stays as it is.
 */
export function withLookedUpBilling(cart: CartSnapshot, lookup: CustomerLookupRecord | undefined): { cart: CartSnapshot; lookedUp: boolean } {
  if (!lookup || !showsMaskedLookup(cart.billingAddress, lookup.masked)) return { cart, lookedUp: false }
  const full = lookup.address
  const billingAddress: SnapshotAddress = {
    firstName: full.first_name,
    lastName: full.last_name,
    company: full.company,
    address1: full.address_1,
    address2: full.address_2,
    postalCode: full.postal_code,
    city: full.city,
    countryCode: full.country_code.toUpperCase(),
    phone: full.phone ?? cart.billingAddress?.phone,
  }
  return { cart: { ...cart, billingAddress }, lookedUp: true }
}
