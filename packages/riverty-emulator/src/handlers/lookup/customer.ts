import { customerLookupRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { CODES } from "../../core/codes"
import { messagesResponse, validationError } from "../../core/messages"
import { validateBody } from "../../core/validation"
import { sameIdentificationNumber } from "../../domain/identity-number"
import { maskEmail, maskTail, maskWords } from "../../domain/masking"
import type { Runtime } from "../../runtime"
import type { RegistryProfile } from "../../state/types"

const COUNTRY_NAMES: Record<string, string> = { SE: "Sweden", NO: "Norway", FI: "Finland", DK: "Denmark" }

function digits(value: string): string {
  return value.replace(/\D/g, "")
}

function samePhone(a: string, b: string): boolean {
  const x = digits(a)
  const y = digits(b)
  return x.length >= 6 && (x === y || x.endsWith(y) || y.endsWith(x))
}

/**
 * Nordic lookups as the service documents them: SE by SSN, NO by mobile number and postal code,
 * FI by SSN and postal code, companies by organization number. A lookup by identity number, or
 * by mobile number and postal code, returns the full profile with its masked twin; one by phone
 * or e-mail alone returns masked data only.
 */
export function lookupCustomer(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const parsed = validateBody(req, customerLookupRequestSchema)
  if (!parsed.ok) return parsed.response
  const q = parsed.value
  // Norway identifies a consumer by mobile number only together with the postal code.
  if (q.countryCode === "NO" && q.mobilePhone !== undefined && q.identificationNumber === undefined && q.postalCode === undefined) {
    return messagesResponse(400, [
      validationError(CODES.required, "A lookup by mobile number in Norway needs the postal code.", "postalCode"),
    ])
  }
  // The documented pairs identify the customer: an identification (or organization) number, or
  // in Norway the mobile number with the postal code. A phone or e-mail alone does not.
  const full = q.identificationNumber !== undefined || (q.mobilePhone !== undefined && q.postalCode !== undefined)
  const matches = rt.state.registry.filter((p) => {
    if (q.countryCode && p.countryCode !== q.countryCode) return false
    if (q.customerCategory && p.customerCategory !== q.customerCategory) return false
    if (q.postalCode && digits(q.postalCode) !== digits(p.postalCode)) return false
    if (q.identificationNumber) return sameIdentificationNumber(q.identificationNumber, p.identificationNumber)
    if (q.mobilePhone) return p.mobileNumber !== undefined && samePhone(q.mobilePhone, p.mobileNumber)
    if (q.email) return p.email?.toLowerCase() === q.email.toLowerCase()
    return false
  })
  return json(200, { userProfiles: matches.map((p) => profileOut(p, full)) })
}

function profileOut(p: RegistryProfile, full: boolean): Record<string, unknown> {
  const company = p.customerCategory === "Company"
  const address: Record<string, unknown> = {
    maskedStreet: maskWords(`${p.street} ${p.streetNumber}`),
    country: COUNTRY_NAMES[p.countryCode] ?? p.countryCode,
    countryCode: p.countryCode,
  }
  // A lookup by organization number omits the postal code.
  if (!company) address.maskedPostalCode = maskTail(p.postalCode, 2)
  if (p.companyName) address.maskedCompanyName = maskWords(p.companyName)
  if (full) {
    address.street = p.street
    address.streetNumber = p.streetNumber
    address.city = p.city
    if (!company) address.postalCode = p.postalCode
    if (p.companyName) address.companyName = p.companyName
  }
  const out: Record<string, unknown> = {
    maskedFirstName: p.firstName ? maskWords(p.firstName) : undefined,
    maskedLastName: p.lastName ? maskWords(p.lastName) : undefined,
    maskedMobileNumber: p.mobileNumber ? maskTail(p.mobileNumber) : undefined,
    maskedEmail: p.email ? maskEmail(p.email) : undefined,
    languageCode: p.languageCode,
    addressList: [address],
  }
  if (full) {
    out.firstName = p.firstName
    out.lastName = p.lastName
    out.mobileNumber = p.mobileNumber
    out.eMail = p.email
  }
  if (p.withoutMaskedFields) stripMasked(out)
  return JSON.parse(JSON.stringify(out)) as Record<string, unknown>
}

/** Takes every `masked*` field out of a profile and its addresses (a registry entry's `withoutMaskedFields`). */
function stripMasked(profile: Record<string, unknown>): void {
  const strip = (record: Record<string, unknown>) => {
    for (const key of Object.keys(record)) if (key.startsWith("masked")) delete record[key]
  }
  strip(profile)
  for (const address of profile.addressList as Record<string, unknown>[]) strip(address)
}
