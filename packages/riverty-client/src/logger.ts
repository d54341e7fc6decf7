/** Injectable logger. The client only ever hands it redacted data. */
export interface RivertyLogger {
  debug?(message: string, meta?: Record<string, unknown>): void
  info?(message: string, meta?: Record<string, unknown>): void
  warn?(message: string, meta?: Record<string, unknown>): void
  error?(message: string, meta?: Record<string, unknown>): void
}

export const silentLogger: RivertyLogger = {}

const REDACTED = "[redacted]"

// Keys compared lower-cased with `-` and `_` removed, so `X-Auth-Key`, `client_secret` and
// `clientSecret` are one entry each.
const SECRET_KEYS = new Set([
  "xauthkey",
  "authorization",
  "apikey",
  "apikeys",
  "clientsecret",
  "accesstoken",
  "refreshtoken",
  "token",
  "password",
  "secret",
  "signature",
  "rivertysignature",
  "nonce",
  "xidempotencykey",
])

const WHOLLY_PERSONAL_KEYS = new Set([
  "identificationnumber",
  "ssn",
  "socialsecuritynumber",
  "organizationpersonalno",
  "iban",
  "bankaccount",
  "directdebitbankaccount",
  "accountowner",
  "taxidentificationnumber",
  "lookupvalue",
  "searchvalue",
  "street",
  "street2",
  "street3",
  "street4",
  "addressline",
  "careof",
  "ipaddress",
  "useragent",
  "deviceid",
])

const NAME_KEYS = new Set(["firstname", "lastname", "maskedfirstname", "maskedlastname", "accountholder"])
const PHONE_KEYS = new Set(["phone", "mobilephone", "phonenumber", "mobilenumber", "directphone"])
const EMAIL_KEYS = new Set(["email", "e-mail"])
const BIRTH_DATE_KEYS = new Set(["birthdate", "dateofbirth"])

const keyOf = (key: string) => key.toLowerCase().replace(/[-_]/g, "")

function maskName(value: string): string {
  return value.length === 0 ? value : `${value[0]}***`
}

function maskPhone(value: string): string {
  return value.length <= 2 ? "***" : `***${value.slice(-2)}`
}

function maskEmail(value: string): string {
  const at = value.indexOf("@")
  return at <= 0 ? "***" : `${value[0]}***${value.slice(at)}`
}

/** Birth dates keep only the year. */
function maskBirthDate(value: string): string {
  const year = /^(\d{4})/.exec(value)
  return year ? `${year[1]}-**-**` : "***"
}

function redactValue(key: string, value: unknown): unknown {
  const normalised = keyOf(key)
  if (SECRET_KEYS.has(normalised) || WHOLLY_PERSONAL_KEYS.has(normalised)) {
    return value === undefined || value === null ? value : REDACTED
  }
  if (typeof value === "string") {
    if (NAME_KEYS.has(normalised)) return maskName(value)
    if (PHONE_KEYS.has(normalised)) return maskPhone(value)
    if (EMAIL_KEYS.has(normalised) || normalised === "email") return maskEmail(value)
    if (BIRTH_DATE_KEYS.has(normalised)) return maskBirthDate(value)
  }
  return redact(value)
}

/**
 * A deep copy of `value` with secrets removed and personal data masked (names to an initial,
 * phones to their last two digits, birth dates to the year, SSNs, IBANs and addresses removed).
 */
export function redact(value: unknown): unknown {
  if (Array.isArray(value)) return value.map((item) => redact(item))
  if (value && typeof value === "object") {
    const out: Record<string, unknown> = {}
    for (const [key, item] of Object.entries(value as Record<string, unknown>)) {
      out[key] = redactValue(key, item)
    }
    return out
  }
  return value
}

/** A logger that writes redacted lines to the console, for development. */
export function consoleLogger(prefix = "[riverty]"): Required<RivertyLogger> {
  const line = (message: string, meta?: Record<string, unknown>) =>
    meta ? `${prefix} ${message} ${JSON.stringify(redact(meta))}` : `${prefix} ${message}`
  return {
    debug: (message, meta) => console.debug(line(message, meta)),
    info: (message, meta) => console.info(line(message, meta)),
    warn: (message, meta) => console.warn(line(message, meta)),
    error: (message, meta) => console.error(line(message, meta)),
  }
}
