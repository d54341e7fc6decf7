// The lines a store's extendAuthorizeRequest hook is shown, over carts built by Medusa's own
// promotion and totals code (prices with or without VAT, promotions, regions with and without
// automatic taxes): read by the authorize workflow from the cart it found under the lock (its id
// and its region's tax mode from that read), they are the lines found again from the session alone,
// the lines the provider's authorize builds, and they add up to Medusa's total for that region.
// In a place order the cart read once by the find step goes down as a snapshot: the plan step's
// lines are then the lines the provider's authorize sends to Riverty from that same snapshot.
import fc from "fast-check"
import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import type { RunningEmulator } from "riverty-emulator"
import { checkoutFactsOf } from "../../../modules/riverty"
import { plannedAuthorizeRequest, plannedAuthorizeRequestOf, providerId } from "../../../providers/riverty"
import { CHECKOUT_CART_CONTEXT_KEY, authorizePayment, type OperationContext } from "../../../providers/riverty/operations"
import { contextFor, type Row as StateRow } from "../../../providers/riverty/operations/__tests__/support/emulated-session"
import { scriptedClient } from "../../../providers/riverty/operations/__tests__/support/scripted-client"
import { buildOrderItems, snapshotFromCart, type CartSnapshot, type OrderLine } from "../../../providers/riverty/order-mapping"
import { amountToCents } from "../../../riverty-order/cents"
import { cartArbitrary, medusaCartRow, medusaTotals, SEED } from "../../../riverty-order/__tests__/money-properties-cart"
import { rivertySessionToAuthorize } from "../cart-session"

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

const ADDRESS = { first_name: "Erika", last_name: "Muster", address_1: "Hauptstraße 5", postal_code: "10115", city: "Berlin", country_code: "de" }

/** The cart as the find step's one read returns it (cart-session.ts's CART_FIELDS): lines, addresses, region, the Riverty session. */
function foundCartRow(row: Row, automaticTaxes: boolean): Row {
  return {
    ...row,
    billing_address: ADDRESS,
    shipping_address: ADDRESS,
    region: { automatic_taxes: automaticTaxes },
    payment_collection: { payment_sessions: [{ id: SESSION_ID, provider_id: providerId("invoice"), status: "pending", data: { session_id: SESSION_ID } }] },
  }
}

type SentOrder = { items: OrderLine[]; totalGrossAmount: number; totalNetAmount: number }

/** The provider's authorize of the session with the snapshot in its context; any read of Query fails the run. */
async function sentByAuthorize(handed: CartSnapshot): Promise<SentOrder> {
  const rows = new Map<string, StateRow>([
    [SESSION_ID, { session_id: SESSION_ID, order_number: SESSION_ID, method: "invoice", authorize_state: "none", outcome: null, choices: {}, personal_data: JSON.stringify({ birth_date: "1980-01-01" }) }],
  ])
  const riverty = scriptedClient()
  riverty.answer("authorize", { outcome: "Accepted" })
  const base = contextFor({ url: "http://127.0.0.1:9" } as unknown as RunningEmulator, rows, "Erika")
  const ctx: OperationContext = {
    ...base,
    client: riverty.client,
    query: {
      graph: async ({ entity }) => {
        throw new Error(`authorize read ${entity} although the place order handed it the cart`)
      },
    },
  }
  const out = await authorizePayment(ctx, { data: { session_id: SESSION_ID }, context: { idempotency_key: SESSION_ID, [CHECKOUT_CART_CONTEXT_KEY]: handed } as never })
  expect(out.status).toBe("authorized")
  const calls = riverty.calls("authorize")
  expect(calls).toHaveLength(1)
  return (calls[0][0] as { order: SentOrder }).order
}

const isAmount = (value: unknown): boolean => typeof value === "number" && Number.isFinite(value)

describe("a place order's plan and authorize from the cart read once (fast-check, fixed seed)", () => {
  it("the plan step's lines are the lines authorize sends from the handed snapshot, at Medusa's total, none negative but discounts, none NaN", async () => {
    await fc.assert(
      fc.asyncProperty(cartArbitrary, fc.boolean(), async (generated, automaticTaxes) => {
        const read = foundCartRow(medusaCartRow(generated), automaticTaxes)
        const medusaTotalCents = medusaTotals(read).totalCents
        // The find step: the session from the read, then the snapshot of the same read.
        const found = rivertySessionToAuthorize(read, String(read.id))
        expect(found).toMatchObject({ sessionId: SESSION_ID, dataSessionId: SESSION_ID })
        // (Medusa's totals decorate the row it is given: the step's own read, a copy here.)
        const snapshot = snapshotFromCart(structuredClone(read))
        // What the next steps receive: a step's output as the workflow engine stores it.
        const handed = JSON.parse(JSON.stringify(snapshot)) as CartSnapshot
        expect(handed).toEqual(snapshot)

        const planned = plannedAuthorizeRequestOf(handed)
        const sent = await sentByAuthorize(handed)

        // One builder: the hook is shown what Riverty is sent.
        expect(sent.items).toEqual(planned.lines)
        expect(sent.totalGrossAmount).toBe(planned.total_gross_amount)
        // The plan from the handed snapshot is the plan authorize makes from the session alone.
        const fromSession = await plannedAuthorizeRequest(containerWith(read).container, SESSION_ID)
        expect(planned).toEqual(fromSession)

        // Riverty's order is the cart's total in cents, and its lines add up to it.
        const totalCents = amountToCents(sent.totalGrossAmount)
        expect(totalCents).toBe(medusaTotalCents)
        expect(totalCents).toBe(handed.totalCents)
        expect(sent.items.reduce((sum, line) => sum + amountToCents(line.grossUnitPrice) * line.quantity, 0)).toBe(totalCents)
        expect(sent.items.reduce((sum, line) => sum + amountToCents(line.netUnitPrice) * line.quantity, 0)).toBe(amountToCents(sent.totalNetAmount))
        expect(totalCents).toBeGreaterThanOrEqual(0)
        expect(sent.totalNetAmount).toBeLessThanOrEqual(sent.totalGrossAmount)

        for (const line of sent.items) {
          expect([line.grossUnitPrice, line.netUnitPrice, line.vatAmount, line.vatPercent].every(isAmount)).toBe(true)
          expect(Number.isInteger(line.quantity) && line.quantity > 0).toBe(true)
          expect(line.vatPercent).toBeGreaterThanOrEqual(0)
          // Only a discount is negative; the net and VAT of a line carry its gross's sign.
          const sign = line.type === "Discount" ? -1 : 1
          expect(sign * line.grossUnitPrice).toBeGreaterThanOrEqual(0)
          expect(sign * line.netUnitPrice).toBeGreaterThanOrEqual(0)
          expect(sign * line.vatAmount).toBeGreaterThanOrEqual(0)
          expect(Math.abs(line.netUnitPrice)).toBeLessThanOrEqual(Math.abs(line.grossUnitPrice))
        }
      }),
      { seed: SEED, numRuns: 60 },
    )
  })
})
