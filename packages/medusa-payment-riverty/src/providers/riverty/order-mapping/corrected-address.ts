import type { AddressInput, AddressResponse } from "riverty-client"
import { addressPartKey } from "riverty-storefront"

/** The address fields Riverty may correct; nothing else of its answer is kept. */
export const CORRECTED_ADDRESS_FIELDS = [
  "careOf",
  "street",
  "streetNumber",
  "streetNumberAdditional",
  "postalCode",
  "postalPlace",
  "countryCode",
] as const

export type CorrectedAddress = Partial<Record<(typeof CORRECTED_ADDRESS_FIELDS)[number], string>>

const textOf = (value: unknown): string => (typeof value === "string" ? value.trim() : "")

/**
 * The address Riverty answered for the debtor when it differs from the one sent (a corrected
 * street, a town for the postal code), as address fields only; undefined when Riverty sent none
 * or the same written differently (case, spacing, the postcode's usual form: "1012 LG" and
 * "1012LG" are one postcode, as the kit's address check compares them). Fields Riverty left out
 * keep the value sent.
 */
export function correctedAddressOf(sent: AddressInput | undefined, answered: AddressResponse | null | undefined): CorrectedAddress | undefined {
  if (!sent || !answered) return undefined
  const result: CorrectedAddress = {}
  let changed = false
  for (const field of CORRECTED_ADDRESS_FIELDS) {
    const before = textOf(sent[field])
    const after = answered[field] === undefined || answered[field] === null ? before : textOf(answered[field])
    const part = field === "postalCode" ? "postcode" : "line"
    if (addressPartKey(after, part) !== addressPartKey(before, part)) changed = true
    if (after) result[field] = after
  }
  return changed ? result : undefined
}
