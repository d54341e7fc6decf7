import { linesCover, shareLines, vatShares } from "../domain/vat-shares"
import type { ItemWire } from "../state/types"

const line = (productId: string, gross: number, vatPercent: number, quantity = 1): ItemWire => ({
  productId,
  description: productId,
  grossUnitPrice: gross,
  netUnitPrice: 0,
  quantity,
  vatPercent,
})

describe("vatShares", () => {
  it("splits 100.00 over 123.90 at 19 % and 32.10 at 7 % as 79.42 and 20.58", () => {
    expect(vatShares([line("A", 119, 19), line("B", 10.7, 7, 3), line("S", 4.9, 19)], 10000)).toEqual([
      { vatPercent: 19, grossCents: 7942, netCents: 6674 },
      { vatPercent: 7, grossCents: 2058, netCents: 1923 },
    ])
  })

  it("hands out the last cents by largest remainder so the shares add up exactly", () => {
    const shares = vatShares([line("A", 1, 19), line("B", 1, 7), line("C", 1, 0)], 100)
    expect(shares.map((s) => s.grossCents)).toEqual([34, 33, 33])
  })

  it("gives a rate whose lines net to nothing or less no share, and 0 % when no rate is positive", () => {
    expect(vatShares([line("A", 50, 19), line("D", -60, 7)], 1000)).toEqual([{ vatPercent: 19, grossCents: 1000, netCents: 840 }])
    expect(vatShares([], 500)).toEqual([{ vatPercent: 0, grossCents: 500, netCents: 500 }])
  })

  it("turns shares into one line per rate", () => {
    expect(shareLines([{ vatPercent: 19, grossCents: 4448, netCents: 3738 }], (s) => `rest at ${s.vatPercent} %`)).toEqual([
      { productId: "VAT-19", description: "rest at 19 %", grossUnitPrice: 44.48, netUnitPrice: 37.38, quantity: 1, vatPercent: 19, vatAmount: 7.1 },
    ])
  })

  it("lets lines stand for an amount within a cent per line, never when there are none", () => {
    expect(linesCover([line("A", 0.333, 19, 3), line("B", 1, 7)], 200)).toBe(true)
    expect(linesCover([line("A", 1, 19)], 102)).toBe(false)
    expect(linesCover([], 0)).toBe(false)
  })
})
