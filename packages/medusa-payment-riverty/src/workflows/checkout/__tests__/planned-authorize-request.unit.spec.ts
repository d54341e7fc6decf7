// The lines a store's extendAuthorizeRequest hook is shown, over carts built by Medusa's own
// promotion and totals code (prices with or without VAT, promotions, regions with and without
// automatic taxes): read by the authorize workflow from the cart it found under the lock (its id
// and its region's tax mode from that read), they are the lines found again from the session alone,
// the lines the provider's authorize builds, and they add up to Medusa's total for that region.
import fc from "fast-check"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { checkoutFactsOf } from "../../../modules/riverty"
import { plannedAuthorizeRequest } from "../../../providers/riverty"
import { buildOrderItems, snapshotFromCart } from "../../../providers/riverty/order-mapping"
import { cartArbitrary, medusaCartRow, medusaTotals, SEED } from "../../../riverty-order/__tests__/money-properties-cart"

type Row = Record<string, unknown>

const SESSION_ID = "payses_1"
const COLLECTION_ID = "paycol_1"

/** Query as the payment module's container has it: the session, its collection's cart, the cart. */
function containerWith(row: Row): { container: MedusaContainer; reads: string[] } {
  const reads: string[] = []
  const graph = async ({ entity }: { entity: string }) => {
    reads.push(entity)
    if (entity === "payment_session") return { data: [{ id: SESSION_ID, payment_collection_id: COLLECTION_ID }] }
    if (entity === "cart_payment_collection") return { data: [{ cart_id: row.id, payment_collection_id: COLLECTION_ID }] }
    if (entity === "cart") return { data: [structuredClone(row)] }
    throw new Error(`unexpected read of ${entity}`)
  }
  const container = {
    resolve: (key: string) => {
      if (key === ContainerRegistrationKeys.QUERY) return { graph }
      throw new Error(`unexpected resolve of ${key}`)
    },
  } as unknown as MedusaContainer
  return { container, reads }
}

describe("the authorize request a store's hook is shown, on generated Medusa carts (fast-check, fixed seed)", () => {
  it("is the provider's request for the same cart, at Medusa's total, read once from what the workflow found", async () => {
    await fc.assert(
      fc.asyncProperty(cartArbitrary, fc.boolean(), async (cart, automaticTaxes) => {
        const row: Row = { ...medusaCartRow(cart), region: { automatic_taxes: automaticTaxes } }
        const facts = checkoutFactsOf(row)
        const known = { cartId: String(row.id), ...(facts.automaticTaxes === undefined ? {} : { automaticTaxes: facts.automaticTaxes }) }

        const fromFound = containerWith(row)
        const planned = await plannedAuthorizeRequest(fromFound.container, SESSION_ID, known)
        const fromSession = await plannedAuthorizeRequest(containerWith(row).container, SESSION_ID)
        const provider = buildOrderItems(snapshotFromCart(structuredClone(row)))

        expect(fromFound.reads).toEqual(["cart"])
        expect(planned).toEqual(fromSession)
        expect({ lines: planned.lines, total: planned.total_gross_amount }).toEqual({ lines: provider.items, total: provider.totalGrossAmount })
        expect(Math.round(planned.total_gross_amount * 100)).toBe(medusaTotals(row).totalCents)
      }),
      { seed: SEED, numRuns: 60 },
    )
  })
})
