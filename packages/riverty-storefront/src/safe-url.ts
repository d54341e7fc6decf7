/**
 * A URL that may become a link, an image source or a redirect: only an absolute http(s) URL.
 * Anything else (javascript:, data:, a relative path, not a URL at all) comes back undefined.
 * Riverty's answers are a peer's data: the admin, the store routes and these storefront helpers
 * all pass its URLs through here before a browser can act on them.
 */
export function safeHttpUrl(value: unknown): string | undefined {
  if (typeof value !== "string" || !value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined
  } catch {
    return undefined
  }
}
