import {
  clientIdSchema,
  customerLookupCriteriaSchema,
  customerRecordUpdateSchema,
  customerSearchQuerySchema,
  customerSearchRequestSchema,
} from "riverty-client/schemas"
import { errorEntries, asEntries, notFoundEntry } from "../../core/error-entries"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { queryObject, validate, validateBody } from "../../core/validation"
import type { Runtime } from "../../runtime"
import type { V1Customer } from "../../state/types"
import { clientCustomers, recordOut } from "./record"
import { sameIdentificationNumber } from "../../domain/identity-number"

function clientOk(req: EmulatorRequest): EmulatorResponse | undefined {
  if (clientIdSchema.safeParse(req.params.clientId).success) return undefined
  return errorEntries(400, [
    { code: "400.004", title: "Incorrect or missing information", description: "clientId must be an integer.", type: "ValidationError", fieldReference: "clientId" },
  ])
}

function clientKey(clientId: string): string {
  return String(Number(clientId))
}

/** GET (and HEAD) /v1/clients/{clientId}/customers/{customerNumber}. */
export function getCustomer(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const bad = clientOk(req)
  if (bad) return bad
  const customer = clientCustomers(rt, req.params.clientId)[req.params.customerNumber]
  if (!customer) return notFoundEntry("Customer not found", `No customer ${req.params.customerNumber} for this client.`)
  return json(200, recordOut(rt, clientKey(req.params.clientId), customer))
}

/** PUT on the record's path: the fields of a record, merged; the customer number never changes. */
export function updateRecord(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const bad = clientOk(req)
  if (bad) return bad
  const customer = clientCustomers(rt, req.params.clientId)[req.params.customerNumber]
  if (!customer) return notFoundEntry("Customer not found", `No customer ${req.params.customerNumber} for this client.`)
  const parsed = validateBody(req, customerRecordUpdateSchema)
  if (!parsed.ok) return asEntries(parsed.response)
  const body = parsed.value
  if (body.customerNumber !== undefined && body.customerNumber !== customer.customerNumber) {
    return errorEntries(400, [
      { code: "400.004", title: "Incorrect or missing information", description: "customerNumber cannot change.", type: "ValidationError", fieldReference: "customerNumber" },
    ])
  }
  if (typeof body.email === "string") customer.email = body.email
  if (typeof body.phoneNumber === "string") customer.phoneNumber = body.phoneNumber
  if (body.address) customer.address = { ...(customer.address ?? { addressLine: "", postalCode: "", postalPlace: "", countryCode: "" }), ...stringsOf(body.address) } as V1Customer["address"]
  if (body.person && customer.person) customer.person = { ...customer.person, ...stringsOf(body.person) } as V1Customer["person"]
  if (body.company && customer.company) customer.company = { ...customer.company, ...stringsOf(body.company) } as V1Customer["company"]
  if (body.paymentMeans?.paymentId) customer.paymentMeans = { paymentId: body.paymentMeans.paymentId }
  rt.changed()
  return json(200, recordOut(rt, clientKey(req.params.clientId), customer))
}

function stringsOf(value: Record<string, unknown>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(value)) if (typeof v === "string") out[k] = v
  return out
}

function column(c: V1Customer, name: string): string {
  switch (name) {
    case "name":
      return c.person ? `${c.person.firstName} ${c.person.lastName}` : (c.company?.name ?? "")
    case "ssn":
      return c.ssn ?? ""
    case "organizationNumber":
      return c.company?.organizationNumber ?? ""
    case "email":
      return c.email ?? ""
    default:
      return c.customerNumber
  }
}

const COLUMNS = ["customerNumber", "name", "ssn", "organizationNumber", "email"]

/** POST /v1/clients/{clientId}/customers/search?page&perPage&sort&order. */
export function searchCustomers(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const bad = clientOk(req)
  if (bad) return bad
  const query = validate(customerSearchQuerySchema, queryObject(req))
  if (!query.ok) return asEntries(query.response)
  const parsed = validateBody(req, customerSearchRequestSchema)
  if (!parsed.ok) return asEntries(parsed.response)
  const { searchValue, searchColumn } = parsed.value
  const needle = searchValue.toLowerCase()
  const columns = searchColumn ? [searchColumn] : COLUMNS
  const hits = Object.values(clientCustomers(rt, req.params.clientId)).filter((c) =>
    columns.some((name) => column(c, name).toLowerCase().includes(needle)),
  )
  if (hits.length === 0) return notFoundEntry("No matching customer", `No customer matches "${searchValue}".`)
  const { page, perPage, sort, order } = query.value
  hits.sort((a, b) => {
    const cmp = column(a, sort).localeCompare(column(b, sort), undefined, { numeric: true })
    return order === "asc" ? cmp : -cmp
  })
  const items = hits.slice((page - 1) * perPage, page * perPage)
  return json(200, { items: items.map((c) => recordOut(rt, clientKey(req.params.clientId), c)), total: hits.length })
}

/**
 * POST /v1/clients/{clientId}/lookup/customer: finds the customer by identification number in the
 * client's records, else in the registry, creating the record for the client when found there.
 */
export function lookupCustomerV1(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const bad = clientOk(req)
  if (bad) return bad
  const parsed = validateBody(req, customerLookupCriteriaSchema)
  if (!parsed.ok) return asEntries(parsed.response)
  const criterion = parsed.value.find((c) => c.lookupField === "IdentificationNumber")
  if (!criterion) {
    return errorEntries(400, [
      { code: "400.004", title: "Incorrect or missing information", description: "Supported lookupField: IdentificationNumber.", type: "ValidationError", fieldReference: "[0].lookupField" },
    ])
  }
  const wanted = criterion.lookupValue
  const key = clientKey(req.params.clientId)
  const records = (rt.state.v1Customers[key] ??= {})
  const existing = Object.values(records).find((c) =>
    sameIdentificationNumber(c.ssn ?? c.company?.organizationNumber ?? "", wanted),
  )
  if (existing) return json(200, recordOut(rt, key, existing))
  const profile = rt.state.registry.find((p) => sameIdentificationNumber(p.identificationNumber, wanted))
  if (!profile) return notFoundEntry("Customer not found", "No customer with this identification number.")
  rt.state.counters.customer += 1
  const customer: V1Customer = {
    customerNumber: `C-${rt.state.counters.customer}`,
    type: profile.customerCategory,
    ...(profile.customerCategory === "Person"
      ? { person: { firstName: profile.firstName ?? "", lastName: profile.lastName ?? "" }, ssn: profile.identificationNumber }
      : { company: { name: profile.companyName ?? "", organizationNumber: profile.identificationNumber } }),
    phoneNumber: profile.mobileNumber,
    email: profile.email,
    address: {
      addressLine: `${profile.street} ${profile.streetNumber}`,
      postalCode: profile.postalCode,
      postalPlace: profile.city,
      countryCode: profile.countryCode,
    },
  }
  records[customer.customerNumber] = customer
  rt.changed()
  return json(200, recordOut(rt, key, customer))
}
