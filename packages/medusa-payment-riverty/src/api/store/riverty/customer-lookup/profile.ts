import type { LookupAddress, UserProfile } from "riverty-client"
import type { LookupBillingAddress } from "../../../../modules/riverty"
import { maskWords } from "../lib"

export type { LookupBillingAddress }

/** What a guest sees of a looked-up customer: masked names and address (docs/checkout.md, "What a customer lookup reveals"). */
export interface MaskedCustomer {
  first_name?: string
  last_name?: string
  company_name?: string
  address: { address_1?: string; postal_code?: string; city?: string; country_code: string }
}

const text = (value: string | null | undefined): string | undefined => (value ? value : undefined)
const join = (...parts: Array<string | null | undefined>) => parts.filter(Boolean).join(" ") || undefined

/** "0154" → "**54" (and "**54" stays): the end of a postal code is enough to recognise one's own. */
const maskPostal = (value: string) => "*".repeat(Math.max(0, value.length - 2)) + value.slice(-2)

const drop = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined)) as T

/**
 * A masked value for the guest, from Riverty's masked twin when it sends one, else from the value
 * itself, and masked here either way: Riverty marks its masked fields optional, and a twin that
 * arrives unmasked must not reach the store. Masking an already masked value changes nothing.
 */
const masked = (twin: string | null | undefined, value: string | null | undefined, mask: (value: string) => string) => {
  const source = text(twin) ?? text(value)
  return source === undefined ? undefined : mask(source)
}

/**
 * Masked names and address: Riverty's masked fields where it sends them, the values where it does
 * not (the city has no masked twin), each masked here, so no name, street or postal code a lookup
 * returned reaches the guest unmasked. Phone and e-mail are not shown at all.
 */
export function maskedCustomerOf(profile: UserProfile, country: string): MaskedCustomer {
  const address: LookupAddress = profile.addressList?.[0] ?? {}
  return drop({
    first_name: masked(profile.maskedFirstName, profile.firstName, maskWords),
    last_name: masked(profile.maskedLastName, profile.lastName, maskWords),
    company_name: masked(address.maskedCompanyName, address.companyName, maskWords),
    address: drop({
      address_1: masked(address.maskedStreet, join(address.street, address.streetNumber), maskWords),
      postal_code: masked(address.maskedPostalCode, address.postalCode, maskPostal),
      city: masked(undefined, address.city, maskWords),
      country_code: (address.countryCode ?? country).toLowerCase(),
    }),
  })
}

/**
 * The full billing address of the profile, or undefined when Riverty sent only masked data (a
 * lookup that does not identify the customer): then there is nothing to confirm.
 */
export function billingAddressOf(profile: UserProfile, country: string): LookupBillingAddress | undefined {
  const address: LookupAddress = profile.addressList?.[0] ?? {}
  const address1 = join(address.street, address.streetNumber)
  if (!address1 || !address.city) return undefined
  return drop({
    first_name: text(profile.firstName),
    last_name: text(profile.lastName),
    company: text(address.companyName),
    address_1: address1,
    address_2: text(address.street2),
    postal_code: text(address.postalCode),
    city: address.city,
    phone: text(profile.mobileNumber),
    country_code: (address.countryCode ?? country).toLowerCase(),
  })
}

/**
 * The masked customer as a billing address in Medusa's fields: what confirm writes into the cart,
 * so the storefront can show "the address Riverty has on file" without learning it.
 */
export function maskedBillingOf(masked: MaskedCustomer): LookupBillingAddress {
  return drop({
    first_name: masked.first_name,
    last_name: masked.last_name,
    company: masked.company_name,
    address_1: masked.address.address_1,
    postal_code: masked.address.postal_code,
    city: masked.address.city,
    country_code: masked.address.country_code,
  })
}
