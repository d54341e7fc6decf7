import { MedusaError } from "@medusajs/framework/utils"
import type { AuthorizePaymentInput, AuthorizePaymentOutput, PaymentSessionStatus } from "@medusajs/framework/types"
import { deriveIdempotencyKey, redirectUrlOf, RivertyError, type AuthorizeRequestInput, type CountryCode } from "riverty-client"
import {
  buildCustomers,
  buildOrderLinesCents,
  cartFingerprint,
  checkedAuthorizeRequestExtension,
  correctedAddressOf,
  loadCartForSession,
  referencesOf,
  toOrderItems,
  withExtraLines,
  withLookedUpBilling,
  type AuthorizeRequestExtension,
  type CartSnapshot,
} from "../order-mapping"
import type { CustomerLookupRecord } from "../../../modules/riverty/lib/customer-lookup-record"
import { completingCartOf, decisionOf, keepDecision } from "../../../modules/riverty/lib/completing-carts"
import { paymentFor, type StorefrontSessionInput } from "../payment-methods"
import { sessionStatusForOrderStatus, sessionStatusForOutcome } from "../status-mapping"
import { sessionDataOf, type OperationContext } from "./context"
import { servesCountry, toMedusaError, unservedCountryError } from "../../../connection"
import { safeHttpUrl } from "riverty-storefront"
import { refuseChangedCart } from "./changed-cart"
import { errorSessionFields, isTransient, toCheckoutError } from "./errors"
import { forgetShopperBrowser, readShopperBrowser, riskDataFor, type PreparedRiskReads } from "./risk-data"
import { requireSessionState, sessionIdOfAuthorize, sessionOutput, stateStoreOf, type PaymentSessionStateRecord } from "./session-state"

const result = (status: PaymentSessionStatus, row: PaymentSessionStateRecord): AuthorizePaymentOutput => ({ status, data: sessionOutput(row) })

/** The merchantUrl of the redirect flow: the plugin's public return route for this session. */
export function merchantUrlFor(backendUrl: string, sessionId: string): string {
  return `${backendUrl.replace(/\/+$/, "")}/riverty/return?session_id=${encodeURIComponent(sessionId)}`
}

// Answers that certainly made no order at Riverty; every other failure leaves the outcome unknown.
const REFUSAL_KINDS = new Set(["validation", "request", "authentication", "risk_rejection"])
const isRefusal = (error: unknown): error is RivertyError =>
  error instanceof RivertyError && !isTransient(error) && REFUSAL_KINDS.has(error.kind)

/**
 * The key of the authorize context that carries a store's additions to the request (the
 * `extendAuthorizeRequest` hook of the plugin's authorize workflow). The context, not the session
 * data: the storefront writes the data, and the storefront never adds lines.
 */
export const AUTHORIZE_EXTENSION_CONTEXT_KEY = "riverty_authorize_extension"

const extensionOf = (context: AuthorizePaymentInput["context"]): AuthorizeRequestExtension | undefined =>
  checkedAuthorizeRequestExtension((context as Record<string, unknown> | undefined)?.[AUTHORIZE_EXTENSION_CONTEXT_KEY], "authorize context")

/**
 * The key of the authorize context that carries the checkout's cart as the plugin's place-order
 * workflow read it under the cart's lock (a `CartSnapshot`): authorize then reads no cart of its
 * own. Absent (Medusa's own authorize, a notification, a status check), the cart is read here.
 */
export const CHECKOUT_CART_CONTEXT_KEY = "riverty_checkout_cart"

function asCartSnapshot(value: unknown): CartSnapshot | undefined {
  const cart = value as CartSnapshot | null | undefined
  return cart && typeof cart.id === "string" && Array.isArray(cart.items) && Array.isArray(cart.shipping) ? cart : undefined
}

const checkoutCartOf = (context: AuthorizePaymentInput["context"]): CartSnapshot | undefined =>
  asCartSnapshot((context as Record<string, unknown> | undefined)?.[CHECKOUT_CART_CONTEXT_KEY])

const countryOf = (row: PaymentSessionStateRecord): { country?: CountryCode } => (row.country ? { country: row.country as CountryCode } : {})

/**
 * Asks Riverty for the order's status and records it: the second authorize of the redirect flow
 * (after the customer's return, or a notification) and every later status check.
 */
export async function confirmWithRiverty(ctx: OperationContext, row: PaymentSessionStateRecord): Promise<AuthorizePaymentOutput> {
  const order = await ctx.client.orders.getOrder(row.order_number, { ...countryOf(row), deadlineMs: ctx.options.checkoutDeadlineMs })
  const status = order.orderDetails.status ?? null
  const outcome = status === "Accepted" || status === "Rejected" ? status : row.outcome
  const next = await stateStoreOf(ctx).updatePaymentSessionState(row.session_id, { riverty_status: status, outcome })
  return result(sessionStatusForOrderStatus(status ?? undefined), next)
}

/**
 * An authorize whose answer never arrived (or that was interrupted) may have made an order at
 * Riverty. Reads it: an order Riverty decided is adopted; none, or one still waiting for the
 * shopper, is sent again with the same idempotency key (Riverty answers it with the first
 * result, redirect URL included). Returns the row, `sendAgain` when authorize must be repeated.
 */
export async function resolveUnknownAuthorize(ctx: OperationContext, row: PaymentSessionStateRecord): Promise<{ row: PaymentSessionStateRecord; sendAgain: boolean }> {
  let status: string | undefined
  try {
    const order = await ctx.client.orders.getOrder(row.order_number, countryOf(row))
    status = order.orderDetails.status ?? undefined
  } catch (error) {
    if (error instanceof RivertyError && error.kind === "not_found") return { row, sendAgain: true }
    throw toMedusaError(error, "order status")
  }
  if (status === "Accepted" || status === "Rejected") {
    const store = stateStoreOf(ctx)
    const next = await store.updatePaymentSessionState(row.session_id, {
      authorize_state: "answered",
      outcome: status,
      riverty_status: status,
      personal_data: null,
    })
    return { row: next, sendAgain: false }
  }
  return { row, sendAgain: true }
}

/**
 * Authorize decides only from the provider's state table and Riverty's answers, never from the
 * session `data` (the storefront's). It builds the Riverty order from the cart (read through
 * Query), the recorded choices and the personal fields from the vault, sends it once per session
 * (X-Idempotency-Key from the session id) and records the outcome. The personal fields are
 * deleted once Riverty has answered, whatever the answer.
 */
export async function authorizePayment(ctx: OperationContext, input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
  const sessionId = sessionIdOfAuthorize(sessionDataOf(input.data), input.context)
  // The cart is read while the state row is: the first authorize, the one the shopper waits for,
  // needs both, and an accepted one compares it with the cart Riverty accepted. A refused session
  // does not use it (a read of a few statements lost).
  // Riverty answered earlier in this request (the place order's decision, then complete-cart's
  // authorize): its recorded state is the row, and nothing is read for a request not sent again.
  const decided = decisionOf(sessionId) as PaymentSessionStateRecord | undefined
  const reads = startReads(ctx, sessionId, checkoutCartOf(input.context), decided !== undefined)
  let row = decided ?? (await requireSessionState(ctx, sessionId))

  if (row.authorize_state === "in_flight" || row.authorize_state === "unknown") {
    const resolved = await resolveUnknownAuthorize(ctx, row)
    row = resolved.row
    if (resolved.sendAgain) return sendAuthorize(ctx, row, reads, extensionOf(input.context))
  }
  // An acceptance voided since (its cart was not completed in time, or the order was cancelled)
  // reserves nothing: the shopper chooses again, never an order without a reservation.
  if (row.outcome === "Accepted" && (row.riverty_status === "Cancelled" || row.riverty_status === "Expired")) return result("error", row)
  // Riverty's acceptance holds for the cart it was asked about (changed-cart.ts).
  if (row.outcome === "Accepted") return (await refuseChangedCart(ctx, row, reads.cart)) ?? result("authorized", row)
  if (row.outcome === "Rejected") return result("error", row)
  // A hosted page Riverty answered in this request: its answer is the status, not asked again.
  if (row.outcome === "Pending" && decided) return result(sessionStatusForOutcome("Pending"), row)
  if (row.outcome === "Pending") {
    let confirmed: AuthorizePaymentOutput
    try {
      confirmed = await confirmWithRiverty(ctx, row)
    } catch (error) {
      throw toCheckoutError(error, "order status")
    }
    return (confirmed.status === "authorized" && (await refuseChangedCart(ctx, row, reads.cart))) || confirmed
  }
  // Riverty refused the request itself (a field, the totals): the shopper starts a new session.
  if (row.authorize_state === "answered") return result("error", row)
  return sendAuthorize(ctx, row, reads, extensionOf(input.context))
}

/** The reads authorize starts before it knows it will send: the cart, and what is keyed by it. */
interface StartedReads {
  cart: Promise<CartSnapshot>
  /** Started with the cart when the completing request named it; otherwise once the cart is read. */
  lookup?: Promise<CustomerLookupRecord | undefined>
  risk: PreparedRiskReads
}

function startReads(ctx: OperationContext, sessionId: string, handed: CartSnapshot | undefined, answered: boolean): StartedReads {
  const completing = completingCartOf(sessionId)
  // Handed down by the place order (its context, or for complete-cart's authorize in the same
  // request, the completion it registered): the cart as read under the lock still held.
  const known = handed ?? asCartSnapshot(completing?.cart)
  const cart = known ? Promise.resolve(known) : quiet(loadCartForSession(ctx.query, sessionId, completing))
  if (!completing || answered) return { cart, risk: {} }
  // The completing request knows the cart's id: its confirmed lookup is read beside the cart
  // rather than after it. The shopper's client is the completing request's own (never stored),
  // or, when it carried none, the one recorded with the payment session.
  const store = stateStoreOf(ctx)
  const client = completing.browser ? Promise.resolve(completing.browser) : readShopperBrowser(ctx, store, completing.cartId)
  return {
    cart,
    lookup: quiet(store.confirmedCustomerLookupOf<CustomerLookupRecord>(completing.cartId)),
    risk: { client, customer: completing.customer },
  }
}

/** A read that may end unused (a session already answered): its failure is not unhandled. */
function quiet<T>(read: Promise<T>): Promise<T> {
  read.catch(() => undefined)
  return read
}

async function sendAuthorize(
  ctx: OperationContext,
  row: PaymentSessionStateRecord,
  reads: StartedReads,
  extension: AuthorizeRequestExtension | undefined,
): Promise<AuthorizePaymentOutput> {
  const store = stateStoreOf(ctx)
  // The reads the shopper waits for go out together: the sealed fields open while the cart is
  // read through Query; then whatever is keyed by the cart and not yet started (its confirmed
  // customer lookup, the risk data's checkout client and history) at once.
  const [personal, loaded] = await Promise.all([openPersonalDataOrAskAgain(store, row), reads.cart])
  const storefront = { ...(row.choices as Record<string, unknown>), ...personal } as StorefrontSessionInput
  // A confirmed customer lookup: Riverty gets the full address it found, not the masked cart's.
  // The risk data needs only the cart's id, customer and currency, which a lookup does not change.
  const [{ cart, lookedUp }, riskData] = await Promise.all([
    lookedUpCart(store, loaded, reads.lookup),
    riskDataFor(ctx, store, loaded, storefront, reads.risk),
  ])
  const { customer, deliveryCustomer, country } = buildCustomers(cart, ctx.method, storefront)
  // The address may have moved to a country without an API key since the session began: the
  // shopper's 400, before anything is recorded or sent.
  const billingCountry = (cart.billingAddress ?? cart.shippingAddress)?.countryCode?.toUpperCase()
  if (billingCountry && !servesCountry(ctx.options, billingCountry)) throw unservedCountryError(billingCountry, "billing_address.country_code")
  if (riskData) customer.riskData = riskData
  // A store's extra lines net to zero (withExtraLines refuses others): the total stays the cart's.
  const lines = toOrderItems(withExtraLines(buildOrderLinesCents(cart), extension))
  const currency = cart.currencyCode.toUpperCase()
  const body: AuthorizeRequestInput = {
    payment: paymentFor(ctx.method, storefront),
    customer,
    ...(deliveryCustomer ? { deliveryCustomer } : {}),
    order: {
      number: row.order_number,
      totalGrossAmount: lines.totalGrossAmount,
      totalNetAmount: lines.totalNetAmount,
      currency: currency as NonNullable<AuthorizeRequestInput["order"]>["currency"],
      items: lines.items,
    },
    merchantUrl: merchantUrlFor(ctx.options.backendUrl, row.session_id),
    ...referencesOf(extension),
  }
  // Written before the call: if the process dies or the answer is lost, the next authorize and
  // delete/cancel know an order may exist at Riverty and look it up.
  row = await store.updatePaymentSessionState(row.session_id, {
    authorize_state: "in_flight",
    authorize_sent_at: new Date(),
    country: country ?? null,
    currency,
    amount: String(lines.totalGrossAmount),
    authorized_cart: cartFingerprint(loaded),
  })
  const idempotencyKey = deriveIdempotencyKey(row.session_id, "authorize")
  try {
    const response = await ctx.client.checkout.authorize(body, {
      idempotencyKey,
      deadlineMs: ctx.options.checkoutDeadlineMs,
      ...(country ? { country } : {}),
    })
    const message = response.riskCheckMessages?.find((m) => m.customerFacingMessage) ?? response.riskCheckMessages?.[0]
    const refused = response.outcome === "Rejected" || response.outcome === "NotEvaluated"
    // The answer and the end of the checkout client (no longer needed) in one round trip.
    const [next] = await Promise.all([
      store.updatePaymentSessionState(row.session_id, {
        authorize_state: "answered",
        personal_data: null,
        outcome: response.outcome,
        riverty_status: response.outcome,
        reservation_id: response.reservationId ?? null,
        checkout_id: response.checkoutId ?? null,
        customer_number: response.customer?.customerNumber ?? null,
        expiration_date: response.expirationDate ?? null,
        redirect_url: response.outcome === "Pending" ? hostedPageOf(ctx, redirectUrlOf(response)) : null,
        // Riverty's answer to a looked-up address is that person's address, and this record is
        // the session data the store API reads: never kept for a looked-up cart (the admin reads
        // the looked-up address the order keeps sealed).
        corrected_address: lookedUp ? null : (correctedAddressOf(customer.address, response.customer?.addressList?.[0]) ?? null),
        refusal: refused
          ? {
              customer_facing_message: message?.customerFacingMessage ?? null,
              action_code: message?.actionCode ?? null,
              error_code: message?.code ?? null,
            }
          : null,
      }),
      forgetShopperBrowser(ctx, store, cart.id),
    ])
    keepDecision(next.session_id, next)
    return result(sessionStatusForOutcome(response.outcome), next)
  } catch (error) {
    if (!isRefusal(error)) {
      // No answer (a timeout, a 5xx after retries, anything else): Riverty may hold an order.
      // Recorded as unknown; the personal fields stay until it is resolved, a resend needs them.
      await store.updatePaymentSessionState(row.session_id, { authorize_state: "unknown" })
      throw toCheckoutError(error, "authorize")
    }
    // A refused request (validation, totals, payment rules) is an answer the shopper must act on.
    const [next] = await Promise.all([
      store.updatePaymentSessionState(row.session_id, {
        authorize_state: "answered",
        personal_data: null,
        refusal: errorSessionFields(error),
      }),
      forgetShopperBrowser(ctx, store, cart.id),
    ])
    keepDecision(next.session_id, next)
    return result("error", next)
  }
}

/**
 * Riverty's hosted page for the storefront to send the browser to: only an http(s) URL (a peer's
 * `javascript:` would run in the shop's page). Dropped otherwise, and the session offers no page.
 */
function hostedPageOf(ctx: OperationContext, url: string | undefined): string | null {
  if (!url) return null
  const safe = safeHttpUrl(url)
  if (!safe) ctx.logger?.warn("Riverty answered a redirectUrl that is not http(s); it was dropped")
  return safe ?? null
}

/**
 * The sealed personal fields, or a 400 asking the shopper to enter them again when they can no
 * longer be read (the store rotated `personalDataKey` while this session waited): the shopper's
 * part, not a server failure.
 */
async function openPersonalDataOrAskAgain(store: ReturnType<typeof stateStoreOf>, row: PaymentSessionStateRecord) {
  try {
    return await store.openPersonalData(row)
  } catch {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "Riverty: the payment details of this session can no longer be read; please choose the payment method and enter them again",
    )
  }
}

/**
 * The cart with the full address of its confirmed customer lookup as billing address (see
 * withLookedUpBilling). A lookup that can no longer be read (the store rotated
 * `personalDataKey`) is the module's 400 asking the shopper to look up or type the address again.
 */
async function lookedUpCart(
  store: ReturnType<typeof stateStoreOf>,
  cart: CartSnapshot,
  started: Promise<CustomerLookupRecord | undefined> | undefined,
): Promise<{ cart: CartSnapshot; lookedUp: boolean }> {
  const lookup = await (started ?? store.confirmedCustomerLookupOf<CustomerLookupRecord>(cart.id))
  return withLookedUpBilling(cart, lookup)
}
