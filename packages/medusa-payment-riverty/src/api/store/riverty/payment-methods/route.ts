import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import type { CountryCode, PaymentMethod } from "riverty-client"
import { noteUnservedCountry, servesCountry } from "../../../../connection"
import { conversationLanguageFor, methodOfProviderId } from "../../../../providers/riverty"
import {
  STORE_ROUTES,
  cachedRivertyCall,
  cartRefusalOf,
  connectionFor,
  customerFacingMessageOf,
  keepHttpUrls,
  loadStoreCart,
  methodsWithHttpUrls,
  regionRivertyProviders,
  rivertyCountryOf,
  sendRivertyFailure,
} from "../lib"
import { offerOf, type RivertyMethodOffer } from "./offers"
import type { PaymentMethodsBodyType } from "./validators"

/** What is kept of Riverty's answer (cached): the methods, and why it offers none when it rejects. */
type Offered = { methods: PaymentMethod[]; customer_facing_message?: string }

/**
 * POST /store/riverty/payment-methods {cart_id, customer_category?, language?}: the cart region's Riverty
 * providers that Riverty offers for the cart's billing country (none where the plugin has no API
 * key: that country is not served), customer category and total, and
 * that are inside the provider's `amountLimits`, each with its title, logo, legal texts, the
 * fields to collect and (installments) the plans. Riverty is asked once per provider entry, in
 * the shopper's language (the cart's `locale`, else `language`, else the country's). `refusal`
 * carries Riverty's words when the cart's newest Riverty session was refused (lib/cart-refusal.ts).
 */
export async function POST(req: MedusaStoreRequest<PaymentMethodsBodyType>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody
  const cart = await loadStoreCart(req, body.cart_id)
  // The cart's own refusal, read beside the providers and Riverty's answer rather than after them;
  // never cached, it changes with each new session. Awaited last (a Riverty failure answers first).
  const refusalRead = cartRefusalOf(req, cart.id)
  refusalRead.catch(() => undefined)
  const country = rivertyCountryOf(cart)
  const category = body.customer_category
  const conversationLanguage = conversationLanguageFor({ cartLocale: cart.locale, storefrontLocale: body.language, country })
  const providers = (await regionRivertyProviders(req, cart.regionId))
    .map((providerId) => ({ providerId, method: methodOfProviderId(providerId), connection: connectionFor(req, providerId) }))
    .filter((provider) => provider.method !== undefined)
  // A country without an API key is not served: no method of that connection, and Riverty is not asked.
  const served = providers.filter((provider) => servesCountry(provider.connection.options, country))
  if (served.length < providers.length) noteUnservedCountry(country)

  // Providers registered by one entry share its options, so Riverty's one answer serves them all.
  const byConnection = new Map<object, typeof providers>()
  for (const provider of served) byConnection.set(provider.connection.options, [...(byConnection.get(provider.connection.options) ?? []), provider])

  const offers: RivertyMethodOffer[] = []
  let message: string | undefined
  try {
    for (const group of byConnection.values()) {
      const { connection, providerId } = group[0]
      const request = {
        country: country as CountryCode,
        // In the inputs of the cache key too: each language has its own cached answer.
        conversationLanguage,
        order: { totalGrossAmount: cart.total, totalNetAmount: cart.netTotal, currency: cart.currency },
        // A person is the default at Riverty; a company is named so it gets its own methods.
        ...(category === "Company" ? { customer: { customerCategory: category } } : {}),
      }
      const offered = await cachedRivertyCall<Offered>(req, STORE_ROUTES.paymentMethods, { provider_id: providerId, ...request }, async () => {
        const answer = await connection.client.checkout.getPaymentMethods(request, { country: country as CountryCode })
        const rejected = answer.outcome === "Rejected"
        return { methods: answer.paymentMethods ?? [], customer_facing_message: rejected ? customerFacingMessageOf(answer.riskCheckMessages) : undefined }
      })
      message ??= offered.customer_facing_message
      // After the cache, so whatever it holds, only http(s) URLs reach the storefront.
      const methods = methodsWithHttpUrls(offered.methods, keepHttpUrls(req))
      for (const provider of group) {
        const offer = offerOf(provider.providerId, provider.method!, methods, { country, category, total: cart.total, options: connection.options })
        if (offer) offers.push(offer)
      }
    }
  } catch (error) {
    sendRivertyFailure(res, error, "Riverty's payment methods are not available right now; please try again shortly")
    return
  }
  const refusal = await refusalRead
  res.json({ payment_methods: offers, ...(message ? { customer_facing_message: message } : {}), refusal })
}
