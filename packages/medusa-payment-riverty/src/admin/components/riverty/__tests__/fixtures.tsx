import { QueryClient, QueryClientProvider } from "@tanstack/react-query"
import { render } from "@testing-library/react"
import type { ReactElement } from "react"
import type { RivertyOrderView } from "../../../../api/admin/riverty/views"

/** Renders with a fresh query client (no retries, so errors show at once). */
export function renderWithQuery(ui: ReactElement) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return render(<QueryClientProvider client={client}>{ui}</QueryClientProvider>)
}

/** A Riverty order as the admin API returns it: captured, invoiced, two return orders answered. */
export function orderView(over: Partial<RivertyOrderView> = {}): RivertyOrderView {
  return {
    order_id: "order_1",
    order_number: "RVT-payses_1",
    provider_id: "pp_riverty-invoice_riverty",
    method: "invoice",
    currency: "eur",
    status: "Accepted",
    customer_number: "CN-1001",
    authorized_amount: 125.95,
    captured_amount: 120,
    refunded_amount: 0,
    voided_amount: 0,
    remaining_amount: 5.95,
    expiration_date: "2026-12-21",
    captures: [
      {
        capture_number: "800090001",
        invoice_number: "INV-77",
        amount: 120,
        balance: 120,
        refunded_amount: 0,
        invoice_date: "2026-11-21",
        due_date: "2026-12-05",
        items: [{ line_number: 1, description: "Rain Jacket", quantity: 3, gross_unit_price: 40 }],
        shipping_details: [{ shipping_number: 1, type: "Shipment", company: "DHL", tracking_id: "TRK-1", tracking_url: "https://track.example/TRK-1" }],
      },
    ],
    refunds: [],
    voids: [],
    lines: [
      { line_number: 1, product_id: "jacket", description: "Rain Jacket", type: null, quantity: 3, captured_quantity: 3, voided_quantity: 0, capturable_quantity: 0, gross_unit_price: 40, vat_percent: 19 },
      { line_number: 2, product_id: "shipping", description: "Shipping", type: "ShippingFee", quantity: 1, captured_quantity: 0, voided_quantity: 0, capturable_quantity: 1, gross_unit_price: 5.95, vat_percent: 19 },
    ],
    returnable_lines: [
      { line_number: 1, description: "Rain Jacket", kind: "article", invoice_references: ["INV-77"], gross_unit_price: 40, vat_amount: 6.39, vat_percent: 19, invoiced_quantity: 3, returned_quantity: 1, returnable_quantity: 2 },
      { line_number: 3, description: "Bundle discount", kind: "discount", invoice_references: ["INV-77"], gross_unit_price: -10, vat_amount: -1.6, vat_percent: 19, invoiced_quantity: 1, returned_quantity: 0, returnable_quantity: 1, discount_remaining: 10 },
    ],
    ledger: [
      { id: "l1", kind: "invoice", type: "accounting/invoiceCreated", invoice_reference: "INV-77", amount: 120, currency: "EUR", status: "created", document_url: "https://docs.example/INV-77.pdf", occurred_at: "2026-11-21T10:00:00Z" },
      { id: "l2", kind: "payment_received", type: "accounting/paymentReceived", invoice_reference: "INV-77", amount: 120, currency: "EUR", status: "paid", document_url: null, occurred_at: "2026-11-22T10:00:00Z" },
    ],
    timeline: [
      { id: "n1", type: "accounting/invoiceCreated", status: "processed", received_at: "2026-11-21T10:00:00Z", processed_at: "2026-11-21T10:00:01Z", outcome: "ledger", last_error: null },
      { id: "n2", type: "accounting/reminderSent", status: "dead", received_at: "2026-11-21T11:00:00Z", processed_at: null, outcome: null, last_error: "database down" },
    ],
    return_orders: [
      {
        id: "rvret_1",
        status: "failed",
        return_reference: "RET-FAIL",
        internal_request_id: "req-1",
        invoice_reference: "INV-77",
        return_reason: "CARRIER_RETURN",
        return_date: "2026-11-21",
        amount: 40,
        currency: "eur",
        refunded_amount: null,
        bank_account_hint: null,
        items: [{ line_number: 1, description: "Rain Jacket", quantity: 1, gross_unit_price: 40, kind: "article" }],
        errors: [{ field: "bankDetails", message: "bankDetails are required", provided_value: "" }],
        created_at: "2026-11-21T12:00:00Z",
        accepted_at: null,
        failed_at: "2026-11-21T12:00:01Z",
        refunded_at: null,
      },
      {
        id: "rvret_2",
        status: "refunded",
        return_reference: "RET-DONE",
        internal_request_id: "req-2",
        invoice_reference: "INV-77",
        return_reason: "CUSTOMER_RETURN",
        return_date: "2026-11-21",
        amount: 40,
        currency: "eur",
        refunded_amount: 40,
        bank_account_hint: null,
        items: [{ line_number: 1, description: "Rain Jacket", quantity: 1, gross_unit_price: 40, kind: "article" }],
        errors: null,
        created_at: "2026-11-21T12:00:00Z",
        accepted_at: "2026-11-21T12:00:01Z",
        failed_at: null,
        refunded_at: "2026-11-21T12:00:02Z",
      },
    ],
    bank_details_recommended: true,
    corrected_address: null,
    looked_up_address: null,
    riverty_error: null,
    order_updates: [],
    ...over,
  }
}
