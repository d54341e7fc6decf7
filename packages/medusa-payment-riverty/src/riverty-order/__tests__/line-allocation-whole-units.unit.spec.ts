import { allocateWholeUnits, openLinesOf, type OpenLine } from "../line-allocation"
import { expectRefusal, summary } from "./line-allocation-expect"
import { line, ORDER, TOTAL } from "./lines"

const openOf = (productId: string, quantity: number, grossUnitCents: number, vatPercent = 19): OpenLine => ({
  line: line(productId, "PhysicalArticle", quantity, grossUnitCents, vatPercent),
  open: quantity,
})

describe("capture of an amount in whole units", () => {
  it("refuses nothing and one cent more than is open", () => {
    const open = openLinesOf(ORDER, [])
    expectRefusal(() => allocateWholeUnits(open, 0), `Cannot allocate 0 cents over open lines worth ${TOTAL}`)
    expectRefusal(() => allocateWholeUnits(open, 4182), "Cannot allocate 4182 cents over open lines worth 4181")
  })

  it("sends no adjusting line when whole units come to the amount exactly", () => {
    // 11.90 is one shirt: nothing in proportion (2 x 1190 / 4580 rounds down to 0), then the dearest unit that fits.
    expect(summary(allocateWholeUnits(openLinesOf(ORDER, []), 1190)!)).toEqual([["SKU-A", 1, 1190]])
  })

  it("takes units in proportion to the open value first", () => {
    // 20.00 of 2 x 10.00 + 2 x 1.00 (22.00): 2 x 2000 / 2200 = 1.8 -> 1 unit of each, 9.00 left;
    // no second 10.00 unit fits, the second 1.00 unit does; the 8.00 left adjust a 10.00 unit.
    const lines = allocateWholeUnits([openOf("SKU-A", 2, 1000), openOf("SKU-B", 2, 100)], 2000)!
    expect(summary(lines)).toEqual([
      ["SKU-A", 1, 1000],
      ["SKU-B", 2, 200],
      ["SKU-A (adjusting line)", 1, 800],
    ])
    // One unit at 8.00 and the host's 19 %: net 800 / 1.19 = 672.27 -> 672.
    expect(lines[2].line).toMatchObject({ productId: "SKU-A", grossUnitCents: 800, netUnitCents: 672, vatPercent: 19 })
  })

  it("fills up with the dearest units that still fit, whatever the order of the lines", () => {
    // 18.00 of 3 x 5.35 + 2 x 11.90 (39.85): in proportion 1 book (3 x 1800 / 3985 = 1.36) and no
    // shirt (0.90), 12.65 left; a shirt fits (0.75 left), no book; the cheapest open unit adjusts.
    expect(summary(allocateWholeUnits([openOf("SKU-B", 3, 535, 7), openOf("SKU-A", 2, 1190)], 1800)!)).toEqual([
      ["SKU-B", 1, 535],
      ["SKU-A", 1, 1190],
      ["SKU-B (adjusting line)", 1, 75],
    ])
  })

  it("never takes more units of a line than are open", () => {
    // 11.42 of 3 socks at 1.00 and a book at 10.00: 2 socks in proportion, the book does not fit
    // into 9.42, the third sock does; the 8.42 left adjust the book, though 8 more socks would fit.
    expect(summary(allocateWholeUnits([openOf("SOCKS", 3, 100), openOf("BOOK", 1, 1000)], 1142)!)).toEqual([
      ["SOCKS", 3, 300],
      ["BOOK (adjusting line)", 1, 842],
    ])
  })

  it("takes no units of a free line", () => {
    // 12.00 of two free gifts and 2 x 11.90: one shirt, the 0.10 left adjust the other shirt.
    expect(summary(allocateWholeUnits([openOf("GIFT", 2, 0), openOf("SKU-A", 2, 1190)], 1200)!)).toEqual([
      ["SKU-A", 1, 1190],
      ["SKU-A (adjusting line)", 1, 10],
    ])
  })

  it("gives up when no whole unit is open to carry the adjustment", () => {
    // Half a shirt is open (5.95): 1.00 of it fits no unit and has no unit to adjust.
    expect(allocateWholeUnits([{ line: line("SKU-A", "PhysicalArticle", 2, 1190, 19), open: 0.5 }], 100)).toBeUndefined()
  })
})
