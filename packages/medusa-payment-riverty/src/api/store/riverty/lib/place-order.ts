import type { MedusaNextFunction, MedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { prepareRetrieveQuery } from "@medusajs/framework"
import { refetchCart } from "@medusajs/medusa/api/store/carts/helpers"
import { defaultStoreCartFields } from "@medusajs/medusa/api/store/carts/query-config"
import { defaultStoreRetrieveOrderFields } from "@medusajs/medusa/api/store/orders/query-config"
import { isRivertyProvider } from "../../../../connection"
import { authorizeRivertyCartWorkflow, type AuthorizedRivertyCart } from "../../../../workflows/checkout/authorize-cart"
import { COMPLETED_CART_REFUSAL } from "../../../../workflows/checkout/cart-session"
import type { FindCartSessionInput } from "../../../../workflows/checkout/steps/find-cart-riverty-session"
import { markPaysWithoutRiverty, registerAuthorizingBrowser } from "./shopper-browser"

type Row = Record<string, unknown>
type Query = { graph(config: { entity: string; fields: string[]; filters?: Record<string, unknown> }): Promise<{ data: unknown[] }> }

// The session statuses complete-cart takes (core-flows' validateCartPaymentsStep) that Medusa has
// not yet authorized: Riverty's decision comes first for them. An authorized session needs none.
const UNDECIDED = new Set(["pending", "requires_more", "pending_authorization"])
const PROCESSABLE = new Set([...UNDECIDED, "authorized", "captured"])

// The errors Medusa's complete-cart route answers with the cart (200) rather than as a failure.
const CART_ANSWERS = new Set<string>([MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR])

/**
 * Whether the cart completes with one Riverty session that Medusa has not authorized: complete-cart
 * would authorize its first processable session, and it is this one: then the place order's input
 * (the cart, its payment collection, region and customer, whose rows are read again under the
 * lock, beside the cart). A cart found without any Riverty session is marked on the response, so
 * that the next middleware reads nothing for it.
 */
async function completesWithUndecidedRiverty(query: Query, res: MedusaResponse, cartId: string): Promise<FindCartSessionInput | undefined> {
  const { data } = await query.graph({
    entity: "cart",
    fields: [
      "id",
      "completed_at",
      "region_id",
      "customer_id",
      "payment_collection.id",
      "payment_collection.payment_sessions.provider_id",
      "payment_collection.payment_sessions.status",
    ],
    filters: { id: cartId },
  })
  const cart = data[0] as Row | undefined
  const collection = cart?.payment_collection as Row | null | undefined
  const all = (collection?.payment_sessions ?? []) as Row[]
  if (cart && !all.some((s) => isRivertyProvider(String(s.provider_id)))) markPaysWithoutRiverty(res)
  if (!cart || cart.completed_at) return undefined
  const sessions = all.filter((s) => PROCESSABLE.has(String(s.status)))
  const undecided = sessions.length === 1 && isRivertyProvider(String(sessions[0].provider_id)) && UNDECIDED.has(String(sessions[0].status))
  if (!undecided) return undefined
  return {
    cart_id: cartId,
    ...(typeof collection?.id === "string" ? { payment_collection_id: collection.id } : {}),
    ...(typeof cart.region_id === "string" ? { region_id: cart.region_id, customer_id: typeof cart.customer_id === "string" ? cart.customer_id : null } : {}),
  }
}

/** What Medusa's complete-cart route answers for a cart it did not complete: the cart (its own fields) and the reason. */
async function answerWithCart(req: MedusaRequest, res: MedusaResponse, cartId: string, error: MedusaError): Promise<void> {
  const cartReq = await prepareRetrieveQuery({}, { defaults: defaultStoreCartFields }, req)
  const cart = await refetchCart(cartId, req.scope, cartReq.remoteQueryConfig.fields)
  res.status(200).json({ type: "cart", cart, error: { message: error.message, name: error.name, type: error.type } })
}

async function answerWithOrder(req: MedusaRequest, res: MedusaResponse, orderId: string): Promise<void> {
  const query = req.scope.resolve<Query>(ContainerRegistrationKeys.QUERY)
  const fields = (req as MedusaRequest & { queryConfig?: { fields?: string[] } }).queryConfig?.fields ?? defaultStoreRetrieveOrderFields
  const { data } = await query.graph({ entity: "order", fields, filters: { id: orderId } })
  res.status(200).json({ type: "order", order: data[0] })
}

/** The workflow's refusal of a cart an earlier request completed (a repeated "Place order", or one that waited for the lock). */
const completedBefore = (failure: unknown): boolean => MedusaError.isMedusaError(failure) && (failure as MedusaError).message === COMPLETED_CART_REFUSAL

/** Riverty's decision that made no order, as complete-cart words it (core-flows' authorizePaymentSessionStep). */
function decisionError(placed: AuthorizedRivertyCart): MedusaError {
  return placed.payment_session.status === "requires_more"
    ? new MedusaError(MedusaError.Types.PAYMENT_REQUIRES_MORE_ERROR, "More information is required for payment")
    : new MedusaError(MedusaError.Types.PAYMENT_AUTHORIZATION_ERROR, "Payment authorization failed")
}

/**
 * `POST /store/carts/:id/complete` of a cart paying with Riverty: "Place order" in one request.
 * The plugin's authorize workflow, with `complete`, has Riverty decide and Medusa complete the cart
 * under one lock, and the answer is complete-cart's own: `{type: "order", order}`, or
 * `{type: "cart", cart, error}` with the session `requires_more` (Riverty's hosted page in its data)
 * or `error` (Riverty's refusal, or a cart changed after Riverty accepted it); any other failure as
 * Medusa's route answers it. Any other cart (another provider, a session Medusa authorized already,
 * a cart completed before, also one found completed under the lock) goes on to Medusa's route.
 */
export async function placeRivertyOrderOnComplete(req: MedusaRequest, res: MedusaResponse, next: MedusaNextFunction): Promise<void> {
  const cartId = String(req.params.id)
  let release = (): void => undefined
  try {
    const input = await completesWithUndecidedRiverty(req.scope.resolve<Query>(ContainerRegistrationKeys.QUERY), res, cartId)
    if (!input) return next()
    release = registerAuthorizingBrowser(req, cartId)
    const { result, errors } = await authorizeRivertyCartWorkflow(req.scope).run({ input: { ...input, complete: true }, throwOnError: false })
    const failure = errors?.[0]?.error as unknown
    if (failure) {
      if (MedusaError.isMedusaError(failure) && CART_ANSWERS.has((failure as MedusaError).type)) return await answerWithCart(req, res, cartId, failure as MedusaError)
      // Medusa's route answers a completed cart with its order (complete-cart finds it by the cart).
      if (completedBefore(failure)) return next()
      // Anything else is answered as Medusa's route answers it (the checkout deadline's 400 among them).
      return next(failure)
    }
    const placed = result as AuthorizedRivertyCart
    if (placed.order_id) return await answerWithOrder(req, res, placed.order_id)
    await answerWithCart(req, res, cartId, decisionError(placed))
  } catch (error) {
    next(error)
  } finally {
    release()
  }
}
