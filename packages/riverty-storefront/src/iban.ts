/** Iban without spaces, upper case; the form Riverty expects. */
export const electronicIban = (iban: string): string => iban.replace(/\s+/g, "").toUpperCase()

/**
 * The IBAN's structure and ISO 13616 check digits (mod 97), so a storefront catches a typo before
 * the session is sent; the provider checks it again with ibantools and Riverty with its own rules.
 */
export function hasValidIbanChecksum(iban: string): boolean {
  const text = electronicIban(iban)
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{10,30}$/.test(text)) return false
  const rearranged = text.slice(4) + text.slice(0, 4)
  let remainder = 0
  for (const char of rearranged) {
    const digits = /\d/.test(char) ? char : String(char.charCodeAt(0) - 55)
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97
  }
  return remainder === 1
}
