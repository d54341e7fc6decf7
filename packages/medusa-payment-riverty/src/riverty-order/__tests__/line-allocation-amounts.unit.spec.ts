import { allocateAmount, type OpenLine } from "../line-allocation"
import { expectRefusal, summary } from "./line-allocation-expect"
import { line } from "./lines"

const shirts: OpenLine = { line: line("SKU-A", "PhysicalArticle", 2, 1190, 19), open: 2 }
const gift: OpenLine = { line: line("GIFT", "PhysicalArticle", 1, 0, 19), open: 1 }

describe("capture of an amount", () => {
  it("takes every open line whole for the open total, a free one included", () => {
    expect(summary(allocateAmount([shirts, gift], 2380))).toEqual([
      ["SKU-A", 2, 2380],
      ["GIFT", 1, 0],
    ])
  })

  it("refuses nothing, less than nothing and one cent more than is open", () => {
    expectRefusal(() => allocateAmount([shirts, gift], 0), "Cannot allocate 0 cents over open lines worth 2380")
    expectRefusal(() => allocateAmount([shirts, gift], -1), "Cannot allocate -1 cents over open lines worth 2380")
    expectRefusal(() => allocateAmount([shirts, gift], 2381), "Cannot allocate 2381 cents over open lines worth 2380")
  })

  it("leaves out a line whose share comes to no cent", () => {
    // 100 of 2381: the 1-cent sticker's share is 0.042 cents, the shirts' 99.958 take the cent.
    const sticker: OpenLine = { line: line("STICKER", "PhysicalArticle", 1, 1, 19), open: 1 }
    // 100 / 1190 = 0.0840336... -> 0.08403361 units, which come back to 100 cents.
    expect(summary(allocateAmount([shirts, sticker], 100))).toEqual([["SKU-A", 0.08403361, 100]])
  })

  it("takes a line whose share is all of it with its open quantity, not one recomputed from its cents", () => {
    // Half the shipping (5.95) is open: 297.5 -> 298 cents. All but one cent of 1190 + 298: the
    // shipping's 297.7997 takes the remainder cent (.7997 beats the shirt's .2003), so it is taken
    // whole as 0.5; recomputed, 298 / 595 would be 0.50084034.
    const shirt: OpenLine = { line: line("SKU-A", "PhysicalArticle", 1, 1190, 19), open: 1 }
    const halfShipping: OpenLine = { line: line("shipping", "ShippingFee", 1, 595, 19), open: 0.5 }
    expect(summary(allocateAmount([shirt, halfShipping], 1487))).toEqual([
      // 1189 / 1190 = 0.99915966...
      ["SKU-A", 0.99915966, 1189],
      ["shipping", 0.5, 298],
    ])
  })
})
