import { createCartReader, createRivertyReturnHandler, shopperHeaders } from "../next/index.js"

const request = (url: string, cookie?: string) => new Request(url, cookie ? { headers: { cookie } } : {})

describe("createRivertyReturnHandler", () => {
  it("sends an order to its confirmation page and clears the cart cookie", async () => {
    const handler = createRivertyReturnHandler()
    const response = await handler(request("https://shop.test/de/riverty/return?order_id=order_01ABC", "theme=dark; _medusa_cart_id=cart_1"), { params: Promise.resolve({ countryCode: "de" }) })
    expect(response.status).toBe(303)
    expect(response.headers.get("location")).toBe("https://shop.test/de/order/order_01ABC/confirmed")
    expect(response.headers.get("set-cookie")).toMatch(/^_medusa_cart_id=; Path=\/; Max-Age=0;.*Secure$/)
  })

  it("clears the configured cookie only when the cart is completed", async () => {
    const isCartCompleted = jest.fn(async (id: string) => id === "cart_done")
    const handler = createRivertyReturnHandler({ cartCookie: "shop_cart", isCartCompleted })
    const kept = await handler(request("http://shop.test/riverty/return?order_id=order_1", "shop_cart=cart_open"))
    expect(kept.headers.get("location")).toBe("http://shop.test/order/order_1/confirmed")
    expect(kept.headers.get("set-cookie")).toBeNull()
    const cleared = await handler(request("http://shop.test/riverty/return?order_id=order_1", "shop_cart=cart_done"), { params: { countryCode: "se" } })
    expect(cleared.headers.get("set-cookie")).toMatch(/^shop_cart=; /)
    expect(cleared.headers.get("location")).toBe("http://shop.test/se/order/order_1/confirmed")
  })

  it("lands in the cart's delivery country, not the one the starter's middleware put in, and clears only a completed cart", async () => {
    const carts: Record<string, object> = {
      cart_nl: { completed_at: "2026-11-27T20:00:00Z", shipping_address: { country_code: "NL" } },
      cart_open: { completed_at: null, shipping_address: null, billing_address: { country_code: "se" } },
    }
    const handler = createRivertyReturnHandler({ readCart: async (id) => carts[id] as never })
    const paid = await handler(request("https://shop.test/de/order/confirmed?order_id=order_1", "_medusa_cart_id=cart_nl"), { params: { countryCode: "de" } })
    expect(paid.headers.get("location")).toBe("https://shop.test/nl/order/order_1/confirmed")
    expect(paid.headers.get("set-cookie")).toMatch(/^_medusa_cart_id=; /)
    const cancelled = await handler(request("https://shop.test/de/order/confirmed?riverty_error=cancelled", "_medusa_cart_id=cart_open"), { params: { countryCode: "de" } })
    expect(cancelled.headers.get("location")).toBe("https://shop.test/se/checkout?step=payment&riverty_error=cancelled")
    const open = await handler(request("https://shop.test/de/order/confirmed?order_id=order_2", "_medusa_cart_id=cart_open"), { params: { countryCode: "de" } })
    expect(open.headers.get("set-cookie")).toBeNull()
    // No cart to read (gone, or the store down): the route's country, the cookie kept.
    const failing = createRivertyReturnHandler({ readCart: async () => Promise.reject(new Error("store down")) })
    const unread = await failing(request("https://shop.test/de/order/confirmed?order_id=order_3", "_medusa_cart_id=cart_x"), { params: { countryCode: "de" } })
    expect(unread.headers.get("location")).toBe("https://shop.test/de/order/order_3/confirmed")
    expect(unread.headers.get("set-cookie")).toBeNull()
  })

  it("sends riverty_error back to the payment step with the cart kept", async () => {
    const handler = createRivertyReturnHandler()
    const response = await handler(request("https://shop.test/de/riverty/return?riverty_error=cancelled", "_medusa_cart_id=cart_1"), { params: { countryCode: "de" } })
    expect(response.headers.get("location")).toBe("https://shop.test/de/checkout?step=payment&riverty_error=cancelled")
    expect(response.headers.get("set-cookie")).toBeNull()
    const odd = await handler(request("https://shop.test/riverty/return?riverty_error=%3Cscript%3E"))
    expect(odd.headers.get("location")).toBe("https://shop.test/checkout?step=payment&riverty_error=return_failed")
  })

  it("refuses an order id that is not Medusa's, without clearing anything", async () => {
    const response = await createRivertyReturnHandler()(request("https://shop.test/de/riverty/return?order_id=https://evil.test", "_medusa_cart_id=cart_1"), { params: { countryCode: "de" } })
    expect(response.headers.get("location")).toBe("https://shop.test/de")
    expect(response.headers.get("set-cookie")).toBeNull()
  })
})

describe("createCartReader", () => {
  it("reads the cart uncached with the payment sessions and the given headers", async () => {
    const fetch = jest.fn(async () => ({ ok: true, status: 200, json: async () => ({ cart: { id: "cart_1" } }) }))
    const readCart = createCartReader({ baseUrl: "http://store.test/", publishableKey: "pk_1", fetch, headers: async () => ({ authorization: "Bearer t" }) })
    expect(await readCart("cart_1")).toEqual({ id: "cart_1" })
    expect(fetch).toHaveBeenCalledWith("http://store.test/store/carts/cart_1?fields=*payment_collection.payment_sessions", {
      method: "GET",
      headers: { accept: "application/json", authorization: "Bearer t", "x-publishable-api-key": "pk_1" },
      cache: "no-store",
    })
  })

  it("answers null for a cart that does not exist, and throws on other failures", async () => {
    const missing = createCartReader({ baseUrl: "http://store.test", publishableKey: "pk", fetch: async () => ({ ok: false, status: 404, json: async () => ({}) }) })
    expect(await missing("cart_x")).toBeNull()
    const broken = createCartReader({ baseUrl: "http://store.test", publishableKey: "pk", fetch: async () => ({ ok: false, status: 500, json: async () => ({}) }) })
    await expect(broken("cart_x")).rejects.toThrow("500")
  })
})

describe("shopperHeaders", () => {
  it("forwards the shopper's first address and user agent", () => {
    const headers = new Headers({ "x-forwarded-for": "203.0.113.7, 10.0.0.1", "user-agent": "Mozilla/5.0" })
    expect(shopperHeaders(headers)).toEqual({ "x-forwarded-for": "203.0.113.7", "user-agent": "Mozilla/5.0" })
    expect(shopperHeaders(new Headers({ "x-real-ip": "2001:db8::1" }))).toEqual({ "x-forwarded-for": "2001:db8::1" })
  })

  it("forwards no value that is not an address", () => {
    // Next's headers() is any object with get(): a value no Headers would hold must not pass on either.
    const raw = (values: Record<string, string>) => ({ get: (name: string) => values[name] ?? null })
    expect(shopperHeaders(raw({ "x-forwarded-for": "203.0.113.7\r\nx-injected: 1" }))).toEqual({})
    expect(shopperHeaders(raw({ "x-forwarded-for": "unknown", "x-real-ip": "203.0.113.9" }))).toEqual({ "x-forwarded-for": "203.0.113.9" })
    expect(shopperHeaders(new Headers())).toEqual({})
  })
})
