/**
 * A URL to render as a link: only http(s). Anything else (javascript:, data:, a relative path)
 * comes back undefined and is shown as text, whatever the server stored.
 */
export function safeHttpUrl(value: string | null | undefined): string | undefined {
  if (!value) return undefined
  try {
    const url = new URL(value)
    return url.protocol === "http:" || url.protocol === "https:" ? url.toString() : undefined
  } catch {
    return undefined
  }
}
