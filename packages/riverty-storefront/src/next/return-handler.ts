export interface ReturnHandlerOptions {
  /** The order page; defaults to the starter's `/{countryCode}/order/{id}/confirmed` (`/order/{id}/confirmed` without a country). */
  confirmationPath?: (orderId: string, countryCode: string | undefined) => string
  /** The checkout's payment step; `riverty_error` is appended. Defaults to `/{countryCode}/checkout?step=payment`. */
  checkoutPath?: (countryCode: string | undefined) => string
  /** The cart cookie to clear once the order exists; the starter's `_medusa_cart_id` by default. */
  cartCookie?: string
  /** Asked before the cookie is cleared (e.g. the cart's `completed_at`, read uncached); clears without asking when absent. */
  isCartCompleted?: (cartId: string) => Promise<boolean>
  /**
   * Reads the cart of the cookie, uncached (the `next` helpers' `createCartReader`): its
   * `completed_at` decides the cookie (instead of `isCartCompleted`), and its delivery country the
   * country of the page the shopper lands on. The store's return carries no country, so the
   * starter's middleware would put in its default one.
   */
  readCart?: (cartId: string) => Promise<ReturnCart | null | undefined>
}

/** What the handler reads of the cart: whether it is completed, and where it is delivered. */
export interface ReturnCart {
  completed_at?: string | Date | null
  shipping_address?: { country_code?: string | null } | null
  billing_address?: { country_code?: string | null } | null
}

const COUNTRY = /^[a-z]{2}$/i
const countryOfCart = (cart: ReturnCart | null | undefined): string | undefined => {
  const code = cart?.shipping_address?.country_code ?? cart?.billing_address?.country_code
  return code && COUNTRY.test(code) ? code.toLowerCase() : undefined
}

type Params = Record<string, string | string[] | undefined>
/** Next 15 passes `params` as a promise, Next 14 as an object; both are awaited. */
export type RouteContext = { params?: Params | Promise<Params> }

const ORDER_ID = /^order_[A-Za-z0-9]+$/
const REASON = /^[a-z_]{1,40}$/

function cookieOf(request: Request, name: string): string | undefined {
  for (const part of (request.headers.get("cookie") ?? "").split(";")) {
    const at = part.indexOf("=")
    if (at > 0 && part.slice(0, at).trim() === name) return decodeURIComponent(part.slice(at + 1).trim())
  }
  return undefined
}

const redirect = (to: URL, cookie?: string) => new Response(null, { status: 303, headers: { location: to.toString(), ...(cookie ? { "set-cookie": cookie } : {}) } })

/**
 * The storefront's end of Riverty's redirect flow, as a Next.js route handler (`export const GET =
 * createRivertyReturnHandler()` in e.g. `app/[countryCode]/riverty/return/route.ts`; point the
 * provider's `successPath` and `checkoutPath` there). `?order_id=` goes to the order's confirmation
 * and clears the cart cookie (the store's return route completed the cart); `?riverty_error=` goes
 * back to the payment step with the reason, cart kept. Web-standard Request/Response: no `next` import.
 */
export function createRivertyReturnHandler(options: ReturnHandlerOptions = {}) {
  const cartCookie = options.cartCookie ?? "_medusa_cart_id"
  const prefix = (country?: string) => (country ? `/${country}` : "")
  const confirmation = options.confirmationPath ?? ((id, country) => `${prefix(country)}/order/${id}/confirmed`)
  const checkout = options.checkoutPath ?? ((country) => `${prefix(country)}/checkout?step=payment`)

  return async function GET(request: Request, context?: RouteContext): Promise<Response> {
    const params = (await context?.params) ?? {}
    const raw = params.countryCode
    const url = new URL(request.url)
    const cartId = cookieOf(request, cartCookie)
    const cart = cartId !== undefined && options.readCart ? await options.readCart(cartId).catch(() => undefined) : undefined
    const country = countryOfCart(cart) ?? (typeof raw === "string" && COUNTRY.test(raw) ? raw.toLowerCase() : undefined)
    const orderId = url.searchParams.get("order_id") ?? ""
    if (ORDER_ID.test(orderId)) {
      const completed = async (id: string) =>
        options.readCart ? !!cart?.completed_at : !options.isCartCompleted || (await options.isCartCompleted(id).catch(() => false))
      const clear = cartId !== undefined && (await completed(cartId))
      const secure = url.protocol === "https:" ? "; Secure" : ""
      return redirect(new URL(confirmation(orderId, country), url), clear ? `${cartCookie}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax${secure}` : undefined)
    }
    const reason = url.searchParams.get("riverty_error")
    if (reason !== null) {
      const to = new URL(checkout(country), url)
      // Only the plugin's reason words pass on; anything else becomes the generic failure.
      to.searchParams.set("riverty_error", REASON.test(reason) ? reason : "return_failed")
      return redirect(to)
    }
    return redirect(new URL(prefix(country) || "/", url))
  }
}
