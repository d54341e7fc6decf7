import { BigNumber } from "@medusajs/framework/utils"
import { operationCents, sumMoney, toCents } from "../cents"

describe("Medusa amounts to cents", () => {
  it("applies the one rule to every form of a Medusa amount", () => {
    expect(toCents(1.005)).toBe(101)
    expect(toCents("1.005")).toBe(101)
    expect(toCents(new BigNumber(1.005))).toBe(101)
    expect(toCents({ value: "33.3333333333", precision: 20 })).toBe(3333)
    expect(toCents(null)).toBe(0)
  })

  it("sends per operation what brings Riverty to Medusa's running total in cents", () => {
    const amounts = [1.005, 1.005, 0.0049, 0.0051, 2.0049]
    let booked: ReturnType<typeof sumMoney> = sumMoney([])
    let riverty = 0
    const sent: number[] = []
    for (const amount of amounts) {
      const cents = operationCents(booked, amount)
      sent.push(cents)
      riverty += cents
      booked = sumMoney([booked, amount])
      expect(riverty).toBe(toCents(booked))
    }
    // Never more than half a cent away from the Medusa amount of the same operation.
    expect(sent).toEqual([101, 100, 0, 1, 200])
    amounts.forEach((amount, i) => expect(Math.abs(sent[i] - amount * 100)).toBeLessThanOrEqual(0.5 + 1e-9))
  })

  it("sums amounts exactly, in decimal digits", () => {
    expect(sumMoney([0.1, 0.2])).toBe("0.3")
    expect(sumMoney(["1.005", new BigNumber(-0.005), null, { value: "2e-3" }])).toBe("1.002")
    expect(sumMoney([])).toBe("0")
    expect(sumMoney([-1.5, 0.25])).toBe("-1.25")
  })
})
