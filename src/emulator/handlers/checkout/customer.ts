import { nextCustomerNumber } from "../../domain/ids"
import type { Runtime } from "../../runtime"

interface CustomerLike {
  customerNumber?: string
  firstName?: string
  lastName?: string
  email?: string
  mobilePhone?: string
  distributionType?: string
  address?: Record<string, unknown>
}

/** Registers the checkout customer under its number (generated when the merchant sends none). */
export function registerCustomer(rt: Runtime, customer: CustomerLike): string {
  const customerNumber = customer.customerNumber || nextCustomerNumber(rt.state.counters)
  const existing = rt.state.customersV3[customerNumber]
  rt.state.customersV3[customerNumber] = {
    customerNumber,
    firstName: customer.firstName ?? existing?.firstName,
    lastName: customer.lastName ?? existing?.lastName,
    email: customer.email ?? existing?.email,
    mobilePhone: customer.mobilePhone ?? existing?.mobilePhone,
    distributionType: customer.distributionType ?? existing?.distributionType,
    countryCode: (customer.address?.countryCode as string | undefined) ?? existing?.countryCode,
    updatedAt: rt.clock.now(),
  }
  return customerNumber
}

/** Customer as authorize and payment-methods return it. */
export function customerResponse(customer: CustomerLike | undefined, customerNumber?: string): Record<string, unknown> | null {
  if (!customer) return null
  const out: Record<string, unknown> = {
    customerNumber: customerNumber ?? customer.customerNumber ?? null,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    addressList: customer.address ? [{ ...customer.address }] : [],
  }
  return out
}
