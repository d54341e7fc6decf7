// The address step: the shopper's address is checked with Riverty's address validation; when
// Riverty corrects it, the corrected address is shown for the shopper to accept or decline.
import type { HttpTypes } from "@medusajs/framework/types"
import type { StoreAddress } from "riverty-storefront"
import { riverty, sdk } from "./config"
import { field, h, messageOf, notice, replace } from "./dom"
import type { CountryChoice } from "./regions"
import { CART_FIELDS } from "./cart"

type PostalAddress = StoreAddress

const input = (name: string, type = "text", value = "", required = true) => h("input", { name, type, value, required, autocomplete: "on" })

const sameAddress = (a: PostalAddress, b: PostalAddress) =>
  (["address_1", "address_2", "postal_code", "city", "country_code"] as const).every(
    (key) => (a[key] ?? "").trim().toLowerCase() === (b[key] ?? "").trim().toLowerCase()
  )

const formatted = (a: PostalAddress) => [a.address_1, a.address_2, `${a.postal_code} ${a.city}`, a.country_code.toUpperCase()].filter(Boolean).join("\n")

export function addressStep(
  box: HTMLElement,
  cart: HttpTypes.StoreCart,
  choices: CountryChoice[],
  onDone: (cart: HttpTypes.StoreCart) => void
): void {
  const current = cart.shipping_address
  const country = h(
    "select",
    { name: "country_code" },
    ...choices.filter((c) => c.region.id === cart.region_id).map((c) => h("option", { value: c.code, selected: c.code === current?.country_code }, c.name))
  )
  const form = h(
    "form",
    { "data-testid": "address-form" },
    field("E-mail", input("email", "email", cart.email ?? "")),
    h("div", { class: "grid2" }, field("First name", input("first_name", "text", current?.first_name ?? "")), field("Last name", input("last_name", "text", current?.last_name ?? ""))),
    field("Company (optional)", input("company", "text", current?.company ?? "", false)),
    field("Street and house number", input("address_1", "text", current?.address_1 ?? "")),
    field("Address line 2 (optional)", input("address_2", "text", current?.address_2 ?? "", false)),
    h("div", { class: "grid2" }, field("Postal code", input("postal_code", "text", current?.postal_code ?? "")), field("City", input("city", "text", current?.city ?? ""))),
    h("div", { class: "grid2" }, field("Country", country), field("Phone", input("phone", "tel", current?.phone ?? ""))),
    h("button", { type: "submit" }, "Continue to shipping")
  )
  const status = h("div")
  replace(box, h("h2", {}, "1. Address"), form, status)

  form.addEventListener("submit", async (event) => {
    event.preventDefault()
    const values = Object.fromEntries(new FormData(form).entries()) as Record<string, string>
    const entered: PostalAddress = {
      address_1: values.address_1,
      ...(values.address_2 ? { address_2: values.address_2 } : {}),
      postal_code: values.postal_code,
      city: values.city,
      country_code: values.country_code,
    }
    replace(status, h("p", { class: "muted" }, "Checking the address…"))
    let suggestion: PostalAddress | null = null
    try {
      const result = await riverty.validateAddress({ cart_id: cart.id, address: entered })
      if (!result.is_valid && !result.corrected_address) {
        replace(status, notice("error", result.customer_facing_message ?? "Riverty could not validate this address. Please check it.", "address-error"))
        return
      }
      if (result.corrected_address && !sameAddress(result.corrected_address, entered)) suggestion = result.corrected_address
    } catch (error) {
      // Validation helps the shopper; when Riverty cannot be asked the entered address is used.
      replace(status, notice("warn", `The address could not be checked (${messageOf(error)}); it is used as entered.`))
    }
    const save = (address: PostalAddress) => saveAddress(cart.id, values, address).then(onDone, (error) => replace(status, notice("error", messageOf(error))))
    if (!suggestion) {
      await save(entered)
      return
    }
    const corrected = suggestion
    replace(
      status,
      h(
        "div",
        { class: "notice warn", "data-testid": "address-correction" },
        h("strong", {}, "Did you mean this address?"),
        h("div", { class: "address-box" }, formatted(corrected)),
        h("button", { type: "button", onclick: () => save(corrected) }, "Use the corrected address"),
        " ",
        h("button", { type: "button", class: "secondary", onclick: () => save(entered) }, "Keep my address")
      )
    )
  })
}

async function saveAddress(cartId: string, values: Record<string, string>, address: PostalAddress): Promise<HttpTypes.StoreCart> {
  const full = {
    first_name: values.first_name,
    last_name: values.last_name,
    ...(values.company ? { company: values.company } : {}),
    phone: values.phone,
    ...address,
    address_2: address.address_2 ?? "",
  }
  const { cart } = await sdk.store.cart.update(cartId, { email: values.email, shipping_address: full, billing_address: full }, { fields: CART_FIELDS })
  return cart
}

export const addressSummary = (cart: HttpTypes.StoreCart): string => {
  const a = cart.shipping_address
  return a ? `${a.first_name ?? ""} ${a.last_name ?? ""}, ${a.address_1 ?? ""}, ${a.postal_code ?? ""} ${a.city ?? ""}, ${String(a.country_code).toUpperCase()}` : ""
}
