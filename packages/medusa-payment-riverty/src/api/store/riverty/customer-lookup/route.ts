import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { MedusaError } from "@medusajs/framework/utils"
import type { CountryCode, CustomerLookupRequestInput, UserProfile } from "riverty-client"
import { RIVERTY_MODULE, type CustomerLookupRecord, type RivertyModuleService } from "../../../../modules/riverty"
import {
  STORE_ROUTES,
  cachedRivertyCall,
  connectionFor,
  customerFacingMessageOf,
  firstRivertyProviderOf,
  loadStoreCart,
  rivertyCountryOf,
  sendRivertyFailure,
  servedCountryOf,
  shopperWordsOf,
  storeRouteCacheKey,
} from "../lib"
import { billingAddressOf, maskedBillingOf, maskedCustomerOf } from "./profile"
import type { CustomerLookupBodyType } from "./validators"

/** How long a lookup waits for the shopper's confirm. */
export const LOOKUP_TTL_SECONDS = 15 * 60

const BY_IDENTIFICATION_NUMBER = ["SE", "FI", "DK"]
const BY_MOBILE_PHONE = ["NO"]
const NORDIC = [...BY_IDENTIFICATION_NUMBER, ...BY_MOBILE_PHONE]

/** Riverty's lookup request for the cart's country, or 400 naming the field that does not fit the country. */
function lookupRequest(body: CustomerLookupBodyType, country: CountryCode): CustomerLookupRequestInput {
  const refuse = (message: string) => new MedusaError(MedusaError.Types.INVALID_DATA, message)
  if (!NORDIC.includes(country)) throw refuse(`cart_id: customer lookup is for billing addresses in ${NORDIC.join(", ")}; the cart's is in ${country}`)
  if (body.organization_number !== undefined) {
    return { countryCode: country, customerCategory: "Company", identificationNumber: body.organization_number }
  }
  if (body.identification_number !== undefined) {
    if (!BY_IDENTIFICATION_NUMBER.includes(country)) throw refuse(`identification_number: in ${country} the lookup takes mobile_phone and postal_code`)
    return { countryCode: country, customerCategory: "Person", identificationNumber: body.identification_number, postalCode: body.postal_code }
  }
  if (!BY_MOBILE_PHONE.includes(country)) throw refuse(`mobile_phone: in ${country} the lookup takes identification_number`)
  return { countryCode: country, customerCategory: "Person", mobilePhone: body.mobile_phone, postalCode: body.postal_code }
}

/** What is cached of Riverty's answer: the first profile sealed (it is personal data), or why there is none. */
type Found = { sealed: string | null; message?: string; customer_facing_message?: string }

/**
 * POST /store/riverty/customer-lookup: finds the customer at Riverty (Nordics) and answers only
 * masked names and address. The full address is kept sealed in the module for this cart under
 * `lookup_id` (confirm: customer-lookup/confirm, once, within LOOKUP_TTL_SECONDS); no store
 * route ever answers it (the promise is above `storeCustomerLookup` in the module service).
 * Answers are cached per cart: another cart asking the same is a call of its own, so a cached
 * answer never reaches a second guest and the rate limit counts every probe. The identification
 * number, phone and postal code reach neither logs nor cache keys in clear.
 */
export async function POST(req: MedusaStoreRequest<CustomerLookupBodyType>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody
  const cart = await loadStoreCart(req, body.cart_id)
  const country = rivertyCountryOf(cart)
  const request = lookupRequest(body, country)
  const providerId = await firstRivertyProviderOf(req, cart.regionId)
  const connection = connectionFor(req, providerId)
  servedCountryOf(connection, country, "cart_id")
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const fingerprint = async (value: string | undefined) => (value === undefined ? null : await rivertyModule.fingerprint(value))
  const inputs = {
    cart_id: cart.id,
    provider_id: providerId,
    country,
    category: request.customerCategory,
    identification: await fingerprint(request.identificationNumber),
    phone: await fingerprint(request.mobilePhone),
    postal: await fingerprint(request.postalCode),
  }
  // The sealed profile in the cache row opens only under this key (this cart, these inputs).
  const cacheKey = storeRouteCacheKey(STORE_ROUTES.customerLookup, inputs)
  let found: Found
  try {
    found = await cachedRivertyCall<Found>(req, STORE_ROUTES.customerLookup, inputs, async () => {
      const answer = await connection.client.lookup.customer(request, { country })
      const profile = answer.userProfiles?.[0]
      return profile ? { sealed: await rivertyModule.sealPersonal(profile, cacheKey) } : { sealed: null, message: customerFacingMessageOf(answer.riskCheckMessages), customer_facing_message: shopperWordsOf(answer.riskCheckMessages) }
    })
  } catch (error) {
    sendRivertyFailure(res, error, "Customer lookup is not available right now; please enter your details", {
      identificationNumber: body.organization_number !== undefined ? "organization_number" : "identification_number",
      mobilePhone: "mobile_phone",
      postalCode: "postal_code",
    })
    return
  }
  if (!found.sealed) {
    res.status(404).json({
      type: "not_found",
      message: found.message ?? "No customer was found for these details; please enter your details",
      ...(found.customer_facing_message ? { customer_facing_message: found.customer_facing_message } : {}),
    })
    return
  }
  const profile = await rivertyModule.openSealed<UserProfile>(found.sealed, cacheKey)
  const address = billingAddressOf(profile, country)
  const customer = maskedCustomerOf(profile, country)
  const record: CustomerLookupRecord | undefined = address ? { address, masked: maskedBillingOf(customer) } : undefined
  const lookupId = record ? await rivertyModule.storeCustomerLookup(cart.id, record, LOOKUP_TTL_SECONDS) : null
  res.json({ lookup_id: lookupId, customer })
}
