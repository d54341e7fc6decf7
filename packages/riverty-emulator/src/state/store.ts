import type { EmulatorState } from "./types"

export function createEmptyState(): EmulatorState {
  return {
    version: 1,
    clockOffsetMs: 0,
    counters: {
      transaction: 800090000,
      invoice: 0,
      shipping: 0,
      cancellation: 33000,
      customer: 100000,
      account: 0,
      merchant: 0,
      partnerInvoice: 0,
      delivery: 0,
    },
    orders: {},
    checkouts: {},
    contracts: {},
    bankTokens: {},
    customersV3: {},
    accounts: {},
    registry: [],
    v1Customers: {},
    subscriptions: {},
    consumptions: [],
    partnerInvoices: {},
    returns: {},
    merchants: {},
    claims: {},
    callbacks: [],
    tokens: {},
    idempotency: {},
    hostedSessions: {},
    deliveries: {},
  }
}

/** Order numbers are not case-sensitive at the service. */
export function orderKey(orderNumber: string): string {
  return orderNumber.toLowerCase()
}

export function subscriptionKey(clientId: string, subscriptionId: string): string {
  return `${clientId}/${subscriptionId}`
}
