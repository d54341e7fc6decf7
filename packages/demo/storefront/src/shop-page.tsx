// The product page with the cart beside it: choose a country, a size, add to the cart, see the
// installment teaser (the kit's RivertyInstallmentTeaser) under the price and the cart's total.
// The page speaks the chosen country's language (in Switzerland and Belgium the one chosen there);
// choosing another moves the open cart there.
import type { HttpTypes } from "@medusajs/framework/types"
import { useState } from "react"
import { RivertyInstallmentTeaser } from "riverty-storefront/react"
import { addToCart, moveCartTo, openCart } from "./cart-data"
import { rivertyStore, sdk } from "./config"
import { messageOf } from "./format"
import { useCountryLanguage, useTexts } from "./i18n/texts"
import { countries, currentCountry, installmentsProviderOf, type CountryChoice } from "./regions"
import { localesOf } from "./markets"
import { storeCountry, storeLocale } from "./state"
import { Field, Notice, NotReady, useLoaded } from "./ui"

async function loadShop() {
  const country = await currentCountry()
  const { products } = await sdk.store.product.list({
    region_id: country.region.id,
    fields: "id,title,description,*options,*variants,*variants.calculated_price",
    limit: 10,
  })
  return { country, all: await countries(), products, installments: await installmentsProviderOf(country.region.id) }
}

export function ShopPage() {
  const shop = useLoaded(loadShop, [])
  const { t, country: countryName, locale } = useTexts()
  // Bumped after each added line: the cart beside the products is read again.
  const [cartVersion, setCartVersion] = useState(0)
  const [error, setError] = useState<string | null>(null)
  useCountryLanguage(shop.kind === "ready" ? shop.value.country.code : null)
  if (shop.kind !== "ready") return <NotReady state={shop} />
  const { country, all, products, installments } = shop.value
  const changeCountry = async (code: string) => {
    const choice = all.find((candidate) => candidate.code === code)
    if (!choice) return
    try {
      await moveCartTo(choice)
    } catch (failure) {
      setError(messageOf(failure))
      return
    }
    storeCountry(code)
    window.location.reload()
  }
  // Where the country has two languages (Switzerland, Belgium): the shopper picks one, and the
  // page and the open cart (so Riverty's words) follow it.
  const languages = localesOf(country.code)
  const changeLanguage = async (next: string) => {
    storeLocale(next)
    try {
      await moveCartTo(country)
    } catch (failure) {
      setError(messageOf(failure))
      return
    }
    window.location.reload()
  }
  return (
    <div className="columns">
      <div>
        <div className="card">
          <Field label={t("shop.deliverTo")} id="country">
            <select id="country" name="country" value={country.code} onChange={(event) => void changeCountry(event.target.value)}>
              {all.map((choice) => (
                <option key={choice.code} value={choice.code}>
                  {countryName(choice.code)}
                </option>
              ))}
            </select>
          </Field>
          {languages.length > 1 ? (
            <Field label={t("shop.language")} id="language">
              <select id="language" name="language" value={locale} onChange={(event) => void changeLanguage(event.target.value)}>
                {languages.map((choice) => (
                  <option key={choice} value={choice} lang={choice}>
                    {languageName(choice)}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          {error ? <Notice kind="error">{error}</Notice> : null}
        </div>
        {products.map((product) => (
          <ProductCard key={product.id} product={product} country={country} installments={installments} onAdded={() => setCartVersion((v) => v + 1)} />
        ))}
      </div>
      <CartBox country={country} installments={installments} version={cartVersion} />
    </div>
  )
}

/** A language in its own words ("Deutsch", "Français"), as a shopper looks for it. */
function languageName(locale: string): string {
  const name = new Intl.DisplayNames([locale], { type: "language" }).of(locale.split("-")[0]!) ?? locale
  return name.charAt(0).toLocaleUpperCase(locale) + name.slice(1)
}

const priceOf = (variant: HttpTypes.StoreProductVariant) => Number(variant.calculated_price?.calculated_amount ?? 0)

const initials = (title: string) =>
  title
    .split(/\s+/)
    .filter((word) => word !== "Riverty")
    .map((word) => word[0])
    .join("")
    .slice(0, 2)

function ProductCard({ product, country, installments, onAdded }: { product: HttpTypes.StoreProduct; country: CountryChoice; installments?: string; onAdded: () => void }) {
  const { t, money } = useTexts()
  const variants = product.variants ?? []
  const [variantId, setVariantId] = useState(variants[0]?.id ?? "")
  const [status, setStatus] = useState<{ kind: "ok" | "error"; text: string } | null>(null)
  const first = variants[0]
  const currency = country.region.currency_code ?? "eur"
  const add = async () => {
    try {
      await addToCart(country, variantId)
      setStatus({ kind: "ok", text: t("shop.added") })
      onAdded()
    } catch (error) {
      setStatus({ kind: "error", text: messageOf(error) })
    }
  }
  return (
    <div className="card product" data-testid="product">
      <div className="picture" aria-hidden="true">
        {initials(product.title)}
      </div>
      <div style={{ flex: 1 }}>
        <h2>{product.title}</h2>
        <p className="muted">{product.description ?? ""}</p>
        {first ? <div className="price">{money(priceOf(first), currency)}</div> : null}
        {first && installments ? (
          <RivertyInstallmentTeaser client={rivertyStore} query={{ provider_id: installments, amount: priceOf(first), currency_code: currency, country_code: country.code }} currency={currency} />
        ) : null}
        <Field label={product.options?.[0]?.title ?? t("shop.variant")} id={`variant-${product.id}`}>
          <select id={`variant-${product.id}`} name="variant" value={variantId} onChange={(event) => setVariantId(event.target.value)}>
            {variants.map((variant) => (
              <option key={variant.id} value={variant.id}>
                {variant.title ?? variant.id}
              </option>
            ))}
          </select>
        </Field>
        <button type="button" onClick={add}>
          {t("shop.addToCart")}
        </button>
        {status ? <Notice kind={status.kind}>{status.text}</Notice> : null}
      </div>
    </div>
  )
}

function CartBox({ country, installments, version }: { country: CountryChoice; installments?: string; version: number }) {
  const { t, money } = useTexts()
  const loaded = useLoaded(() => openCart(country.region.id), [country.region.id, version])
  const cart = loaded.kind === "ready" ? loaded.value : undefined
  return (
    <div className="card" data-testid="cart">
      <h2>{t("cart.title")}</h2>
      {loaded.kind !== "ready" ? (
        <NotReady state={loaded} />
      ) : !cart?.items?.length ? (
        <p className="muted">{t("cart.empty")}</p>
      ) : (
        <>
          <table className="lines">
            <tbody>
              {cart.items.map((item) => (
                <tr key={item.id}>
                  <td>{`${item.quantity} × ${item.product_title ?? item.title} (${item.variant_title ?? ""})`}</td>
                  <td className="amount">{money(item.total, cart.currency_code)}</td>
                </tr>
              ))}
              <tr className="total">
                <td>{t("summary.total")}</td>
                <td className="amount" data-testid="cart-total">
                  {money(cart.total, cart.currency_code)}
                </td>
              </tr>
            </tbody>
          </table>
          {installments ? (
            // Keyed by the total: the query names the cart only, and another line changes the plans.
            <RivertyInstallmentTeaser key={String(cart.total)} client={rivertyStore} query={{ provider_id: installments, cart_id: cart.id }} currency={cart.currency_code} />
          ) : null}
          <button type="button" onClick={() => window.location.assign("/checkout")}>
            {t("cart.checkout")}
          </button>
        </>
      )}
    </div>
  )
}
