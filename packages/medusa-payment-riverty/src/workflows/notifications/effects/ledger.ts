import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, paymentSessionIdOf, type NotificationRecord, type RivertyModuleService } from "../../../modules/riverty"
import { httpUrlOrNull } from "riverty-client"

export interface LedgerDraft {
  entry_key: string
  kind: string
  order_number?: string | null
  invoice_reference?: string | null
  amount?: number | null
  currency?: string | null
  status?: string | null
  document_url?: string | null
  data?: Record<string, unknown> | null
}

const PERSONAL_KEYS = new Set(["billToAddress", "shipToAddress", "providedValue", "AdditionalPaymentInfo"])

/** A copy without addresses and free-text values that may hold personal data. */
export function withoutPersonalData(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutPersonalData)
  if (!value || typeof value !== "object") return value
  return Object.fromEntries(
    Object.entries(value as Record<string, unknown>)
      .filter(([key]) => !PERSONAL_KEYS.has(key))
      .map(([key, inner]) => [key, withoutPersonalData(inner)]),
  )
}

/**
 * Adds the ledger entries of one notification that are not there yet. (notification_id,
 * entry_key) is unique in the database, so even two workers racing add each entry once.
 */
export async function recordLedgerEntries(
  container: MedusaContainer,
  notification: NotificationRecord,
  drafts: LedgerDraft[],
  /** The link of the notification's own order number, when the caller resolved it already. */
  known?: OrderLink,
): Promise<number> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const notificationId = notification.notification_id ?? notification.id
  const existing = await rivertyModule.listRivertyLedgerEntries({ notification_id: notificationId }, { select: ["entry_key"] })
  const have = new Set(existing.map((entry) => entry.entry_key))
  const missing = drafts.filter((draft) => !have.has(draft.entry_key))
  if (!missing.length) return 0
  const links = new Map<string, Awaited<ReturnType<typeof resolveOrderLink>>>()
  if (known && notification.order_number) links.set(notification.order_number, known)
  for (const draft of missing) {
    const key = draft.order_number ?? ""
    if (!links.has(key)) links.set(key, await resolveOrderLink(container, draft.order_number))
  }
  await rivertyModule.createRivertyLedgerEntries(
    missing.map((draft) => {
      const link = links.get(draft.order_number ?? "")!
      return {
        notification_id: notificationId,
        entry_key: draft.entry_key,
        type: notification.type ?? "unknown",
        kind: draft.kind,
        order_number: draft.order_number ?? null,
        payment_session_id: link.paymentSessionId,
        order_id: link.orderId,
        invoice_reference: draft.invoice_reference ?? null,
        amount: draft.amount ?? null,
        currency: draft.currency ?? null,
        status: draft.status ?? null,
        // Rendered as a link in the admin: only http(s) is kept.
        document_url: httpUrlOrNull(draft.document_url),
        occurred_at: occurredAt(notification),
        data: draft.data ?? null,
      }
    }),
  )
  return missing.length
}

function occurredAt(notification: NotificationRecord): Date {
  const payload = (notification.payload ?? {}) as Record<string, unknown>
  const header = (payload.Header ?? {}) as Record<string, unknown>
  const stamp = payload.timestamp ?? header.TransmittedTimestamp ?? header.TransmittedTimeStamp
  const parsed = typeof stamp === "string" ? new Date(stamp) : undefined
  return parsed && !Number.isNaN(parsed.getTime()) ? parsed : new Date(notification.received_at)
}

export interface OrderLink {
  paymentSessionId: string | null
  /** The session's amount as Query returns it (what Medusa's payment workflow is given). */
  paymentSessionAmount: unknown
  providerId: string | null
  paymentCollectionId: string | null
  orderId: string | null
}

const NONE: OrderLink = { paymentSessionId: null, paymentSessionAmount: null, providerId: null, paymentCollectionId: null, orderId: null }

/** The order a payment collection belongs to now (the cart's order, once made), or null. */
export async function orderOfPaymentCollection(container: MedusaContainer, paymentCollectionId: string | null): Promise<string | null> {
  if (!paymentCollectionId) return null
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_payment_collection", fields: ["order_id"], filters: { payment_collection_id: paymentCollectionId } })
  return (data[0] as { order_id?: string } | undefined)?.order_id ?? null
}

/**
 * Riverty order number -> Medusa payment session -> order. Nothing is found for order numbers of
 * other shops or sessions that were deleted; callers record what they got.
 */
export async function resolveOrderLink(container: MedusaContainer, orderNumber: string | null | undefined): Promise<OrderLink> {
  const sessionId = paymentSessionIdOf(orderNumber)
  if (!sessionId) return NONE
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data: sessions } = await query.graph({
    entity: "payment_session",
    fields: ["id", "amount", "provider_id", "payment_collection_id"],
    filters: { id: sessionId },
  })
  const session = sessions[0] as { id: string; amount?: unknown; provider_id: string; payment_collection_id: string } | undefined
  if (!session) return { ...NONE, paymentSessionId: sessionId }
  const { data: links } = await query.graph({
    entity: "order_payment_collection",
    fields: ["order_id"],
    filters: { payment_collection_id: session.payment_collection_id },
  })
  const orderId = (links[0] as { order_id?: string } | undefined)?.order_id ?? null
  return {
    paymentSessionId: session.id,
    paymentSessionAmount: session.amount ?? null,
    providerId: session.provider_id,
    paymentCollectionId: session.payment_collection_id,
    orderId,
  }
}
