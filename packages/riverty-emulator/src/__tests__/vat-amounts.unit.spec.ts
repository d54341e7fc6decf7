import { checkAmounts, checkVatAmounts } from "../domain/amount-rules"
import type { ItemWire } from "../state/types"

const item = (grossUnitPrice: number, netUnitPrice: number, vatAmount: number | undefined, vatPercent: number | undefined = 19): ItemWire => ({
  productId: "P",
  description: "P",
  quantity: 1,
  grossUnitPrice,
  netUnitPrice,
  ...(vatAmount === undefined ? {} : { vatAmount }),
  ...(vatPercent === undefined ? {} : { vatPercent }),
})

const fields = (items: ItemWire[], strict = true) => checkVatAmounts(items, "order.", { strict }).map((m) => [m.code, m.fieldReference])

describe("each line's vatAmount (per unit)", () => {
  it("accepts gross - net that is the rate's share of the gross, discounts (negative) included", () => {
    expect(fields([item(100, 84.03, 15.97), item(-2.38, -2, -0.38), item(5.35, 5, 0.35, 7), item(10, 10, 0, 0)])).toEqual([])
  })

  it("accepts a cent either way of its own figure (rounding differences), not two", () => {
    // 9.99 at 19 %: net 8.39, VAT 1.60; net x rate rounded gives 1.59, a cent off.
    expect(fields([item(9.99, 8.39, 1.59)])).toEqual([])
    expect(fields([item(9.99, 8.39, 1.62)])).toEqual([["400.003", "order.items[0].vatAmount"]])
  })

  it("refuses VAT that is not gross - net, naming the line", () => {
    expect(fields([item(100, 84.03, 15.97), item(100, 84.03, 19)])).toEqual([["400.003", "order.items[1].vatAmount"]])
  })

  it("in strict mode refuses VAT that adds up with the net but is not the rate's share of the gross (a net price read as gross)", () => {
    // 100 with a net of 81.00 and VAT 19.00: 19 % of the net, not the 19 % share of 100 (15.97).
    expect(fields([item(100, 81, 19)])).toEqual([["400.003", "order.items[0].vatAmount"]])
  })

  it("by default takes VAT that adds up with the net whatever the rate says, as Riverty's sandbox took it", () => {
    // The lines of a public client's sandbox order: 12.50 = 10 + 2.50 at 21 %, 8.50 = 5.50 + 3 at 6 %.
    expect(fields([item(12.5, 10, 2.5, 21), item(8.5, 5.5, 3, 6)], false)).toEqual([])
    expect(checkVatAmounts([item(12.5, 10, 2.5, 21)], "order.")).toEqual([])
    expect(fields([item(12.5, 10, 3, 21)], false)).toEqual([["400.003", "order.items[0].vatAmount"]])
  })

  it("leaves lines without vatAmount or vatPercent to the other checks", () => {
    expect(fields([item(100, 84.03, undefined), item(100, 84.03, 15.97, undefined)])).toEqual([])
  })

  it("is part of the amount checks of an order", () => {
    const messages = checkAmounts({ totalGrossAmount: 100, totalNetAmount: 84.03, items: [item(100, 84.03, 16.5)] }, "order")
    expect(messages.map((m) => [m.code, m.type, m.fieldReference])).toEqual([["400.003", "BusinessError", "order.items[0].vatAmount"]])
  })
})
