// The checkout page: address, shipping, then the Riverty step, in the language of the cart's
// country. Coming back from Riverty's hosted page without an order (/checkout?riverty_error=…)
// opens the Riverty step again with the reason.
import type { HttpTypes } from "@medusajs/framework/types"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { nextStepOf, returnErrorMessage, rivertySessionOf, type RivertyTexts } from "riverty-storefront"
import { AddressStep, addressSummary } from "./address-step"
import { openCart } from "./cart-data"
import { useCountryLanguage, useTexts } from "./i18n/texts"
import { OrderSummary } from "./order-summary"
import { PaymentStep } from "./payment-step"
import { countries, type CountryChoice } from "./regions"
import { ShippingStep } from "./shipping-step"
import { Notice, NotReady, useLoaded } from "./ui"

type Step = "address" | "shipping" | "payment"

export function CheckoutPage() {
  const loaded = useLoaded(async () => ({ cart: await openCart(), choices: await countries() }), [])
  const { t } = useTexts()
  if (loaded.kind !== "ready") return <NotReady state={loaded} />
  const { cart, choices } = loaded.value
  if (!cart?.items?.length) {
    return (
      <div className="card">
        <p>{t("cart.empty")}</p>
        <a href="/">{t("page.backToShop")}</a>
      </div>
    )
  }
  return <Checkout initialCart={cart} choices={choices} reason={new URLSearchParams(window.location.search).get("riverty_error")} />
}

/** Riverty's own words when the cart's session has them, else the kit's text for the return route's reason. */
function returnMessage(cart: HttpTypes.StoreCart, reason: string, texts: RivertyTexts): string | undefined {
  const next = nextStepOf(rivertySessionOf(cart), texts)
  return next.kind === "retry" ? next.message : returnErrorMessage(reason, texts)
}

function Done({ title, summary, onChange }: { title: string; summary: string; onChange: () => void }) {
  const { t } = useTexts()
  return (
    <>
      <h2>{title}</h2>
      <p>{summary}</p>
      <button type="button" className="secondary" onClick={onChange}>
        {t("checkout.change")}
      </button>
    </>
  )
}

function Section({ testId, enabled, children }: { testId: string; enabled: boolean; children: ReactNode }) {
  return (
    <section className={enabled ? "card" : "card disabled"} data-testid={testId}>
      {children}
    </section>
  )
}

function Checkout({ initialCart, choices, reason }: { initialCart: HttpTypes.StoreCart; choices: CountryChoice[]; reason: string | null }) {
  const { t, kit } = useTexts()
  // Back from the hosted page with address and shipping already set: straight to the payment step.
  const resumable = !!(reason && initialCart.shipping_address?.address_1 && initialCart.shipping_methods?.length)
  const [cart, setCart] = useState(initialCart)
  const [step, setStep] = useState<Step>(resumable ? "payment" : "address")
  // The hosted page's reason, kept as what it is; its text is read in the page's language when shown.
  const [returned, setReturned] = useState(resumable ? reason : null)
  const payment = useRef<HTMLDivElement>(null)
  useCountryLanguage(cart.shipping_address?.country_code)
  useEffect(() => {
    if (step === "payment") payment.current?.scrollIntoView()
  }, [step])
  // The reason belongs to the visit it came with: changing an earlier step drops it.
  const back = (to: Step) => {
    setReturned(null)
    setStep(to)
  }
  const shippingNames = cart.shipping_methods?.map((method) => method.name).join(", ") ?? ""
  return (
    <>
      {reason && !resumable ? <Notice kind="warn">{returnErrorMessage(reason, kit)}</Notice> : null}
      <div className="columns">
        <div>
          <Section testId="step-address" enabled>
            {step === "address" ? (
              <AddressStep
                cart={cart}
                choices={choices}
                onDone={(saved) => {
                  setCart(saved)
                  setStep("shipping")
                }}
              />
            ) : (
              <Done title={t("checkout.address")} summary={addressSummary(cart)} onChange={() => back("address")} />
            )}
          </Section>
          <Section testId="step-shipping" enabled={step !== "address"}>
            {step === "shipping" ? (
              <ShippingStep
                cart={cart}
                onDone={(shipped) => {
                  setCart(shipped)
                  setStep("payment")
                }}
              />
            ) : step === "payment" ? (
              <Done title={t("checkout.shipping")} summary={shippingNames} onChange={() => back("shipping")} />
            ) : (
              <h2>{t("checkout.shipping")}</h2>
            )}
          </Section>
          <div ref={payment}>
            <Section testId="step-payment" enabled={step === "payment"}>
              <h2>{t("checkout.payment")}</h2>
              {step === "payment" ? <PaymentStep cart={cart} message={returned ? returnMessage(initialCart, returned, kit) : undefined} /> : null}
            </Section>
          </div>
        </div>
        <OrderSummary cart={cart} />
      </div>
    </>
  )
}
