"use client"
import { useEffect, useMemo, useRef, useState, type ReactNode } from "react"
import type { RivertyStore } from "../client.js"
import { fieldOfReference } from "../field-reference.js"
import type { RivertyTexts } from "../i18n/texts.js"
import type { CustomerCategory } from "../methods.js"
import { refusalMessage as textForActionCode, returnErrorMessage } from "../next-step.js"
import type { InstallmentPlan, RivertyMethodOffer } from "../types.js"
import { classOf, type ClassNames } from "./class-names.js"
import { RivertyFields, type RivertyFieldSlot, type RivertyFieldsPart } from "./fields.js"
import { RivertyInstallmentPlans, type RivertyPlanSlot, type RivertyPlansPart } from "./installment-plans.js"
import { RivertyLegal, type RivertyLegalPart } from "./legal.js"
import { useRivertyTexts } from "./locale.js"
import { formFieldsOf, selectionOf, type MethodInput, type RivertySelection } from "./selection.js"
import { usePaymentMethods } from "./use-payment-methods.js"

export type RivertyMethodsPart = "methods" | "method" | "methodSelected" | "methodHeader" | "methodLabel" | "methodTitle" | "methodInput" | "logo" | "tag" | "fee" | "details" | "message" | "loading"

export interface RivertyPaymentMethodsProps {
  /** The kit's client (`createRivertyStore`); with `cartId` the offers are loaded from the store route. */
  client?: Pick<RivertyStore, "paymentMethods">
  cartId?: string
  customerCategory?: CustomerCategory
  /** Offers already loaded (e.g. on the server); then nothing is fetched. */
  methods?: RivertyMethodOffer[]
  /** The billing country: the field rules depend on it. */
  countryCode: string
  currency: string
  /** BCP 47; defaults to the `RivertyLocale` around it (English without one). */
  locale?: string
  /** The chosen `provider_id`, when the starter controls it (its own radio group, or after a refusal). */
  selected?: string | null
  onSelect?: (providerId: string | null) => void
  /** Every change of the chosen method's data: what to send as the payment session `data`, and whether it is ready. */
  onChange?: (selection: RivertySelection | null) => void
  /** Values to start from per field name, e.g. `{ phone: cart.billing_address.phone }`. */
  initialValues?: Record<string, string>
  /** From `createProfileTrackingId()` once the shopper agreed to profile tracking. */
  profileTrackingId?: string | null
  /** Show every error, not only those of fields the shopper left (set it after a submit attempt). */
  showErrors?: boolean
  /** Shown above the methods: a refusal's reason, or `returnErrorMessage(riverty_error)`. A new message clears the choice. */
  message?: string | null
  /**
   * The `riverty_error` reason the store's return route sent the shopper back with (`cancelled`,
   * `rejected`, …): shown as `returnErrorMessage(reason)` in the shopper's language, as `message` is.
   */
  returnError?: string | null
  /**
   * Riverty's refusal of the chosen method (the step `RivertyPlaceOrderButton` hands to `onRefused`).
   * When Riverty asks to correct a field of the method (`AskConsumerToReEnterData`,
   * `AskConsumerToConfirm`, `RequiresSsn` with a `field` the form shows), the method stays chosen
   * and Riverty's words stand beside that field until it changes; otherwise they stand above the
   * methods and the choice clears (choose another method), as with `message`.
   */
  refusal?: { message: string; actionCode?: string; field?: string } | null
  renderMethodLabel?: (offer: RivertyMethodOffer) => ReactNode
  renderField?: (slot: RivertyFieldSlot) => ReactNode
  renderPlan?: (slot: RivertyPlanSlot) => ReactNode
  classNames?: ClassNames<RivertyMethodsPart | RivertyFieldsPart | RivertyPlansPart | RivertyLegalPart>
}

const CORRECT_A_FIELD = new Set(["AskConsumerToReEnterData", "AskConsumerToConfirm", "RequiresSsn"])

/** The field of the offer's form Riverty's refusal asks to correct: its action code asks for one, and the form shows it. */
function fieldToCorrect(offer: RivertyMethodOffer, refusal: { actionCode?: string; field?: string }, countryCode: string): string | undefined {
  if (!CORRECT_A_FIELD.has(refusal.actionCode ?? "")) return undefined
  const field = fieldOfReference(refusal.field, offer.method)
  if (field === "installment_profile_no") return offer.installment_plans?.length ? field : undefined
  return field && formFieldsOf(offer, countryCode).some((candidate) => candidate.name === field) ? field : undefined
}

/** Whether Riverty's title already says the invoice is collected by direct debit (in English or the shopper's language). */
const namesDirectDebit = (title: string, texts: RivertyTexts) => /debit/i.test(title) || title.toLowerCase().includes(texts.t("method.direct_debit").toLowerCase())

function MethodLabel({ offer, currency, texts, classNames }: { offer: RivertyMethodOffer; currency: string; texts: RivertyTexts; classNames?: ClassNames<RivertyMethodsPart> }) {
  const fee = offer.consumer_fee_amount ? texts.money(offer.consumer_fee_amount, currency) : null
  const title = offer.title || texts.t(`method.${offer.method}`)
  return (
    <span className={classOf(classNames, "methodLabel")}>
      {offer.logo ? <img src={offer.logo} alt="" className={classOf(classNames, "logo")} /> : null}
      <strong className={classOf(classNames, "methodTitle")}>
        {title}
        {/* Direct debit is Riverty's invoice collected by mandate: the same title, told apart here. */}
        {offer.method === "direct_debit" && !namesDirectDebit(title, texts) ? ` ${texts.t("methods.byDirectDebit")}` : null}
      </strong>
      {offer.tag ? <span className={classOf(classNames, "tag")}>{offer.tag}</span> : null}
      {fee ? <span className={classOf(classNames, "fee")}>{` ${texts.t("methods.fee", { fee })}`}</span> : null}
    </span>
  )
}

/**
 * The starter's `initialValues` for the fields this offer asks. One set serves every method (a phone,
 * a company name), and a key the method does not take would be an error the shopper cannot see or
 * fix (no input shows it) and that the provider refuses, so the others are left out.
 */
function startValuesOf(offer: RivertyMethodOffer, countryCode: string, initialValues: Record<string, string> | undefined): Record<string, string> {
  const names = new Set<string>(formFieldsOf(offer, countryCode).map((field) => field.name))
  return Object.fromEntries(Object.entries(initialValues ?? {}).filter(([name]) => names.has(name)))
}

/**
 * Riverty's methods for the cart as radio choices; under the chosen one its plans, its fields for
 * the country and customer category, its legal text and consent. Reports through `onChange` the
 * session data to send and its errors, so the starter's submit only sends what `selection.ready` allows.
 */
export function RivertyPaymentMethods(props: RivertyPaymentMethodsProps) {
  const { client, cartId, customerCategory = "Person", methods, countryCode, currency, locale, selected, onSelect, onChange, initialValues, profileTrackingId, showErrors, returnError, refusal, classNames } = props
  const texts = useRivertyTexts(locale)
  const message = props.message ?? (returnError ? returnErrorMessage(returnError, texts) : null)
  const { offers, message: rivertyMessage, problem, loading, refusal: storeRefusal } = usePaymentMethods(client, cartId, customerCategory, methods)
  // Riverty's words on the cart's last refusal, as the store read them: they stand before the
  // kit's `message` (a reload after `onRefused` or a refused hosted page loses the button's step).
  const fromStore = useMemo(
    () => (storeRefusal ? { message: storeRefusal.message ?? textForActionCode(storeRefusal.actionCode, texts), ...(storeRefusal.actionCode ? { actionCode: storeRefusal.actionCode } : {}) } : null),
    [storeRefusal, texts],
  )
  const shownRefusal = refusal ?? fromStore
  const offerMessage = rivertyMessage ?? (problem === "none" ? texts.t("methods.none") : problem === "unavailable" ? texts.t("methods.unavailable") : undefined)
  const [own, setOwn] = useState<string | null>(null)
  const chosen = selected !== undefined ? selected : own
  const [inputs, setInputs] = useState<Record<string, MethodInput>>({})
  const [touched, setTouched] = useState<Set<string>>(new Set())
  // Riverty's words on a field it asked to correct, kept until the shopper changes that field.
  const [fieldRefusal, setFieldRefusal] = useState<{ providerId: string; field: string; message: string } | null>(null)
  const [refusalMessage, setRefusalMessage] = useState<string | null>(null)
  const choose = (providerId: string | null) => {
    setOwn(providerId)
    setTouched(new Set())
    setFieldRefusal(null)
    onSelect?.(providerId)
  }
  // A new refusal or return error: the shopper chooses again (a refused session is final).
  useEffect(() => {
    if (!message) return
    setRefusalMessage(null)
    choose(null)
  }, [message]) // only a new message clears the choice, not a new `choose`

  const offer = offers?.find((candidate) => candidate.provider_id === chosen)
  useEffect(() => {
    if (!shownRefusal) return setRefusalMessage(null)
    const field = offer ? fieldToCorrect(offer, shownRefusal, countryCode) : undefined
    if (offer && field) {
      setRefusalMessage(null)
      setFieldRefusal({ providerId: offer.provider_id, field, message: shownRefusal.message })
      return
    }
    setRefusalMessage(shownRefusal.message)
    choose(null)
  }, [shownRefusal]) // a new refusal, not a new offer list or `choose`
  const input: MethodInput = (offer && inputs[offer.provider_id]) || { values: offer ? startValuesOf(offer, countryCode, initialValues) : {}, consent: false }
  const selection = useMemo(() => (offer ? selectionOf(offer, input, countryCode, profileTrackingId, texts) : null), [offer, input, countryCode, profileTrackingId, texts])
  const report = useRef(onChange)
  report.current = onChange
  const reported = selection ? JSON.stringify([selection.provider_id, selection.data, selection.errors]) : "null"
  // Keyed by content, not identity: the selection object is new on every render.
  useEffect(() => report.current?.(selection), [reported])

  const update = (change: Partial<MethodInput>) => {
    if (!offer) return
    if (fieldRefusal && ((change.values && change.values[fieldRefusal.field] !== input.values[fieldRefusal.field]) || (change.plan && fieldRefusal.field === "installment_profile_no"))) setFieldRefusal(null)
    setInputs((all) => ({ ...all, [offer.provider_id]: { ...input, ...change } }))
  }
  const rivertyError = (field: string) => (fieldRefusal && offer && fieldRefusal.providerId === offer.provider_id && fieldRefusal.field === field ? fieldRefusal.message : undefined)
  const visible = (field: string) => rivertyError(field) ?? (showErrors || touched.has(field) ? selection?.errors[field] : undefined)

  if (loading) return <p className={classOf(classNames, "loading")}>{texts.t("methods.loading")}</p>
  return (
    // No radiogroup role: the chosen method's fields sit inside; the radios group by their name.
    <div className={classOf(classNames, "methods")}>
      {refusalMessage || message || offerMessage ? (
        <div role="alert" className={classOf(classNames, "message")}>
          {refusalMessage || message || offerMessage}
        </div>
      ) : null}
      {(offers ?? []).map((candidate) => {
        const isChosen = candidate.provider_id === chosen
        return (
          <div key={candidate.provider_id} className={`${classOf(classNames, "method")}${isChosen ? ` ${classOf(classNames, "methodSelected")}` : ""}`}>
            <label className={classOf(classNames, "methodHeader")}>
              <input type="radio" name="riverty_method" value={candidate.provider_id} className={classOf(classNames, "methodInput")} checked={isChosen} onChange={() => choose(candidate.provider_id)} />{" "}
              {props.renderMethodLabel ? props.renderMethodLabel(candidate) : <MethodLabel offer={candidate} currency={currency} texts={texts} classNames={classNames} />}
            </label>
            {isChosen && selection ? (
              <div className={classOf(classNames, "details")}>
                {candidate.installment_plans?.length ? (
                  <RivertyInstallmentPlans
                    plans={candidate.installment_plans}
                    value={input.plan?.installmentProfileNumber ?? null}
                    onChange={(plan: InstallmentPlan) => update({ plan })}
                    currency={currency}
                    {...(locale ? { locale } : {})}
                    error={rivertyError("installment_profile_no") ?? (showErrors ? selection.errors.installment_profile_no : undefined)}
                    renderPlan={props.renderPlan}
                    classNames={classNames}
                  />
                ) : null}
                <RivertyFields
                  fields={formFieldsOf(candidate, countryCode)}
                  values={input.values}
                  errors={Object.fromEntries([...new Set([...Object.keys(selection.errors), ...(fieldRefusal ? [fieldRefusal.field] : [])])].map((field) => [field, visible(field)]))}
                  onChange={(name, value) => update({ values: { ...input.values, [name]: value } })}
                  onBlur={(name) => setTouched((all) => new Set(all).add(name))}
                  idPrefix={`riverty-${candidate.method}`}
                  {...(locale ? { locale } : {})}
                  renderField={props.renderField}
                  classNames={classNames}
                />
                <RivertyLegal
                  legal={candidate.legal ?? { requires_consent: false }}
                  consent={input.consent}
                  onConsentChange={(consent) => update({ consent })}
                  error={showErrors ? selection.errors.consent : undefined}
                  id={`riverty-consent-${candidate.method}`}
                  {...(locale ? { locale } : {})}
                  classNames={classNames}
                />
              </div>
            ) : null}
          </div>
        )
      })}
    </div>
  )
}
