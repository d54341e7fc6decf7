// ibantools declares ESM types over a CommonJS build; a typed require keeps this file CommonJS.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const ibantools: typeof import("ibantools", { with: { "resolution-mode": "import" } }) = require("ibantools")
const { electronicFormatIBAN, isValidBIC, isValidIBAN } = ibantools

export interface BankAccountCheck {
  isValid: boolean
  /** Which request field is at fault when not valid. */
  field?: "bankAccount" | "bankCode"
  reason?: string
  /** IBAN in electronic format, when the account is an IBAN. */
  iban?: string
}

const IBAN_SHAPE = /^[A-Z]{2}[0-9]{2}[A-Z0-9]+$/

/**
 * The service accepts an IBAN (optionally with a BIC) or a national account number with a bank
 * code. IBANs are checked with their real checksum; BICs with their structure.
 */
export function checkBankAccount(bankAccount: string, bankCode?: string): BankAccountCheck {
  const compact = electronicFormatIBAN(bankAccount) ?? bankAccount.replace(/\s+/g, "").toUpperCase()
  if (bankCode !== undefined && bankCode !== "") {
    const code = bankCode.replace(/\s+/g, "").toUpperCase()
    const looksLikeBic = /^[A-Z]{6}/.test(code)
    if (looksLikeBic ? !isValidBIC(code) : !/^[0-9]{3,11}$/.test(code)) {
      return { isValid: false, field: "bankCode", reason: "The bank code or BIC is not valid." }
    }
  }
  if (IBAN_SHAPE.test(compact)) {
    return isValidIBAN(compact)
      ? { isValid: true, iban: compact }
      : { isValid: false, field: "bankAccount", reason: "The IBAN is not valid." }
  }
  if (/^[0-9]{4,20}$/.test(compact)) {
    return bankCode
      ? { isValid: true }
      : { isValid: false, field: "bankCode", reason: "A bank code is required with an account number." }
  }
  return { isValid: false, field: "bankAccount", reason: "The bank account is neither an IBAN nor an account number." }
}

/** `DE75 **** **** **** **61 99` style masking for anything that shows an account. */
export function maskAccount(account: string): string {
  const compact = account.replace(/\s+/g, "")
  if (compact.length <= 8) return "*".repeat(compact.length)
  return `${compact.slice(0, 4)}${"*".repeat(compact.length - 8)}${compact.slice(-4)}`
}
