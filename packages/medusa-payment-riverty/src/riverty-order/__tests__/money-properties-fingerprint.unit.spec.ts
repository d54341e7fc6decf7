// The cart fingerprint authorize keeps (changed-cart.ts) over carts built by Medusa's own promotion
// and totals code: a cart read twice is the same cart, and one more unit of any line, priced with
// or without VAT and under any promotion, is another cart that Riverty did not accept.
import fc from "fast-check"
import { cartFingerprint, snapshotFromCart } from "../../providers/riverty/order-mapping"
import { cartArbitrary, medusaCartRow, SEED, type GeneratedCart } from "./money-properties-cart"

jest.setTimeout(20_000)
const fingerprintOf = (cart: GeneratedCart) => cartFingerprint(snapshotFromCart(structuredClone(medusaCartRow(cart))))

describe("the fingerprint of generated Medusa carts (fast-check, fixed seed)", () => {
  it("is the same for the same cart, and differs once any line holds one more unit", () => {
    fc.assert(
      fc.property(cartArbitrary, fc.nat(), (cart, pick) => {
        const same = fingerprintOf(cart) === fingerprintOf(structuredClone(cart))
        const at = pick % cart.items.length
        const more = { ...cart, items: cart.items.map((item, i) => (i === at ? { ...item, quantity: item.quantity + 1 } : item)) }
        return same && fingerprintOf(more) !== fingerprintOf(cart)
      }),
      { seed: SEED, numRuns: 80 },
    )
  })
})
