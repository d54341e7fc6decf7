// The shopper's cart through js-sdk: the stored cart while it is open, adding a line, and the
// uncached read the place-order button needs (the session's state right after complete-cart).
import type { HttpTypes } from "@medusajs/framework/types"
import { sdk } from "./config"
import type { CountryChoice } from "./regions"
import { PAGE_LOCALE, forgetCart, storeCartId, storedCartId } from "./state"

export const CART_FIELDS = "*items,*shipping_address,*billing_address,*shipping_methods,*payment_collection,*payment_collection.payment_sessions,*region"

/** The cart with its payment sessions, past any HTTP cache. */
export async function readCartFresh(cartId: string): Promise<HttpTypes.StoreCart> {
  const { cart } = await sdk.client.fetch<{ cart: HttpTypes.StoreCart }>(`/store/carts/${cartId}`, { query: { fields: CART_FIELDS }, cache: "no-store" })
  return cart
}

/** The stored cart if it still exists, is open and belongs to the region; otherwise none. */
export async function openCart(regionId?: string): Promise<HttpTypes.StoreCart | undefined> {
  const id = storedCartId()
  if (!id) return undefined
  try {
    const cart = await readCartFresh(id)
    if (cart.completed_at || (regionId && cart.region_id !== regionId)) {
      forgetCart()
      return undefined
    }
    return cart
  } catch {
    forgetCart()
    return undefined
  }
}

export async function addToCart(country: CountryChoice, variantId: string): Promise<void> {
  const existing = await openCart(country.region.id)
  if (existing) {
    await sdk.store.cart.createLineItem(existing.id, { variant_id: variantId, quantity: 1 })
    return
  }
  const { cart } = await sdk.store.cart.create({
    region_id: country.region.id,
    locale: PAGE_LOCALE,
    items: [{ variant_id: variantId, quantity: 1 }],
    shipping_address: { country_code: country.code },
  })
  storeCartId(cart.id)
}
