import { RivertyError } from "riverty-client"
import type { RivertyConnection } from "../../../connection"
import { ORPHAN_WATCH_MS, PENDING_WATCH_MS, resolveAbandonedAuthorizations, type AbandonedAuthorizationsInput } from "../abandoned-authorizations"

// Finding 2: what the orphan job does with each deleted session it claimed. The claim itself (one
// SQL statement, across processes) is proven over HTTP in integration-tests/http/security.

const NOW = new Date("2026-11-24T12:00:00Z")
const minutesAgo = (m: number) => new Date(NOW.getTime() - m * 60_000)

function sweepWith(rows: Record<string, unknown>[], orders: Record<string, () => unknown>) {
  const updates: { sessionId: string; patch: Record<string, unknown> }[] = []
  const voids: string[] = []
  let claimed = false
  const client = {
    orders: {
      getOrder: async (orderNumber: string) => orders[orderNumber](),
      voidAuthorization: async (orderNumber: string) => {
        voids.push(orderNumber)
        return { voidedAmount: 10 }
      },
    },
  }
  const input: AbandonedAuthorizationsInput = {
    rivertyModule: {
      // Every due row once, as the claim hands them out; nothing more within the run.
      claimAbandonedSessions: async () => {
        const batch = claimed ? [] : rows
        claimed = true
        return batch as never
      },
      updatePaymentSessionState: async (sessionId: string, patch: Record<string, unknown>) => {
        updates.push({ sessionId, patch })
        return {} as never
      },
    },
    connectionOf: () => ({ client } as unknown as RivertyConnection),
    now: NOW,
  }
  return { run: () => resolveAbandonedAuthorizations(input), updates, voids }
}

const order = (status: string, gross = 10) => () => ({ orderDetails: { status, totalGrossAmount: gross, orderItems: [] } })
const row = (sessionId: string, extra: Record<string, unknown> = {}) => ({
  session_id: sessionId,
  order_number: sessionId,
  country: "DE",
  authorize_state: "answered",
  outcome: "Pending",
  authorize_sent_at: minutesAgo(5),
  session_deleted_at: minutesAgo(4),
  ...extra,
})

describe("resolveAbandonedAuthorizations", () => {
  it("voids an accepted hosted page of a deleted session and settles it; a page still Pending stays watched", async () => {
    const { run, updates, voids } = sweepWith([row("accepted"), row("pending")], { accepted: order("Accepted"), pending: order("Pending") })
    await expect(run()).resolves.toEqual({ voided: 1, settled: 0 })
    expect(voids).toEqual(["accepted"])
    expect(updates).toEqual([
      { sessionId: "accepted", patch: { authorize_state: "answered", orphan_settled_at: NOW, outcome: "Accepted", riverty_status: "Cancelled" } },
    ])
  })

  it("settles a page Riverty decided without accepting (rejected, expired, cancelled) without a void", async () => {
    const { run, updates, voids } = sweepWith(
      [row("rejected"), row("expired"), row("cancelled")],
      { rejected: order("Rejected"), expired: order("Expired"), cancelled: order("Cancelled") },
    )
    await expect(run()).resolves.toEqual({ voided: 0, settled: 3 })
    expect(voids).toEqual([])
    expect(updates.map((u) => [u.sessionId, u.patch.outcome, u.patch.orphan_settled_at])).toEqual([
      ["rejected", "Rejected", NOW],
      ["expired", "Expired", NOW],
      ["cancelled", "Cancelled", NOW],
    ])
  })

  it("stops watching a page still Pending after PENDING_WATCH_MS, and an order Riverty never made after ORPHAN_WATCH_MS", async () => {
    const notFound = () => {
      throw new RivertyError("not_found", "no such order")
    }
    const old = { session_deleted_at: new Date(NOW.getTime() - PENDING_WATCH_MS - 1), authorize_sent_at: new Date(NOW.getTime() - PENDING_WATCH_MS - 1) }
    const { run, updates } = sweepWith(
      [
        row("stale-page", old),
        row("young-missing", { authorize_state: "unknown", outcome: null }),
        row("old-missing", { authorize_state: "in_flight", outcome: null, authorize_sent_at: new Date(NOW.getTime() - ORPHAN_WATCH_MS - 1) }),
      ],
      { "stale-page": order("Pending"), "young-missing": notFound, "old-missing": notFound },
    )
    await expect(run()).resolves.toEqual({ voided: 0, settled: 2 })
    expect(updates.map((u) => u.sessionId)).toEqual(["stale-page", "old-missing"])
  })

  it("keeps going when one order cannot be read or voided: the others are still resolved", async () => {
    const { run, voids } = sweepWith([row("down"), row("accepted")], {
      down: () => {
        throw new RivertyError("server", "503")
      },
      accepted: order("Accepted"),
    })
    await expect(run()).resolves.toEqual({ voided: 1, settled: 0 })
    expect(voids).toEqual(["accepted"])
  })
})
