import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, isObject } from "@medusajs/framework/utils"
import { isRivertyProvider, rivertyProviderConnection, servesCountry, unservedCountryError } from "../../../../connection"

type Row = Record<string, unknown>

/** The country of the payment collection's cart (billing address, else shipping address), upper case; undefined without one. */
async function cartCountryOfCollection(req: MedusaRequest, collectionId: string): Promise<string | undefined> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "payment_collection",
    fields: ["cart.billing_address.country_code", "cart.shipping_address.country_code"],
    filters: { id: collectionId },
  })
  const cart = (data[0] as Row | undefined)?.cart as Row | null | undefined
  const code = (cart?.billing_address as Row | null | undefined)?.country_code ?? (cart?.shipping_address as Row | null | undefined)?.country_code
  return typeof code === "string" && code ? code.toUpperCase() : undefined
}

/**
 * `POST /store/payment-collections/:id/payment-sessions` choosing a Riverty provider for a cart in
 * a country the plugin has no API key for: that country is not served, so the shopper gets a 400
 * naming it before Medusa writes a session (and the merchant a log line, once per country). A
 * cart that moves there later is refused by authorize (providers/riverty/operations/authorize.ts).
 */
export async function refuseUnservedCountry(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  const providerId = (isObject(req.body) ? (req.body as Row) : {}).provider_id
  if (typeof providerId !== "string" || !isRivertyProvider(providerId)) return next()
  try {
    const connection = rivertyProviderConnection(req.scope, providerId)
    const country = connection ? await cartCountryOfCollection(req, String(req.params.id)) : undefined
    if (connection && country && !servesCountry(connection.options, country)) return next(unservedCountryError(country, "billing_address.country_code"))
  } catch (error) {
    return next(error)
  }
  next()
}
