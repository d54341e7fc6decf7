import { maskAccount } from "../domain/bank-account"
import type { EmulatorState } from "./types"

// What the state file keeps of a shopper: what the emulator answers from after a restart. Bank
// accounts are only ever answered masked (order-view.ts and the mandate mask the masked form to
// itself) and bank tokens are only checked to exist, so the file keeps them masked. The customer of
// a checkout and an order (name, birth date, identification number) is answered whole by GET order,
// as Riverty answers the checkout customer (riverty-api-facts.md, GET order), so it is kept; so are the
// national registry (lookups) and the stored answers of idempotent requests.

type Json = Record<string, unknown>

const isObject = (value: unknown): value is Json => typeof value === "object" && value !== null && !Array.isArray(value)

/** A payment (or contract's payment info) with every bank account masked. */
function withMaskedAccounts(payment: unknown): unknown {
  if (!isObject(payment)) return payment
  const out: Json = { ...payment }
  for (const key of ["directDebit", "recurringDirectDebit"]) {
    const debit = out[key]
    if (isObject(debit) && typeof debit.bankAccount === "string") out[key] = { ...debit, bankAccount: maskAccount(debit.bankAccount) }
  }
  return out
}

const mapValues = <T>(record: Record<string, T>, map: (value: T) => T): Record<string, T> =>
  Object.fromEntries(Object.entries(record).map(([key, value]) => [key, map(value)]))

/** The state as the state file keeps it. */
export function stateForFile(state: EmulatorState): EmulatorState {
  return {
    ...state,
    orders: mapValues(state.orders, (order) => ({
      ...order,
      payment: withMaskedAccounts(order.payment) as Json,
    })),
    contracts: mapValues(state.contracts, (contract) => ({ ...contract, paymentInfo: withMaskedAccounts(contract.paymentInfo) as Json })),
    bankTokens: mapValues(state.bankTokens, (token) => ({ ...token, bankAccount: maskAccount(token.bankAccount) })),
  }
}
