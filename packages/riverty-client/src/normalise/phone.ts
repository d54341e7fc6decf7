import { parsePhoneNumberFromString, type CountryCode as PhoneRegion } from "libphonenumber-js"

/** Longest phone the service keeps after normalisation, country code included. */
export const PHONE_MAX_LENGTH = 16

/**
 * International (E.164) form of a phone number, read with `defaultRegion` (the address country)
 * when it has no country prefix. Numbers the library cannot place fall back to the service's own
 * rule, non-numeric characters removed, so a too-long value stays too long and is refused.
 */
export function normalisePhone(raw: string, defaultRegion?: string): string {
  const trimmed = raw.trim()
  if (trimmed === "") return trimmed
  const region = defaultRegion ? (defaultRegion.toUpperCase() as PhoneRegion) : undefined
  const parsed = parsePhoneNumberFromString(trimmed, region)
  if (parsed?.isPossible()) return parsed.number
  const digits = trimmed.replace(/\D/g, "")
  if (trimmed.startsWith("+")) return `+${digits}`
  if (digits.startsWith("00")) return `+${digits.slice(2)}`
  return digits
}
