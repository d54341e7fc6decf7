// The shopper's cart through js-sdk: the stored cart while it is open, adding a line, the cart
// following the shopper's country and its locale, and the uncached read the place-order button
// needs (the session's state right after complete-cart).
import type { HttpTypes } from "@medusajs/framework/types"
import { sdk } from "./config"
import { marketLocale } from "./markets"
import type { CountryChoice } from "./regions"
import { forgetCart, storeCartId, storedCartId } from "./state"

export const CART_FIELDS = "*items,*shipping_address,*billing_address,*shipping_methods,*payment_collection,*payment_collection.payment_sessions,*region"

/** The cart's `locale` (a default field of the store's cart; js-sdk's type leaves it out). */
export const cartLocaleOf = (cart: HttpTypes.StoreCart): string | null => (cart as { locale?: string | null }).locale ?? null

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

/**
 * The cart delivering to `countryCode` in its locale: another country of the same region replaces
 * the shipping address by that country (the address step asks for the rest), and the locale follows
 * (the language chosen there, else the country's), so Riverty answers the shopper in that language.
 */
export async function keepCartInCountry(cart: HttpTypes.StoreCart, countryCode: string): Promise<HttpTypes.StoreCart> {
  const code = countryCode.toLowerCase()
  const locale = marketLocale(code)
  const sameCountry = String(cart.shipping_address?.country_code ?? "").toLowerCase() === code
  if (sameCountry && cartLocaleOf(cart) === locale) return cart
  const { cart: updated } = await sdk.store.cart.update(cart.id, { locale, ...(sameCountry ? {} : { shipping_address: { country_code: code } }) }, { fields: CART_FIELDS })
  return updated
}

/** The shopper chose another country or language in the shop: the open cart of its region follows it (a cart of another region is left). */
export async function moveCartTo(country: CountryChoice): Promise<void> {
  const existing = await openCart(country.region.id)
  if (existing) await keepCartInCountry(existing, country.code)
}

export async function addToCart(country: CountryChoice, variantId: string): Promise<void> {
  const existing = await openCart(country.region.id)
  if (existing) {
    await keepCartInCountry(existing, country.code)
    await sdk.store.cart.createLineItem(existing.id, { variant_id: variantId, quantity: 1 })
    return
  }
  const { cart } = await sdk.store.cart.create({
    region_id: country.region.id,
    locale: marketLocale(country.code),
    items: [{ variant_id: variantId, quantity: 1 }],
    shipping_address: { country_code: country.code },
  })
  storeCartId(cart.id)
}
