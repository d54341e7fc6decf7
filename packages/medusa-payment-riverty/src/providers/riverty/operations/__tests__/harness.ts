// Shared by the operation specs (not a spec itself: jest runs *.unit.spec.ts only): an emulator
// per spec file, a client of it, and Medusa's Capture and Refund rows as Query
// would return them.
import type { RunningEmulator } from "riverty-emulator"
import type { RivertyClient } from "riverty-client"
import { authorizeBody, orderNumber } from "../../../../../integration-tests/emulator/helpers/fixtures"
import { clientFor, control, emulator } from "../../../../../integration-tests/emulator/helpers/emulator"
import type { QueryGraph } from "../../order-mapping"
import type { RivertyProviderOptions } from "../../../../connection"
import type { OperationContext } from "../context"

export interface Harness {
  emu: () => RunningEmulator
  client: () => RivertyClient
  /** Rows by id: `{ entity, id, amount, payment_id?, metadata? }`. */
  rows: Map<string, Record<string, unknown>>
  ctx: (options?: Partial<RivertyProviderOptions>) => OperationContext
  /** An accepted DE invoice order of 156.00 (JACKET 119 + 3 x SOCKS 10.70 + SHIPPING 4.90), as payment data; authorized with `on` when given. */
  authorized: (on?: RivertyClient) => Promise<Record<string, unknown>>
}

/** Starts an emulator before the spec's tests and stops it after; clears faults after each test. */
export function useOperationHarness(): Harness {
  let emu: RunningEmulator
  let client: RivertyClient
  beforeAll(async () => {
    emu = await emulator()
    client = clientFor(emu)
  })
  afterAll(async () => {
    await emu.stop()
  })
  afterEach(async () => {
    await control(emu).del("/faults")
  })
  const rows = new Map<string, Record<string, unknown>>()
  const query: QueryGraph = {
    async graph({ entity, filters }) {
      if (filters?.payment_id) {
        return { data: [...rows.values()].filter((r) => r.entity === entity && r.payment_id === filters.payment_id) }
      }
      const row = rows.get(String(filters?.id))
      return { data: row && row.entity === entity ? [row] : [] }
    },
  }
  return {
    emu: () => emu,
    client: () => client,
    rows,
    ctx: (options = {}) => ({ options: options as RivertyProviderOptions, client, method: "invoice", query }),
    async authorized(on = client) {
      const number = orderNumber("GU")
      const result = await on.checkout.authorize(authorizeBody({ number }), { idempotencyKey: `a-${number}` })
      expect(result.outcome).toBe("Accepted")
      return { session_id: number, order_number: number, riverty_outcome: "Accepted", country: "DE", currency: "EUR", method: "invoice" }
    },
  }
}
