import { CODES } from "../core/codes"
import { validationError, type ResponseMessage } from "../core/messages"

export interface AddressWire {
  careOf?: string
  street?: string
  streetNumber?: string
  streetNumberAdditional?: string
  postalCode?: string
  postalPlace?: string
  countryCode?: string
}

const POSTAL_FORMATS: Record<string, RegExp> = {
  DE: /^[0-9]{5}$/,
  AT: /^[0-9]{4}$/,
  CH: /^[0-9]{4}$/,
  BE: /^[0-9]{4}$/,
  NL: /^[1-9][0-9]{3}[A-Z]{2}$/,
  SE: /^[0-9]{5}$/,
  NO: /^[0-9]{4}$/,
  FI: /^[0-9]{5}$/,
  DK: /^[0-9]{4}$/,
}

/** A handful of real postal codes, so a wrong or missing town can be corrected. */
const KNOWN_PLACES: Record<string, string> = {
  "DE:33415": "Verl",
  "DE:10117": "Berlin",
  "DE:51147": "Köln",
  "DE:80331": "München",
  "AT:1010": "Wien",
  "CH:8001": "Zürich",
  "NL:1111AA": "Diemen",
  "NL:1012JS": "Amsterdam",
  "BE:1000": "Brussel",
  "SE:11151": "Stockholm",
  "SE:41119": "Göteborg",
  "NO:0154": "Oslo",
  "NO:5003": "Bergen",
  "FI:00100": "Helsinki",
  "DK:2100": "København Ø",
}

export interface AddressCheck {
  isValid: boolean
  corrected: AddressWire
  changed: boolean
  messages: ResponseMessage[]
}

/**
 * Checks an address the way the service's validation does in spirit: fixable faults (spacing, case,
 * house number inside the street, abbreviated "Str.", a wrong town for a known postal code) come
 * back corrected; unfixable ones (missing street, malformed postal code) make it invalid.
 */
export function checkAddress(address: AddressWire, fieldPrefix = "customer.address"): AddressCheck {
  const corrected: AddressWire = {}
  for (const [key, value] of Object.entries(address)) {
    if (typeof value === "string") {
      ;(corrected as Record<string, string>)[key] = value.trim().replace(/\s+/g, " ")
    }
  }
  const country = corrected.countryCode?.toUpperCase()
  if (country) corrected.countryCode = country

  if (corrected.postalCode) {
    corrected.postalCode = corrected.postalCode.replace(/[\s-]+/g, "").toUpperCase()
  }
  if (corrected.street && !corrected.streetNumber) {
    const m = /^(.*?\D)\s*(\d+)\s*([A-Za-z]{0,3})$/.exec(corrected.street)
    if (m) {
      corrected.street = m[1].trim()
      corrected.streetNumber = m[2]
      if (m[3]) corrected.streetNumberAdditional = m[3].toUpperCase()
    }
  }
  if (corrected.street && country && ["DE", "AT", "CH"].includes(country)) {
    corrected.street = corrected.street.replace(/str\.$/i, (s) => (s[0] === "S" ? "Straße" : "straße"))
  }
  if (corrected.postalPlace && isSingleCase(corrected.postalPlace)) {
    corrected.postalPlace = titleCase(corrected.postalPlace)
  }
  const known = country && corrected.postalCode ? KNOWN_PLACES[`${country}:${corrected.postalCode}`] : undefined
  if (known && corrected.postalPlace?.toLowerCase() !== known.toLowerCase()) {
    corrected.postalPlace = known
  }

  const messages: ResponseMessage[] = []
  if (!corrected.street) {
    messages.push(validationError(CODES.required, "Street is required.", `${fieldPrefix}.street`))
  }
  if (!corrected.postalCode) {
    messages.push(validationError(CODES.required, "Postal code is required.", `${fieldPrefix}.postalCode`))
  } else if (country && POSTAL_FORMATS[country] && !POSTAL_FORMATS[country].test(corrected.postalCode)) {
    messages.push(
      validationError(CODES.format, `Postal code is not valid for ${country}.`, `${fieldPrefix}.postalCode`),
    )
  }
  if (!corrected.postalPlace) {
    messages.push(validationError(CODES.required, "Postal place is required.", `${fieldPrefix}.postalPlace`))
  }
  const changed = JSON.stringify(sortKeys(corrected)) !== JSON.stringify(sortKeys(stringFields(address)))
  return { isValid: messages.length === 0, corrected, changed, messages }
}

function isSingleCase(value: string): boolean {
  return value === value.toLowerCase() || value === value.toUpperCase()
}

function titleCase(value: string): string {
  return value.toLowerCase().replace(/(^|[\s-])(\p{L})/gu, (_m, sep: string, ch: string) => sep + ch.toUpperCase())
}

function stringFields(address: AddressWire): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(address)) if (typeof v === "string") out[k] = v
  return out
}

function sortKeys(value: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)))
}
