import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import type { Logger } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { isRivertyProvider, rivertyProviderConnection, type RiskDataOptions } from "../../../../connection"
import {
  CHECKOUT_FACT_FIELDS,
  RIVERTY_MODULE,
  checkoutFactsOf,
  registerAuthorizingRequest,
  registerCompletingCart,
  type ShopperBrowser,
  type CompletingCart,
  type RivertyModuleService,
} from "../../../../modules/riverty"
import { storeClientOf } from "./client-identity"

type Query = { graph(config: { entity: string; fields: string[]; filters?: Record<string, unknown> }): Promise<{ data: unknown[] }> }
type Row = Record<string, unknown>

/** Where a checkout request names its cart and the Riverty providers it involves. */
interface CheckoutRequest {
  cartId: string
  providerIds: string[]
}

/**
 * Records the shopper's IP address (the `trustedProxies` option decides it, see client-identity.ts)
 * and User-Agent for the cart when it chooses a Riverty payment session, for `customer.riskData`
 * of an authorize that no completing request of this process serves (Medusa calls the payment
 * provider without the request; the completing request hands its own browser over in the process,
 * see recordBrowserOnCartComplete). Only the parts the provider's `riskData` option sends. Stored
 * by the server in the plugin's module (never in session data, never logged), deleted once
 * Riverty has answered. A failure here never stops the checkout: risk data is optional.
 */
async function recordClient(req: MedusaRequest, found: CheckoutRequest): Promise<void> {
  const browser = browserOf(req, found.providerIds)
  if (browser) {
    await req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE).recordShopperBrowser(found.cartId, browser)
  }
}

/** The parts of the shopper's browser the providers send, or undefined when there is none. */
function browserOf(req: MedusaRequest, providerIds: string[]): ShopperBrowser | undefined {
  const parts = wantedParts(req, providerIds)
  const browser: ShopperBrowser = {}
  if (parts.ipAddress) browser.ip_address = storeClientOf(req)
  const agent = req.get("user-agent")
  if (parts.userAgent && agent) browser.user_agent = agent
  return browser.ip_address || browser.user_agent ? browser : undefined
}

function warnNotRecorded(req: MedusaRequest, error: unknown): void {
  req.scope
    .resolve<Logger>(ContainerRegistrationKeys.LOGGER)
    .warn(`Riverty: the shopper's browser was not recorded for risk data (${error instanceof Error ? error.name : "error"})`)
}

/** The union of what the involved providers' options send (several entries may differ). */
function wantedParts(req: MedusaRequest, providerIds: string[]): Pick<RiskDataOptions, "ipAddress" | "userAgent"> {
  const parts = { ipAddress: false, userAgent: false }
  for (const id of providerIds) {
    const risk = rivertyProviderConnection(req.scope, id)?.options.riskData
    parts.ipAddress ||= Boolean(risk?.ipAddress)
    parts.userAgent ||= Boolean(risk?.userAgent)
  }
  return parts
}

async function cartOfCollection(query: Query, collectionId: string): Promise<string | undefined> {
  const { data } = await query.graph({ entity: "cart_payment_collection", fields: ["cart_id"], filters: { payment_collection_id: collectionId } })
  const cartId = (data[0] as Row | undefined)?.cart_id
  return typeof cartId === "string" ? cartId : undefined
}

/** `POST /store/payment-collections/:id/payment-sessions` choosing a Riverty provider. */
export async function recordBrowserOnPaymentSession(req: MedusaRequest, _res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  try {
    const providerId = (req.body as Row | undefined)?.provider_id
    if (typeof providerId === "string" && isRivertyProvider(providerId)) {
      const cartId = await cartOfCollection(req.scope.resolve<Query>(ContainerRegistrationKeys.QUERY), String(req.params.id))
      if (cartId) await recordClient(req, { cartId, providerIds: [providerId] })
    }
  } catch (error) {
    warnNotRecorded(req, error)
  }
  next()
}

/** A cart being completed with Riverty: its sessions, and the facts authorize takes from it. */
interface CompletingRiverty extends CheckoutRequest {
  sessionIds: string[]
  facts: Pick<CompletingCart, "automaticTaxes" | "customer">
}

/** The Riverty sessions of a cart being completed, or undefined when it pays otherwise. */
async function completingRiverty(query: Query, cartId: string): Promise<CompletingRiverty | undefined> {
  // The region and the customer are other modules: Query reads them beside the payment collection.
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "payment_collection.payment_sessions.id", "payment_collection.payment_sessions.provider_id", ...CHECKOUT_FACT_FIELDS],
    filters: { id: cartId },
  })
  const cart = data[0] as Row | undefined
  const sessions = ((cart?.payment_collection as Row | undefined)?.payment_sessions ?? []) as Row[]
  const rivertySessions = sessions.filter((session) => isRivertyProvider(String(session.provider_id)))
  if (!rivertySessions.length) return undefined
  return {
    cartId,
    providerIds: [...new Set(rivertySessions.map((session) => String(session.provider_id)))],
    sessionIds: rivertySessions.map((session) => String(session.id)),
    facts: checkoutFactsOf(cart),
  }
}

/**
 * `POST /store/carts/:id/complete` of a cart with a Riverty payment session: the shopper's IP
 * address and user agent of this request are the ones authorize sends, handed to it in the
 * process (lib/completing-carts.ts in the module), never stored. A completion after the redirect
 * flow's return sends nothing new to Riverty, so what it hands over goes unused.
 *
 * Medusa's completion starts at once, beside this work rather than after it: its own reads and
 * the order take far longer than this read, and authorize, which needs it, finds the completion
 * registered.
 */
export function recordBrowserOnCartComplete(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): void {
  if (paysWithoutRiverty(res)) return next()
  let closed = false
  let release = (): void => undefined
  res.once("close", () => {
    closed = true
    release()
  })
  const cartId = String(req.params.id)
  void (async () => {
    try {
      const found = await completingRiverty(req.scope.resolve<Query>(ContainerRegistrationKeys.QUERY), cartId)
      if (!found || closed) return
      release = registerCompletingCart(found.sessionIds, { cartId, browser: browserOf(req, found.providerIds), ...found.facts })
    } catch (error) {
      warnNotRecorded(req, error)
    }
  })()
  next()
}

// Set by the place order's middleware before this one: the cart it read has no Riverty session.
const PAYS_WITHOUT_RIVERTY = "rivertyPaysWithout"

/** The cart of this complete-cart request was read and has no Riverty payment session. */
export function markPaysWithoutRiverty(res: MedusaResponse): void {
  res.locals[PAYS_WITHOUT_RIVERTY] = true
}

const paysWithoutRiverty = (res: MedusaResponse): boolean => res.locals?.[PAYS_WITHOUT_RIVERTY] === true

/**
 * `POST /store/riverty/authorize`: like a completion, the request's own browser is handed to the
 * authorize it runs (never stored). The route reads nothing for it: the workflow finds the cart's
 * session under the cart's lock and adopts the request (adoptAuthorizingRequest). Returns the
 * function that removes it, once the run is over.
 */
export function registerAuthorizingBrowser(req: MedusaRequest, cartId: string): () => void {
  return registerAuthorizingRequest(cartId, (providerIds) => {
    try {
      return browserOf(req, providerIds)
    } catch (error) {
      warnNotRecorded(req, error)
      return undefined
    }
  })
}
