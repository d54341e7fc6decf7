import { createHash } from "node:crypto"
import type { CartSnapshot, SnapshotAddress } from "./cart-snapshot"

const address = (a: SnapshotAddress | undefined) =>
  a ? [a.firstName, a.lastName, a.company, a.address1, a.address2, a.postalCode, a.city, a.countryCode, a.phone].map((part) => part ?? "") : null

/**
 * What Riverty was asked to accept, as one value: the amounts, the lines, the shipping, both
 * addresses and the e-mail (not ids, images or the language). Kept with the session when authorize
 * is sent, compared when the cart is completed: a cart changed in between, even at the same total,
 * is not completed on Riverty's decision about another one. A SHA-256 digest, so the record holds
 * no address.
 */
export function cartFingerprint(cart: CartSnapshot): string {
  const value = [
    cart.currencyCode.toLowerCase(),
    cart.totalCents,
    cart.email ?? "",
    cart.items.map((i) => [i.productId, i.description, i.quantity, i.grossCents, i.discountCents, i.vatPercent]),
    cart.shipping.map((s) => [s.description, s.grossCents, s.discountCents, s.vatPercent]),
    address(cart.billingAddress),
    address(cart.shippingAddress),
  ]
  return createHash("sha256").update(JSON.stringify(value)).digest("hex")
}
