import type { MedusaRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import { rivertyProviderConnection, servesCountry, unservedCountryError, type RivertyConnection, type RivertyProviderOptions } from "../../../../connection"
import { regionRivertyProviders } from "./store-cart"

/** The Riverty connection of `providerId`, or 400 naming `provider_id`. */
export function connectionFor(req: MedusaRequest, providerId: string): RivertyConnection<RivertyProviderOptions> {
  const connection = rivertyProviderConnection(req.scope, providerId)
  if (!connection) throw new MedusaError(MedusaError.Types.INVALID_DATA, "provider_id: not a Riverty payment provider")
  return connection
}

/**
 * `country` when the connection has its API key; else the shopper's 400 naming `field` and the
 * country (the store serves no country without a key; the merchant's log line is written once).
 */
export function servedCountryOf<C extends string>(connection: Pick<RivertyConnection, "options">, country: C, field: string): C {
  if (!servesCountry(connection.options, country)) throw unservedCountryError(country, field)
  return country
}

/**
 * The provider a route without `provider_id` calls Riverty with: the cart region's first Riverty
 * provider (its key is the one the checkout will use), or 400 naming `cart_id`.
 */
export async function firstRivertyProviderOf(req: MedusaRequest, regionId: string): Promise<string> {
  const [first] = await regionRivertyProviders(req, regionId)
  if (!first) throw new MedusaError(MedusaError.Types.INVALID_DATA, "cart_id: the cart's region offers no Riverty payment provider")
  return first
}
