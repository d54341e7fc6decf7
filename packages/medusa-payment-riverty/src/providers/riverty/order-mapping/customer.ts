import type { CheckoutCustomerInput, CountryCode, DeliveryCustomerInput } from "riverty-client"
import { V3_COUNTRIES } from "riverty-client"
import { conversationLanguageFor } from "../conversation-language"
import { RIVERTY_METHODS, type RivertyMethodKey, type StorefrontSessionInput } from "../payment-methods"
import type { CartSnapshot, SnapshotAddress } from "./cart-snapshot"

export function countryOf(address: SnapshotAddress | undefined): CountryCode | undefined {
  const code = address?.countryCode?.toUpperCase()
  return (V3_COUNTRIES as readonly string[]).includes(code ?? "") ? (code as CountryCode) : undefined
}

/** "Hauptstraße 5a" -> street "Hauptstraße", number "5a"; Riverty keeps them apart. */
export function splitStreet(line: string | undefined): { street?: string; streetNumber?: string } {
  const text = line?.trim()
  if (!text) return {}
  const match = /^(.*?\S)[\s,]+(\d+[A-Za-z]?(?:\s*[-/]\s*\d+[A-Za-z]?)?)$/.exec(text)
  if (!match) return { street: text }
  return { street: match[1], streetNumber: match[2].replace(/\s+/g, "") }
}

function addressOf(address: SnapshotAddress) {
  const { street, streetNumber } = splitStreet(address.address1)
  return {
    street,
    streetNumber,
    ...(address.address2 ? { careOf: address.address2.slice(0, 50) } : {}),
    postalCode: address.postalCode,
    postalPlace: address.city,
    countryCode: countryOf(address),
  }
}

const sameAddress = (a: SnapshotAddress, b: SnapshotAddress) =>
  (["firstName", "lastName", "company", "address1", "address2", "postalCode", "city", "countryCode"] as const).every(
    (key) => (a[key] ?? "").trim().toLowerCase() === (b[key] ?? "").trim().toLowerCase()
  )

export interface CustomerMapping {
  customer: CheckoutCustomerInput
  deliveryCustomer?: DeliveryCustomerInput
  country?: CountryCode
}

/**
 * The debtor from the billing address and the storefront's consumer fields; a delivery customer
 * only when goods go elsewhere. B2B sends the company's registration number as its
 * identification number, plus VAT id and legal form.
 */
export function buildCustomers(cart: CartSnapshot, method: RivertyMethodKey, input: StorefrontSessionInput): CustomerMapping {
  const billing = cart.billingAddress ?? cart.shippingAddress ?? {}
  const country = countryOf(billing)
  const category = RIVERTY_METHODS[method].customerCategory
  const company = category === "Company"
  const customer: CheckoutCustomerInput = {
    customerCategory: category,
    firstName: billing.firstName,
    lastName: billing.lastName,
    email: cart.email,
    phone: input.phone ?? billing.phone ?? undefined,
    address: addressOf(billing),
    conversationLanguage: conversationLanguageFor({ cartLocale: cart.locale, country }),
    ...(input.salutation ? { salutation: input.salutation } : {}),
    ...(cart.customerId ? { customerNumber: cart.customerId } : {}),
  }
  if (company) {
    customer.companyName = input.company_name ?? billing.company
    customer.identificationNumber = input.registration_number ?? input.identification_number
    customer.vatId = input.vat_id
    customer.legalForm = input.legal_form
    if (input.birth_date) customer.birthDate = input.birth_date
  } else {
    customer.birthDate = input.birth_date
    customer.identificationNumber = input.identification_number
  }
  const shipping = cart.shippingAddress
  const deliveryCustomer =
    shipping && !sameAddress(shipping, billing)
      ? {
          customerCategory: category,
          firstName: shipping.firstName,
          lastName: shipping.lastName,
          ...(shipping.company ? { companyName: shipping.company } : {}),
          address: addressOf(shipping),
        }
      : undefined
  return { customer: stripUndefined(customer), deliveryCustomer: deliveryCustomer && stripUndefined(deliveryCustomer), country }
}

function stripUndefined<T extends object>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T
}
