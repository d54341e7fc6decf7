// The shipping step: the cart's shipping options (capture on shipment needs a shipped order).
import type { HttpTypes } from "@medusajs/framework/types"
import { useState, type FormEvent } from "react"
import { CART_FIELDS } from "./cart-data"
import { sdk } from "./config"
import { messageOf } from "./format"
import { useTexts } from "./i18n/texts"
import { Notice, NotReady, useLoaded } from "./ui"

export function ShippingStep({ cart, onDone }: { cart: HttpTypes.StoreCart; onDone: (cart: HttpTypes.StoreCart) => void }) {
  const { t, money } = useTexts()
  const options = useLoaded(() => sdk.store.fulfillment.listCartOptions({ cart_id: cart.id }).then((answer) => answer.shipping_options), [cart.id])
  const [chosen, setChosen] = useState<string | undefined>(cart.shipping_methods?.[0]?.shipping_option_id ?? undefined)
  const [error, setError] = useState<string | null>(null)
  if (options.kind !== "ready") {
    return (
      <>
        <h2>{t("checkout.shipping")}</h2>
        <NotReady state={options} />
      </>
    )
  }
  if (!options.value.length) {
    return (
      <>
        <h2>{t("checkout.shipping")}</h2>
        <Notice kind="error">{t("shipping.none")}</Notice>
      </>
    )
  }
  const optionId = chosen ?? options.value[0].id
  const submit = async (event: FormEvent) => {
    event.preventDefault()
    setError(null)
    try {
      const { cart: updated } = await sdk.store.cart.addShippingMethod(cart.id, { option_id: optionId }, { fields: CART_FIELDS })
      onDone(updated)
    } catch (failure) {
      setError(messageOf(failure))
    }
  }
  return (
    <>
      <h2>{t("checkout.shipping")}</h2>
      <form data-testid="shipping-form" onSubmit={submit}>
        {options.value.map((option) => (
          <label key={option.id} className="choice">
            <input type="radio" name="shipping_option" value={option.id} checked={option.id === optionId} onChange={() => setChosen(option.id)} />
            <span>{`${option.name} — ${money(option.amount, cart.currency_code)}`}</span>
          </label>
        ))}
        <button type="submit">{t("shipping.toPayment")}</button>
      </form>
      {error ? <Notice kind="error">{error}</Notice> : null}
    </>
  )
}
