import type { RiskData } from "riverty-client"
import { buildRiskData, loadCustomerHistory, type CartSnapshot } from "../order-mapping"
import type { StorefrontSessionInput } from "../payment-methods"
import type { ShopperBrowser } from "../../../modules/riverty"
import type { OperationContext, SessionStateStore } from "./context"

/**
 * `customer.riskData` for this cart's authorize: the shopper's IP address and user agent that the
 * store routes recorded for the cart (api/store/riverty/lib/shopper-browser.ts; the provider never
 * sees the request), the registered customer's order history, and the storefront's profile
 * tracking id, each as the provider's `riskData` option allows. Risk data is optional for
 * Riverty: a part that cannot be read is left out, it never stops the checkout. Nothing of it is
 * logged.
 */
export async function riskDataFor(
  ctx: OperationContext,
  store: SessionStateStore,
  cart: CartSnapshot,
  storefront: StorefrontSessionInput,
  /** What the completing request already read or started (see completingCartOf). */
  prepared: PreparedRiskReads = {},
): Promise<RiskData | undefined> {
  const options = ctx.options.riskData
  const query = ctx.query
  // Both reads at once: the shopper waits for the slower one only.
  const [client, history] = await Promise.all([
    prepared.client ?? readShopperBrowser(ctx, store, cart.id),
    options.customerHistory && query
      ? optional(ctx, "customer history", () => loadCustomerHistory(query, cart, new Date(), hasAccountOf(cart, prepared.customer)))
      : undefined,
  ] as const)
  return buildRiskData({
    options,
    client: client ? { ipAddress: client.ip_address, userAgent: client.user_agent } : undefined,
    history,
    profileTrackingId: storefront.profile_tracking_id,
  })
}

export interface PreparedRiskReads {
  /** The completing request's own client, or the read of the recorded one started before the cart's. */
  client?: Promise<ShopperBrowser | undefined>
  /** The cart's customer as the completing request found it. */
  customer?: { id: string; hasAccount: boolean }
}

/** Whether the cart's customer has an account, when the completing request read that customer. */
const hasAccountOf = (cart: CartSnapshot, customer: PreparedRiskReads["customer"]): boolean | undefined =>
  customer && customer.id === cart.customerId ? customer.hasAccount : undefined

/**
 * The cart's recorded checkout client, when the options send a part of it. Undefined when
 * neither part is sent or the read fails (risk data is optional).
 */
export function readShopperBrowser(ctx: OperationContext, store: SessionStateStore, cartId: string): Promise<ShopperBrowser | undefined> | undefined {
  const options = ctx.options.riskData
  if (!options.ipAddress && !options.userAgent) return undefined
  return optional(ctx, "checkout client", () => store.shopperBrowserOf(cartId))
}

/** Riverty has answered: the cart's IP address and user agent are no longer needed. */
export async function forgetShopperBrowser(ctx: OperationContext, store: SessionStateStore, cartId: string): Promise<void> {
  await optional(ctx, "checkout client removal", () => store.forgetShopperBrowser(cartId))
}

async function optional<T>(ctx: OperationContext, what: string, read: () => Promise<T>): Promise<T | undefined> {
  try {
    return await read()
  } catch (error) {
    ctx.logger?.warn(`Riverty: ${what} unavailable for authorize's risk data (${error instanceof Error ? error.name : "error"})`)
    return undefined
  }
}
