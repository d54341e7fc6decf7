// The admin API's answers (and request bodies) as types: the source of what the admin panel reads.
// Types only: the panel imports them with `import type`, so nothing server-side is bundled.
import type { z } from "@medusajs/framework/zod"
import type { FollowUpKind, FollowUpStatus } from "../../../modules/riverty/models/follow-up"
import type { ReturnOrderError, ReturnOrderStatus } from "../../../modules/riverty/models/return-order"
import type { CapturableLine } from "../../../workflows/captures/order-lines"
import type { ReturnableLine } from "../../../workflows/return-orders/returnable-lines"
import type { ReturnOrderLine } from "../../../riverty-order"
import type { CaptureLinesBody, CreateReturnOrderBody, ShippingDetailsBody } from "./orders/lib/schemas"

export type { CapturableLine, FollowUpKind, FollowUpStatus, ReturnableLine, ReturnOrderError, ReturnOrderLine, ReturnOrderStatus }

export interface ShippingDetailsView {
  shipping_number: number | null
  type: string | null
  company: string | null
  tracking_id: string | null
  tracking_url: string | null
}

export interface CaptureView {
  capture_number: string
  invoice_number: string | null
  amount: number
  balance: number | null
  refunded_amount: number
  invoice_date: string | null
  due_date: string | null
  items: Array<{ line_number: number | null; description: string; quantity: number; gross_unit_price: number }>
  shipping_details: ShippingDetailsView[]
}

export interface RefundView {
  refund_number: string
  credit_note_number: string | null
  capture_number: string | null
  amount: number
  created_at: string | null
}

export interface VoidView {
  cancellation_number: string
  amount: number
}

export interface LedgerView {
  id: string
  kind: string
  type: string
  invoice_reference: string | null
  amount: number | null
  currency: string | null
  status: string | null
  document_url: string | null
  occurred_at: string
}

export interface TimelineView {
  id: string
  type: string | null
  status: string
  received_at: string
  processed_at: string | null
  outcome: string | null
  last_error: string | null
}

export interface ReturnOrderView {
  id: string
  status: ReturnOrderStatus
  return_reference: string
  internal_request_id: string | null
  invoice_reference: string | null
  return_reason: string
  return_date: string
  amount: number
  currency: string | null
  refunded_amount: number | null
  bank_account_hint: string | null
  items: ReturnOrderLine[] | null
  errors: ReturnOrderError[] | null
  created_at: string
  accepted_at: string | null
  failed_at: string | null
  refunded_at: string | null
}

/** GET /admin/riverty/orders/:id (`riverty`). */
/** An address as Riverty writes it (authorize's corrected address). */
export interface CorrectedAddressView {
  careOf?: string
  street?: string
  streetNumber?: string
  streetNumberAdditional?: string
  postalCode?: string
  postalPlace?: string
  countryCode?: string
}

/**
 * The billing address a Nordic customer lookup found for the order's customer, as Riverty was sent
 * it at authorize (Medusa's address fields, phone included). The order itself keeps the masked
 * address the guest saw; this is read from the plugin's sealed record of the order, kept until
 * `kept_until`. `address` is null when the record can no longer be read (personalDataKey rotated).
 */
export interface LookedUpAddressView {
  address: {
    first_name?: string
    last_name?: string
    company?: string
    address_1?: string
    address_2?: string
    postal_code?: string
    city?: string
    phone?: string
    country_code: string
  } | null
  kept_until: string
}

export interface RivertyOrderView {
  order_id: string
  order_number: string
  provider_id: string
  method: string | null
  currency: string
  status: string | null
  customer_number: string | null
  authorized_amount: number | null
  captured_amount: number
  refunded_amount: number
  voided_amount: number
  remaining_amount: number | null
  expiration_date: string | null
  captures: CaptureView[]
  refunds: RefundView[]
  voids: VoidView[]
  lines: CapturableLine[]
  returnable_lines: ReturnableLine[]
  ledger: LedgerView[]
  timeline: TimelineView[]
  return_orders: ReturnOrderView[]
  /** Refunds of cash or omnichannel payments go by bank transfer (spec rule 5). */
  bank_details_recommended: boolean
  /**
   * The debtor's address as Riverty corrected it at authorize (only address fields), or null when
   * Riverty kept the one sent: the merchant may want to ship to, or fix, the corrected one.
   */
  corrected_address: CorrectedAddressView | null
  /** The full address a customer lookup found, for the merchant only; null for orders without one. */
  looked_up_address: LookedUpAddressView | null
  /** Set when Riverty could not be asked; the local records are still shown. */
  riverty_error: string | null
  /** Updates of Riverty's order after Medusa order edits, claims and exchanges, newest first. */
  order_updates: OrderUpdateView[]
}

/**
 * One order update after an edit. `needs_merchant` when the plugin could not carry the edit to
 * Riverty (an increase Riverty declined, an order captured already): `message` says what stays.
 */
export interface OrderUpdateView {
  id: string
  status: FollowUpStatus
  needs_merchant: boolean
  message: string | null
  created_at: string | null
  completed_at: string | null
}

/** Follow-up work of an order event (GET /admin/riverty/orders/:id/follow-ups). */
export interface FollowUpView {
  id: string
  kind: FollowUpKind
  status: FollowUpStatus
  attempts: number
  next_attempt_at: string | null
  last_error: string | null
  outcome: string | null
  fulfillment_id: string | null
  return_id: string | null
  created_at: string | null
  updated_at: string | null
  completed_at: string | null
}

/** Bodies of the admin writes, as sent (defaults may be left out). */
export type ShippingDetailsInput = z.input<typeof ShippingDetailsBody>
export type CaptureInput = z.input<typeof CaptureLinesBody>
export type ReturnOrderInput = z.input<typeof CreateReturnOrderBody>

/** One consumption of a subscription (GET /admin/riverty/subscriptions/…/consumptions). */
export interface ConsumptionView {
  id: string
  customer_number: string | null
  subscription_id: string | null
  invoice_id: string | null
  gross_amount: number | null
  vat_amount: number | null
  refunded_amount: number | null
  currency: string | null
  created_at: string | null
  billing_date: string | null
  items: Array<{
    id: string
    product_id: string | null
    description: string | null
    quantity: number | null
    unit_code: string | null
    net_price: number | null
    gross_amount: number | null
    vat_percentage: number | null
    start: string | null
    end: string | null
  }>
}

/** A subscription as Riverty answers a cancellation or its withdrawal. */
export interface SubscriptionView {
  subscription_id: string
  customer_number: string | null
  description: string | null
  status: string | null
  active_from: string | null
  gross_amount: number | null
  currency: string | null
}

/** An onboarded merchant (GET /admin/riverty/merchants). */
export interface MerchantView {
  id: string
  partner_reference: string
  status: "processing" | "done" | "failed"
  legal_name: string
  country: string
  shop_name: string
  market_country: string
  merchant_id: string | null
  shop_id: string | null
  last_error: string | null
  created_at: string | null
}

/** One amount on which Medusa and Riverty disagree (POST /admin/riverty/orders/:id/reconcile). */
export interface ReconcileDifference {
  amount: "authorized" | "captured" | "refunded" | "voided"
  medusa: number
  riverty: number
  message: string
}

export interface ReconcileView {
  in_sync: boolean
  currency: string
  /** The order's status at Riverty (`Accepted`, `Pending`, ...): only an authorized order counts as authorized. */
  riverty_status: string | null
  medusa: Record<ReconcileDifference["amount"], number>
  riverty: Record<ReconcileDifference["amount"], number>
  differences: ReconcileDifference[]
}

/** One configured connection (the plugin's, or a provider entry's) in GET /admin/riverty/connection. */
export interface ConnectionEntryView {
  /** `plugin`, or the provider entry's `id` in medusa-config (its providers are `pp_riverty-{method}_{id}`). */
  provider_id: string
  environment: string
  /** Where the v3 checkout and order API is. */
  base_url: string | null
  api_version: "v3"
  /** As Riverty answered the last connection test of this entry's keys; null before one. */
  service_version: string | null
  /** Countries with an API key (never the keys). */
  countries: Array<{ country: string; last_check: ConnectionCheckView | null }>
  oauth: { configured: boolean; shared_with_plugin: boolean; client_id: string | null; auth_url: string | null }
  callbacks_base_url: string | null
  callback_api_version: string | null
}

/** One check of the connection test (POST /admin/riverty/connection/test). */
export interface ConnectionCheckView {
  provider_id: string
  country?: string
  kind: "api_key" | "oauth"
  ok: boolean
  message: string
  service_version?: string
}

/** POST /admin/riverty/connection/test, and the last one in the summary. */
export interface ConnectionTestView {
  ok: boolean
  tested_at: string
  provider_id: string | null
  checks: ConnectionCheckView[]
}

/** GET /admin/riverty/connection */
export interface ConnectionSummaryView {
  connections: ConnectionEntryView[]
  callbacks: {
    /** Where this store asks Riverty to send notifications. */
    notification_url: string | null
    /** Riverty publishes no list of registered callbacks: the last registration made from this store. */
    last_registration: { id: string | null; url: string; notification_types: string[]; registered_at: string } | null
    register_route: "POST /admin/riverty/notifications/callbacks"
  }
  health: {
    notifications: { failed: number; dead: number }
    follow_ups: { pending: number; running: number; dead: number }
    connection_ok: boolean | null
    /** Sentences for the admin's banner; empty when all is well. */
    problems: string[]
  }
  last_test: ConnectionTestView | null
}
