// The registry of cart completions this process serves: found by each of its sessions, removed
// by its own release only (a later completion of the same session keeps its entry).
import {
  adoptAuthorizingRequest,
  checkoutFactsOf,
  completingCartOf,
  registerAuthorizingRequest,
  registerCompletingCart,
} from "../lib/completing-carts"

describe("completing carts", () => {
  it("finds a completion by each of its sessions until it is released", () => {
    const entry = { cartId: "cart_1" }
    const release = registerCompletingCart(["ps_1", "ps_2"], entry)
    expect(completingCartOf("ps_1")).toBe(entry)
    expect(completingCartOf("ps_2")).toBe(entry)
    expect(completingCartOf("ps_3")).toBeUndefined()
    release()
    expect(completingCartOf("ps_1")).toBeUndefined()
    expect(completingCartOf("ps_2")).toBeUndefined()
  })

  it("a release leaves a newer completion of the same session in place", () => {
    const first = { cartId: "cart_1" }
    const second = { cartId: "cart_1" }
    const releaseFirst = registerCompletingCart(["ps_9"], first)
    const releaseSecond = registerCompletingCart(["ps_9"], second)
    releaseFirst()
    expect(completingCartOf("ps_9")).toBe(second)
    releaseSecond()
    expect(completingCartOf("ps_9")).toBeUndefined()
  })
})

describe("authorizing requests", () => {
  it("hands the found session the request's browser for its provider and the facts read with the cart, until the request ends", () => {
    const browserFor = jest.fn((providerIds: string[]) => ({ ip_address: `203.0.113.1 for ${providerIds.join(",")}` }))
    const release = registerAuthorizingRequest("cart_a", browserFor)
    expect(completingCartOf("ps_a")).toBeUndefined()
    adoptAuthorizingRequest("ps_a", "pp_riverty-invoice_riverty", { cartId: "cart_a", automaticTaxes: true })
    expect(completingCartOf("ps_a")).toEqual({ cartId: "cart_a", automaticTaxes: true, browser: { ip_address: "203.0.113.1 for pp_riverty-invoice_riverty" } })
    release()
    expect(completingCartOf("ps_a")).toBeUndefined()
    // Once the request is over, a run of the workflow finds no request to adopt.
    adoptAuthorizingRequest("ps_a", "pp_riverty-invoice_riverty", { cartId: "cart_a" })
    expect(completingCartOf("ps_a")).toBeUndefined()
    expect(browserFor).toHaveBeenCalledTimes(1)
  })

  it("registers nothing for a cart no request of this process is authorizing", () => {
    const release = registerAuthorizingRequest("cart_b", () => ({ user_agent: "agent" }))
    adoptAuthorizingRequest("ps_c", "pp_riverty-invoice_riverty", { cartId: "cart_c" })
    expect(completingCartOf("ps_c")).toBeUndefined()
    release()
  })

  it("a release leaves a newer request for the same cart in place", () => {
    const releaseFirst = registerAuthorizingRequest("cart_d", () => ({ user_agent: "first" }))
    const releaseSecond = registerAuthorizingRequest("cart_d", () => ({ user_agent: "second" }))
    releaseFirst()
    adoptAuthorizingRequest("ps_d", "pp_riverty-invoice_riverty", { cartId: "cart_d" })
    expect(completingCartOf("ps_d")?.browser).toEqual({ user_agent: "second" })
    releaseSecond()
    expect(completingCartOf("ps_d")).toBeUndefined()
  })
})

describe("checkoutFactsOf", () => {
  it("takes the region's tax setting and the customer, each only when the read returned it", () => {
    expect(checkoutFactsOf({ region: { automatic_taxes: false }, customer: { id: "cus_1", has_account: true } })).toEqual({
      automaticTaxes: false,
      customer: { id: "cus_1", hasAccount: true },
    })
    expect(checkoutFactsOf({ region: {}, customer: { id: "cus_2" } })).toEqual({ customer: { id: "cus_2", hasAccount: false } })
    expect(checkoutFactsOf({ region: null, customer: null })).toEqual({})
    expect(checkoutFactsOf(undefined)).toEqual({})
  })
})
