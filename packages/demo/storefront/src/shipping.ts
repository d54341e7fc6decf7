// The shipping step: the cart's shipping options (capture on shipment needs a shipped order).
import type { HttpTypes } from "@medusajs/framework/types"
import { sdk } from "./config"
import { h, messageOf, money, notice, replace } from "./dom"
import { CART_FIELDS } from "./cart"
import { localeOf } from "./state"

export async function shippingStep(box: HTMLElement, cart: HttpTypes.StoreCart, onDone: (cart: HttpTypes.StoreCart) => void): Promise<void> {
  const { shipping_options } = await sdk.store.fulfillment.listCartOptions({ cart_id: cart.id })
  const chosen = cart.shipping_methods?.[0]?.shipping_option_id ?? shipping_options[0]?.id
  const locale = localeOf(String(cart.shipping_address?.country_code ?? "de"))
  const status = h("div")
  if (!shipping_options.length) {
    replace(box, h("h2", {}, "2. Shipping"), notice("error", "No shipping option delivers to this address."))
    return
  }
  const form = h(
    "form",
    { "data-testid": "shipping-form" },
    ...shipping_options.map((option) =>
      h(
        "label",
        { class: "choice" },
        h("input", { type: "radio", name: "shipping_option", value: option.id, checked: option.id === chosen }),
        h("span", {}, `${option.name} — ${money(Number(option.amount ?? 0), cart.currency_code, locale)}`)
      )
    ),
    h("button", { type: "submit" }, "Continue to payment")
  )
  replace(box, h("h2", {}, "2. Shipping"), form, status)
  form.addEventListener("submit", async (event) => {
    event.preventDefault()
    const optionId = String(new FormData(form).get("shipping_option") ?? "")
    try {
      const { cart: updated } = await sdk.store.cart.addShippingMethod(cart.id, { option_id: optionId }, { fields: CART_FIELDS })
      onDone(updated)
    } catch (error) {
      replace(status, notice("error", messageOf(error)))
    }
  })
}
