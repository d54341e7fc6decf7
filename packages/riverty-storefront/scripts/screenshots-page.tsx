// The page scripts/screenshots.mjs bundles: every component of the built kit in the states a
// shopper meets (a method chosen, a plan chosen, errors, the address check's correction, place
// order and its failure), fed by props and stand-in clients instead of a store, one section each.
import { createRoot } from "react-dom/client"
import type { ReactNode } from "react"
import { fieldsFor, type InstallmentPlan, type RivertyMethodOffer } from "../dist/esm/index.js"
import {
  RivertyAddressCheck,
  RivertyCustomerLookup,
  RivertyInstallmentTeaser,
  RivertyLocale,
  RivertyPaymentMethods,
  RivertyPlaceOrderButton,
  RivertyProfileTrackingConsent,
} from "../dist/esm/react/index.js"

// A wordmark in the size of Riverty's method logos, drawn here: the page loads nothing.
const LOGO = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="72" height="24" viewBox="0 0 72 24"><rect width="72" height="24" rx="5" fill="#0b3b2e"/><text x="36" y="16.5" font-family="Arial, sans-serif" font-size="12" font-weight="700" fill="#b9f5c8" text-anchor="middle">riverty</text></svg>',
)}`

const LEGAL_TEXT =
  '<p>With Riverty you pay later. <a href="https://riverty.test/de/en/terms/invoice">Terms and conditions</a> and <a href="https://riverty.test/de/en/privacy">privacy statement</a> apply.</p>'

const plan = (months: number, amount: number, profile: number, rate: number, total: number): InstallmentPlan => ({
  basketAmount: 185,
  numberOfInstallments: months,
  installmentAmount: amount,
  interestRate: rate,
  effectiveAnnualPercentageRate: rate === 0 ? 0 : rate + 0.6,
  totalAmount: total,
  installmentProfileNumber: profile,
  readMore: `https://riverty.test/plans/${months}`,
})

const offer = (method: RivertyMethodOffer["method"], riverty_type: string, title: string, tag: string, extra: Partial<RivertyMethodOffer> = {}): RivertyMethodOffer => ({
  provider_id: `pp_riverty-${method.replace(/_/g, "-")}_riverty`,
  method,
  riverty_type,
  customer_category: "Person",
  title,
  tag,
  logo: LOGO,
  legal: { requires_consent: false, terms_url: "https://riverty.test/terms", privacy_url: "https://riverty.test/privacy", text: LEGAL_TEXT },
  fields: fieldsFor(method, { countryCode: "DE" }),
  ...extra,
})

const INVOICE = offer("invoice", "Invoice", "Invoice - 14 days", "Buy now, pay in 14 days", { consumer_fee_amount: 1.95 })
const INSTALLMENTS = offer("installments", "Installment", "Fixed installments", "Spread the cost in monthly installments", {
  legal: { requires_consent: true, terms_url: "https://riverty.test/terms", privacy_url: "https://riverty.test/privacy", secci_url: "https://riverty.test/secci", text: LEGAL_TEXT },
  installment_plans: [plan(3, 61.67, 1, 0, 185), plan(6, 31.48, 2, 3.9, 188.88), plan(12, 16.07, 3, 5.9, 192.84), plan(24, 8.45, 4, 7.9, 202.8)],
})
const DIRECT_DEBIT = offer("direct_debit", "Invoice", "Invoice - 14 days", "Buy now, pay in 14 days")
const OFFERS = [INVOICE, INSTALLMENTS, DIRECT_DEBIT]

const never = () => new Promise<never>(() => undefined)
const common = { countryCode: "DE", currency: "EUR", methods: OFFERS }

function Section({ id, children }: { id: string; children: ReactNode }) {
  return (
    // A form each: the radios of one section are a group of their own, as on a checkout page.
    <form id={id} className="frame" onSubmit={(event) => event.preventDefault()}>
      {children}
    </form>
  )
}

function Page() {
  return (
    <RivertyLocale locale="en-GB">
      <Section id="methods">
        <RivertyPaymentMethods {...common} />
      </Section>
      <Section id="invoice">
        <RivertyPaymentMethods {...common} selected={INVOICE.provider_id} initialValues={{ phone: "+49 30 1234567" }} />
      </Section>
      <Section id="installments">
        <RivertyPaymentMethods {...common} selected={INSTALLMENTS.provider_id} initialValues={{ birth_date: "1985-04-12", salutation: "Mrs", phone: "+49 30 1234567" }} />
      </Section>
      <Section id="direct-debit">
        <RivertyPaymentMethods {...common} selected={DIRECT_DEBIT.provider_id} initialValues={{ iban: "DE89 3704 0044 0532 0130 01" }} showErrors />
      </Section>
      <Section id="refusal">
        <RivertyPaymentMethods {...common} message="Unfortunately Riverty cannot offer this payment method. Please choose another one." />
      </Section>
      <Section id="loading">
        <RivertyPaymentMethods client={{ paymentMethods: never }} cartId="cart_1" countryCode="DE" currency="EUR" />
      </Section>
      <Section id="address">
        <RivertyAddressCheck
          client={{ validateAddress: async () => ({ is_valid: true, corrected_address: { address_1: "Hauptstraße 5", postal_code: "10115", city: "Berlin", country_code: "de" } }) }}
          address={{ address_1: "Hauptstr. 5", postal_code: "10115", city: "Berlin Mitte", country_code: "de" }}
          onConfirmed={() => undefined}
        />
      </Section>
      <Section id="address-unchecked">
        <RivertyAddressCheck client={{ validateAddress: async () => Promise.reject(new Error("riverty down")) }} address={{ address_1: "Hauptstr. 5", postal_code: "10115", city: "Berlin", country_code: "de" }} onConfirmed={() => undefined} />
      </Section>
      <Section id="place-order">
        <RivertyPlaceOrderButton complete={never} readCart={async () => null} />
      </Section>
      <Section id="place-order-busy">
        <RivertyPlaceOrderButton complete={never} readCart={async () => null} />
      </Section>
      <Section id="place-order-error">
        <RivertyPlaceOrderButton complete={async () => Promise.reject(new Error("store down"))} readCart={async () => null} />
      </Section>
      <Section id="lookup">
        <RivertyCustomerLookup
          client={{
            lookupCustomer: async () => ({ lookup_id: "lookup_1", customer: { first_name: "A****", last_name: "S****", address: { address_1: "Storgatan 1*", postal_code: "114**", city: "Stockholm", country_code: "SE" } } }),
            confirmLookup: never,
          }}
          cartId="cart_1"
          countryCode="SE"
          onConfirmed={() => undefined}
        />
      </Section>
      <Section id="teaser">
        <RivertyInstallmentTeaser plans={INSTALLMENTS.installment_plans} currency="EUR" amount={185} />
      </Section>
      <Section id="tracking">
        <RivertyProfileTrackingConsent text="I agree that Riverty may recognise this device to protect my purchase from fraud." onChange={() => undefined} createId={() => "device-1"} />
      </Section>
    </RivertyLocale>
  )
}

createRoot(document.getElementById("root")!).render(<Page />)
