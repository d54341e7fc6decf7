type Fetch = (input: string, init: { method: string; headers: Record<string, string>; cache: "no-store" }) => Promise<{ ok: boolean; status: number; json(): Promise<unknown> }>

export interface CartReaderOptions {
  /** The Medusa server, e.g. `process.env.MEDUSA_BACKEND_URL`. */
  baseUrl: string
  publishableKey: string
  /** Defaults to the payment sessions Riverty's next step is read from. */
  fields?: string
  /** Extra headers per call, e.g. the starter's `getAuthHeaders()` and `shopperHeaders(await headers())`. */
  headers?: () => Record<string, string> | Promise<Record<string, string>>
  fetch?: Fetch
}

/**
 * Reads a cart past Next's data cache (`cache: "no-store"`): after a refused complete-cart the
 * starter's cached `retrieveCart` still shows the session before Riverty's answer, since it
 * revalidates the `carts` tag only on success. Null when the cart does not exist.
 */
export function createCartReader(options: CartReaderOptions) {
  const base = options.baseUrl.replace(/\/+$/, "")
  const fields = options.fields ?? "*payment_collection.payment_sessions"
  return async function readCart<Cart = Record<string, unknown>>(cartId: string): Promise<Cart | null> {
    const send = options.fetch ?? (globalThis.fetch as unknown as Fetch)
    const extra = (await options.headers?.()) ?? {}
    const response = await send(`${base}/store/carts/${encodeURIComponent(cartId)}?fields=${encodeURIComponent(fields)}`, {
      method: "GET",
      headers: { accept: "application/json", ...extra, "x-publishable-api-key": options.publishableKey },
      cache: "no-store",
    })
    if (response.status === 404) return null
    if (!response.ok) throw new Error(`GET /store/carts/${cartId} answered ${response.status}`)
    return ((await response.json()) as { cart: Cart }).cart
  }
}
