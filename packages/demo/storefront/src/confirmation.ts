// The order confirmation, reached after complete or through the plugin's return route.
import { sdk } from "./config"
import { h, money, notice, replace } from "./dom"
import { forgetCart, localeOf } from "./state"

export async function renderConfirmation(app: HTMLElement): Promise<void> {
  const orderId = new URLSearchParams(window.location.search).get("order_id")
  if (!orderId) {
    replace(app, notice("error", "No order given."))
    return
  }
  forgetCart()
  const { order } = await sdk.store.order.retrieve(orderId, { fields: "id,display_id,email,currency_code,total,shipping_total,*items,*shipping_address,*payment_collections.payments" })
  const locale = localeOf(String(order.shipping_address?.country_code ?? "de"))
  const providers = (order.payment_collections ?? []).flatMap((c) => c.payments ?? []).map((p) => p.provider_id)
  replace(
    app,
    h(
      "div",
      { class: "card", "data-testid": "order-confirmation" },
      h("h2", {}, "Thank you for your order!"),
      h("p", {}, "Order ", h("strong", { "data-testid": "order-number" }, `#${order.display_id}`), ` — a confirmation goes to ${order.email ?? "you"}.`),
      h("p", { "data-testid": "order-id", class: "muted" }, order.id),
      h(
        "table",
        { class: "lines" },
        ...(order.items ?? []).map((item) => h("tr", {}, h("td", {}, `${item.quantity} × ${item.product_title ?? item.title}`), h("td", { class: "amount" }, money(Number(item.total), order.currency_code, locale)))),
        h("tr", {}, h("td", {}, "Shipping"), h("td", { class: "amount" }, money(Number(order.shipping_total ?? 0), order.currency_code, locale))),
        h("tr", { class: "total" }, h("td", {}, "Total"), h("td", { class: "amount" }, money(Number(order.total), order.currency_code, locale)))
      ),
      h("p", { "data-testid": "order-payment" }, `Paid with ${providers.map(providerTitle).join(", ") || "Riverty"}. Riverty will send you the payment details.`),
      h("a", { href: "/" }, "Continue shopping")
    )
  )
}

/** "pp_riverty-installments_riverty" → "Riverty installments". */
const providerTitle = (id: string) => id.replace(/^pp_/, "").replace(/_[^_]+$/, "").replace(/^riverty-/, "Riverty ").replace(/-/g, " ")
