// The order confirmation, reached after complete or through the plugin's return route.
import { useEffect } from "react"
import { sdk } from "./config"
import { money } from "./format"
import { forgetCart, localeOf } from "./state"
import { NotReady, useLoaded } from "./ui"

const ORDER_FIELDS = "id,display_id,email,currency_code,total,shipping_total,*items,*shipping_address,*payment_collections.payments"

/** "pp_riverty-installments_riverty" → "Riverty installments". */
const providerTitle = (id: string) => id.replace(/^pp_/, "").replace(/_[^_]+$/, "").replace(/^riverty-/, "Riverty ").replace(/-/g, " ")

export function ConfirmationPage() {
  const orderId = new URLSearchParams(window.location.search).get("order_id")
  // The cart became this order: the next purchase starts a new one.
  useEffect(() => forgetCart(), [])
  const loaded = useLoaded(async () => {
    if (!orderId) throw new Error("No order given.")
    return (await sdk.store.order.retrieve(orderId, { fields: ORDER_FIELDS })).order
  }, [orderId])
  if (loaded.kind !== "ready") return <NotReady state={loaded} />
  const order = loaded.value
  const locale = localeOf(String(order.shipping_address?.country_code ?? "de"))
  const providers = (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? []).map((payment) => payment.provider_id)
  return (
    <div className="card" data-testid="order-confirmation">
      <h2>Thank you for your order!</h2>
      <p>
        Order <strong data-testid="order-number">{`#${order.display_id}`}</strong>
        {` — a confirmation goes to ${order.email ?? "you"}.`}
      </p>
      <p data-testid="order-id" className="muted">
        {order.id}
      </p>
      <table className="lines">
        <tbody>
          {(order.items ?? []).map((item) => (
            <tr key={item.id}>
              <td>{`${item.quantity} × ${item.product_title ?? item.title}`}</td>
              <td className="amount">{money(item.total, order.currency_code, locale)}</td>
            </tr>
          ))}
          <tr>
            <td>Shipping</td>
            <td className="amount">{money(order.shipping_total, order.currency_code, locale)}</td>
          </tr>
          <tr className="total">
            <td>Total</td>
            <td className="amount">{money(order.total, order.currency_code, locale)}</td>
          </tr>
        </tbody>
      </table>
      <p data-testid="order-payment">{`Paid with ${providers.map(providerTitle).join(", ") || "Riverty"}. Riverty will send you the payment details.`}</p>
      <a href="/">Continue shopping</a>
    </div>
  )
}
