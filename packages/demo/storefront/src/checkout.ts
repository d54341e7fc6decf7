// The checkout page: address, shipping, then the Riverty step. Coming back from Riverty's hosted
// page without an order (/checkout?riverty_error=…) opens the Riverty step again with the reason.
import type { HttpTypes } from "@medusajs/framework/types"
import { nextStepOf, returnErrorMessage } from "riverty-storefront"
import { h, money, notice, replace } from "./dom"
import { addressStep, addressSummary } from "./address"
import { openCart } from "./cart"
import { countries } from "./regions"
import { shippingStep } from "./shipping"
import { rivertyStep } from "./riverty-step"
import { localeOf } from "./state"

export async function renderCheckout(app: HTMLElement): Promise<void> {
  const cart = await openCart()
  if (!cart?.items?.length) {
    replace(app, h("div", { class: "card" }, h("p", {}, "Your cart is empty."), h("a", { href: "/" }, "Back to the shop")))
    return
  }
  const choices = await countries()
  const addressBox = h("section", { class: "card", "data-testid": "step-address" })
  const shippingBox = h("section", { class: "card disabled", "data-testid": "step-shipping" }, h("h2", {}, "2. Shipping"))
  const paymentBox = h("section", { class: "card disabled", "data-testid": "step-payment" }, h("h2", {}, "3. Payment with Riverty"))
  const summaryBox = h("aside", { class: "card", "data-testid": "checkout-summary" })
  replace(app, h("div", { class: "columns" }, h("div", {}, addressBox, shippingBox, paymentBox), summaryBox))
  const summary = (current: HttpTypes.StoreCart) => {
    const locale = localeOf(String(current.shipping_address?.country_code ?? ""))
    const row = (label: string, amount: unknown, testId?: string) =>
      h("tr", {}, h("td", {}, label), h("td", { class: "amount", "data-testid": testId }, money(Number(amount ?? 0), current.currency_code, locale)))
    replace(
      summaryBox,
      h("h2", {}, "Your order"),
      h(
        "table",
        { class: "lines" },
        ...(current.items ?? []).map((item) => row(`${item.quantity} × ${item.product_title ?? item.title} (${item.variant_title ?? ""})`, item.total)),
        current.shipping_methods?.length ? row("Shipping", current.shipping_total) : null,
        h("tr", { class: "total" }, h("td", {}, "Total"), h("td", { class: "amount", "data-testid": "order-total" }, money(Number(current.total), current.currency_code, locale)))
      )
    )
  }
  summary(cart)

  const done = (box: HTMLElement, title: string, summary: string, edit: () => void) => {
    box.classList.remove("disabled")
    replace(box, h("h2", {}, title), h("p", {}, summary), h("button", { type: "button", class: "secondary", onclick: edit }, "Change"))
  }
  const toOrder = (orderId: string) => window.location.assign(`/order/confirmed?order_id=${encodeURIComponent(orderId)}`)

  const payment = (current: HttpTypes.StoreCart, message?: string) => {
    summary(current)
    paymentBox.classList.remove("disabled")
    rivertyStep(paymentBox, current, { message, onOrder: toOrder })
    paymentBox.scrollIntoView()
  }
  const shipping = (current: HttpTypes.StoreCart) => {
    summary(current)
    done(addressBox, "1. Address", addressSummary(current), () => address(current))
    shippingBox.classList.remove("disabled")
    void shippingStep(shippingBox, current, (shipped) => {
      done(shippingBox, "2. Shipping", shipped.shipping_methods?.map((m) => m.name).join(", ") ?? "", () => shipping(shipped))
      payment(shipped)
    })
  }
  const address = (current: HttpTypes.StoreCart) => {
    shippingBox.classList.add("disabled")
    paymentBox.classList.add("disabled")
    addressStep(addressBox, current, choices, shipping)
  }

  const reason = new URLSearchParams(window.location.search).get("riverty_error")
  if (reason && cart.shipping_address?.address_1 && cart.shipping_methods?.length) {
    done(addressBox, "1. Address", addressSummary(cart), () => address(cart))
    done(shippingBox, "2. Shipping", cart.shipping_methods.map((m) => m.name).join(", "), () => shipping(cart))
    const session = cart.payment_collection?.payment_sessions?.at(-1)
    const next = session ? nextStepOf(session) : undefined
    // Riverty's own words when the session has them, else the text for the return route's reason.
    const message = next?.kind === "retry" ? next.message : returnErrorMessage(reason)
    payment(cart, message)
    return
  }
  if (reason) app.prepend(notice("warn", returnErrorMessage(reason) ?? ""))
  address(cart)
}
