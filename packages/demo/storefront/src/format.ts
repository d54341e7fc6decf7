// The message of whatever a request threw (amounts and dates: the page's texts, ./i18n/texts.tsx).

/** The message of anything thrown by js-sdk, the storefront kit or the page itself. */
export function messageOf(error: unknown): string {
  if (error && typeof error === "object" && "message" in error && typeof error.message === "string") return error.message
  return String(error)
}
