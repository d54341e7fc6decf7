import type { MedusaRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { isRivertyProvider } from "../../../../connection"
import { V3_COUNTRIES, type CountryCode, type Currency } from "riverty-client"
import { centsToAmount, toCents } from "../../../../riverty-order"

type Row = Record<string, unknown>

/** What the store routes read of a cart: its money in major units and the country Riverty is asked for. */
export interface StoreCart {
  id: string
  regionId: string
  /** Total and net total in major units, rounded to the cent (Riverty's form). */
  total: number
  netTotal: number
  currency: Currency
  /** The billing country (else the shipping country), upper case; undefined when the cart has no address yet. */
  country: string | undefined
  email: string | null
  /** The cart's `locale` (BCP 47), the shopper's language as the storefront set it. */
  locale: string | null
}

/** The cart, or 404 naming it. */
export async function loadStoreCart(req: MedusaRequest, cartId: string): Promise<StoreCart> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "region_id", "email", "total", "tax_total", "currency_code", "completed_at", "locale", "billing_address.country_code", "shipping_address.country_code"],
    filters: { id: cartId },
  })
  const cart = data[0] as Row | undefined
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `cart_id: cart ${cartId} not found`)
  const address = ((cart.billing_address as Row | null)?.country_code ? cart.billing_address : cart.shipping_address) as Row | null
  const totalCents = toCents(cart.total as number)
  const taxCents = toCents((cart.tax_total as number | null) ?? 0)
  return {
    id: String(cart.id),
    regionId: String(cart.region_id),
    total: centsToAmount(totalCents),
    netTotal: centsToAmount(totalCents - taxCents),
    currency: String(cart.currency_code).toUpperCase() as Currency,
    country: address?.country_code ? String(address.country_code).toUpperCase() : undefined,
    email: (cart.email as string | null) ?? null,
    locale: typeof cart.locale === "string" && cart.locale.trim() ? cart.locale : null,
  }
}

/** The cart's country when Riverty serves it, else a 400 naming `cart_id`. */
export function rivertyCountryOf(cart: StoreCart): CountryCode {
  if (!cart.country || !(V3_COUNTRIES as readonly string[]).includes(cart.country)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "cart_id: the cart needs a billing address in a Riverty country")
  }
  return cart.country as CountryCode
}

/** The region's enabled Riverty payment providers, in the region's order. */
export async function regionRivertyProviders(req: MedusaRequest, regionId: string): Promise<string[]> {
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "region",
    fields: ["id", "payment_providers.id", "payment_providers.is_enabled"],
    filters: { id: regionId },
  })
  const providers = ((data[0] as Row | undefined)?.payment_providers ?? []) as Row[]
  return providers
    .filter((provider) => provider && provider.is_enabled !== false && isRivertyProvider(String(provider.id)))
    .map((provider) => String(provider.id))
}
