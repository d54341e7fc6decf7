// A payment session driven through the provider's operations against the emulator over HTTP,
// with the riverty module's state table and Medusa's Query replaced by memory.
import type { RunningEmulator } from "riverty-emulator"
import { clientFor } from "../../../../../connection"
import { providerOptionsOf } from "../../../../../connection/__tests__/support/provider-options"
import { maskPersonalData, type PersonalData } from "../../../../../modules/riverty/lib/personal-data-vault"
import { authorizePayment, initiatePayment, type OperationContext } from "../.."
import type { SessionStateStore } from "../../context"

export type Row = Record<string, unknown>

export function memoryStore(rows: Map<string, Row>): SessionStateStore {
  return {
    async recordPaymentSession(input: Row) {
      const { personal, ...rest } = input
      const masked = maskPersonalData(personal as PersonalData)
      const row = { id: `rvps_${rows.size}`, authorize_state: "none", outcome: null, personal_data: JSON.stringify(personal), masked, ...rest }
      rows.set(String(input.session_id), row)
      return row
    },
    async paymentSessionState(sessionId: string) {
      return rows.get(sessionId) ?? null
    },
    async updatePaymentSessionState(sessionId: string, patch: Row) {
      const row = { ...rows.get(sessionId)!, ...patch }
      rows.set(sessionId, row)
      return row
    },
    async openPersonalData(row: { personal_data?: string | null }) {
      return row.personal_data ? JSON.parse(row.personal_data) : {}
    },
    async shopperBrowserOf() {
      return null
    },
    // No customer lookup was confirmed for these carts.
    async confirmedCustomerLookupOf() {
      return undefined
    },
    async forgetShopperBrowser() {},
    options: { notificationSecret: undefined, signatureToleranceSeconds: 300 },
  } as unknown as SessionStateStore
}

/** One cart line of 11.90 gross (10 net at 19 %) per unit, shipped to Berlin. */
export function contextFor(emulator: RunningEmulator, rows: Map<string, Row>, firstName: string, quantity = 1): OperationContext {
  const options = providerOptionsOf({
    environment: "emulator",
    baseUrl: emulator.url,
    apiKeys: { DE: "emulator-key-de" },
    backendUrl: "http://localhost:9000",
    storefrontUrl: "http://localhost:8000",
  })
  const address = { first_name: firstName, last_name: "Muster", address_1: "Hauptstraße 5", postal_code: "10115", city: "Berlin", country_code: "de" }
  const graph: Record<string, () => unknown[]> = {
    payment_session: () => [{ id: "x", payment_collection_id: "pay_col_1", amount: 11.9 * quantity }],
    cart_payment_collection: () => [{ cart_id: "cart_1" }],
    cart: () => [
      {
        id: "cart_1",
        email: "erika@example.com",
        currency_code: "eur",
        items: [
          {
            id: "item_1",
            product_title: "Lamp",
            variant_sku: "LAMP-1",
            unit_price: 10,
            quantity,
            is_tax_inclusive: false,
            tax_lines: [{ rate: 19 }],
            adjustments: [],
          },
        ],
        shipping_methods: [],
        billing_address: address,
        shipping_address: address,
      },
    ],
  }
  return {
    options,
    client: clientFor(options),
    method: "invoice",
    // Entities the cart does not hold (order changes, captures) have no rows.
    query: { graph: async ({ entity }) => ({ data: graph[entity]?.() ?? [] }) },
    rivertyModule: memoryStore(rows),
  }
}

/** The state row of an invoice session initiated with a birth date and not yet authorized (`row` overrides). */
export const unauthorizedSessionRow = (sessionId: string, row: Partial<Row> = {}): Row => ({
  session_id: sessionId,
  order_number: sessionId,
  method: "invoice",
  authorize_state: "none",
  outcome: null,
  choices: {},
  personal_data: JSON.stringify({ birth_date: "1980-01-01" }),
  ...row,
})

let counter = 0

/** A new session id; the emulator keeps orders between tests, so each test needs its own. */
export const newSessionId = (tag: string): string => `payses_${tag}${Date.now()}${counter++}`

export async function initiated(ctx: OperationContext, sessionId: string, amount = 11.9) {
  return initiatePayment(ctx, { amount, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
}

export async function authorized(ctx: OperationContext, sessionId: string) {
  const started = await initiated(ctx, sessionId)
  return authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
}

export const emulatorOrder = async (emulator: RunningEmulator, orderNumber: string) =>
  (await (await fetch(`${emulator.url}/_emulator/orders/${orderNumber}`)).json()) as { status: string; authorizedCents: number; totalGrossCents: number }

export const fault = (emulator: RunningEmulator, body: object) =>
  fetch(`${emulator.url}/_emulator/faults`, { method: "POST", headers: { "content-type": "application/json" }, body: JSON.stringify(body) })

export const clearFaults = (emulator: RunningEmulator) => fetch(`${emulator.url}/_emulator/faults`, { method: "DELETE" })

export const journalCount = async (emulator: RunningEmulator, method: string, path: string): Promise<number> =>
  ((await (await fetch(`${emulator.url}/_emulator/journal?method=${method}&path=${encodeURIComponent(path)}`)).json()) as unknown[]).length
