// The order confirmation, reached after complete or through the plugin's return route, in the
// language of the order's country.
import { useEffect } from "react"
import { METHOD_KEYS, type RivertyMethodKey } from "riverty-storefront"
import { sdk } from "./config"
import type { DemoTexts } from "./i18n/catalogue"
import { useCountryLanguage, useTexts } from "./i18n/texts"
import { forgetCart } from "./state"
import { NotReady, useLoaded } from "./ui"

const ORDER_FIELDS = "id,display_id,email,created_at,currency_code,total,shipping_total,*items,*shipping_address,*payment_collections.payments"

/** "pp_riverty-direct-debit_riverty" → the kit's name of direct debit in the page's language. */
function methodName(providerId: string, { t }: DemoTexts): string {
  const method = providerId.replace(/^pp_riverty-/, "").replace(/_[^_]+$/, "").replace(/-/g, "_")
  return METHOD_KEYS.includes(method as RivertyMethodKey) ? t(`method.${method as RivertyMethodKey}`) : method
}

export function ConfirmationPage() {
  const texts = useTexts()
  const { t, money, date } = texts
  const orderId = new URLSearchParams(window.location.search).get("order_id")
  // The cart became this order: the next purchase starts a new one.
  useEffect(() => forgetCart(), [])
  const loaded = useLoaded(async () => {
    if (!orderId) throw new Error(t("confirmation.noOrder"))
    return (await sdk.store.order.retrieve(orderId, { fields: ORDER_FIELDS })).order
  }, [orderId])
  useCountryLanguage(loaded.kind === "ready" ? loaded.value.shipping_address?.country_code : null)
  if (loaded.kind !== "ready") return <NotReady state={loaded} />
  const order = loaded.value
  const providers = (order.payment_collections ?? []).flatMap((collection) => collection.payments ?? []).map((payment) => payment.provider_id)
  return (
    <div className="card" data-testid="order-confirmation">
      <h2>{t("confirmation.title")}</h2>
      <p>
        {`${t("confirmation.order")} `}
        <strong data-testid="order-number">{`#${order.display_id}`}</strong>
        {`, ${t("confirmation.placed", { date: date(order.created_at) })}. `}
        {order.email ? t("confirmation.email", { email: order.email }) : null}
      </p>
      <p data-testid="order-id" className="muted">
        {order.id}
      </p>
      <table className="lines">
        <tbody>
          {(order.items ?? []).map((item) => (
            <tr key={item.id}>
              <td>{`${item.quantity} × ${item.product_title ?? item.title}`}</td>
              <td className="amount">{money(item.total, order.currency_code)}</td>
            </tr>
          ))}
          <tr>
            <td>{t("summary.shipping")}</td>
            <td className="amount">{money(order.shipping_total, order.currency_code)}</td>
          </tr>
          <tr className="total">
            <td>{t("summary.total")}</td>
            <td className="amount" data-testid="order-total">
              {money(order.total, order.currency_code)}
            </td>
          </tr>
        </tbody>
      </table>
      <p data-testid="order-payment">{t("confirmation.paid", { method: providers.map((id) => methodName(id, texts)).join(", ") })}</p>
      <a href="/">{t("confirmation.continue")}</a>
    </div>
  )
}
