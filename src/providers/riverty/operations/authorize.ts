import type { AuthorizePaymentInput, AuthorizePaymentOutput, PaymentSessionStatus } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { deriveIdempotencyKey, redirectUrlOf, RivertyError, type AuthorizeRequestInput } from "../../../riverty"
import { buildCustomers, buildOrderItems, loadCartForSession } from "../order-mapping"
import { parseStorefrontInput, paymentFor, withoutPersonalData, type RivertySessionData } from "../session-data"
import { sessionStatusForOrderStatus, sessionStatusForOutcome } from "../status-mapping"
import { countryOption, sessionDataOf, type OperationContext } from "./context"
import { errorSessionFields, isTransient, toCheckoutError } from "./errors"

// Once Riverty holds the order, the birth date, identification number and IBAN are not kept here.
const result = (status: PaymentSessionStatus, data: RivertySessionData): AuthorizePaymentOutput => ({
  status,
  data: status === "authorized" ? withoutPersonalData(data) : data,
})

/** The merchantUrl of the redirect flow: the plugin's public return route for this session. */
export function merchantUrlFor(backendUrl: string, sessionId: string): string {
  return `${backendUrl.replace(/\/+$/, "")}/riverty/return?session_id=${encodeURIComponent(sessionId)}`
}

/**
 * Asks Riverty for the order's status and maps it: the second authorize of the redirect flow
 * (after the customer's return, or a notification) and every later status check.
 */
export async function confirmWithRiverty(ctx: OperationContext, data: RivertySessionData): Promise<AuthorizePaymentOutput> {
  const order = await ctx.client.orders.getOrder(data.order_number, { ...countryOption(data), deadlineMs: ctx.options.checkoutDeadlineMs })
  const status = order.orderDetails.status ?? undefined
  const next: RivertySessionData = { ...data, riverty_status: status }
  if (status === "Accepted") next.riverty_outcome = "Accepted"
  if (status === "Rejected") next.riverty_outcome = "Rejected"
  return result(sessionStatusForOrderStatus(status), next)
}

/**
 * Authorize: builds the Riverty order from the cart (read through Query) and the storefront's
 * fields, sends it once per session (X-Idempotency-Key from Medusa's key, so a retry after a
 * lost answer returns the first reservation) and maps the outcome. A session that already has an
 * outcome is not sent again: Pending asks GET order, Accepted and Rejected repeat themselves.
 */
export async function authorizePayment(ctx: OperationContext, input: AuthorizePaymentInput): Promise<AuthorizePaymentOutput> {
  const data = sessionDataOf(input.data)
  if (!data.order_number || !data.session_id) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Riverty: the payment session was not initiated by this provider")
  }
  if (data.riverty_outcome === "Accepted") return result("authorized", data)
  if (data.riverty_outcome === "Rejected") return result("error", data)
  if (data.riverty_outcome === "Pending") {
    try {
      return await confirmWithRiverty(ctx, data)
    } catch (error) {
      throw toCheckoutError(error, "order status")
    }
  }

  const storefront = parseStorefrontInput(ctx.method, data)
  const cart = await loadCartForSession(ctx.query, data.session_id)
  const { customer, deliveryCustomer, country } = buildCustomers(cart, ctx.method, storefront)
  const lines = buildOrderItems(cart)
  const currency = cart.currencyCode.toUpperCase()
  const body: AuthorizeRequestInput = {
    payment: paymentFor(ctx.method, storefront),
    customer,
    ...(deliveryCustomer ? { deliveryCustomer } : {}),
    order: {
      number: data.order_number,
      totalGrossAmount: lines.totalGrossAmount,
      totalNetAmount: lines.totalNetAmount,
      currency: currency as NonNullable<AuthorizeRequestInput["order"]>["currency"],
      items: lines.items,
    },
    merchantUrl: merchantUrlFor(ctx.options.backendUrl, data.session_id),
  }
  const base: RivertySessionData = {
    ...data,
    country,
    currency,
    amount: lines.totalGrossAmount,
    net_amount: lines.totalNetAmount,
  }
  const idempotencyKey = deriveIdempotencyKey(input.context?.idempotency_key ?? data.session_id, "authorize")
  try {
    const response = await ctx.client.checkout.authorize(body, {
      idempotencyKey,
      deadlineMs: ctx.options.checkoutDeadlineMs,
      ...(country ? { country } : {}),
    })
    const message = response.riskCheckMessages?.find((m) => m.customerFacingMessage) ?? response.riskCheckMessages?.[0]
    const next: RivertySessionData = {
      ...base,
      riverty_outcome: response.outcome,
      riverty_status: response.outcome,
      reservation_id: response.reservationId ?? undefined,
      checkout_id: response.checkoutId ?? undefined,
      customer_number: response.customer?.customerNumber ?? undefined,
      expiration_date: response.expirationDate ?? undefined,
    }
    if (response.outcome === "Pending") next.redirect_url = redirectUrlOf(response)
    if (response.outcome === "Rejected" || response.outcome === "NotEvaluated") {
      next.customer_facing_message = message?.customerFacingMessage ?? undefined
      next.action_code = message?.actionCode ?? undefined
      next.error_code = message?.code ?? undefined
    }
    return result(sessionStatusForOutcome(response.outcome), next)
  } catch (error) {
    // No answer (or a 5xx after retries): the outcome is unknown, so nothing is recorded and the
    // next attempt re-sends the same key; the service answers it with the first result.
    if (isTransient(error) || !(error instanceof RivertyError)) throw toCheckoutError(error, "authorize")
    // A refused request (validation, totals, payment rules) is an answer the shopper must act on.
    return result("error", { ...base, riverty_outcome: undefined, ...errorSessionFields(error) })
  }
}
