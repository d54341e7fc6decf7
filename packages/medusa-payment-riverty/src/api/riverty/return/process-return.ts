import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { verifyRedirectReturn, type CountryCode } from "riverty-client"
import { rivertyPluginOptions, rivertyProviderConnection, type ConnectionOptions } from "../../../connection"
import { orderNumberFor, orderStatusFromQuery } from "../../../providers/riverty"
import type { RivertyProviderOptions } from "../../../providers/riverty"

/**
 * Where the browser goes, and what failed when it is sent back to checkout. `location` is missing
 * only when no Riverty provider is configured at all (there is no storefront to send it to).
 */
export interface ReturnOutcome {
  location?: string
  failure?: ReturnFailure
}

/** What the log says about a failed return: ids and error kinds only, never the query's signature. */
export interface ReturnFailure {
  reason: string
  detail: string
  /** The shopper's own outcome at Riverty (rejected, cancelled...), not a failure of the store. */
  expected?: boolean
  sessionId?: string
  error?: unknown
}

type Query = { graph(config: { entity: string; fields: string[]; filters?: Record<string, unknown> }): Promise<{ data: unknown[] }> }
type Row = Record<string, unknown>

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined)

async function first(query: Query, entity: string, fields: string[], filters: Record<string, unknown>): Promise<Row | undefined> {
  const { data } = await query.graph({ entity, fields, filters })
  return data[0] as Row | undefined
}

const successUrl = (options: RivertyProviderOptions, orderId: string) =>
  `${options.storefrontUrl.replace(/\/+$/, "")}${options.successPath}?order_id=${encodeURIComponent(orderId)}`

const checkoutUrl = (options: ConnectionOptions, reason: string) =>
  options.storefrontUrl && `${options.storefrontUrl.replace(/\/+$/, "")}${options.checkoutPath}?riverty_error=${encodeURIComponent(reason)}`

const backToCheckout = (options: ConnectionOptions, failure: ReturnFailure): ReturnOutcome => ({
  location: checkoutUrl(options, failure.reason) || undefined,
  failure,
})

/** Back to the storefront's checkout (the plugin's storefrontUrl), for failures that know no session. */
export function fallbackReturn(scope: MedusaContainer, failure: ReturnFailure): ReturnOutcome {
  return backToCheckout(rivertyPluginOptions(scope), failure)
}

async function orderOfCart(query: Query, cartId: string): Promise<string | undefined> {
  return text((await first(query, "order_cart", ["order_id"], { cart_id: cartId }))?.order_id)
}

/**
 * The customer's return from Riverty's hosted page (an authorize that answered `Pending` sent the
 * shopper there with this route as `merchantUrl`). The query's signature is checked first; it is
 * only a hint, so the status is confirmed with GET order before the cart is completed. Completing
 * is idempotent: a reload (or a notification that came first) finds the order of the cart and
 * sends the customer to it again.
 */
export async function processRedirectReturn(scope: MedusaContainer, params: Record<string, unknown>): Promise<ReturnOutcome> {
  const sessionId = text(params.session_id)
  // Without a known session the browser still goes back to a storefront: the first Riverty provider's.
  if (!sessionId) return fallbackReturn(scope, { reason: "unknown_session", detail: "session_id is missing" })
  const query = scope.resolve<Query>(ContainerRegistrationKeys.QUERY)
  const session = await first(query, "payment_session", ["id", "provider_id", "data", "payment_collection_id"], { id: sessionId })
  if (!session) {
    return fallbackReturn(scope, { reason: "unknown_session", detail: "no such payment session", sessionId })
  }
  const connection = rivertyProviderConnection(scope, String(session.provider_id))
  if (!connection) {
    return fallbackReturn(scope, {
      reason: "unknown_session",
      detail: `the payment session belongs to provider ${String(session.provider_id)}, not Riverty`,
      sessionId,
    })
  }
  const { client, options } = connection

  const orderNumber = text(params.ordernumber)
  const orderStatus = text(params.orderstatus)
  const signature = text(params.signature)
  const signed =
    !!options.signatureKey &&
    !!orderNumber &&
    !!orderStatus &&
    !!signature &&
    orderNumber === orderNumberFor(sessionId, options) &&
    verifyRedirectReturn({ orderNumber, orderStatus, signature }, options.signatureKey)
  if (!signed || !orderNumber || !orderStatus) {
    return backToCheckout(options, { reason: "invalid_signature", detail: "the return's signature or order number does not match", sessionId })
  }

  const cart = await first(query, "cart_payment_collection", ["cart_id"], { payment_collection_id: session.payment_collection_id })
  const cartId = text(cart?.cart_id)
  if (!cartId) return backToCheckout(options, { reason: "unknown_cart", detail: "no cart for this payment session", sessionId })
  const existing = await orderOfCart(query, cartId)
  if (existing) return { location: successUrl(options, existing) }

  if (!orderStatusFromQuery(orderStatus)) {
    return backToCheckout(options, { reason: "invalid_status", detail: "the signed order status is not one Riverty uses", sessionId })
  }
  const data = (session.data ?? {}) as Row
  const country = text(data.country) as CountryCode | undefined
  let confirmed: string | undefined
  try {
    const order = await client.orders.getOrder(orderNumber, {
      ...(country ? { country } : {}),
      deadlineMs: options.checkoutDeadlineMs,
    })
    confirmed = order.orderDetails.status ?? undefined
  } catch (error) {
    return backToCheckout(options, { reason: "status_unavailable", detail: "Riverty's order status could not be read", sessionId, error })
  }
  if (confirmed !== "Accepted") {
    // Riverty's word wins over the query's: a claimed "accepted" on a pending order stays pending.
    const reason = confirmed ? confirmed.toLowerCase() : "status_unavailable"
    return backToCheckout(options, {
      reason,
      detail: `Riverty reports the order as ${confirmed ?? "without a status"}`,
      sessionId,
      expected: !!confirmed,
    })
  }

  try {
    const { result } = await completeCartWorkflow(scope).run({ input: { id: cartId } })
    return { location: successUrl(options, result.id) }
  } catch (error) {
    // A notification may have completed the cart at the same moment; its order is the answer.
    const raced = await orderOfCart(query, cartId)
    if (raced) return { location: successUrl(options, raced) }
    return backToCheckout(options, { reason: "completion_failed", detail: "the cart could not be completed", sessionId, error })
  }
}
