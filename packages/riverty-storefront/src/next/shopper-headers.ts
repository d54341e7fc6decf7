/** What Next's `headers()` returns, and any Fetch `Headers`. */
export interface HeaderSource {
  get(name: string): string | null
}

// An address, nothing else: the value goes into a header of the call to the store.
const ADDRESS = /^[0-9A-Fa-f:.]{2,45}$/
/** Riverty's riskData.userAgent is at most 4096 characters (spec, "Risk-data object"). */
const MAX_USER_AGENT = 4096

/**
 * The headers a server action adds to its store calls (payment session, complete-cart, the kit's
 * routes) so the store sees the shopper, not the storefront server: the shopper's address in
 * `X-Forwarded-For` (the first one the platform in front of the storefront recorded, or
 * `X-Real-IP`) and their `User-Agent`. Riverty's risk data and the store routes' rate limit read
 * them once the plugin's `trustedProxies` lists the storefront server.
 * Usage: `shopperHeaders(await headers())` (Next 14's sync `headers()` awaits too).
 */
export function shopperHeaders(incoming: HeaderSource): Record<string, string> {
  const forwarded = incoming.get("x-forwarded-for")?.split(",")[0]?.trim()
  // Some proxies write "unknown" first: then X-Real-IP, if it holds an address.
  const candidate = [forwarded, incoming.get("x-real-ip")?.trim()].find((value) => value && ADDRESS.test(value))
  const userAgent = incoming.get("user-agent")?.slice(0, MAX_USER_AGENT)
  return {
    ...(candidate ? { "x-forwarded-for": candidate } : {}),
    ...(userAgent ? { "user-agent": userAgent } : {}),
  }
}
