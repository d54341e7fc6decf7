import type { Runtime } from "../runtime"
import type { SubscriptionRecord } from "../state/types"

/** The address shape of billingInformationAvailable (bill-to and ship-to alike). */
export interface SubscriberAddress {
  careOf: string | null
  countryCode: string | null
  postalCode: string | null
  postalPlace: string | null
  street: string | null
  streetNumber: string | null
  streetNumberAdditional: string | null
}

/** "Straatnaam 1 A" -> street, number and addition; a line without a number is all street. */
function splitLine(line: string): Pick<SubscriberAddress, "street" | "streetNumber" | "streetNumberAdditional"> {
  const m = /^(.*?)\s+(\d+)\s*([A-Za-z]{0,3})$/.exec(line.trim())
  if (!m) return { street: line.trim() || null, streetNumber: null, streetNumberAdditional: null }
  return { street: m[1], streetNumber: m[2], streetNumberAdditional: m[3] || null }
}

/**
 * The subscriber's address from the client's customer record (customers v1, which keeps one
 * address line). Subscriptions have no delivery address of their own, so it serves as bill-to and
 * ship-to; a customer without a record gets an address of nulls rather than none.
 */
export function subscriberAddress(rt: Runtime, s: SubscriptionRecord): SubscriberAddress {
  // v1 keeps numeric client ids without leading zeros, as its routes read them.
  const client = /^\d+$/.test(s.clientId) ? String(Number(s.clientId)) : s.clientId
  const address = rt.state.v1Customers[client]?.[s.customerNumber]?.address
  if (!address) {
    return { careOf: null, countryCode: null, postalCode: null, postalPlace: null, street: null, streetNumber: null, streetNumberAdditional: null }
  }
  return {
    careOf: null,
    countryCode: address.countryCode,
    postalCode: address.postalCode,
    postalPlace: address.postalPlace,
    ...splitLine(address.addressLine),
  }
}
