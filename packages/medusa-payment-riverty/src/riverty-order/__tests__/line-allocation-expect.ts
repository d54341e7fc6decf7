// Assertions shared by the line-allocation-* specs (not a spec itself: jest runs *.unit.spec.ts only).
import { OrderMoneyError } from "../errors"
import type { AllocatedLine } from "../line-allocation"

/** Allocated lines as [description, quantity, cents]; an adjusting line reads "<description> (adjusting line)". */
export const summary = (lines: readonly AllocatedLine[]) => lines.map((l) => [l.line.description, l.quantity, l.cents])

/** Expects `act` to refuse with an OrderMoneyError (Medusa's 400) of exactly `message`. */
export function expectRefusal(act: () => unknown, message: string): void {
  let error: unknown
  try {
    act()
  } catch (caught) {
    error = caught
  }
  expect(error).toBeInstanceOf(OrderMoneyError)
  expect((error as Error).message).toBe(message)
}
