import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { completeCartWorkflow } from "@medusajs/medusa/core-flows"
import { verifyRedirectReturn, type CountryCode } from "../../../riverty"
import {
  clientForOptions,
  findProviderOptions,
  orderNumberFor,
  orderStatusFromQuery,
} from "../../../providers/riverty"
import type { RivertyProviderOptions } from "../../../providers/riverty"

export type ReturnOutcome =
  | { kind: "redirect"; location: string }
  | { kind: "error"; status: number; message: string }

type Query = { graph(config: { entity: string; fields: string[]; filters?: Record<string, unknown> }): Promise<{ data: unknown[] }> }
type Row = Record<string, unknown>

const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined)

async function first(query: Query, entity: string, fields: string[], filters: Record<string, unknown>): Promise<Row | undefined> {
  const { data } = await query.graph({ entity, fields, filters })
  return data[0] as Row | undefined
}

const successUrl = (options: RivertyProviderOptions, orderId: string) =>
  `${options.storefrontUrl.replace(/\/+$/, "")}${options.successPath}?order_id=${encodeURIComponent(orderId)}`

const checkoutUrl = (options: RivertyProviderOptions, reason: string) =>
  `${options.storefrontUrl.replace(/\/+$/, "")}${options.checkoutPath}?riverty_error=${encodeURIComponent(reason)}`

async function orderOfCart(query: Query, cartId: string): Promise<string | undefined> {
  return text((await first(query, "order_cart", ["order_id"], { cart_id: cartId }))?.order_id)
}

/**
 * The customer's return from Riverty's hosted page (design decision 6). The query's signature is
 * checked first; it is only a hint, so the status is confirmed with GET order before the cart is
 * completed. Completing is idempotent: a reload (or a notification that came first) finds the
 * order of the cart and sends the customer to it again.
 */
export async function processRedirectReturn(scope: MedusaContainer, params: Record<string, unknown>): Promise<ReturnOutcome> {
  const sessionId = text(params.session_id)
  if (!sessionId) return { kind: "error", status: 400, message: "session_id is missing" }
  const query = scope.resolve<Query>(ContainerRegistrationKeys.QUERY)
  const session = await first(query, "payment_session", ["id", "provider_id", "data", "payment_collection_id"], { id: sessionId })
  if (!session) return { kind: "error", status: 404, message: "Unknown payment session" }
  const configModule = scope.resolve<Parameters<typeof findProviderOptions>[0]>(ContainerRegistrationKeys.CONFIG_MODULE)
  const options = findProviderOptions(configModule, String(session.provider_id))
  if (!options) return { kind: "error", status: 400, message: "The payment session is not a Riverty session" }

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
  if (!signed || !orderNumber || !orderStatus) return { kind: "redirect", location: checkoutUrl(options, "invalid_signature") }

  const cart = await first(query, "cart_payment_collection", ["cart_id"], { payment_collection_id: session.payment_collection_id })
  const cartId = text(cart?.cart_id)
  if (!cartId) return { kind: "error", status: 404, message: "No cart for this payment session" }
  const existing = await orderOfCart(query, cartId)
  if (existing) return { kind: "redirect", location: successUrl(options, existing) }

  if (!orderStatusFromQuery(orderStatus)) return { kind: "redirect", location: checkoutUrl(options, "invalid_status") }
  const data = (session.data ?? {}) as Row
  const country = text(data.country) as CountryCode | undefined
  let confirmed: string | undefined
  try {
    const order = await clientForOptions(options).orders.getOrder(orderNumber, country ? { country } : {})
    confirmed = order.orderDetails.status ?? undefined
  } catch {
    return { kind: "redirect", location: checkoutUrl(options, "status_unavailable") }
  }
  if (confirmed !== "Accepted") {
    // Riverty's word wins over the query's: a claimed "accepted" on a pending order stays pending.
    return { kind: "redirect", location: checkoutUrl(options, confirmed ? confirmed.toLowerCase() : "status_unavailable") }
  }

  try {
    const { result } = await completeCartWorkflow(scope).run({ input: { id: cartId } })
    return { kind: "redirect", location: successUrl(options, result.id) }
  } catch {
    // A notification may have completed the cart at the same moment; its order is the answer.
    const raced = await orderOfCart(query, cartId)
    if (raced) return { kind: "redirect", location: successUrl(options, raced) }
    return { kind: "redirect", location: checkoutUrl(options, "completion_failed") }
  }
}
