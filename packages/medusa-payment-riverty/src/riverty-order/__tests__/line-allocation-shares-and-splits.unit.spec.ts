import { shareOf, splitCents } from "../line-allocation"
import { expectRefusal } from "./line-allocation-expect"
import { line } from "./lines"

describe("share of a line", () => {
  it("refuses to share a line without a price", () => {
    expectRefusal(() => shareOf(line("GIFT", "PhysicalArticle", 1, 0, 19), 100), "Riverty line GIFT has no price to share")
  })

  it("refuses cents no 8-decimal quantity of the line comes to", () => {
    // A unit price of 1,000,000,000.00 (beyond the 10,000,000.00 that 8 decimals are good for):
    // 1 cent would be a quantity of 1e-11, which rounds to 0 and so to 0 cents.
    expectRefusal(() => shareOf(line("BIG", "PhysicalArticle", 1, 100_000_000_000, 19), 1), "Riverty line BIG: 1 cents is not a share of 100000000000")
  })
})

describe("splitting cents over weights", () => {
  it("gives nothing to anyone when the weights add up to zero", () => {
    expect(splitCents(100, [0, 0])).toEqual([0, 0])
    // A discount that cancels its article.
    expect(splitCents(100, [300, -300])).toEqual([0, 0])
  })

  it("passes the cent of an equal remainder on to the next part when the first is at its limit", () => {
    // 3 over two equal weights is 1.5 each; the first part may not exceed 1, so the second takes the cent.
    expect(splitCents(3, [1, 1], [1, 2])).toEqual([1, 2])
  })

  it("refuses when the limits leave cents nobody can take", () => {
    expectRefusal(() => splitCents(3, [1, 1], [1, 1]), "Cannot split 3 cents over the lines")
  })
})
