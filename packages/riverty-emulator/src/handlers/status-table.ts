/**
 * Per endpoint, what the emulator answers for an unknown record, a record in the wrong state, a
 * validation failure and a wrong key. the emulator README ("Status codes by endpoint") prints this
 * table (`renderStatusTable`), and a unit test holds both to SERVICE_ROUTES so neither drifts.
 * `404 400.115` reads: HTTP 404, message-array code 400.115. "—" means the case cannot occur.
 */
export interface StatusRow {
  method: string
  path: string
  unknown: string
  wrongState: string
  validation: string
  wrongKey: string
}

const V3 = "/api/v3"
const ORDER = `${V3}/orders/:orderNumber`
const CLIENT = "/v1/clients/:clientId"
const PARTNER = `${CLIENT}/partner-subscriptions/:subscriptionId`

const NF = "404 400.115"
const OTHER_SHOP = "404 400.115 (another key's order)"
const OTHER_COUNTRY = "400 400.003 (another country)"
const FIELDS = "400 400.00x"
const TOTALS = "400 400.00x; 400.101/400.102 totals; 400.003 amounts, currency"
const BEARER = "401"
const PUBLIC = "—"

const row = (method: string, path: string, unknown: string, wrongState: string, validation: string, wrongKey: string): StatusRow => ({
  method,
  path,
  unknown,
  wrongState,
  validation,
  wrongKey,
})

export const STATUS_TABLE: StatusRow[] = [
  row("POST", "/oauth/token", "—", "—", "400 invalid_request / unsupported_grant_type", "401 invalid_client"),

  row("POST", `${V3}/checkout/authorize`, `${NF} (checkoutId)`, "400 400.100 (order number used)", `${TOTALS}; 400.108-400.114 payment`, `${OTHER_COUNTRY}; ${NF} (another key's checkout)`),
  row("POST", `${V3}/authorize`, `${NF} (checkoutId)`, "400 400.100 (order number used)", `${TOTALS}; 400.108-400.114 payment`, `${OTHER_COUNTRY}; ${NF} (another key's checkout)`),
  row("POST", `${V3}/checkout/payment-methods`, "—", "—", TOTALS, OTHER_COUNTRY),
  row("POST", `${V3}/checkout/:checkoutId/contract`, NF, "—", `${FIELDS}; 400.108-400.114 payment`, `${NF} (another key's checkout)`),
  row("POST", `${V3}/hosted-checkout/request`, "—", "400 400.100 (order number used)", TOTALS, OTHER_COUNTRY),
  row("POST", `${ORDER}/captures`, NF, "400 400.117 (not authorized, above the rest)", TOTALS, OTHER_SHOP),
  row("POST", `${ORDER}/captures/return-notification`, `${NF} (order, capture)`, "400 400.116 (notified, paid, past due)", `${FIELDS}; 400.102`, OTHER_SHOP),
  row("POST", `${ORDER}/refunds`, `${NF} (order, capture)`, "400 400.116 (above the capture's balance)", FIELDS, OTHER_SHOP),
  row("POST", `${ORDER}/voids`, NF, "400 400.116 (nothing left, not authorized)", TOTALS, OTHER_SHOP),
  row("POST", `${ORDER}/updateOrder`, NF, "400 400.116 (not authorized, fully captured)", TOTALS, OTHER_SHOP),
  row("GET", ORDER, NF, "—", "—", OTHER_SHOP),
  row("GET", `${ORDER}/captures`, NF, "—", "—", OTHER_SHOP),
  row("GET", `${ORDER}/captures/:captureNumber`, `${NF} (order, capture)`, "—", "—", OTHER_SHOP),
  row("GET", `${ORDER}/refunds`, NF, "—", "—", OTHER_SHOP),
  row("GET", `${ORDER}/refunds/:refundNumber`, `${NF} (order, refund)`, "—", "—", OTHER_SHOP),
  row("GET", `${ORDER}/voids`, NF, "—", "—", OTHER_SHOP),
  row("GET", `${ORDER}/voids/:voidNumber`, `${NF} (order, void)`, "—", "—", OTHER_SHOP),
  row("POST", `${ORDER}/captures/:captureNumber/shipping-details`, `${NF} (order, capture)`, "—", FIELDS, OTHER_SHOP),
  row("PATCH", `${ORDER}/captures/:captureNumber/shipping-details/:shippingNumber`, `${NF} (order, capture, shipping number)`, "—", FIELDS, OTHER_SHOP),
  row("POST", `${V3}/lookup/customer`, "200 empty userProfiles", "—", FIELDS, "401"),
  row("PATCH", `${V3}/customers/:customerNumber/updateCustomer`, NF, "—", FIELDS, "401"),
  row("POST", `${V3}/lookup/installment-plans`, "—", "—", FIELDS, "401"),
  row("POST", `${V3}/validate/bank-account`, "—", "—", FIELDS, "401"),
  row("POST", `${V3}/validate/address`, "—", "—", FIELDS, "401"),
  row("POST", `${V3}/customer-account`, "—", "—", FIELDS, "401"),
  row("GET", `${V3}/customer-account/:accountNumber/credit-limit`, NF, "—", "—", "401"),
  row("POST", `${V3}/customer-account/:accountNumber/event`, NF, "200 eventAdded false (200.903 limit, 200.901 status)", `${FIELDS}; 400.003 negative amounts`, "401"),
  row("GET", `${V3}/customer-account/:ssn`, NF, "—", "—", "401"),
  row("GET", `${V3}/version`, "—", "—", "—", "401"),
  row("GET", `${V3}/status`, "—", "—", "—", PUBLIC),

  row("GET", `${CLIENT}/customers/:customerNumber`, "404 NOT_FOUND", "—", "400 400.004 (clientId)", BEARER),
  row("HEAD", `${CLIENT}/customers/:customerNumber`, "404", "—", "400", BEARER),
  row("PUT", `${CLIENT}/customers/:customerNumber`, "404 NOT_FOUND", "—", "400 400.00x", BEARER),
  row("POST", `${CLIENT}/customers/search`, "404 NOT_FOUND (no match)", "—", "400 400.00x", BEARER),
  row("POST", `${CLIENT}/lookup/customer`, "404 NOT_FOUND", "—", "400 400.00x", BEARER),
  row("GET", `${CLIENT}/consumptions`, "404 NOT_FOUND (subscription)", "—", "400 400.00x", BEARER),
  row("GET", `${CLIENT}/consumptions/:consumptionId`, "404 NOT_FOUND", "—", "—", BEARER),
  row("GET", PARTNER, "404 NOT_FOUND", "—", "—", BEARER),
  row("POST", `${PARTNER}/invoices`, "404 NOT_FOUND", "400 400.116 (cancelled); 400 400.100 (period invoiced)", "400 400.00x; 400.003 negative; 400.007 decimals", BEARER),
  row("GET", `${PARTNER}/invoices/:invoiceNumber`, "404 NOT_FOUND", "—", "—", BEARER),
  row("PUT", `${PARTNER}/cancellation`, "404 NOT_FOUND", "—", "400 400.00x; 400.003 (before start)", BEARER),
  row("DELETE", `${PARTNER}/cancellation`, "404 NOT_FOUND", "—", "—", BEARER),

  row("POST", "/businesses/:businessCode/customers/:customerNumber/orders/:orderReference/returns", "404 NOT_FOUND (business code); order, customer: EdiErrorSent", "EdiErrorSent (asynchronous)", "400 400.001 (not a JSON object); the rest EdiErrorSent", BEARER),
  row("POST", "/administration/:version/notification-callbacks", "—", "—", "400 400.00x", BEARER),
  row("POST", "/merchants", "—", "200 same ids (repeated partnerReference)", "400 400.00x (Accept-version, body)", BEARER),
  row("GET", "/claims/:claimNumber/invoices", "404 {message}", "—", "400 400.00x (query)", "401 Request not authorized."),

  row("GET", "/hosted-checkout/:token", "404 page", "410 page (expired)", "—", PUBLIC),
  row("POST", "/hosted-checkout/:token", "404 page", "303 with the final status", "400 page", PUBLIC),
  row("GET", "/documents/invoices/:invoiceNumber", "404 page", "—", "—", PUBLIC),
  row("GET", "/logos/:file", "404", "—", "—", PUBLIC),
  row("GET", "/consumer/payments/:invoiceNumber", "404 page", "—", "—", PUBLIC),
]

const cell = (text: string) => text.replace(/\|/g, "\\|")

/** The Markdown table the emulator README carries under "Status codes by endpoint". */
export function renderStatusTable(rows: readonly StatusRow[] = STATUS_TABLE): string {
  const lines = [
    "| Method | Path | Unknown record | Wrong state | Validation failure | Wrong key |",
    "|---|---|---|---|---|---|",
    ...rows.map((r) => `| ${r.method} | \`${r.path}\` | ${[r.unknown, r.wrongState, r.validation, r.wrongKey].map(cell).join(" | ")} |`),
  ]
  return lines.join("\n")
}
