// The address step: the shopper's address, checked by Riverty through the kit's RivertyAddressCheck
// ("did you mean…?" with Riverty's correction, Riverty's reason when it refuses the address), then
// saved as the cart's shipping and billing address, with the locale of the address's country. The
// postcode and phone fields show the chosen country's formats.
import type { HttpTypes } from "@medusajs/framework/types"
import { useState, type FormEvent, type InputHTMLAttributes } from "react"
import type { StoreAddress } from "riverty-storefront"
import { RivertyAddressCheck } from "riverty-storefront/react"
import { CART_FIELDS } from "./cart-data"
import { rivertyStore, sdk } from "./config"
import { messageOf } from "./format"
import { marketLocale, marketOf } from "./markets"
import { useTexts } from "./i18n/texts"
import type { CountryChoice } from "./regions"
import { storeCountry } from "./state"
import { Field, Notice } from "./ui"

type Values = Record<"email" | "first_name" | "last_name" | "company" | "address_1" | "address_2" | "postal_code" | "city" | "country_code" | "phone", string>

interface Props {
  cart: HttpTypes.StoreCart
  choices: CountryChoice[]
  onDone: (cart: HttpTypes.StoreCart) => void
}

export function AddressStep({ cart, choices, onDone }: Props) {
  const { t, country } = useTexts()
  const current = cart.shipping_address
  // Each submit is checked anew (a new key), also when the address reads as before.
  const [submitted, setSubmitted] = useState<{ values: Values; attempt: number } | null>(null)
  const [error, setError] = useState<string | null>(null)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    setError(null)
    const values = Object.fromEntries(new FormData(event.currentTarget).entries()) as Values
    setSubmitted({ values, attempt: (submitted?.attempt ?? 0) + 1 })
  }
  const save = async (values: Values, address: StoreAddress) => {
    try {
      onDone(await saveAddress(cart.id, values, address))
    } catch (failure) {
      setError(messageOf(failure))
    }
  }
  // The postcode and phone follow the chosen country's formats.
  const [countryCode, setCountryCode] = useState(String(current?.country_code ?? choices.find((choice) => choice.region.id === cart.region_id)?.code ?? ""))
  const market = marketOf(countryCode)
  const input = (name: keyof Values, label: string, { type = "text", required = true, extra = {} }: { type?: string; required?: boolean; extra?: InputHTMLAttributes<HTMLInputElement> } = {}) => (
    <Field label={label} id={`address-${name}`}>
      <input id={`address-${name}`} name={name} type={type} required={required} autoComplete="on" defaultValue={name === "email" ? (cart.email ?? "") : (current?.[name] ?? "")} {...extra} />
    </Field>
  )
  return (
    <>
      <h2>{t("checkout.address")}</h2>
      <form data-testid="address-form" onSubmit={submit}>
        {input("email", t("form.email"), { type: "email" })}
        <div className="grid2">
          {input("first_name", t("form.firstName"))}
          {input("last_name", t("form.lastName"))}
        </div>
        {input("company", t("field.optional", { label: t("field.company_name") }), { required: false })}
        {input("address_1", t("form.street"))}
        {input("address_2", t("field.optional", { label: t("form.line2") }), { required: false })}
        <div className="grid2">
          {input("postal_code", t("lookup.postal_code"), { extra: market ? { pattern: market.postcode.pattern, placeholder: market.postcode.example, autoComplete: "postal-code" } : {} })}
          {input("city", t("form.city"))}
        </div>
        <div className="grid2">
          <Field label={t("form.country")} id="address-country_code">
            <select id="address-country_code" name="country_code" value={countryCode} onChange={(event) => setCountryCode(event.target.value)}>
              {choices
                .filter((choice) => choice.region.id === cart.region_id)
                .map((choice) => (
                  <option key={choice.code} value={choice.code}>
                    {country(choice.code)}
                  </option>
                ))}
            </select>
          </Field>
          {input("phone", t("field.phone"), { type: "tel", extra: market ? { placeholder: market.phone, autoComplete: "tel" } : {} })}
        </div>
        <button type="submit">{t("form.toShipping")}</button>
      </form>
      {submitted ? (
        <RivertyAddressCheck key={submitted.attempt} client={rivertyStore} cartId={cart.id} address={submitted.values} onConfirmed={(address) => void save(submitted.values, address)} />
      ) : null}
      {error ? <Notice kind="error">{error}</Notice> : null}
    </>
  )
}

/**
 * The entered name, company and phone with the lines the shopper settled on (entered or Riverty's),
 * and the locale of the address's country: the page and Riverty speak its language from now on.
 */
async function saveAddress(cartId: string, values: Values, address: StoreAddress): Promise<HttpTypes.StoreCart> {
  const full = {
    first_name: values.first_name,
    last_name: values.last_name,
    ...(values.company ? { company: values.company } : {}),
    phone: values.phone,
    ...address,
    address_2: address.address_2 ?? "",
  }
  const { cart } = await sdk.store.cart.update(cartId, { email: values.email, locale: marketLocale(address.country_code), shipping_address: full, billing_address: full }, { fields: CART_FIELDS })
  storeCountry(address.country_code.toLowerCase())
  return cart
}

export const addressSummary = (cart: HttpTypes.StoreCart): string => {
  const a = cart.shipping_address
  return a ? `${a.first_name ?? ""} ${a.last_name ?? ""}, ${a.address_1 ?? ""}, ${a.postal_code ?? ""} ${a.city ?? ""}, ${String(a.country_code).toUpperCase()}` : ""
}
