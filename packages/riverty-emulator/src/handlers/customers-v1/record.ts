import type { Runtime } from "../../runtime"
import type { V1Customer } from "../../state/types"

export function customerPath(rt: Runtime, clientId: string, customerNumber: string): string {
  return `${rt.publicUrl()}/v1/clients/${encodeURIComponent(clientId)}/customers/${encodeURIComponent(customerNumber)}`
}

/** A client-scoped customer record with its links (self, check, update, search). */
export function recordOut(rt: Runtime, clientId: string, c: V1Customer): Record<string, unknown> {
  const self = customerPath(rt, clientId, c.customerNumber)
  const out: Record<string, unknown> = {
    customerNumber: c.customerNumber,
    type: c.type,
    ...(c.person ? { person: c.person } : {}),
    ...(c.company ? { company: c.company } : {}),
    phoneNumber: c.phoneNumber,
    email: c.email,
    ...(c.paymentMeans ? { paymentMeans: c.paymentMeans } : {}),
    ...(c.address ? { address: c.address } : {}),
    _links: [
      { href: self, rel: "_self", method: "GET" },
      { href: self, rel: "check_customer", method: "HEAD" },
      { href: self, rel: "update_customer", method: "PUT" },
      {
        href: `${rt.publicUrl()}/v1/clients/${encodeURIComponent(clientId)}/customers/search?page={page}&perPage={perPage}&sort={sort}&order={order}`,
        rel: "search_customer_by_field",
        method: "POST",
      },
    ],
  }
  return out
}

export function clientCustomers(rt: Runtime, clientId: string): Record<string, V1Customer> {
  return rt.state.v1Customers[String(Number(clientId))] ?? {}
}
