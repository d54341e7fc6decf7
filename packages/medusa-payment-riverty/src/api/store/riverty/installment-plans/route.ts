import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { amountRangeFor, isWithinRange } from "../../../../connection"
import type { CountryCode, Currency, InstallmentPlan } from "riverty-client"
import { STORE_ROUTES, cachedRivertyCall, connectionFor, keepHttpUrls, loadStoreCart, plansWithHttpUrls, rivertyCountryOf, sendRivertyFailure, servedCountryOf } from "../lib"
import type { InstallmentPlansBodyType } from "./validators"

/**
 * POST /store/riverty/installment-plans: the plans Riverty offers for a cart's total and billing
 * country, or for an amount in a country (a product page's teaser), so the storefront can show
 * them and send the chosen `installment_profile_no` with the payment session. Outside the
 * provider's `amountLimits` for installments there are no plans, and Riverty is not asked.
 */
export async function POST(req: MedusaStoreRequest<InstallmentPlansBodyType>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody
  const connection = connectionFor(req, body.provider_id)
  let request: { amount: number; currency: Currency; countryCode: CountryCode }
  if (body.cart_id !== undefined) {
    const cart = await loadStoreCart(req, body.cart_id)
    request = { amount: cart.total, currency: cart.currency, countryCode: servedCountryOf(connection, rivertyCountryOf(cart), "cart_id") }
  } else {
    request = { amount: body.amount!, currency: body.currency_code!, countryCode: servedCountryOf(connection, body.country_code!, "country_code") }
  }
  if (!isWithinRange(amountRangeFor(connection.options.amountLimits, request.countryCode, "installments"), request.amount)) {
    res.json({ installment_plans: [] })
    return
  }
  try {
    const plans = await cachedRivertyCall<InstallmentPlan[]>(req, STORE_ROUTES.installmentPlans, { provider_id: body.provider_id, ...request }, async () => {
      const answer = await connection.client.lookup.installmentPlans(request, { country: request.countryCode })
      return answer.availableInstallmentPlans
    })
    // After the cache, so whatever it holds, only http(s) URLs reach the storefront.
    res.json({ installment_plans: plansWithHttpUrls(plans, keepHttpUrls(req)) })
  } catch (error) {
    sendRivertyFailure(res, error, "Installment plans are not available right now; please try again shortly", {
      amount: "amount",
      currency: "currency_code",
      countryCode: "country_code",
    })
  }
}
