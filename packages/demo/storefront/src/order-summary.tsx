// The checkout's order column: the lines, shipping once chosen, and the total Riverty is asked for.
import type { HttpTypes } from "@medusajs/framework/types"
import { useTexts } from "./i18n/texts"

export function OrderSummary({ cart }: { cart: HttpTypes.StoreCart }) {
  const { t, money } = useTexts()
  const row = (key: string, label: string, amount: unknown, testId?: string) => (
    <tr key={key}>
      <td>{label}</td>
      <td className="amount" data-testid={testId}>
        {money(amount, cart.currency_code)}
      </td>
    </tr>
  )
  return (
    <aside className="card" data-testid="checkout-summary">
      <h2>{t("summary.title")}</h2>
      <table className="lines">
        <tbody>
          {(cart.items ?? []).map((item) => row(item.id, `${item.quantity} × ${item.product_title ?? item.title} (${item.variant_title ?? ""})`, item.total))}
          {cart.shipping_methods?.length ? row("shipping", t("summary.shipping"), cart.shipping_total) : null}
          <tr className="total">
            <td>{t("summary.total")}</td>
            <td className="amount" data-testid="order-total">
              {money(cart.total, cart.currency_code)}
            </td>
          </tr>
        </tbody>
      </table>
    </aside>
  )
}
