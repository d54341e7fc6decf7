import type { CapturePaymentInput, CapturePaymentOutput } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import {
  deriveIdempotencyKey,
  type CaptureRequestInput,
  type CountryCode,
  type GetOrderResponse,
  type RivertyClient,
} from "riverty-client"
import {
  allocateAmount,
  allocateRest,
  allocateWholeUnits,
  amountToCents,
  centsToAmount,
  openCents,
  operationCents,
  orderStateOf,
  sumMoney,
  toCents,
  toItems,
  type AllocatedLine,
  type OrderState,
} from "../../../riverty-order"
import type { QueryGraph } from "../order-mapping"
import type { RivertySessionData } from "../session-data"
import { countryOption, sessionDataOf, type OperationContext } from "./context"
import { paymentDataOf } from "./session-state"
import { toMedusaError } from "../../../connection"

/**
 * What the payment data keeps of each capture: Medusa never hands a provider the capture amount,
 * so partial captures and captures on shipment are recorded here (the ledger gets the notifications).
 */
export interface CaptureRecordData {
  capture_number: string
  invoice_number?: string
  amount: number
  idempotency_key?: string
  /** The Medusa capture (admin capture) or fulfillment (capture on shipment) behind it. */
  source_id?: string
}

export const capturesOf = (data: RivertySessionData): CaptureRecordData[] =>
  (Array.isArray(data.captures) ? data.captures : []) as CaptureRecordData[]

export interface RecordedCapture {
  cents: number
  /** This capture leaves nothing of the Medusa payment uncaptured. */
  final: boolean
  /** What Medusa had captured of the payment before this capture; unknown without the payment. */
  capturedBeforeCents?: number
}

type Row = Record<string, unknown>
type Amount = NonNullable<Parameters<typeof toCents>[0]>
const amountOf = (row: Row | undefined): Amount => (row?.raw_amount ?? row?.amount ?? 0) as Amount

/**
 * The amount Medusa recorded on its Capture row before calling the provider (it passes none),
 * and whether it completes the payment. Query reads it: the row is committed before the call.
 */
export async function recordedCapture(query: QueryGraph | undefined, captureId: string | undefined): Promise<RecordedCapture | undefined> {
  if (!query || !captureId?.startsWith("capt_")) return undefined
  const { data } = await query.graph({
    entity: "capture",
    fields: ["id", "amount", "raw_amount", "payment_id", "payment.amount", "payment.raw_amount"],
    filters: { id: captureId },
  })
  const row = data[0] as Row | undefined
  if (!row) return undefined
  const payment = row.payment as Row | undefined
  // Query does not follow payment -> captures from a capture; the payment's captures are read by id.
  let captures = (Array.isArray(payment?.captures) ? payment.captures : undefined) as Row[] | undefined
  if (!captures && typeof row.payment_id === "string") {
    const siblings = await query.graph({
      entity: "capture",
      fields: ["id", "amount", "raw_amount"],
      filters: { payment_id: row.payment_id },
    })
    captures = siblings.data as Row[]
  }
  captures ??= []
  // The cents rule (docs/order-management.md): this capture sends what brings Riverty to Medusa's captured total in cents.
  const before = sumMoney(captures.filter((c) => c.id !== captureId).map(amountOf))
  const cents = operationCents(before, amountOf(row))
  const capturedBeforeCents = toCents(before)
  return {
    cents,
    final: payment ? capturedBeforeCents + cents >= toCents(amountOf(payment)) : false,
    ...(payment ? { capturedBeforeCents } : {}),
  }
}

/**
 * A capture Riverty applied for an earlier Medusa capture whose answer was lost beyond every
 * retry: Medusa then deleted that Capture row, so its id never comes back, and Riverty holds more
 * than Medusa has booked. The next admin capture of the same amount is that capture (adopted, not
 * sent again); one of another amount is refused, because sending it would capture twice.
 */
export function unbookedCapture(
  order: GetOrderResponse,
  state: OrderState,
  recorded: RecordedCapture | undefined
): { adopt: NonNullable<GetOrderResponse["captures"]>[number] } | undefined {
  if (recorded?.capturedBeforeCents === undefined) return undefined
  const surplus = state.capturedCents - recorded.capturedBeforeCents
  // Medusa keeps sub-cent amounts and Riverty cents: a cent either way is rounding, not a capture.
  if (surplus <= 1) return undefined
  const match = (order.captures ?? []).find(
    (c) => c.transactionReference?.startsWith("capt_") && Math.abs(amountToCents(c.amount) - recorded.cents) <= 1
  )
  if (match && Math.abs(surplus - recorded.cents) <= 1) return { adopt: match }
  throw new MedusaError(
    MedusaError.Types.NOT_ALLOWED,
    `Riverty holds ${centsToAmount(surplus).toFixed(2)} of captures that Medusa has not booked (a capture whose answer was lost); ` +
      `capture exactly that amount to book it, or wait for Riverty's capture notification, which books it`
  )
}

export interface CaptureRequestPlan {
  body: CaptureRequestInput
  cents: number
  lines: AllocatedLine[]
}

/**
 * The capture body for `cents` of an order (everything still open when undefined): whole units of
 * the order lines and an adjusting line for the cents no unit fits (`allocateWholeUnits`), or with
 * `decimalQuantities` the same share of every line. A capture by amount (no lines) when the lines
 * cannot carry it: the open lines do not add up to what is authorized (an order changed outside
 * this plugin, or a unit an adjusting line took part of) and the amount needs more than they hold
 * (the capture of the rest then puts the difference in an adjusting line when a unit is open).
 */
export function planAmountCapture(state: OrderState, cents: number | undefined, currency?: string, decimalQuantities = false): CaptureRequestPlan {
  const amount = cents ?? state.remainingCents
  if (amount <= 0 || amount > state.remainingCents) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      `Riverty: cannot capture ${centsToAmount(amount).toFixed(2)}, ${centsToAmount(state.remainingCents).toFixed(2)} remain authorized`
    )
  }
  const openTotal = openCents(state.open)
  const lines = decimalQuantities
    ? openTotal === state.remainingCents
      ? allocateAmount(state.open, amount)
      : []
    : amount < openTotal || (amount === openTotal && openTotal === state.remainingCents)
      ? (allocateWholeUnits(state.open, amount) ?? [])
      : amount === state.remainingCents && openTotal < amount
        ? (allocateRest(state.open, amount - openTotal) ?? [])
        : []
  const totals = toItems(lines)
  const orderDetails: CaptureRequestInput["orderDetails"] =
    lines.length > 0
      ? { totalGrossAmount: totals.totalGrossAmount, totalNetAmount: totals.totalNetAmount, items: totals.items }
      : { totalGrossAmount: centsToAmount(amount), totalNetAmount: centsToAmount(amount) }
  if (currency) orderDetails.currency = currency as CaptureRequestInput["orderDetails"]["currency"]
  return { body: { orderDetails }, cents: amount, lines }
}

export interface CaptureCall {
  orderNumber: string
  body: CaptureRequestInput
  idempotencyKey: string
  sourceId?: string
  country?: string
}

/**
 * Sends a capture and reads back its invoice number. The key makes a retried call (by the
 * transport after a lost answer, or by Medusa) return the first capture instead of a second one.
 */
export async function sendCapture(client: RivertyClient, call: CaptureCall): Promise<CaptureRecordData> {
  const country = call.country ? { country: call.country as CountryCode } : {}
  const response = await client.orders.capture(call.orderNumber, call.body, { idempotencyKey: call.idempotencyKey, ...country })
  let invoiceNumber: string | undefined
  try {
    const { captures } = await client.orders.getCapture(call.orderNumber, response.captureNumber, country)
    const invoice = (captures[0] as { invoiceNumber?: unknown } | undefined)?.invoiceNumber
    invoiceNumber = typeof invoice === "string" ? invoice : undefined
  } catch {
    // The invoice number is informative; the capture itself succeeded.
  }
  return {
    capture_number: response.captureNumber,
    ...(invoiceNumber ? { invoice_number: invoiceNumber } : {}),
    amount: response.capturedAmount,
    idempotency_key: call.idempotencyKey,
    ...(call.sourceId ? { source_id: call.sourceId } : {}),
  }
}

/**
 * Admin capture (and a `captured` webhook): captures exactly the amount Medusa recorded on its
 * Capture row (a call without a Medusa capture id captures the rest of the authorization). Idempotent per Medusa capture: the key comes from
 * the capture id, and a capture already in the payment data is not sent again.
 */
export async function capturePayment(ctx: OperationContext, input: CapturePaymentInput): Promise<CapturePaymentOutput> {
  const data = await paymentDataOf(ctx, sessionDataOf(input.data))
  if (data.riverty_outcome !== "Accepted" || !data.order_number) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Riverty: only an accepted authorization can be captured")
  }
  const captureId = input.context?.idempotency_key
  const key = deriveIdempotencyKey(captureId ?? data.session_id, "capture")
  const captures = capturesOf(data)
  if (captures.some((c) => c.idempotency_key === key)) return { data }
  try {
    const order = await ctx.client.orders.getOrder(data.order_number, countryOption(data))
    // Applied before, but the payment data never heard of it (an answer lost beyond the
    // transport's retries): report that capture instead of planning another one.
    const applied = captureId ? (order.captures ?? []).find((c) => c.transactionReference === captureId.slice(0, 100)) : undefined
    if (applied) {
      const record: CaptureRecordData = {
        capture_number: applied.captureNumber,
        amount: applied.amount ?? 0,
        idempotency_key: key,
        source_id: captureId,
      }
      const invoice = (applied as { invoiceNumber?: unknown }).invoiceNumber
      if (typeof invoice === "string") record.invoice_number = invoice
      return { data: { ...data, captures: [...captures, record] } }
    }
    const recorded = await recordedCapture(ctx.query, captureId)
    if (captureId && !recorded) {
      // Without the amount a partial capture would silently become a full one.
      throw new MedusaError(
        MedusaError.Types.INVALID_DATA,
        'Riverty: cannot read the capture amount; add dependencies: ["query"] to the payment module (see README)'
      )
    }
    const state = orderStateOf(order)
    const unbooked = unbookedCapture(order, state, recorded)
    if (unbooked) {
      const record: CaptureRecordData = {
        capture_number: unbooked.adopt.captureNumber,
        amount: unbooked.adopt.amount ?? 0,
        idempotency_key: key,
        source_id: captureId,
      }
      return { data: { ...data, captures: [...captures, record] } }
    }
    // Medusa keeps sub-cent totals and Riverty whole cents: a capture within a cent of what
    // Riverty still holds, when it completes the Medusa payment (or exceeds Riverty by that cent),
    // takes Riverty's rest, so neither side is left with a stray cent.
    const diff = recorded ? state.remainingCents - recorded.cents : 0
    const cents = !recorded || (recorded.final && Math.abs(diff) <= 1) || diff === -1 ? undefined : recorded.cents
    // A sub-cent capture that leaves Medusa's total in cents where it was (or within the cent the
    // rule above gives Riverty): nothing to send. A real amount with nothing left is still refused.
    if (recorded && recorded.cents <= 1 && (cents ?? state.remainingCents) === 0) return { data }
    const plan = planAmountCapture(state, cents, data.currency, ctx.options.decimalQuantities)
    plan.body.transactionReference = captureId?.slice(0, 100)
    const record = await sendCapture(ctx.client, {
      orderNumber: data.order_number,
      body: plan.body,
      idempotencyKey: key,
      sourceId: captureId,
      country: data.country,
    })
    return { data: { ...data, captures: [...captures, record] } }
  } catch (error) {
    throw toMedusaError(error, "capture")
  }
}
