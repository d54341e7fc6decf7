// The Nordic customer lookup: the shopper enters an identification number (SE, FI), a mobile number
// and postal code (NO) or an organization number (companies); Riverty's answer comes back masked.
// When the shopper confirms it is them, the cart's billing address becomes that masked address
// ("the address Riverty has on file"); the full one reaches only Riverty at authorize, and the
// order once Riverty has authorized it (docs/checkout.md, "What a customer lookup reveals").
import type { HttpTypes } from "@medusajs/framework/types"
import { riverty, sdk } from "./config"
import { CART_FIELDS } from "./cart"
import { field, h, messageOf, notice, replace } from "./dom"

const LOOKUP_COUNTRIES = ["se", "fi", "no"]

export interface LookupResult {
  cart: HttpTypes.StoreCart
  identification_number?: string
  organization_number?: string
}

export function lookupAvailable(countryCode: string): boolean {
  return LOOKUP_COUNTRIES.includes(countryCode.toLowerCase())
}

export function lookupPanel(cartId: string, countryCode: string, category: "Person" | "Company", onConfirmed: (result: LookupResult) => void): HTMLElement {
  const country = countryCode.toLowerCase()
  const inputs =
    category === "Company"
      ? [field("Organization number", h("input", { name: "organization_number", type: "text", required: true }))]
      : country === "no"
        ? [field("Mobile number", h("input", { name: "mobile_phone", type: "tel", required: true })), field("Postal code", h("input", { name: "postal_code", type: "text", required: true }))]
        : [field("Personal identity number", h("input", { name: "identification_number", type: "text", required: true }))]
  const status = h("div")
  const form = h("form", { class: "lookup", "data-testid": "riverty-lookup" }, h("strong", {}, "Fill in your details with Riverty"), ...inputs, h("button", { type: "submit", class: "secondary" }, "Look me up"), status)
  form.addEventListener("submit", async (event) => {
    event.preventDefault()
    const values = Object.fromEntries(new FormData(form).entries()) as Record<string, string>
    try {
      const { lookup_id, customer } = await riverty.lookupCustomer({ cart_id: cartId, ...values })
      const a = customer.address
      replace(
        status,
        h(
          "div",
          { class: "notice ok", "data-testid": "lookup-result" },
          h("div", {}, `${customer.first_name} ${customer.last_name}`),
          h("div", {}, `${a.address_1}, ${a.postal_code} ${a.city}`),
          // Without a lookup id Riverty gave masked data only: nothing to confirm into the cart.
          lookup_id === null
            ? h("div", {}, "Please enter your address yourself.")
            : h(
            "button",
            {
              type: "button",
              onclick: async () => {
                try {
                  await riverty.confirmLookup({ cart_id: cartId, lookup_id })
                  const { cart } = await sdk.store.cart.retrieve(cartId, { fields: CART_FIELDS })
                  const billing = cart.billing_address
                  const onFile = [`${billing?.first_name ?? ""} ${billing?.last_name ?? ""}`.trim(), billing?.address_1, `${billing?.postal_code ?? ""} ${billing?.city ?? ""}`.trim()]
                  replace(
                    form,
                    h(
                      "div",
                      { class: "notice ok", role: "status", "data-testid": "lookup-confirmed" },
                      h("div", {}, "Your billing address is the one Riverty has on file:"),
                      h("div", { "data-testid": "lookup-billing" }, onFile.filter(Boolean).join(", "))
                    )
                  )
                  onConfirmed({ cart, identification_number: values.identification_number, organization_number: values.organization_number })
                } catch (error) {
                  replace(status, notice("error", messageOf(error)))
                }
              },
            },
            "Yes, this is me"
          )
        )
      )
    } catch (error) {
      replace(status, notice("error", messageOf(error), "lookup-error"))
    }
  })
  return form
}
