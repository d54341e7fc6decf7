// The admin API's answers as the panel reads them (GET /admin/riverty/orders/:id and friends).

export type ShippingDetails = {
  shipping_number: number | null
  type: string | null
  company: string | null
  tracking_id: string | null
  tracking_url: string | null
}

export type Capture = {
  capture_number: string
  invoice_number: string | null
  amount: number
  balance: number | null
  refunded_amount: number
  invoice_date: string | null
  due_date: string | null
  items: Array<{ line_number: number | null; description: string; quantity: number; gross_unit_price: number }>
  shipping_details: ShippingDetails[]
}

export type Refund = { refund_number: string; credit_note_number: string | null; capture_number: string | null; amount: number; created_at: string | null }
export type Void = { cancellation_number: string; amount: number }

export type OrderLine = {
  line_number: number
  product_id: string
  description: string
  type: string | null
  quantity: number
  captured_quantity: number
  voided_quantity: number
  capturable_quantity: number
  gross_unit_price: number
  vat_percent: number
}

export type ReturnableLine = {
  line_number: number
  description: string
  kind: "article" | "discount"
  invoice_references: string[]
  gross_unit_price: number
  vat_amount: number
  vat_percent: number
  invoiced_quantity: number
  returned_quantity: number
  returnable_quantity: number
  discount_remaining?: number
}

export type LedgerEntry = {
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

export type TimelineEntry = {
  id: string
  type: string | null
  status: string
  received_at: string
  processed_at: string | null
  outcome: string | null
  last_error: string | null
}

export type ReturnOrderStatus = "requested" | "accepted" | "failed" | "refunded"

export type ReturnOrderError = { field: string; message: string; provided_value: string }

export type ReturnOrderLine = {
  line_number: number
  description: string
  quantity: number
  gross_unit_price: number
  kind: "article" | "discount"
}

export type ReturnOrder = {
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

export type RivertyOrderView = {
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
  captures: Capture[]
  refunds: Refund[]
  voids: Void[]
  lines: OrderLine[]
  returnable_lines: ReturnableLine[]
  ledger: LedgerEntry[]
  timeline: TimelineEntry[]
  return_orders: ReturnOrder[]
  bank_details_recommended: boolean
  riverty_error: string | null
}

export type ShippingDetailsInput = { type?: "Shipment" | "Return"; company: string; tracking_id: string; tracking_url?: string }

export type CaptureInput = { items: Array<{ line_number: number; quantity: number }>; shipping?: ShippingDetailsInput }

export type ReturnOrderInput = {
  items: Array<{ line_number: number; quantity: number }>
  return_reason: "CUSTOMER_RETURN" | "CARRIER_RETURN"
  return_date: string
  return_reference?: string
  discount?: { line_number: number; amount: number }
  bank_details?: { account_owner: string; iban: string; bic?: string }
}

/** Follow-up work of an order event (GET /admin/riverty/orders/:id/follow-ups). */
export type FollowUpKind = "capture_shipment" | "void_remainder" | "return_notification"
export type FollowUpStatus = "pending" | "running" | "done" | "dead"

export interface FollowUp {
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
