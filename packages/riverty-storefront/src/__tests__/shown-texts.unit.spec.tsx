/**
 * @jest-environment jsdom
 */
// Every component in every state it has, in each of Riverty's eight languages: each text node and
// each attribute a shopper reads must be a text of that language's catalogue (its placeholders
// holding numbers, amounts or other catalogue texts) or data passed in. Riverty's and the store's
// words in the fixtures are marked R«…» / S«…», so no English of the kit can hide among them;
// developers' error messages (D«…») must never show.
import { act, cleanup, fireEvent, render, waitFor } from "@testing-library/react"
import type { ReactElement } from "react"
import { METHOD_CUSTOMER_CATEGORY, METHOD_KEYS, returnErrorMessage, createRivertyTexts, type InstallmentPlan, type RivertyLanguage, type RivertyMethodKey, type RivertyMethodOffer } from "../index.js"
import { ALL_LANGUAGES } from "../messages/index.js"
import {
  RivertyAddressCheck,
  RivertyCustomerLookup,
  RivertyFields,
  RivertyInstallmentPlans,
  RivertyInstallmentTeaser,
  RivertyLegal,
  RivertyLocale,
  RivertyPaymentMethods,
  RivertyPlaceOrderButton,
  RivertyPaymentSummary,
  RivertyProfileTrackingConsent,
} from "../react/index.js"
import { fieldsFor } from "../index.js"
import { judgeFor, shownTexts } from "./shown-texts.js"

const LOCALES: [string, string, RivertyLanguage][] = [
  ["de-DE", "EUR", ALL_LANGUAGES[0]],
  ["nl-NL", "EUR", ALL_LANGUAGES[1]],
  ["sv-SE", "SEK", ALL_LANGUAGES[2]],
  ["nb-NO", "NOK", ALL_LANGUAGES[3]],
  ["fi-FI", "EUR", ALL_LANGUAGES[4]],
  ["da-DK", "DKK", ALL_LANGUAGES[5]],
  ["fr-BE", "EUR", ALL_LANGUAGES[6]],
  ["en-GB", "EUR", ALL_LANGUAGES[7]],
]
const COUNTRIES = ["DE", "AT", "CH", "NL", "BE", "SE", "NO", "FI", "DK"]

const URLS = ["https://riverty.test/terms", "https://riverty.test/privacy", "https://riverty.test/secci", "https://riverty.test/plans/3", "https://riverty.test/plans/6", "https://riverty.test/logo.svg"]
const plan = (n: number, installment: number, profile: number, extra: Partial<InstallmentPlan> = {}): InstallmentPlan => ({
  basketAmount: 185,
  numberOfInstallments: n,
  installmentAmount: installment,
  lastInstallmentAmount: installment - 0.04,
  interestRate: 4.9,
  effectiveAnnualPercentageRate: 5.01,
  totalAmount: 189.5,
  startupFee: 1.5,
  monthlyFee: 0.5,
  installmentProfileNumber: profile,
  readMore: `https://riverty.test/plans/${n}`,
  ...extra,
})
const PLANS = [plan(3, 61.67, 1), plan(6, 30.84, 2)]

/** An offer of each method with every part Riverty may send: logo, tag, fee, legal text, links, consent, plans. */
const offerOf = (method: RivertyMethodKey, title = `R«offer ${METHOD_KEYS.indexOf(method)}»`): RivertyMethodOffer => ({
  provider_id: `pp_riverty-${method}_riverty`,
  method,
  riverty_type: "R",
  customer_category: METHOD_CUSTOMER_CATEGORY[method],
  title,
  tag: "R«tag»",
  logo: "https://riverty.test/logo.svg",
  consumer_fee_amount: 2.5,
  legal: { requires_consent: true, terms_url: URLS[0], privacy_url: URLS[1], secci_url: URLS[2], text: "R«legal» <b>R«terms»</b> <a href=\"https://riverty.test/terms\">R«link»</a>" },
  fields: [],
  ...(method === "installments" ? { installment_plans: PLANS } : {}),
})
// Values each field refuses (too long, a bad IBAN, a control character, not a date), so every error shows.
const BAD_VALUES = { birth_date: "17.05.1980", phone: "0".repeat(31), iban: "DE00 1234 5678", bic: "ABC", company_name: "S«Muster\u0007»", vat_id: "1".repeat(51), identification_number: "S«12»", registration_number: "1".repeat(21), legal_form: "S«GmbH»" }
const STORE = ["Hauptstr 1", "Hauptstraße 1", "10115", "Berlin", "de", "DE", "A****", "S****", "S**** 1", "11*", "Stockholm", "SE"]
// Riverty's words (R«…») and the store's or shopper's (S«…»), wherever they appear. The store's
// errors for developers (D«…») are no data a shopper may read: the kit shows its own text instead.
const DATA = [...URLS, ...STORE, /[RS]«[^»]*»/]

const never = () => new Promise<never>(() => undefined)

describe("every text a shopper sees comes from the catalogue of the shopper's language", () => {
  afterEach(cleanup)

  for (const [locale, currency, language] of LOCALES) {
    describe(locale, () => {
      const judge = judgeFor(language, DATA)
      const texts = createRivertyTexts({ locale, languages: ALL_LANGUAGES })
      const seen = new Set<string>()
      const inLocale = (element: ReactElement) => (
        <RivertyLocale locale={locale} languages={ALL_LANGUAGES}>
          {element}
        </RivertyLocale>
      )
      const check = (what: string, container: HTMLElement = document.body) => {
        const shown = shownTexts(container)
        shown.forEach((text) => seen.add(text.trim()))
        expect({ what, foreign: shown.map(judge.problem).filter(Boolean) }).toEqual({ what, foreign: [] })
      }

      it("the methods with every field of every method and country, their errors, plans, legal text, links and consent", () => {
        for (const country of COUNTRIES) {
          for (const method of METHOD_KEYS) {
            const offer = offerOf(method)
            for (const initialValues of [{}, BAD_VALUES]) {
              render(inLocale(<RivertyPaymentMethods methods={[offer]} selected={offer.provider_id} countryCode={country} currency={currency} initialValues={initialValues} showErrors />))
              check(`${method} in ${country}`)
              cleanup()
            }
          }
        }
        // Riverty's refusal: beside the field it asks to correct, or above the methods.
        for (const refusal of [{ message: "R«check your birth date»", actionCode: "AskConsumerToReEnterData", field: "customer.birthDate" }, { message: "R«not this time»", actionCode: "Unavailable" }]) {
          const offer = offerOf("invoice")
          render(inLocale(<RivertyPaymentMethods methods={[offer]} selected={offer.provider_id} countryCode="nl" currency={currency} refusal={refusal} />))
          check(`refusal ${refusal.actionCode}`)
          cleanup()
        }
        // Titles left out by Riverty: the kit names the methods; direct debit told apart from invoice.
        render(inLocale(<RivertyPaymentMethods methods={METHOD_KEYS.map((method) => offerOf(method, ""))} countryCode="de" currency={currency} />))
        check("the kit's method names")
        expect(document.body.textContent).toContain(texts.t("method.b2b_invoice"))
      })

      it("the methods loading, offering nothing, failing, and with a return reason", async () => {
        render(inLocale(<RivertyPaymentMethods client={{ paymentMethods: never }} cartId="cart_1" countryCode="de" currency={currency} />))
        check("loading")
        cleanup()
        render(inLocale(<RivertyPaymentMethods client={{ paymentMethods: async () => ({ payment_methods: [] }) }} cartId="cart_1" countryCode="de" currency={currency} />))
        await waitFor(() => expect(document.body.textContent).toContain(texts.t("methods.none")))
        check("none offered")
        cleanup()
        render(inLocale(<RivertyPaymentMethods client={{ paymentMethods: async () => Promise.reject(new Error("D«store down»")) }} cartId="cart_1" countryCode="de" currency={currency} />))
        await waitFor(() => expect(document.body.textContent).toContain(texts.t("methods.unavailable")))
        check("failed to load")
        cleanup()
        render(inLocale(<RivertyPaymentMethods client={{ paymentMethods: async () => ({ payment_methods: [], customer_facing_message: "R«nothing for you»" }) }} cartId="cart_1" countryCode="de" currency={currency} />))
        await waitFor(() => expect(document.body.textContent).toContain("R«nothing for you»"))
        check("Riverty's words")
        cleanup()
        for (const reason of ["cancelled", "rejected", "expired", "pending", "status_unavailable", "invalid_signature"]) {
          render(inLocale(<RivertyPaymentMethods methods={[offerOf("invoice")]} countryCode="de" currency={currency} message={returnErrorMessage(reason, texts)} />))
          check(`return reason ${reason}`)
          cleanup()
        }
      })

      it("the fields, plans and legal block on their own", () => {
        const person = fieldsFor("installments", { countryCode: "de" })
        const fields = person.concat(fieldsFor("b2b_invoice", { countryCode: "de" }).filter((field) => !person.some((own) => own.name === field.name)))
        render(inLocale(<RivertyFields fields={fields} values={{}} errors={{ iban: texts.t("error.iban") }} onChange={jest.fn()} />))
        check("fields")
        cleanup()
        render(inLocale(<RivertyInstallmentPlans plans={PLANS} value={2} onChange={jest.fn()} currency={currency} error={texts.t("error.plan")} />))
        check("plans")
        cleanup()
        render(inLocale(<RivertyLegal legal={offerOf("installments").legal} consent={false} onConsentChange={jest.fn()} error={texts.t("error.consent")} />))
        check("legal")
      })

      it("the teaser and the profile-tracking consent", () => {
        render(inLocale(<RivertyInstallmentTeaser plans={PLANS} currency={currency} />))
        check("teaser")
        expect(document.body.textContent).toContain(texts.money(30.84, currency))
        cleanup()
        render(inLocale(<RivertyProfileTrackingConsent text="S«tracking consent»" onChange={jest.fn()} />))
        check("tracking consent")
      })

      it("the Nordic lookup: its form per country and category, the answer, the confirmation and every failure", async () => {
        const found = { lookup_id: "lookup_1", customer: { first_name: "A****", last_name: "S****", address: { address_1: "S**** 1", postal_code: "11*", city: "Stockholm", country_code: "SE" } } }
        for (const country of ["SE", "NO", "FI", "DK"]) {
          for (const category of ["Person", "Company"] as const) {
            render(inLocale(<RivertyCustomerLookup client={{ lookupCustomer: never, confirmLookup: never }} cartId="cart_1" countryCode={country} customerCategory={category} onConfirmed={jest.fn()} />))
            check(`lookup form ${country} ${category}`)
            cleanup()
          }
        }
        for (const answer of [found, { ...found, lookup_id: null }]) {
          render(inLocale(<RivertyCustomerLookup client={{ lookupCustomer: async () => answer, confirmLookup: async () => ({ cart: { id: "cart_1" } }) }} cartId="cart_1" countryCode="se" onConfirmed={jest.fn()} />))
          fireEvent.click(document.querySelector(".riverty-button")!)
          await waitFor(() => expect(document.body.textContent).toContain("A**** S****"))
          check("lookup answer")
          if (answer.lookup_id) {
            fireEvent.click(document.querySelectorAll(".riverty-button")[1]!)
            await waitFor(() => expect(document.querySelector(".riverty-confirmed")).not.toBeNull())
            check("lookup confirmed")
          }
          cleanup()
        }
        for (const status of [404, 400, 429, 503, 0]) {
          render(inLocale(<RivertyCustomerLookup client={{ lookupCustomer: async () => Promise.reject(Object.assign(new Error("D«store's words»"), { status })), confirmLookup: never }} cartId="cart_1" countryCode="no" onConfirmed={jest.fn()} />))
          fireEvent.click(document.querySelector(".riverty-button")!)
          await waitFor(() => expect(document.querySelector(".riverty-error")).not.toBeNull())
          check(`lookup failure ${status}`)
          cleanup()
        }
      })

      it("the address check: a correction, an invalid address with and without Riverty's words, no answer", async () => {
        const entered = { address_1: "Hauptstr 1", postal_code: "10115", city: "Berlin", country_code: "DE" }
        const answers = [
          async () => ({ is_valid: true, corrected_address: { ...entered, address_1: "Hauptstraße 1", country_code: "de" }, customer_facing_message: "R«corrected»" }),
          async () => ({ is_valid: false, corrected_address: null }),
          async () => ({ is_valid: false, corrected_address: null, customer_facing_message: "R«unknown street»" }),
          async () => Promise.reject(new Error("D«store down»")),
        ]
        for (const validateAddress of answers) {
          render(inLocale(<RivertyAddressCheck client={{ validateAddress }} address={entered} onConfirmed={jest.fn()} />))
          await waitFor(() => expect(document.querySelector(".riverty-suggestion, .riverty-error, .riverty-warning")).not.toBeNull())
          check("address check")
          cleanup()
        }
      })

      it("place order: idle, refused (Riverty's words, or the kit's for each action code), failed", async () => {
        const cartWith = (data: Record<string, unknown>) => async () => ({ payment_collection: { payment_sessions: [{ provider_id: "pp_riverty-invoice_riverty", status: "error", data }] } })
        render(inLocale(<RivertyPlaceOrderButton complete={never} readCart={never} />))
        check("idle")
        cleanup()
        render(inLocale(<RivertyPlaceOrderButton prepare={async () => false} complete={never} readCart={never} />))
        await act(async () => fireEvent.click(document.querySelector("button")!))
        await waitFor(() => expect(document.querySelector(".riverty-error")).not.toBeNull())
        check("details incomplete")
        cleanup()
        const refusals = [{ customer_facing_message: "R«refused»" }, {}, { action_code: "AskConsumerToReEnterData" }, { action_code: "RequiresSsn" }, { action_code: "AskConsumerToIdentify" }, { action_code: "OfferSecurePaymentMethods" }]
        for (const data of refusals) {
          const onRefused = jest.fn()
          render(inLocale(<RivertyPlaceOrderButton complete={async () => Promise.reject(new Error("D«declined»"))} readCart={cartWith(data)} />))
          await act(async () => fireEvent.click(document.querySelector("button")!))
          await waitFor(() => expect(document.querySelector(".riverty-error")).not.toBeNull())
          check(`refused ${JSON.stringify(data)}`)
          cleanup()
          // With onRefused the starter shows the text: the same words, in the language.
          render(inLocale(<RivertyPlaceOrderButton complete={async () => Promise.reject(new Error("D«declined»"))} readCart={cartWith(data)} onRefused={onRefused} />))
          await act(async () => fireEvent.click(document.querySelector("button")!))
          await waitFor(() => expect(onRefused).toHaveBeenCalled())
          expect(judge.problem(onRefused.mock.calls[0][0].message)).toBeUndefined()
          cleanup()
        }
        render(inLocale(<RivertyPlaceOrderButton complete={async () => Promise.reject(new Error("D«cart is locked»"))} readCart={async () => Promise.reject(new Error("D«no cart»"))} />))
        await act(async () => fireEvent.click(document.querySelector("button")!))
        await waitFor(() => expect(document.querySelector(".riverty-error")).not.toBeNull())
        check("failed")
      })

      it("the payment summary of a review and a confirmation, for each provider", () => {
        for (const provider of ["invoice", "installments", "direct-debit", "account", "pay-in-x", "b2b-invoice"]) {
          render(inLocale(<RivertyPaymentSummary providerId={`pp_riverty-${provider}_riverty`} amount={31.64} currency={currency} />))
          check(`summary ${provider}`)
          expect(document.body.textContent).toContain(texts.money(31.64, currency))
          cleanup()
        }
      })

      it("showed the language's texts, not only data", () => {
        // The states above showed the kit's own words, so the check had something to judge.
        expect(seen.has(texts.t("order.place"))).toBe(true)
        expect(seen.has(texts.t("legal.consent"))).toBe(true)
      })
    })
  }
})
