import { sdk } from "./sdk"
import { sendOnce } from "./submit-keys"
import type { LinkedRivertyOrder } from "../../api/admin/riverty/customers/by-medusa/[customer_id]/linked-orders"
import type { ReconcileView } from "../../api/admin/riverty/views"

/** One Riverty record, as Riverty answers it (its own field names). */
export type RivertyRecord = Record<string, unknown>

/** The route's own type: one definition for the server and the admin. */
export type LinkedOrder = LinkedRivertyOrder

export interface ClaimPage {
  claim_number: string
  view: "client" | "consumer"
  invoices: RivertyRecord[]
  pagination: RivertyRecord | null
}

export interface CustomerSearch {
  search_value: string
  search_column?: string
  sort?: string
  order?: "asc" | "desc"
  page?: number
  per_page?: number
}

const order = (orderId: string) => `/admin/riverty/orders/${encodeURIComponent(orderId)}`
const query = (params: Record<string, string | number | undefined>) => {
  const search = new URLSearchParams()
  for (const [key, value] of Object.entries(params)) if (value !== undefined && value !== "") search.set(key, String(value))
  return search.toString()
}

/** Calls of the customer, customer account and claim pages and of the order panel's reconcile and claim. */
export const rivertyCustomersApi = {
  reconcile: (orderId: string) => sdk.client.fetch<ReconcileView>(`${order(orderId)}/reconcile`, { method: "POST", body: {} }),
  orderClaim: (orderId: string, page = 1, view: "client" | "consumer" = "client") =>
    sdk.client.fetch<{ order_id: string; claim: ClaimPage | null }>(`${order(orderId)}/claim?${query({ page, view })}`),
  linkClaim: (orderId: string, claimNumber: string) =>
    sdk.client.fetch<{ order_id: string; claim_number: string; invoice_numbers: string[] }>(`${order(orderId)}/claim`, {
      method: "POST",
      body: { claim_number: claimNumber },
    }),
  claimInvoices: (claimId: string, page: number, pageSize: number, view: "client" | "consumer") =>
    sdk.client.fetch<ClaimPage>(`/admin/riverty/claims/${encodeURIComponent(claimId)}/invoices?${query({ page, page_size: pageSize, view })}`),
  searchCustomers: (search: CustomerSearch) =>
    sdk.client.fetch<{ customers: RivertyRecord[]; total: number; page: number; per_page: number }>(
      `/admin/riverty/customers?${query({ ...search })}`,
    ),
  customer: (customerNumber: string) => sdk.client.fetch<{ customer: RivertyRecord }>(`/admin/riverty/customers/${encodeURIComponent(customerNumber)}`),
  // The identification number goes in a body, never in a URL.
  lookupCustomer: (identificationNumber: string) =>
    sdk.client.fetch<{ customer: RivertyRecord }>(`/admin/riverty/customers/lookup`, { method: "POST", body: { identification_number: identificationNumber } }),
  byMedusaCustomer: (customerId: string) =>
    sdk.client.fetch<{ customer_id: string; customer_number: string | null; riverty_customer: RivertyRecord | null; orders: LinkedOrder[] }>(
      `/admin/riverty/customers/by-medusa/${encodeURIComponent(customerId)}`,
    ),
  applyForCredit: (body: RivertyRecord) =>
    sendOnce("customer-account:credit", body, (headers) =>
      sdk.client.fetch<{ application: RivertyRecord }>(`/admin/riverty/customer-account/credit-applications`, { method: "POST", body, headers }),
    ),
  remainingLimit: (accountId: string, country: string) =>
    sdk.client.fetch<{ account_number: string; limit: RivertyRecord }>(
      `/admin/riverty/customer-account/${encodeURIComponent(accountId)}/limit?${query({ country })}`,
    ),
  addEvent: (accountId: string, body: RivertyRecord) =>
    sendOnce(`customer-account:event:${accountId}`, body, (headers) =>
      sdk.client.fetch<{ event: RivertyRecord }>(`/admin/riverty/customer-account/${encodeURIComponent(accountId)}/events`, { method: "POST", body, headers }),
    ),
  findAccount: (identificationNumber: string, country: string) =>
    sdk.client.fetch<{ account: RivertyRecord; customer: RivertyRecord }>(`/admin/riverty/customer-account/find`, {
      method: "POST",
      body: { identification_number: identificationNumber, country },
    }),
}

export const rivertyClaimKey = (orderId: string, page: number, view: string) => ["riverty-order", orderId, "claim", page, view] as const
export const rivertyLinkedCustomerKey = (customerId: string) => ["riverty-customer", "by-medusa", customerId] as const
