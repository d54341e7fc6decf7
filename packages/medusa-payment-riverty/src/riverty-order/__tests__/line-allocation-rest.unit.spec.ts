import { allocateRest, type OpenLine } from "../line-allocation"
import { summary } from "./line-allocation-expect"
import { line } from "./lines"

// The capture of the rest after adjusting lines: every open line whole, except one unit of the
// first positive line with a whole unit open, which carries itself plus the loose cents.

const discount: OpenLine = { line: line("discount", "Discount", 1, -238, 19), open: 1 }
const shirts = (open: number): OpenLine => ({ line: line("SKU-A", "PhysicalArticle", 2, 1190, 19), open })
const books: OpenLine = { line: line("SKU-B", "PhysicalArticle", 2, 535, 7), open: 2 }

describe("capture of the rest", () => {
  it("adjusts a unit of the first positive line, not a discount before it, and takes its other units whole", () => {
    const lines = allocateRest([discount, shirts(2)], 100)!
    expect(summary(lines)).toEqual([
      ["discount", 1, -238],
      ["SKU-A", 1, 1190],
      ["SKU-A (adjusting line)", 1, 1290],
    ])
    // 12.90 at 19 %: net 1290 / 1.19 = 1084.03 -> 1084.
    expect(lines[2].line).toMatchObject({ grossUnitCents: 1290, netUnitCents: 1084, vatPercent: 19 })
  })

  it("skips a free line and adjusts the only unit of a line open by exactly one", () => {
    const gift: OpenLine = { line: line("GIFT", "PhysicalArticle", 1, 0, 19), open: 1 }
    expect(summary(allocateRest([gift, shirts(1)], 50)!)).toEqual([
      ["GIFT", 1, 0],
      ["SKU-A (adjusting line)", 1, 1240],
    ])
  })

  it("skips a line with only part of a unit open", () => {
    // Half a shirt open (5.95) stays whole; a book carries the 0.10.
    expect(summary(allocateRest([shirts(0.5), books], 10)!)).toEqual([
      ["SKU-A", 0.5, 595],
      ["SKU-B", 1, 535],
      ["SKU-B (adjusting line)", 1, 545],
    ])
  })

  it("gives up when no whole unit is open", () => {
    expect(allocateRest([shirts(0.5)], 10)).toBeUndefined()
  })
})
