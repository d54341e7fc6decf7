import type { Logger } from "@medusajs/framework/types"
import type { RivertyConnection } from "../../connection"
import { deriveIdempotencyKey, RivertyError, type CountryCode } from "../../riverty"
import type RivertyModuleService from "../../modules/riverty/service"
import { orderStateOf } from "../../riverty-order"

/**
 * How long Riverty may still apply an authorize it held after Medusa gave up on it. Past this, an
 * order number Riverty does not know will not appear any more and the session is settled.
 */
export const ORPHAN_WATCH_MS = 60 * 60 * 1000

export interface AbandonedAuthorizationsInput {
  riverty: Pick<RivertyModuleService, "abandonedUnresolvedSessions" | "updatePaymentSessionState">
  /** The connection of the provider that issued an order number (rivertyConnection(container, { orderNumber })). */
  connectionOf: (orderNumber: string) => RivertyConnection | undefined
  logger?: Logger
  now?: Date
}

/**
 * A session Medusa deleted while its authorize had no known answer (the checkout deadline passed,
 * the answer was lost) may still get an order at Riverty: the request can be applied after the
 * plugin stopped waiting. Nobody will complete that order, so it would hold the shopper's limit.
 * Each run reads such orders: an accepted one with an open authorization is voided (the key is
 * derived from the session, so two servers voiding at once void once), a decided one is settled,
 * and one Riverty does not know is watched until ORPHAN_WATCH_MS has passed.
 */
export async function resolveAbandonedAuthorizations(input: AbandonedAuthorizationsInput): Promise<{ voided: number; settled: number }> {
  const now = input.now ?? new Date()
  const result = { voided: 0, settled: 0 }
  for (const row of await input.riverty.abandonedUnresolvedSessions()) {
    const connection = input.connectionOf(row.order_number)
    if (!connection) {
      input.logger?.warn(`Riverty: no provider configured for order ${row.order_number}; its unresolved authorize stays open`)
      continue
    }
    const { client } = connection
    const country = row.country ? { country: row.country as CountryCode } : {}
    const since = new Date(row.authorize_sent_at ?? row.session_deleted_at ?? now).getTime()
    const watched = now.getTime() - since < ORPHAN_WATCH_MS
    let state
    try {
      state = orderStateOf(await client.orders.getOrder(row.order_number, country))
    } catch (error) {
      if (error instanceof RivertyError && error.kind === "not_found") {
        if (!watched) {
          await input.riverty.updatePaymentSessionState(row.session_id, { authorize_state: "answered" })
          result.settled += 1
        }
        continue
      }
      input.logger?.warn(`Riverty: could not read order ${row.order_number} of a deleted session (${(error as Error).message}); tried again next run`)
      continue
    }
    if (state.status === "Accepted" && state.remainingCents > 0) {
      await client.orders.voidAuthorization(row.order_number, {}, { idempotencyKey: deriveIdempotencyKey(row.session_id, "orphan-void"), ...country })
      await input.riverty.updatePaymentSessionState(row.session_id, { authorize_state: "answered", outcome: "Accepted", riverty_status: "Cancelled" })
      input.logger?.info(`Riverty: voided order ${row.order_number}, accepted for a payment session Medusa had already deleted`)
      result.voided += 1
      continue
    }
    // A page still open at Riverty (Pending) may yet be completed by the shopper: keep watching.
    if (state.status === "Pending" && watched) continue
    await input.riverty.updatePaymentSessionState(row.session_id, { authorize_state: "answered", outcome: state.status ?? null, riverty_status: state.status ?? null })
    result.settled += 1
  }
  return result
}
