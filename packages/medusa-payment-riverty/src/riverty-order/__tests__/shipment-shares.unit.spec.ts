import { allocateShipment, openLinesOf } from "../line-allocation"
import { ORDER } from "./lines"

// With `decimalQuantities` a shipment takes its share of the shipping and
// discount lines, rounded to the NEAREST cent (the last shipment takes the rest, so the captures
// still add up). Literals: articles 2 x 11.90 (19 %) + 3 x 5.35 (7 %) = 39.85, shipping 5.95.

const summary = (lines: ReturnType<typeof allocateShipment>) => lines.map((l) => [l.line.productId, l.quantity, l.cents])
const open = openLinesOf(ORDER, [])

describe("shipment shares with decimalQuantities", () => {
  it("rounds the shipping share up when its fraction of a cent is .5 or more", () => {
    // One shirt: 11.90 / 39.85 of 5.95 is 1.7768 -> 1.78 (down would give 1.77); the 19 % discount
    // halves exactly (-1.19); no 7 % article shipped, so no 7 % discount.
    expect(summary(allocateShipment(open, [{ productId: "SKU-A", quantity: 1 }], { decimalQuantities: true }))).toEqual([
      ["SKU-A", 1, 1190],
      ["shipping-sm_1", 0.29915966, 178],
      ["discount-vat-19", 0.5, -119],
    ])
  })

  it("rounds a discount share to the nearest cent as well", () => {
    // One book: shipping 5.35 / 39.85 of 5.95 is 0.7988 -> 0.80; the 7 % discount -1.61 / 3 is
    // -0.5367 -> -0.54 (towards zero would give -0.53).
    expect(summary(allocateShipment(open, [{ productId: "SKU-B", quantity: 1 }], { decimalQuantities: true }))).toEqual([
      ["SKU-B", 1, 535],
      ["shipping-sm_1", 0.13445378, 80],
      ["discount-vat-7", 0.33540373, -54],
    ])
  })
})
