// Amounts in the country's format, and the message of whatever a request threw.
export function money(amount: unknown, currency: string, locale = "en"): string {
  return new Intl.NumberFormat(locale, { style: "currency", currency: currency.toUpperCase() }).format(Number(amount ?? 0))
}

/** The message of anything thrown by js-sdk, the storefront kit or the page itself. */
export function messageOf(error: unknown): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message
  return String(error)
}
