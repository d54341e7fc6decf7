import { openLinesOf } from "../line-allocation"
import { line, ORDER } from "./lines"

describe("open lines", () => {
  it("takes a captured line from its own product only, even when another product at the same price comes first", () => {
    // A second book at the book's 5.35 listed before the order: the captured SKU-B is not taken from it.
    const order = [line("SKU-B2", "PhysicalArticle", 1, 535, 7), ...ORDER]
    const open = openLinesOf(order, [line("SKU-B", "PhysicalArticle", 1, 535, 7)])
    expect(open.map((o) => [o.line.productId, o.open])).toEqual([
      ["SKU-B2", 1],
      ["SKU-A", 2],
      ["SKU-B", 2],
      ["shipping-sm_1", 1],
      ["discount-vat-19", 1],
      ["discount-vat-7", 1],
    ])
  })

  it("counts a line open by no more than 1e-9 as closed (rounding noise), one open by 2e-9 as open", () => {
    const dust = line("DUST", "PhysicalArticle", 1e-9, 1190, 19)
    const speck = line("SPECK", "PhysicalArticle", 2e-9, 1190, 19)
    expect(openLinesOf([dust, speck], [])).toEqual([{ line: speck, open: 2e-9 }])
  })
})
