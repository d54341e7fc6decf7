import { MedusaError } from "@medusajs/framework/utils"
import type { PaymentSessionStateRecord } from "../../../modules/riverty/service"
export type { PaymentSessionStateRecord }
import { PERSONAL_FIELDS } from "../../../modules/riverty/lib/personal-data-vault"
import { methodEntryOf, methodFields, type RivertyMethodKey } from "../payment-methods"
import type { RivertySessionData } from "../session-data"
import type { OperationContext, SessionStateStore } from "./context"


/** The plugin's module holds the provider's state; without it the provider cannot decide anything safely. */
export function stateStoreOf(ctx: OperationContext): SessionStateStore {
  if (!ctx.rivertyModule) {
    throw new MedusaError(
      MedusaError.Types.UNEXPECTED_STATE,
      'Riverty: the payment module needs dependencies ["query", "riverty", "locking"] (README); the provider keeps its state in the riverty module',
    )
  }
  return ctx.rivertyModule
}

const notInitiated = () =>
  new MedusaError(MedusaError.Types.INVALID_DATA, "Riverty: the payment session was not initiated by this provider")

/**
 * The Medusa session id of an authorize call. Medusa puts the session's own id into the context
 * (`idempotency_key`); `data.session_id` is the provider's output, which the storefront cannot
 * change after creation. They must agree.
 */
export function sessionIdOfAuthorize(data: Record<string, unknown>, context: { idempotency_key?: string } | undefined): string {
  const fromData = typeof data.session_id === "string" ? data.session_id : undefined
  const fromMedusa = context?.idempotency_key
  const sessionId = fromMedusa ?? fromData
  if (!sessionId) throw notInitiated()
  if (fromData && fromMedusa && fromData !== fromMedusa) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Riverty: session_id in the payment data is not this payment session's")
  }
  return sessionId
}

export async function requireSessionState(ctx: OperationContext, sessionId: string): Promise<PaymentSessionStateRecord> {
  const row = await stateStoreOf(ctx).paymentSessionState(sessionId)
  if (!row) throw notInitiated()
  return row
}

/** The session's state, or undefined when the data names no session the provider recorded. */
export async function findSessionState(ctx: OperationContext, data: Record<string, unknown>): Promise<PaymentSessionStateRecord | undefined> {
  const sessionId = typeof data.session_id === "string" ? data.session_id : undefined
  if (!sessionId || !ctx.rivertyModule) return undefined
  return (await ctx.rivertyModule.paymentSessionState(sessionId)) ?? undefined
}

/**
 * The provider's keys of the session data, all written from the state table. Keys are set to null
 * rather than left out: Medusa merges session data on update, so only an explicit null removes a
 * value written earlier. Personal fields are always null; only their masked forms show.
 */
export function sessionOutput(row: PaymentSessionStateRecord): RivertySessionData {
  const refusal = (row.refusal ?? {}) as Record<string, string | null | undefined>
  const method = row.method as RivertyMethodKey
  const entry = methodEntryOf(method)
  const output: Record<string, unknown> = {
    ...(row.choices as Record<string, unknown> | null),
    ...Object.fromEntries(PERSONAL_FIELDS.map((field) => [field, null])),
    iban_last4: null,
    birth_year: null,
    ...(row.masked as Record<string, unknown> | null),
    session_id: row.session_id,
    order_number: row.order_number,
    method,
    riverty_payment_type: entry?.rivertyType ?? null,
    step_fields: entry ? methodFields(method) : [],
    country: row.country ?? null,
    currency: row.currency ?? null,
    amount: row.amount === null || row.amount === undefined ? null : Number(row.amount),
    riverty_outcome: row.outcome ?? null,
    riverty_status: row.riverty_status ?? null,
    reservation_id: row.reservation_id ?? null,
    checkout_id: row.checkout_id ?? null,
    customer_number: row.customer_number ?? null,
    expiration_date: row.expiration_date ?? null,
    redirect_url: row.redirect_url ?? null,
    riverty_corrected_address: row.corrected_address ?? null,
    customer_facing_message: refusal.customer_facing_message ?? null,
    action_code: refusal.action_code ?? null,
    error_code: refusal.error_code ?? null,
    field_reference: refusal.field_reference ?? null,
    error_message: refusal.error_message ?? null,
  }
  return output as RivertySessionData
}

/**
 * A payment's data (written by the provider's authorize, never by the storefront) checked against
 * the state table: a payment naming another session's Riverty order is refused. Payments from
 * before the table existed have no row and keep their data.
 */
export async function paymentDataOf(ctx: OperationContext, data: RivertySessionData): Promise<RivertySessionData> {
  const row = await findSessionState(ctx, data)
  if (!row) return data
  if (data.order_number !== undefined && data.order_number !== row.order_number) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Riverty: the payment's order_number is not the one the provider assigned to its session")
  }
  const trusted = sessionOutput(row)
  return {
    ...data,
    session_id: row.session_id,
    order_number: row.order_number,
    method: trusted.method,
    country: row.country ?? data.country,
    riverty_outcome: (row.outcome as RivertySessionData["riverty_outcome"]) ?? undefined,
  }
}
