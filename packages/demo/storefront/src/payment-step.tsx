// The Riverty payment step, built from the kit's React components exactly as a starter imports
// them: the buyer's category, the profile-tracking consent, the Nordic lookup, Riverty's methods
// (plans, fields per country and category, legal text and consent) and the place-order button.
// The button creates the payment session with the chosen method's data, has Riverty decide, completes the cart and
// does what Riverty asks next: the confirmation, the hosted page, or another method after a refusal.
import type { HttpTypes } from "@medusajs/framework/types"
import { useState } from "react"
import { paymentSessionAction, type CustomerCategory } from "riverty-storefront"
import {
  RivertyCustomerLookup,
  RivertyPaymentMethods,
  RivertyPlaceOrderButton,
  RivertyProfileTrackingConsent,
  type RivertyLookupResult,
  type RivertySelection,
} from "riverty-storefront/react"
import { readCartFresh } from "./cart-data"
import { rivertyStore, sdk } from "./config"
import { useTexts } from "./i18n/texts"

const CATEGORIES = [
  { value: "Person", label: "payment.person" },
  { value: "Company", label: "payment.company" },
] as const satisfies readonly { value: CustomerCategory; label: string }[]

/** "S***n S***n, D*** 1*, ***51 S***": the masked billing address the confirmed lookup put on the cart. */
function onFile(cart: RivertyLookupResult["cart"]): string {
  const billing = (cart as Partial<HttpTypes.StoreCart>).billing_address
  const lines = [`${billing?.first_name ?? ""} ${billing?.last_name ?? ""}`.trim(), billing?.address_1, `${billing?.postal_code ?? ""} ${billing?.city ?? ""}`.trim()]
  return lines.filter(Boolean).join(", ")
}

interface Props {
  cart: HttpTypes.StoreCart
  /** Shown above the methods: why the hosted page came back without an order. */
  message?: string
}

export function PaymentStep({ cart, message: returned }: Props) {
  const { t } = useTexts()
  const countryCode = String(cart.shipping_address?.country_code ?? "").toLowerCase()
  const [category, setCategory] = useState<CustomerCategory>("Person")
  const [selected, setSelected] = useState<string | null>(null)
  const [selection, setSelection] = useState<RivertySelection | null>(null)
  const [showErrors, setShowErrors] = useState(false)
  const [message, setMessage] = useState(returned)
  const [trackingId, setTrackingId] = useState<string | null>(null)
  const [lookup, setLookup] = useState<RivertyLookupResult | null>(null)

  const changeCategory = (next: CustomerCategory) => {
    setCategory(next)
    setSelected(null)
    setLookup(null)
    setShowErrors(false)
  }
  // What the shopper typed in the address step (never the lookup's masked billing address), and
  // the numbers the lookup found the shopper by; the component keeps those of the chosen method.
  const typed = cart.shipping_address
  const initialValues = Object.fromEntries(
    Object.entries({
      phone: typed?.phone,
      company_name: typed?.company,
      identification_number: lookup?.identification_number,
      registration_number: lookup?.organization_number,
    }).filter((entry): entry is [string, string] => !!entry[1]),
  )

  // Create (or replace) the payment session with the selection's data; a session that already
  // holds exactly this data is kept (the kit's paymentSessionAction). Not ready: the fields show
  // their errors and the button the kit's "order.incomplete" in the page's language.
  const prepare = async () => {
    if (!selection?.ready) {
      setShowErrors(true)
      return false
    }
    const fresh = await readCartFresh(cart.id)
    if (paymentSessionAction(fresh, selection.provider_id, selection.data).action !== "keep") {
      await sdk.store.payment.initiatePaymentSession(fresh, { provider_id: selection.provider_id, data: selection.data })
    }
  }

  return (
    <>
      <div className="segmented" role="radiogroup" aria-label={t("payment.buyingAs")}>
        {CATEGORIES.map(({ value, label }) => (
          <label key={value} className="choice">
            <input type="radio" name="customer_category" value={value} checked={category === value} onChange={() => changeCategory(value)} />
            {t(label)}
          </label>
        ))}
      </div>
      {/* The demo's own words: Riverty gives merchants its consent text (and tracking tag) at
          onboarding, and the kit ships neither (riverty-storefront's README, "Profile tracking"). */}
      <RivertyProfileTrackingConsent text={t("payment.tracking")} value={trackingId} onChange={setTrackingId} />
      <RivertyCustomerLookup
        key={`lookup-${category}`}
        client={rivertyStore}
        cartId={cart.id}
        countryCode={countryCode}
        customerCategory={category}
        onConfirmed={setLookup}
        labels={
          lookup
            ? {
                confirmed: (
                  <>
                    {t("lookup.confirmed")} <span data-testid="lookup-billing">{onFile(lookup.cart)}</span>
                  </>
                ),
              }
            : undefined
        }
      />
      {/* Keyed by category: a company's offers and fields start afresh. */}
      <RivertyPaymentMethods
        key={category}
        client={rivertyStore}
        cartId={cart.id}
        customerCategory={category}
        countryCode={countryCode}
        currency={cart.currency_code}
        selected={selected}
        onSelect={setSelected}
        onChange={setSelection}
        initialValues={initialValues}
        profileTrackingId={trackingId}
        showErrors={showErrors}
        message={message}
      />
      <RivertyPlaceOrderButton
        prepare={prepare}
        // One request: the plugin's complete-cart has Riverty decide; a hosted page or a refusal answers the cart, no order.
        complete={() => sdk.store.cart.complete(cart.id)}
        readCart={() => readCartFresh(cart.id)}
        providerId={selection?.provider_id}
        disabled={!selection}
        onOrder={(order) => window.location.assign(`/order/confirmed?order_id=${encodeURIComponent((order as HttpTypes.StoreOrder).id)}`)}
        onRefused={(refusal) => {
          // A refused session is final: the shopper chooses again (the same method makes a new session).
          setMessage(refusal.message)
          setSelected(null)
          setShowErrors(false)
        }}
      />
    </>
  )
}
