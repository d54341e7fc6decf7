import { nestsDeeperThan } from "../core/json-depth"

/** Field names whose values never leave the emulator in the journal or logs. */
const SENSITIVE = new Set(
  [
    "identificationNumber",
    "birthDate",
    "bankAccount",
    "iban",
    "ssn",
    "organizationPersonalNo",
    "lookupValue",
    "client_secret",
    "clientSecret",
    "access_token",
    "refresh_token",
    "token",
    "accountOwner",
    "password",
    // Secrets: a callback's signing secret, API keys, signature keys.
    "secret",
    "notifySecret",
    "notificationSecret",
    "signatureKey",
    "apiKey",
    "api_key",
  ].map((k) => k.toLowerCase()),
)

export const REDACTED = "[redacted]"

export function redactValue(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(redactValue)
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value)) {
      out[k] = SENSITIVE.has(k.toLowerCase()) && v !== null && v !== undefined ? REDACTED : redactValue(v)
    }
    return out
  }
  return value
}

export function redactHeaders(headers: Record<string, string | string[] | undefined>): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [k, v] of Object.entries(headers)) {
    if (v === undefined) continue
    const value = Array.isArray(v) ? v.join(", ") : v
    if (k === "x-auth-key" || k === "x-emulator-token" || k === "cookie") out[k] = REDACTED
    else if (k === "authorization") out[k] = value.replace(/^(\w+)\s+.*$/, `$1 ${REDACTED}`)
    else out[k] = value
  }
  return out
}

/** Parses a body for the journal: JSON, form fields or raw text, then redacts it. */
export function redactBody(raw: Buffer, contentType: string | undefined): unknown {
  if (raw.length === 0) return undefined
  const text = raw.toString("utf8")
  if (contentType?.includes("application/x-www-form-urlencoded")) {
    return redactValue(Object.fromEntries(new URLSearchParams(text)))
  }
  // Too deep to walk safely, and unredacted text could carry personal data: keep neither.
  if (nestsDeeperThan(raw)) return "[body nested too deep; not recorded]"
  try {
    return redactValue(JSON.parse(text))
  } catch {
    return text.length > 2000 ? `${text.slice(0, 2000)}…` : text
  }
}
