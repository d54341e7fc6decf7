"use client"
import { useState, type ReactNode } from "react"
import type { RivertyStore } from "../client.js"
import type { RivertyTexts } from "../i18n/texts.js"
import type { CustomerCategory } from "../methods.js"
import { customerFacingMessageOf } from "../place-order.js"
import type { ConfirmLookupResponse, CustomerLookupRequest, CustomerLookupResponse } from "../types.js"
import { classOf, type ClassNames } from "./class-names.js"
import { useRivertyTexts } from "./locale.js"

export type RivertyLookupPart = "lookup" | "field" | "label" | "input" | "button" | "result" | "confirmed" | "error"

/** The countries the plugin's customer-lookup route serves: an identity number in SE, FI, DK, a mobile number in NO. */
export const LOOKUP_COUNTRIES = ["SE", "FI", "DK", "NO"]
export const lookupAvailable = (countryCode: string | null | undefined): boolean => LOOKUP_COUNTRIES.includes((countryCode ?? "").toUpperCase())

type LookupField = "identification_number" | "mobile_phone" | "postal_code" | "organization_number"

/** Riverty's words when the store's error carries them, else the kit's for what went wrong (the store's own message is for developers). */
function failureText(error: unknown, texts: RivertyTexts): string {
  const own = customerFacingMessageOf(error)
  if (own) return own
  const status = (error as { status?: unknown } | null)?.status
  if (status === 404) return texts.t("lookup.notFound")
  if (status === 400) return texts.t("lookup.invalid")
  if (status === 429) return texts.t("lookup.tooMany")
  return texts.t("lookup.unavailable")
}

/** The inputs of the lookup for the country and customer category (the route refuses any other combination). */
export function lookupFieldsFor(countryCode: string, category: CustomerCategory): LookupField[] {
  if (category === "Company") return ["organization_number"]
  return countryCode.toUpperCase() === "NO" ? ["mobile_phone", "postal_code"] : ["identification_number"]
}

export interface RivertyLookupResult {
  cart: ConfirmLookupResponse["cart"]
  identification_number?: string
  organization_number?: string
}

export interface RivertyCustomerLookupProps {
  client: Pick<RivertyStore, "lookupCustomer" | "confirmLookup">
  cartId: string
  countryCode: string
  customerCategory?: CustomerCategory
  /** The shopper confirmed: the cart's billing address is now the one Riverty has on file (masked). */
  onConfirmed: (result: RivertyLookupResult) => void
  /** Instead of the catalogue's `lookup.*` texts. */
  labels?: Partial<Record<LookupField | "title" | "search" | "confirm" | "typeAddress" | "confirmed", ReactNode>>
  /** BCP 47; defaults to the `RivertyLocale` around it (English without one). */
  locale?: string
  classNames?: ClassNames<RivertyLookupPart>
}

type State = { kind: "form" } | { kind: "found"; answer: CustomerLookupResponse } | { kind: "confirmed" }

/**
 * The Nordic lookup: the shopper gives an identity number (SE, FI, DK), a mobile number and postal
 * code (NO) or an organization number (companies), sees the masked name and address Riverty
 * found, and confirms it is them. Renders nothing outside the Nordic countries.
 */
export function RivertyCustomerLookup({ client, cartId, countryCode, customerCategory = "Person", onConfirmed, labels, locale, classNames }: RivertyCustomerLookupProps) {
  const texts = useRivertyTexts(locale)
  const { t } = texts
  const [values, setValues] = useState<Partial<Record<LookupField, string>>>({})
  const [state, setState] = useState<State>({ kind: "form" })
  const [error, setError] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  if (!lookupAvailable(countryCode)) return null
  const fields = lookupFieldsFor(countryCode, customerCategory)

  const attempt = async (action: () => Promise<void>) => {
    setError(null)
    setBusy(true)
    try {
      await action()
    } catch (failure) {
      setError(failureText(failure, texts))
    } finally {
      setBusy(false)
    }
  }
  // Only the fields of this way, and only with text: the route refuses empty strings.
  const request = (): CustomerLookupRequest => ({ cart_id: cartId, ...Object.fromEntries(fields.map((field) => [field, (values[field] ?? "").trim()]).filter(([, value]) => value)) })
  const search = () => attempt(async () => setState({ kind: "found", answer: await client.lookupCustomer(request()) }))
  const confirm = (lookupId: string) =>
    attempt(async () => {
      const { cart } = await client.confirmLookup({ cart_id: cartId, lookup_id: lookupId })
      setState({ kind: "confirmed" })
      onConfirmed({ cart, ...(values.identification_number ? { identification_number: values.identification_number.trim() } : {}), ...(values.organization_number ? { organization_number: values.organization_number.trim() } : {}) })
    })

  if (state.kind === "confirmed") {
    return <div role="status" className={classOf(classNames, "confirmed")}>{labels?.confirmed ?? t("lookup.confirmed")}</div>
  }
  // A group, not a form: the starter's payment step may already sit inside one.
  return (
    <div role="group" aria-label={t("lookup.label")} className={classOf(classNames, "lookup")}>
      <strong>{labels?.title ?? t("lookup.title")}</strong>
      {fields.map((field) => (
        <div key={field} className={classOf(classNames, "field")}>
          <label htmlFor={`riverty-lookup-${field}`} className={classOf(classNames, "label")}>
            {labels?.[field] ?? t(`lookup.${field}`)}
          </label>
          <input id={`riverty-lookup-${field}`} name={field} type={field === "mobile_phone" ? "tel" : "text"} required className={classOf(classNames, "input")} value={values[field] ?? ""} onChange={(event) => setValues({ ...values, [field]: event.target.value })} />
        </div>
      ))}
      <button type="button" className={classOf(classNames, "button")} disabled={busy} onClick={search}>
        {labels?.search ?? t("lookup.search")}
      </button>
      {state.kind === "found" ? (
        <div className={classOf(classNames, "result")}>
          <div>{`${state.answer.customer.first_name} ${state.answer.customer.last_name}`}</div>
          <div>{`${state.answer.customer.address.address_1}, ${state.answer.customer.address.postal_code} ${state.answer.customer.address.city}`}</div>
          {/* Without a lookup id Riverty sent masked data only: nothing to confirm into the cart. */}
          {state.answer.lookup_id === null ? (
            <div>{labels?.typeAddress ?? t("lookup.typeAddress")}</div>
          ) : (
            <button type="button" className={classOf(classNames, "button")} disabled={busy} onClick={() => confirm(state.answer.lookup_id as string)}>
              {labels?.confirm ?? t("lookup.confirm")}
            </button>
          )}
        </div>
      ) : null}
      {error ? (
        <p role="alert" className={classOf(classNames, "error")}>
          {error}
        </p>
      ) : null}
    </div>
  )
}
