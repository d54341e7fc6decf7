import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { rivertyConnection, type RivertyConnection } from "../../../../connection"
import type { AddressResponse } from "riverty-client"
import { isSameAddress } from "riverty-storefront"
import { STORE_ROUTES, cachedRivertyCall, connectionFor, customerFacingMessageOf, firstRivertyProviderOf, loadStoreCart, sendRivertyFailure, servedCountryOf } from "../lib"
import type { ValidateAddressBodyType } from "./validators"

type StoreAddress = ValidateAddressBodyType["address"]
type Answer = { is_valid: boolean; corrected_address: (Omit<StoreAddress, "country_code"> & { country_code: string }) | null; customer_facing_message?: string }

/** Riverty's address fields named as the storefront sent them, for the 400 of a refused field. */
const FIELDS = {
  "customer.address.street": "address.address_1",
  "customer.address.streetNumber": "address.address_1",
  "customer.address.postalCode": "address.postal_code",
  "customer.address.postalPlace": "address.city",
  "customer.address.countryCode": "address.country_code",
}

/**
 * Riverty's corrected address in Medusa's fields, the storefront shows it for the shopper to
 * confirm; null when it only writes the sent address differently (spacing, case, the country's
 * postcode format: "1012 LG" answered as "1012LG"), which is no correction.
 */
function correctionOf(corrected: AddressResponse | null | undefined, sent: StoreAddress): Answer["corrected_address"] {
  if (!corrected) return null
  const address = toStoreAddress(corrected, sent)
  return isSameAddress(address, sent) ? null : address
}

/** Riverty's corrected address in Medusa's fields. */
function toStoreAddress(corrected: AddressResponse, sent: StoreAddress): NonNullable<Answer["corrected_address"]> {
  const number = [corrected.streetNumber, corrected.streetNumberAdditional].filter(Boolean).join("")
  return {
    address_1: [corrected.street ?? "", number].filter(Boolean).join(" ") || sent.address_1,
    ...(sent.address_2 ? { address_2: sent.address_2 } : {}),
    postal_code: corrected.postalCode ?? sent.postal_code,
    city: corrected.postalPlace ?? sent.city,
    country_code: (corrected.countryCode ?? sent.country_code).toLowerCase(),
  }
}

/**
 * POST /store/riverty/validate-address {cart_id?, address}: whether Riverty accepts the address,
 * and its corrected form for the shopper to confirm when it changes the address. With a cart, the
 * cart region's first Riverty provider asks; without one, the plugin's connection. An address in
 * a country without an API key is a 400 naming `address.country_code`.
 */
export async function POST(req: MedusaStoreRequest<ValidateAddressBodyType>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody
  let connection: RivertyConnection
  let providerId: string | undefined
  if (body.cart_id !== undefined) {
    const cart = await loadStoreCart(req, body.cart_id)
    providerId = await firstRivertyProviderOf(req, cart.regionId)
    connection = connectionFor(req, providerId)
  } else {
    connection = rivertyConnection(req.scope)
  }
  const address = body.address
  servedCountryOf(connection, address.country_code.toUpperCase(), "address.country_code")
  const request = {
    customer: {
      customerCategory: "Person" as const,
      address: { street: address.address_1, postalCode: address.postal_code, postalPlace: address.city, countryCode: address.country_code },
    },
  }
  try {
    // An address is personal data: the cached answer is sealed, its key a keyed fingerprint.
    const inputs = { provider_id: providerId ?? null, ...request, address_2: address.address_2 }
    const answer = await cachedRivertyCall<Answer>(
      req,
      STORE_ROUTES.validateAddress,
      inputs,
      async () => {
        const result = await connection.client.validate.address(request, { country: address.country_code })
        const message = result.isValid ? undefined : customerFacingMessageOf(result.riskCheckMessages)
        return {
          is_valid: result.isValid,
          corrected_address: correctionOf(result.correctedAddress, address),
          ...(message ? { customer_facing_message: message } : {}),
        }
      },
      { personal: true },
    )
    res.json(answer)
  } catch (error) {
    sendRivertyFailure(res, error, "Address validation is not available right now; please try again shortly", FIELDS)
  }
}
