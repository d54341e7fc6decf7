import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs"
import { tmpdir } from "node:os"
import { join } from "node:path"
import { orderOut } from "../domain/order-view"
import { loadStateFile, StatePersister } from "../state/persistence"
import { createEmptyState } from "../state/store"
import type { EmulatorState, OrderRecord } from "../state/types"

// The state file (`--state-file`, the demo's .demo/emulator-state.json) holds shoppers' data: only
// its owner reads it, and it keeps only what the emulator answers from after a restart: bank
// accounts masked, as every answer shows them.
const IBAN = "DE89370400440532013000"
const ID_NUMBER = "19850315-1234"

function stateWithOrder(): EmulatorState {
  const state = createEmptyState()
  const order = {
    orderNumber: "ORD-STATE-1",
    reservationId: "r-1",
    checkoutId: "c-1",
    status: "Accepted",
    currency: "EUR",
    country: "DE",
    paymentType: "DirectDebit",
    payment: { type: "DirectDebit", directDebit: { bankAccount: IBAN, bankCode: "COBADEFFXXX" } },
    customer: { firstName: "Ada", lastName: "Muster", birthDate: "1985-03-15", identificationNumber: ID_NUMBER, customerCategory: "Person" },
    customerNumber: "C-1",
    items: [],
    totalGrossCents: 1000,
    totalNetCents: 840,
    authorizedCents: 1000,
    capturedCents: 0,
    refundedCents: 0,
    voidedCents: 0,
    captures: [],
    refunds: [],
    cancellations: [],
    insertedAt: 0,
    updatedAt: 0,
    expiresAt: 0,
  } as unknown as OrderRecord
  state.orders[order.orderNumber] = order
  state.checkouts["c-1"] = { checkoutId: "c-1", createdAt: 0, customer: { identificationNumber: ID_NUMBER }, order: {}, country: "DE", currency: "EUR", amountCents: 1000, outcome: "Accepted", riskCheckMessages: [], paymentTypes: [] }
  state.contracts["k-1"] = { contractId: "k-1", checkoutId: "c-1", paymentInfo: { directDebit: { bankAccount: IBAN } }, createdAt: 0 }
  state.bankTokens["t-1"] = { token: "t-1", bankAccount: IBAN, createdAt: 0 }
  return state
}

describe("the emulator's state file", () => {
  let dir: string
  beforeEach(() => {
    dir = mkdtempSync(join(tmpdir(), "emulator-state-"))
  })
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it("is readable by its owner only, also over a file or a leftover temporary file of another mode", () => {
    const file = join(dir, "emulator-state.json")
    writeFileSync(file, "{}", { mode: 0o644 })
    writeFileSync(`${file}.tmp`, "", { mode: 0o644 })
    new StatePersister(file, stateWithOrder).flush()
    expect(statSync(file).mode & 0o777).toBe(0o600)
  })

  it("keeps no full bank account, and answers the order as before (its customer whole, as Riverty does)", () => {
    const file = join(dir, "emulator-state.json")
    const state = stateWithOrder()
    new StatePersister(file, () => state).flush()
    const text = readFileSync(file, "utf8")
    expect(text).not.toContain(IBAN)
    const loaded = loadStateFile(file)!
    const now = Date.now()
    expect(orderOut(loaded.orders["ORD-STATE-1"], now)).toEqual(orderOut(state.orders["ORD-STATE-1"], now))
    expect(loaded.bankTokens["t-1"].token).toBe("t-1")
    expect(loaded.contracts["k-1"].paymentInfo).toEqual({ directDebit: { bankAccount: "DE89**************3000" } })
    // The running state keeps what it was given; only the file is trimmed.
    expect((state.orders["ORD-STATE-1"].payment.directDebit as { bankAccount: string }).bankAccount).toBe(IBAN)
  })
})
