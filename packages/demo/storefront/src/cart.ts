// The product page with the cart beside it: choose a country, a size, add to the cart, see the teaser.
import type { HttpTypes } from "@medusajs/framework/types"
import { sdk } from "./config"
import { field, h, messageOf, money, notice, replace } from "./dom"
import { countries, currentCountry, installmentsProviderOf, type CountryChoice } from "./regions"
import { forgetCart, localeOf, storeCartId, storeCountry, storedCartId } from "./state"
import { teaser } from "./teaser"

export const CART_FIELDS = "*items,*shipping_address,*billing_address,*shipping_methods,*payment_collection,*payment_collection.payment_sessions,*region"

/** The stored cart if it still exists, is open and belongs to the region; otherwise none. */
export async function openCart(regionId?: string): Promise<HttpTypes.StoreCart | undefined> {
  const id = storedCartId()
  if (!id) return undefined
  try {
    const { cart } = await sdk.store.cart.retrieve(id, { fields: CART_FIELDS })
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

export async function renderShop(app: HTMLElement): Promise<void> {
  const country = await currentCountry()
  const all = await countries()
  const { products } = await sdk.store.product.list({
    region_id: country.region.id,
    fields: "id,title,description,*options,*variants,*variants.calculated_price",
    limit: 10,
  })
  const installments = await installmentsProviderOf(country.region.id)
  const cartBox = h("div", { class: "card", "data-testid": "cart" })
  const countrySelect = h(
    "select",
    { name: "country", onchange: (event: Event) => changeCountry((event.target as HTMLSelectElement).value) },
    ...all.map((c) => h("option", { value: c.code, selected: c.code === country.code }, c.name))
  )
  replace(
    app,
    h(
      "div",
      { class: "columns" },
      h(
        "div",
        {},
        h("div", { class: "card" }, field("Deliver to", countrySelect)),
        ...products.map((product) => productCard(product, country, installments, () => renderCart(cartBox, country, installments)))
      ),
      cartBox
    )
  )
  await renderCart(cartBox, country, installments)
}

function changeCountry(code: string): void {
  storeCountry(code)
  window.location.reload()
}

function productCard(
  product: HttpTypes.StoreProduct,
  country: CountryChoice,
  installments: string | undefined,
  onAdded: () => Promise<void>
): HTMLElement {
  const variants = product.variants ?? []
  const currency = country.region.currency_code ?? "eur"
  const priceOf = (variant: HttpTypes.StoreProductVariant) => Number(variant.calculated_price?.calculated_amount ?? 0)
  const variantSelect = h("select", { name: "variant" }, ...variants.map((v) => h("option", { value: v.id }, v.title ?? v.id)))
  const status = h("div")
  const first = variants[0]
  const add = async () => {
    try {
      await addToCart(country, variantSelect.value)
      replace(status, notice("ok", "Added to your cart."))
      await onAdded()
    } catch (error) {
      replace(status, notice("error", messageOf(error)))
    }
  }
  return h(
    "div",
    { class: "card product", "data-testid": "product" },
    h("div", { class: "picture", "aria-hidden": "true" }, initials(product.title)),
    h(
      "div",
      { style: "flex: 1" },
      h("h2", {}, product.title),
      h("p", { class: "muted" }, product.description ?? ""),
      first ? h("div", { class: "price" }, money(priceOf(first), currency, localeOf(country.code))) : null,
      first && installments
        ? teaser(
            { provider_id: installments, amount: priceOf(first), currency_code: currency, country_code: country.code },
            { currency, countryCode: country.code }
          )
        : null,
      field(product.options?.[0]?.title ?? "Variant", variantSelect),
      h("button", { type: "button", onclick: add }, "Add to cart"),
      status
    )
  )
}

const initials = (title: string) =>
  title
    .split(/\s+/)
    .filter((word) => word !== "Riverty")
    .map((word) => word[0])
    .join("")
    .slice(0, 2)

async function addToCart(country: CountryChoice, variantId: string): Promise<void> {
  const existing = await openCart(country.region.id)
  if (existing) {
    await sdk.store.cart.createLineItem(existing.id, { variant_id: variantId, quantity: 1 })
    return
  }
  const { cart } = await sdk.store.cart.create({
    region_id: country.region.id,
    items: [{ variant_id: variantId, quantity: 1 }],
    shipping_address: { country_code: country.code },
  })
  storeCartId(cart.id)
}

async function renderCart(box: HTMLElement, country: CountryChoice, installments: string | undefined): Promise<void> {
  const cart = await openCart(country.region.id)
  if (!cart?.items?.length) {
    replace(box, h("h2", {}, "Your cart"), h("p", { class: "muted" }, "Your cart is empty."))
    return
  }
  const currency = cart.currency_code
  const locale = localeOf(country.code)
  replace(
    box,
    h("h2", {}, "Your cart"),
    h(
      "table",
      { class: "lines" },
      ...cart.items.map((item) =>
        h("tr", {}, h("td", {}, `${item.quantity} × ${item.product_title ?? item.title} (${item.variant_title ?? ""})`), h("td", { class: "amount" }, money(Number(item.total), currency, locale)))
      ),
      h("tr", { class: "total" }, h("td", {}, "Total"), h("td", { class: "amount", "data-testid": "cart-total" }, money(Number(cart.total), currency, locale)))
    ),
    installments ? teaser({ provider_id: installments, cart_id: cart.id }, { currency, countryCode: country.code }) : null,
    h("button", { type: "button", onclick: () => window.location.assign("/checkout") }, "Go to checkout")
  )
}
