// The checkout page: address, shipping, then the Riverty step. Coming back from Riverty's hosted
// page without an order (/checkout?riverty_error=…) opens the Riverty step again with the reason.
import type { HttpTypes } from "@medusajs/framework/types"
import { useEffect, useRef, useState, type ReactNode } from "react"
import { nextStepOf, returnErrorMessage, rivertySessionOf } from "riverty-storefront"
import { AddressStep, addressSummary } from "./address-step"
import { openCart } from "./cart-data"
import { PaymentStep } from "./payment-step"
import { countries, type CountryChoice } from "./regions"
import { ShippingStep } from "./shipping-step"
import { OrderSummary } from "./order-summary"
import { Notice, NotReady, useLoaded } from "./ui"

type Step = "address" | "shipping" | "payment"

export function CheckoutPage() {
  const loaded = useLoaded(async () => ({ cart: await openCart(), choices: await countries() }), [])
  if (loaded.kind !== "ready") return <NotReady state={loaded} />
  const { cart, choices } = loaded.value
  if (!cart?.items?.length) {
    return (
      <div className="card">
        <p>Your cart is empty.</p>
        <a href="/">Back to the shop</a>
      </div>
    )
  }
  return <Checkout initialCart={cart} choices={choices} reason={new URLSearchParams(window.location.search).get("riverty_error")} />
}

/** Riverty's own words when the cart's session has them, else the text for the return route's reason. */
function returnMessage(cart: HttpTypes.StoreCart, reason: string): string | undefined {
  const next = nextStepOf(rivertySessionOf(cart))
  return next.kind === "retry" ? next.message : returnErrorMessage(reason)
}

function Done({ title, summary, onChange }: { title: string; summary: string; onChange: () => void }) {
  return (
    <>
      <h2>{title}</h2>
      <p>{summary}</p>
      <button type="button" className="secondary" onClick={onChange}>
        Change
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
  // Back from the hosted page with address and shipping already set: straight to the payment step.
  const resumable = !!(reason && initialCart.shipping_address?.address_1 && initialCart.shipping_methods?.length)
  const [cart, setCart] = useState(initialCart)
  const [step, setStep] = useState<Step>(resumable ? "payment" : "address")
  const [message, setMessage] = useState(() => (resumable && reason ? returnMessage(initialCart, reason) : undefined))
  const payment = useRef<HTMLDivElement>(null)
  useEffect(() => {
    if (step === "payment") payment.current?.scrollIntoView()
  }, [step])
  // The reason belongs to the visit it came with: changing an earlier step drops it.
  const back = (to: Step) => {
    setMessage(undefined)
    setStep(to)
  }
  const shippingNames = cart.shipping_methods?.map((method) => method.name).join(", ") ?? ""
  return (
    <>
      {reason && !resumable ? <Notice kind="warn">{returnErrorMessage(reason)}</Notice> : null}
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
              <Done title="1. Address" summary={addressSummary(cart)} onChange={() => back("address")} />
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
              <Done title="2. Shipping" summary={shippingNames} onChange={() => back("shipping")} />
            ) : (
              <h2>2. Shipping</h2>
            )}
          </Section>
          <div ref={payment}>
            <Section testId="step-payment" enabled={step === "payment"}>
              <h2>3. Payment with Riverty</h2>
              {step === "payment" ? <PaymentStep cart={cart} message={message} /> : null}
            </Section>
          </div>
        </div>
        <OrderSummary cart={cart} />
      </div>
    </>
  )
}
