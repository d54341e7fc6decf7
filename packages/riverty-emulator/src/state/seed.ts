import {
  SEED_CLIENT_ID,
  seedAccounts,
  seedClaims,
  seedConsumptions,
  seedRegistry,
  seedSubscriptions,
  seedV1Customers,
} from "../domain/seed-data"
import { subscriptionKey } from "./store"
import type {
  ClaimRecord,
  ConsumptionRecord,
  CustomerAccountRecord,
  EmulatorState,
  RegistryProfile,
  SubscriptionRecord,
  V1Customer,
} from "./types"

/** What `POST /_emulator/seed` accepts; every list is merged into the state (same keys replace). */
export interface SeedInput {
  registry?: RegistryProfile[]
  v1Customers?: (V1Customer & { clientId?: string | number })[]
  subscriptions?: (Omit<SubscriptionRecord, "createdAt" | "clientId"> & { clientId?: string | number; createdAt?: number })[]
  consumptions?: (Omit<ConsumptionRecord, "clientId" | "createdAt"> & { clientId?: string | number; createdAt?: number })[]
  claims?: ClaimRecord[]
  accounts?: CustomerAccountRecord[]
}

function client(id: string | number | undefined): string {
  return id === undefined ? SEED_CLIENT_ID : String(id)
}

export function applySeed(state: EmulatorState, seed: SeedInput, now: number): Record<string, number> {
  const counts: Record<string, number> = {}
  if (seed.registry) {
    for (const profile of seed.registry) {
      state.registry = state.registry.filter((p) => p.identificationNumber !== profile.identificationNumber)
      state.registry.push(profile)
    }
    counts.registry = seed.registry.length
  }
  if (seed.v1Customers) {
    for (const { clientId, ...customer } of seed.v1Customers) {
      const key = client(clientId)
      ;(state.v1Customers[key] ??= {})[customer.customerNumber] = customer
    }
    counts.v1Customers = seed.v1Customers.length
  }
  if (seed.subscriptions) {
    for (const s of seed.subscriptions) {
      const record: SubscriptionRecord = { ...s, clientId: client(s.clientId), createdAt: s.createdAt ?? now }
      state.subscriptions[subscriptionKey(record.clientId, record.subscriptionId)] = record
    }
    counts.subscriptions = seed.subscriptions.length
  }
  if (seed.consumptions) {
    for (const c of seed.consumptions) {
      const record: ConsumptionRecord = { ...c, clientId: client(c.clientId), createdAt: c.createdAt ?? now }
      state.consumptions = state.consumptions.filter((x) => x.id !== record.id)
      state.consumptions.push(record)
    }
    counts.consumptions = seed.consumptions.length
  }
  if (seed.claims) {
    for (const claim of seed.claims) state.claims[claim.claimNumber] = claim
    counts.claims = seed.claims.length
  }
  if (seed.accounts) {
    for (const account of seed.accounts) state.accounts[account.accountNumber] = account
    counts.accounts = seed.accounts.length
  }
  return counts
}

/** The records every fresh emulator starts with (see the emulator README, "Seeded data"). */
export function defaultSeed(now: number): SeedInput {
  return {
    registry: seedRegistry(),
    v1Customers: Object.values(seedV1Customers()).map((c) => ({ ...c, clientId: SEED_CLIENT_ID })),
    subscriptions: seedSubscriptions(now),
    consumptions: seedConsumptions(now),
    claims: seedClaims(now),
    accounts: seedAccounts(now),
  }
}
