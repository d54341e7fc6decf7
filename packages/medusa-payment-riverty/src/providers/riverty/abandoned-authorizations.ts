import type { Logger } from "@medusajs/framework/types"
import { logText, type RivertyConnection } from "../../connection"
import { deriveIdempotencyKey, RivertyError, type CountryCode } from "riverty-client"
import type RivertyModuleService from "../../modules/riverty/service"
import type { PaymentSessionStatePatch, PaymentSessionStateRecord } from "../../modules/riverty/service"
import { orderStateOf } from "../../riverty-order"

/**
 * How long Riverty may still apply an authorize it held after Medusa gave up on it. Past this, an
 * order number Riverty does not know will not appear any more and the session is settled.
 */
export const ORPHAN_WATCH_MS = 60 * 60 * 1000

/**
 * How long a hosted page Riverty still reports as Pending is watched after its session was
 * deleted. Riverty expires an abandoned page itself (the emulator after 30 minutes) and then
 * reports it Expired or Cancelled, which settles the session earlier; this only stops a page
 * Riverty never decides from being read forever.
 */
export const PENDING_WATCH_MS = 24 * 60 * 60 * 1000

/**
 * A claimed session is not read again (by any process) for this long. Shorter than the job's
 * one-minute schedule, so every watched session is read on every run; longer than a run needs to
 * reach it, so two servers running the job in the same minute read it once. The bound in docs/security.md
 * ("voided within two minutes of Riverty accepting") follows from these two figures.
 */
export const ORPHAN_CLAIM_LEASE_MS = 30 * 1000

const BATCH = 50

export interface AbandonedAuthorizationsInput {
  rivertyModule: Pick<RivertyModuleService, "claimAbandonedSessions" | "updatePaymentSessionState">
  /** The connection of the provider that issued an order number (rivertyProviderConnection(container, { orderNumber })). */
  connectionOf: (orderNumber: string) => RivertyConnection | undefined
  logger?: Logger
  now?: Date
}

type Outcome = "voided" | "settled" | "watched"

/**
 * A session Medusa deleted may still have, or later get, an accepted order at Riverty that nobody
 * will complete, and that holds the shopper's limit: an authorize without a known answer (the
 * checkout deadline passed, the answer was lost) can be applied after the plugin stopped waiting,
 * and a hosted page still open when the shopper started a new session can be accepted afterwards.
 * Each run claims every such session that is due (see claimAbandonedSessions) and reads its order:
 * an accepted one with an open authorization is voided (the key is derived from the session, so
 * even a repeated void voids once), a decided or expired one is settled, and one Riverty does not
 * know, or a page still Pending, is watched until ORPHAN_WATCH_MS / PENDING_WATCH_MS have passed.
 */
export async function resolveAbandonedAuthorizations(input: AbandonedAuthorizationsInput): Promise<{ voided: number; settled: number }> {
  const result = { voided: 0, settled: 0 }
  // Claimed rows are not due again within this run, so the loop ends when all due rows are read.
  for (;;) {
    const rows = await input.rivertyModule.claimAbandonedSessions(BATCH, ORPHAN_CLAIM_LEASE_MS)
    for (const row of rows) {
      // One order Riverty cannot handle now must not keep the others waiting: it is read again next run.
      const outcome = await resolveOne(input, row, input.now ?? new Date()).catch((error: unknown) => {
        input.logger?.warn(`Riverty: could not resolve order ${row.order_number} of a deleted session (${logText((error as Error)?.message ?? error)}); tried again next run`)
        return undefined
      })
      if (outcome === "voided") result.voided += 1
      if (outcome === "settled") result.settled += 1
    }
    if (rows.length < BATCH) return result
  }
}

async function resolveOne(input: AbandonedAuthorizationsInput, row: PaymentSessionStateRecord, now: Date): Promise<Outcome | undefined> {
  const connection = input.connectionOf(row.order_number)
  if (!connection) {
    input.logger?.warn(`Riverty: no provider configured for order ${row.order_number}; its unresolved authorize stays open`)
    return undefined
  }
  const settle = (patch: PaymentSessionStatePatch) =>
    input.rivertyModule.updatePaymentSessionState(row.session_id, { authorize_state: "answered", orphan_settled_at: now, ...patch })
  const { client } = connection
  const country = row.country ? { country: row.country as CountryCode } : {}
  const deletedAt = new Date(row.session_deleted_at ?? now).getTime()
  const since = new Date(row.authorize_sent_at ?? row.session_deleted_at ?? now).getTime()
  let state
  try {
    state = orderStateOf(await client.orders.getOrder(row.order_number, country))
  } catch (error) {
    if (error instanceof RivertyError && error.kind === "not_found") {
      if (now.getTime() - since < ORPHAN_WATCH_MS) return "watched"
      await settle({})
      return "settled"
    }
    input.logger?.warn(`Riverty: could not read order ${row.order_number} of a deleted session (${logText((error as Error)?.message ?? error)}); tried again next run`)
    return undefined
  }
  if (state.status === "Accepted" && state.remainingCents > 0) {
    await client.orders.voidAuthorization(row.order_number, {}, { idempotencyKey: deriveIdempotencyKey(row.session_id, "orphan-void"), ...country })
    await settle({ outcome: "Accepted", riverty_status: "Cancelled" })
    input.logger?.info(`Riverty: voided order ${row.order_number}, accepted for a payment session Medusa had already deleted`)
    return "voided"
  }
  // A page still open at Riverty (Pending) may yet be accepted by the shopper: keep watching.
  if (state.status === "Pending" && now.getTime() - deletedAt < PENDING_WATCH_MS) return "watched"
  await settle({ outcome: state.status ?? null, riverty_status: state.status ?? null })
  return "settled"
}
