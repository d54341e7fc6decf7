import { startEmulator, type RunningEmulator } from "riverty-emulator"
import type { CustomerLookupRecord } from "../../../modules/riverty/lib/customer-lookup-record"
import { authorized, contextFor, newSessionId, type Row } from "../operations/__tests__/support/emulated-session"
import type { OperationContext } from "../operations"

// Authorize of a cart whose customer came from a confirmed lookup, against the emulator: Riverty
// is sent the full address, and its answer about that address (here the town it corrects for
// the postal code) is not recorded in the session, whose data the store API reads.

let emulator: RunningEmulator
beforeAll(async () => {
  emulator = await startEmulator({ port: 0, strict: true })
})
afterAll(() => emulator.stop())

// Riverty corrects the town of this postal code ("Guetersloh" → "Verl") and writes "Str." out.
const FULL = { first_name: "Erika", last_name: "Lindqvist", address_1: "Gütersloher Str. 123", postal_code: "33415", city: "Guetersloh", phone: "+4915112345678", country_code: "de" }
const MASKED = { first_name: "E****", last_name: "L********", address_1: "G*********** S**. 1**", postal_code: "***15", city: "G*********", country_code: "de" }

function cartWithBilling(rows: Map<string, Row>, billing: Record<string, string>, lookup: CustomerLookupRecord | undefined): OperationContext {
  const ctx = contextFor(emulator, rows, "Erika")
  const graph = ctx.query!.graph.bind(ctx.query)
  ctx.query = {
    graph: async (config) => {
      const answer = await graph(config)
      if (config.entity !== "cart") return answer
      return { data: answer.data.map((cart) => ({ ...(cart as object), billing_address: billing, shipping_address: { ...FULL, phone: undefined } })) }
    },
  }
  ;(ctx.rivertyModule as unknown as { confirmedCustomerLookupOf: () => Promise<CustomerLookupRecord | undefined> }).confirmedCustomerLookupOf = async () => lookup
  return ctx
}

describe("authorize of a looked-up cart", () => {
  it("records no address Riverty answered for the looked-up person, though it records one for an address the shopper typed", async () => {
    const rows = new Map<string, Row>()
    // The same address typed by the shopper: Riverty's correction is kept for the "we corrected your address" note.
    const typed = newSessionId("typed")
    const own = await authorized(cartWithBilling(rows, FULL, undefined), typed)
    expect(own.status).toBe("authorized")
    expect(own.data).toMatchObject({ riverty_corrected_address: { street: "Gütersloher Straße", postalPlace: "Verl" } })

    // Looked up: the cart shows the masked address, Riverty is sent the full one and accepts.
    const lookedUp = newSessionId("lookedup")
    const result = await authorized(cartWithBilling(rows, MASKED, { address: FULL, masked: MASKED }), lookedUp)
    expect(result.status).toBe("authorized")
    const journal = (await (await fetch(`${emulator.url}/_emulator/journal?method=POST&path=/api/v3/checkout/authorize`)).json()) as Array<{ body: { order: { number: string }; customer: Row } }>
    expect(journal.find((entry) => entry.body.order.number === lookedUp)?.body.customer).toMatchObject({ lastName: "Lindqvist", address: { postalPlace: "Guetersloh" } })
    expect(result.data).toMatchObject({ riverty_outcome: "Accepted", riverty_corrected_address: null })
    expect(rows.get(lookedUp)?.corrected_address).toBeNull()
    expect(JSON.stringify(result.data)).not.toMatch(/Lindqvist|Gütersloher|Verl|33415|Guetersloh/)
  })
})
