import { MedusaError } from "@medusajs/framework/utils"
import type { RunningEmulator } from "riverty-emulator"
import type { RivertyClient } from "riverty-client"
import { providerOptionsOf } from "../../../connection/__tests__/support/provider-options"
import { clientFor, control, emulator } from "../../../../integration-tests/emulator/helpers/emulator"
import { authorizePayment, getPaymentStatus, initiatePayment, retrievePayment, updatePayment, type OperationContext } from "../operations"
import { memoryStore, type Row } from "../operations/__tests__/support/emulated-session"

// What the provider does when Riverty answers 5xx or not at all during
// updatePayment, retrievePayment and getPaymentStatus: a clear error (Medusa's unexpected_state,
// naming the operation), nothing written, and the same call succeeding once the service is back (idempotent where it writes).
// The operations run against the emulator over HTTP; Query and the session state are in memory.

let emu: RunningEmulator
let client: RivertyClient
beforeAll(async () => {
  emu = await emulator()
  // Two quick retries, and a 400 ms timeout so a held answer is a timeout within the test.
  client = clientFor(emu, { timeoutMs: 400 })
})
afterAll(() => emu.stop())
afterEach(async () => {
  await control(emu).del("/faults")
})

const options = providerOptionsOf({
  environment: "emulator",
  baseUrl: "http://127.0.0.1:1",
  apiKeys: { DE: "emulator-key-de" },
  backendUrl: "http://localhost:9000",
  storefrontUrl: "http://localhost:8000",
})

/** The riverty module's session state in memory; personal data kept as JSON (no vault here). */
const rows = new Map<string, Row>()
const store = memoryStore(rows)

/** A cart of `quantity` lamps at 10.00 + 19 % (11.90 each), as Query returns it. */
function contextFor(quantity: number, on: RivertyClient = client): OperationContext {
  const address = { first_name: "Erika", last_name: "Muster", address_1: "Hauptstraße 5", postal_code: "10115", city: "Berlin", country_code: "de" }
  const graph: Record<string, () => unknown[]> = {
    payment_session: () => [{ id: "x", payment_collection_id: "pay_col_1", amount: 11.9 * quantity }],
    cart_payment_collection: () => [{ cart_id: "cart_1" }],
    cart: () => [
      {
        id: "cart_1",
        email: "erika@example.com",
        currency_code: "eur",
        items: [{ id: "item_1", product_title: "Lamp", variant_sku: "LAMP-1", unit_price: 10, quantity, is_tax_inclusive: false, tax_lines: [{ rate: 19 }], adjustments: [] }],
        shipping_methods: [],
        billing_address: address,
        shipping_address: address,
      },
    ],
  }
  return { options, client: on, method: "invoice", query: { graph: async ({ entity }) => ({ data: graph[entity]() }) }, rivertyModule: store }
}

let counter = 0
/** An authorized session of 2 lamps (23.80). */
async function authorized() {
  const ctx = contextFor(2)
  const sessionId = `payses_fail${Date.now()}${counter++}`
  const started = await initiatePayment(ctx, { amount: 23.8, currency_code: "eur", data: { session_id: sessionId, birth_date: "1980-01-01" } })
  const result = await authorizePayment(ctx, { data: started.data, context: { idempotency_key: sessionId } })
  expect(result.status).toBe("authorized")
  return { sessionId, data: result.data ?? {} }
}

const rivertyOrder = async (orderNumber: string) =>
  (await control(emu).get<{ totalGrossCents: number; status: string }>(`/orders/${orderNumber}`)).body
const fault = (body: Record<string, unknown>) => control(emu).post("/faults", body)
/** The error a call rejects with (fails the test when it resolves). */
async function failureOf(call: Promise<unknown>): Promise<MedusaError> {
  const outcome = await call.then(() => undefined, (error: unknown) => error)
  if (!outcome) throw new Error("expected the call to fail")
  return outcome as MedusaError
}

describe("updatePayment when Riverty fails", () => {
  it("a 5xx on every attempt: a clear error, the order and the session state unchanged; the same update succeeds later", async () => {
    const { sessionId, data } = await authorized()
    const stateBefore = rows.get(sessionId)
    await fault({ method: "POST", path: `/api/v3/orders/${sessionId}/updateOrder`, status: 503, times: 0 })
    const input = { amount: 35.7, currency_code: "eur", data, context: { idempotency_key: sessionId } }
    const error = await failureOf(updatePayment(contextFor(3), input))
    expect(error).toBeInstanceOf(MedusaError)
    expect([error.type, error.message]).toEqual([MedusaError.Types.UNEXPECTED_STATE, expect.stringMatching(/^Riverty update order failed \(server/)])
    expect((await rivertyOrder(sessionId)).totalGrossCents).toBe(2380)
    expect(rows.get(sessionId)).toEqual(stateBefore)

    await control(emu).del("/faults")
    const retried = await updatePayment(contextFor(3), input)
    expect([retried.status, retried.data?.amount, retried.data?.update_rejected]).toEqual(["authorized", 35.7, undefined])
    expect((await rivertyOrder(sessionId)).totalGrossCents).toBe(3570)
  })

  it("a timeout after Riverty applied the update: a clear error; the retry gets the applied update", async () => {
    const { sessionId, data } = await authorized()
    // Applied, then the answer held past the timeout of a client without retries (the transport's
    // own retry would otherwise fetch the applied answer under the same key).
    await fault({ method: "POST", path: `/api/v3/orders/${sessionId}/updateOrder`, latencyMs: 1500, afterApply: true })
    const input = { amount: 35.7, currency_code: "eur", data, context: { idempotency_key: sessionId } }
    const error = await failureOf(updatePayment(contextFor(3, clientFor(emu, { timeoutMs: 400, retry: { retries: 0 } })), input))
    expect([error.type, error.message]).toEqual([MedusaError.Types.UNEXPECTED_STATE, expect.stringMatching(/^Riverty update order failed \(network/)])

    const retried = await updatePayment(contextFor(3), input)
    expect([retried.status, retried.data?.amount, retried.data?.update_rejected]).toEqual(["authorized", 35.7, undefined])
    expect((await rivertyOrder(sessionId)).totalGrossCents).toBe(3570)
  })
})

describe("retrievePayment when Riverty fails", () => {
  it.each([
    ["a 5xx", { status: 500, times: 0 }, /^Riverty retrieve order failed \(server/],
    ["no answer in time", { latencyMs: 1500, times: 0 }, /^Riverty retrieve order failed \(network/],
  ])("%s: a clear error instead of stale or empty order data", async (_name, failure, message) => {
    const { sessionId, data } = await authorized()
    await fault({ method: "GET", path: `/api/v3/orders/${sessionId}`, ...failure })
    const error = await failureOf(retrievePayment(contextFor(2), { data }))
    expect([error.type, error.message]).toEqual([MedusaError.Types.UNEXPECTED_STATE, expect.stringMatching(message)])
    await control(emu).del("/faults")
    const retried = await retrievePayment(contextFor(2), { data })
    expect(retried.data?.riverty_order).toMatchObject({ status: "Accepted", total_gross_amount: 23.8 })
  })
})

describe("getPaymentStatus when Riverty fails", () => {
  it.each([
    ["a 5xx", { status: 502, times: 0 }, /^Riverty order status failed \(server/],
    ["no answer in time", { latencyMs: 1500, times: 0 }, /^Riverty order status failed \(network/],
  ])("%s: a clear error and the session state left as it was; the status is read once Riverty is back", async (_name, failure, message) => {
    const { sessionId, data } = await authorized()
    const stateBefore = rows.get(sessionId)
    await fault({ method: "GET", path: `/api/v3/orders/${sessionId}`, ...failure })
    const error = await failureOf(getPaymentStatus(contextFor(2), { data }))
    expect([error.type, error.message]).toEqual([MedusaError.Types.UNEXPECTED_STATE, expect.stringMatching(message)])
    expect(rows.get(sessionId)).toEqual(stateBefore)
    await control(emu).del("/faults")
    const status = await getPaymentStatus(contextFor(2), { data })
    expect(status.status).toBe("authorized")
    expect(rows.get(sessionId)).toMatchObject({ outcome: "Accepted", riverty_status: "Accepted" })
  })
})
