// On-site messaging: "or 3 × 20.56 € with Riverty" under a price, from the installment plans route.
// Nothing is shown when Riverty offers no plan for the amount (outside the country's limits).
import { installmentTeaser } from "riverty-storefront"
import { riverty } from "./config"
import { h, replace } from "./dom"
import { localeOf } from "./state"

type PlanQuery = { provider_id: string; cart_id: string } | { provider_id: string; amount: number; currency_code: string; country_code: string }

/** An element filled once the plans arrive; stays empty when there is no teaser (or Riverty is unreachable). */
export function teaser(query: PlanQuery, { currency, countryCode }: { currency: string; countryCode: string }): HTMLElement {
  const box = h("div", { class: "teaser", "data-testid": "riverty-teaser" })
  riverty
    .installmentPlans(query)
    .then(({ installment_plans }) => {
      const found = installmentTeaser(installment_plans, { locale: localeOf(countryCode), currency: currency.toUpperCase() })
      if (found) replace(box, found.text, found.legal ? h("small", {}, found.legal) : null)
    })
    // Messaging is optional: a failed plan request leaves the price as it is.
    .catch(() => undefined)
  return box
}
