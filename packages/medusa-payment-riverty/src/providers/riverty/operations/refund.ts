import type { RefundPaymentInput, RefundPaymentOutput } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { deriveIdempotencyKey, type RefundRequestInput } from "riverty-client"
import { orderMoneyOf } from "riverty-client/normalise"
import { centsToAmount, operationCents, orderStateOf, planRefund, refundedCents, sumMoney, toCents, toItems } from "../../../riverty-order"
import type { QueryGraph } from "../order-mapping"
import { countryOption, sessionDataOf, type OperationContext } from "./context"
import { paymentDataOf } from "./session-state"
import { toMedusaError } from "../../../connection"

export type RefundType = "Return" | "Refund"

export interface RefundRecordData {
  refund_numbers: string[]
  capture_numbers: string[]
  amount: number
  refund_type: RefundType
  idempotency_key?: string
}

type Row = Record<string, unknown>
const first = (result: { data: unknown[] }): Row | undefined => result.data[0] as Row | undefined

/**
 * Return when goods came back (the order has a received return, or the refund says so in its
 * metadata `riverty_refund_type` or with a refund reason coded `return`), else Refund (goodwill).
 */
export async function refundTypeFor(query: QueryGraph | undefined, refundId: string | undefined): Promise<RefundType> {
  if (!query || !refundId?.startsWith("ref_")) return "Refund"
  try {
    const refund = first(
      await query.graph({
        entity: "refund",
        fields: ["id", "metadata", "refund_reason.code", "payment.payment_collection_id"],
        filters: { id: refundId },
      })
    )
    const explicit = (refund?.metadata as Row | null | undefined)?.riverty_refund_type
    if (explicit === "Return" || explicit === "Refund") return explicit
    if ((refund?.refund_reason as Row | null | undefined)?.code === "return") return "Return"
    const collectionId = (refund?.payment as Row | undefined)?.payment_collection_id
    if (!collectionId) return "Refund"
    const link = first(
      await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: collectionId } })
    )
    if (!link?.order_id) return "Refund"
    const { data: returns } = await query.graph({ entity: "return", fields: ["id", "status"], filters: { order_id: link.order_id } })
    return (returns as Row[]).some((r) => r.status === "received" || r.status === "partially_received") ? "Return" : "Refund"
  } catch {
    // The type only labels the credit note; a failed lookup must not block the money.
    return "Refund"
  }
}

export interface BookedRefunds {
  /** The Medusa refunds booked on the payment (this one included). */
  ids: Set<string>
  /** What Medusa had refunded of the payment before this refund (exact, not rounded). */
  before: NonNullable<Parameters<typeof toCents>[0]>
}

/**
 * The Medusa refunds booked on the payment of `refundId`, or undefined when Query cannot tell.
 * Medusa deletes a refund whose provider call failed, so a Riverty refund carrying a `ref_`
 * reference outside this set belongs to such a refund.
 */
export async function bookedRefunds(query: QueryGraph | undefined, refundId: string | undefined): Promise<BookedRefunds | undefined> {
  if (!query || !refundId?.startsWith("ref_")) return undefined
  const refund = first(await query.graph({ entity: "refund", fields: ["id", "payment_id"], filters: { id: refundId } }))
  if (typeof refund?.payment_id !== "string") return undefined
  const { data } = await query.graph({ entity: "refund", fields: ["id", "amount", "raw_amount"], filters: { payment_id: refund.payment_id } })
  const others = (data as Row[]).filter((r) => r.id !== refundId)
  return {
    ids: new Set([refundId, ...others.map((r) => String(r.id))]),
    before: sumMoney(others.map((r) => (r.raw_amount ?? r.amount ?? 0) as NonNullable<Parameters<typeof toCents>[0]>)),
  }
}

/**
 * Metadata of a Medusa refund that books refunds already made at Riverty (in its merchant portal):
 * their refund numbers. The notifications' reconciliation creates such a refund through Medusa's
 * refund workflow; the provider then records them instead of refunding again.
 */
export const REFUNDS_MADE_AT_RIVERTY = "riverty_refund_numbers"

async function refundNumbersToBook(query: QueryGraph | undefined, refundId: string | undefined): Promise<string[] | undefined> {
  if (!query || !refundId?.startsWith("ref_")) return undefined
  const refund = first(await query.graph({ entity: "refund", fields: ["id", "metadata"], filters: { id: refundId } }))
  const numbers = (refund?.metadata as Row | null | undefined)?.[REFUNDS_MADE_AT_RIVERTY]
  return Array.isArray(numbers) && numbers.length > 0 && numbers.every((n) => typeof n === "string") ? (numbers as string[]) : undefined
}

/**
 * Books Riverty refunds made elsewhere as this Medusa refund without sending one: each must exist
 * at Riverty, be recorded for no other Medusa refund, carry no other Medusa refund's reference,
 * and together come to this refund's amount. Anything else is refused, so the path can never
 * book money that was not given back, nor one Riverty refund twice.
 */
async function bookRefundsMadeAtRiverty(
  ctx: OperationContext,
  input: RefundPaymentInput,
  numbers: string[],
  booked: BookedRefunds | undefined,
  base: string
): Promise<RefundPaymentOutput> {
  const data = sessionDataOf(input.data)
  const refunds = (Array.isArray(data.refunds) ? data.refunds : []) as RefundRecordData[]
  const recorded = new Set(refunds.flatMap((r) => r.refund_numbers))
  const money = orderMoneyOf(await ctx.client.orders.getOrder(String(data.order_number), countryOption(data)))
  const found = money.refunds.filter((r) => numbers.includes(r.refundNumber))
  const foreign = (r: (typeof found)[number]) =>
    recorded.has(r.refundNumber) ||
    (r.transactionReference !== null && [...(booked?.ids ?? [])].some((id) => id.slice(0, 100) === r.transactionReference))
  const cents = found.reduce((sum, r) => sum + r.cents, 0)
  if (found.length !== numbers.length || found.some(foreign) || cents !== toCents(input.amount)) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Riverty: refunds ${numbers.join(", ")} are not unbooked Riverty refunds of ${centsToAmount(toCents(input.amount)).toFixed(2)}`
    )
  }
  const record: RefundRecordData = {
    refund_numbers: found.map((r) => r.refundNumber),
    capture_numbers: found.map((r) => r.captureNumber ?? "").filter(Boolean),
    amount: centsToAmount(cents),
    refund_type: "Refund",
    idempotency_key: base,
  }
  return { data: { ...data, refunds: [...refunds, record] } }
}

/**
 * Refunds any amount up to what is captured: spread over the captures that still have a balance
 * (as the service reports them), a whole balance without lines, a part with lines of that
 * capture so the VAT matches. Idempotent per Medusa refund: the keys come from the refund id.
 */
export async function refundPayment(ctx: OperationContext, input: RefundPaymentInput): Promise<RefundPaymentOutput> {
  const data = await paymentDataOf(ctx, sessionDataOf(input.data))
  if (!data.order_number) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Riverty: nothing captured to refund")
  }
  const refundId = input.context?.idempotency_key
  // The cents rule (docs/order-management.md): this refund sends what brings Riverty to Medusa's refunded total in
  // cents (a refund Medusa cannot place in a sequence is rounded on its own).
  const booked = await bookedRefunds(ctx.query, refundId)
  const cents = booked ? operationCents(booked.before, input.amount) : toCents(input.amount)
  const base = refundId ?? `${data.session_id}-${cents}`
  const refunds = (Array.isArray(data.refunds) ? data.refunds : []) as RefundRecordData[]
  if (refunds.some((r) => r.idempotency_key === base)) return { data }
  const toBook = await refundNumbersToBook(ctx.query, refundId)
  if (toBook) {
    try {
      return await bookRefundsMadeAtRiverty(ctx, input, toBook, booked, base)
    } catch (error) {
      throw error instanceof MedusaError ? error : toMedusaError(error, "refund")
    }
  }
  // A sub-cent refund that leaves Medusa's total in cents where it was: nothing to send.
  if (cents === 0 && booked) return { data }
  try {
    const order = await ctx.client.orders.getOrder(data.order_number, countryOption(data))
    // Parts of this refund the service already applied (an answer lost beyond the transport's
    // retries) are kept; only the rest is planned, under keys that follow on from theirs.
    const own = refundId ? (order.refunds ?? []).filter((r) => r.transactionReference === refundId.slice(0, 100)) : []
    // Parts Riverty applied for a Medusa refund that failed halfway and was deleted: the customer
    // has that money back, so the next refund counts them instead of paying them out again.
    const recorded = new Set(refunds.flatMap((r) => r.refund_numbers))
    const orphans = booked
      ? (order.refunds ?? []).filter(
          (r) =>
            r.transactionReference?.startsWith("ref_") &&
            !booked.ids.has(r.transactionReference) &&
            ![...booked.ids].some((id) => id.slice(0, 100) === r.transactionReference) &&
            !recorded.has(r.refundNumber)
        )
      : []
    const orphanCents = orphans.reduce((sum, r) => sum + refundedCents(r.amount), 0)
    if (orphanCents > cents) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Riverty already refunded ${centsToAmount(orphanCents).toFixed(2)} for a refund that failed halfway and Medusa does not have; ` +
          `refund at least that amount to book it`
      )
    }
    const done = [...own, ...orphans]
    const doneCents = done.reduce((sum, r) => sum + refundedCents(r.amount), 0)
    const state = orderStateOf(order)
    const available = state.captures.reduce((sum, c) => sum + Math.max(c.balanceCents, 0), 0)
    const rest = cents - doneCents
    if (cents <= 0 || rest > available) {
      throw new MedusaError(
        MedusaError.Types.NOT_ALLOWED,
        `Riverty: cannot refund ${centsToAmount(cents).toFixed(2)}, ${centsToAmount(available).toFixed(2)} of the captures is left`
      )
    }
    const refundType = await refundTypeFor(ctx.query, refundId)
    const parts = rest > 0 ? planRefund(state.captures, rest, ctx.options.decimalQuantities) : []
    const numbers: string[] = done.map((r) => r.refundNumber)
    for (const [offset, part] of parts.entries()) {
      const index = done.length + offset
      const body: RefundRequestInput = { captureNumber: part.captureNumber, refundType }
      if (part.items) body.items = toItems(part.items).items
      if (refundId) body.transactionReference = refundId.slice(0, 100)
      const response = await ctx.client.orders.refund(data.order_number, body, {
        idempotencyKey: deriveIdempotencyKey(base, "refund", index),
        ...countryOption(data),
      })
      numbers.push(...response.refundNumbers)
    }
    const record: RefundRecordData = {
      refund_numbers: numbers,
      capture_numbers: [...done.map((r) => r.captureNumber ?? ""), ...parts.map((p) => p.captureNumber)].filter(Boolean),
      amount: centsToAmount(cents),
      refund_type: refundType,
      idempotency_key: base,
    }
    return { data: { ...data, refunds: [...refunds, record] } }
  } catch (error) {
    throw error instanceof MedusaError ? error : toMedusaError(error, "refund")
  }
}
