/**
 * The URL when it is an absolute http(s) URL, else null: links from Riverty (documents) and from
 * the admin (tracking) are stored and rendered only in that form, never as javascript: or data:.
 */
export function httpUrlOrNull(value: string | null | undefined): string | null {
  if (!value) return null
  try {
    const url = new URL(value)
    return url.protocol === "http:" || url.protocol === "https:" ? value : null
  } catch {
    return null
  }
}
