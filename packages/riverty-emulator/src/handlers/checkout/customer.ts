import { checkAddress, type AddressWire } from "../../domain/address"
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

/**
 * The address as the service keeps it: what address validation would correct (a known postal
 * code's town, "Str." written out, a house number inside the street) comes back corrected; an
 * address validation could not fix comes back as sent.
 */
function validatedAddress(address: Record<string, unknown>): Record<string, unknown> {
  const check = checkAddress(address as AddressWire)
  return check.isValid && check.changed ? { ...address, ...check.corrected } : { ...address }
}

/**
 * Customer as authorize and payment-methods return it. With `correctAddress` (authorize) the
 * address list holds the validated address, which differs from the one sent when it was corrected.
 */
export function customerResponse(
  customer: CustomerLike | undefined,
  customerNumber?: string,
  { correctAddress = false }: { correctAddress?: boolean } = {},
): Record<string, unknown> | null {
  if (!customer) return null
  const address = customer.address && correctAddress ? validatedAddress(customer.address) : customer.address
  const out: Record<string, unknown> = {
    customerNumber: customerNumber ?? customer.customerNumber ?? null,
    firstName: customer.firstName ?? null,
    lastName: customer.lastName ?? null,
    addressList: address ? [{ ...address }] : [],
  }
  return out
}
