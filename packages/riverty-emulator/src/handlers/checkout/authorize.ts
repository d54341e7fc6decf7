import { authorizeRequestSchema, orderNumberSchema, type AuthorizeRequest, type CheckoutCustomer } from "riverty-client/schemas"
import { isoDate } from "../../core/clock"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { failure, messagesResponse, validationError } from "../../core/messages"
import type { Caller } from "../../route-types"
import { validateBody } from "../../core/validation"
import { CODES } from "../../core/codes"
import { currencyOf } from "../../domain/countries"
import { emitPayment } from "../../domain/events"
import { randomToken, uuid } from "../../domain/ids"
import { toCents } from "../../domain/money"
import { checkPayment } from "../../domain/payment-rules"
import { assessRisk } from "../../domain/risk"
import { checkTotals } from "../../domain/totals"
import { checkAmounts, checkCountryCurrency } from "../../domain/amount-rules"
import { keyIdOf } from "../../auth/credentials"
import { countryRefused, visibleTo } from "../../auth/key-scope"
import { notFound } from "../orders/common"
import type { Runtime } from "../../runtime"
import { orderKey } from "../../state/store"
import type { ItemWire, OrderRecord } from "../../state/types"
import { customerResponse, registerCustomer } from "./customer"

interface OrderInput {
  number?: string
  totalGrossAmount: number
  totalNetAmount: number
  currency?: string
  items?: ItemWire[]
  risk?: { channelType?: string; deliveryType?: string }
}

/**
 * POST /api/v3/checkout/authorize, one-step (customer + order) or two-step (checkoutId of
 * payment-methods). Personas decide the outcome; hostedCheckout (the spec's test switch, used with
 * merchantUrl) and the SCA personas send the customer through the hosted page with outcome Pending.
 * merchantUrl alone is only where the customer returns to when a redirect is needed.
 */
export function authorize(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const parsed = validateBody(req, authorizeRequestSchema)
  if (!parsed.ok) return parsed.response
  return runAuthorize(rt, caller, parsed.value)
}

/** The authorization itself, shared with the hosted-checkout request. */
export function runAuthorize(rt: Runtime, caller: Caller, body: AuthorizeRequest, webhookUrl?: string): EmulatorResponse {
  const now = rt.clock.now()

  const found = body.checkoutId ? rt.state.checkouts[body.checkoutId] : undefined
  const checkout = found && visibleTo(caller, found.keyId) ? found : undefined
  if (body.checkoutId && !checkout) return notFound("Checkout not found.", "checkoutId")
  const stored = checkout?.customer as CheckoutCustomer | undefined
  if (stored?.customerNumber && body.customer?.customerNumber && stored.customerNumber !== body.customer.customerNumber) {
    return failure(400, CODES.customerNumberMismatch, "customerNumber differs from the one in the checkout.", "customer.customerNumber")
  }
  const customer = body.customer ?? stored
  if (!customer) {
    return messagesResponse(400, [validationError(CODES.required, "Value is required: customer", "customer")])
  }
  const order = (body.order ?? checkout?.order) as OrderInput | undefined
  if (!order) {
    return messagesResponse(400, [validationError(CODES.required, "Value is required: order", "order")])
  }
  const number = order.number
  if (!number || !orderNumberSchema.safeParse(number).success) {
    return messagesResponse(400, [
      validationError(number ? CODES.format : CODES.required, "A valid order.number is required.", "order.number"),
    ])
  }
  const totals = checkTotals(order, "order")
  if (totals.length > 0) return messagesResponse(400, totals)
  const amounts = checkAmounts(order, "order", { strict: rt.config.strict })
  if (amounts.length > 0) return messagesResponse(400, amounts)

  const country = customer.address?.countryCode ?? checkout?.country ?? caller.apiKey?.country ?? "DE"
  const foreign = countryRefused(caller, country, "customer.address.countryCode")
  if (foreign) return foreign
  const currencyProblems = checkCountryCurrency(order.currency, country, "order.currency")
  if (currencyProblems.length > 0) return messagesResponse(400, currencyProblems)
  const currency = order.currency ?? checkout?.currency ?? currencyOf(country)
  const amountCents = toCents(order.totalGrossAmount)

  const key = orderKey(number)
  const existing = rt.state.orders[key]
  if (existing && existing.status !== "Rejected") {
    return failure(400, CODES.orderNumberUsed, "Order number is already used on the client.", "order.number")
  }

  const paymentProblems = checkPayment(
    body.payment,
    { country, currency, amountCents, category: customer.customerCategory },
    rt.state,
  )
  if (paymentProblems.length > 0) return messagesResponse(400, paymentProblems)

  const items = (order.items ?? []).map((item, index) => ({ ...item, lineNumber: item.lineNumber ?? index + 1 }))
  const risk = assessRisk(
    {
      firstName: customer.firstName,
      birthDate: customer.birthDate,
      country,
      totalGrossCents: amountCents,
      itemDescriptions: items.map((i) => i.description),
      language: customer.conversationLanguage,
    },
    now,
  )
  const redirect = body.hostedCheckout !== undefined || risk.outcome === "Pending"
  const status = risk.outcome === "Rejected" ? "Rejected" : redirect ? "Pending" : "Accepted"
  const customerNumber = registerCustomer(rt, customer)
  const checkoutId = checkout?.checkoutId ?? uuid()

  const record: OrderRecord = {
    orderId: uuid(),
    orderNumber: number,
    reservationId: uuid(),
    checkoutId,
    status,
    currency,
    country,
    paymentType: body.payment.type,
    payment: body.payment as Record<string, unknown>,
    customer: customer as Record<string, unknown>,
    deliveryCustomer: (body.deliveryCustomer ?? checkout?.deliveryCustomer) as Record<string, unknown> | undefined,
    customerNumber,
    items,
    totalGrossCents: amountCents,
    totalNetCents: toCents(order.totalNetAmount),
    authorizedCents: status === "Rejected" ? 0 : amountCents,
    capturedCents: 0,
    refundedCents: 0,
    voidedCents: 0,
    captures: [],
    refunds: [],
    cancellations: [],
    insertedAt: now,
    updatedAt: now,
    expiresAt: now + rt.config.authorizationTtlDays * 24 * 60 * 60 * 1000,
    merchantUrl: body.merchantUrl,
    webhookUrl,
    riskCheckMessages: risk.outcome === "Rejected" ? risk.messages : [],
    yourReference: body.yourReference,
    ourReference: body.ourReference,
    parentTransactionReference: body.parentTransactionReference,
    orderChannelType: order.risk?.channelType,
    orderDeliveryType: order.risk?.deliveryType,
    keyId: keyIdOf(caller.apiKey),
  }
  rt.state.orders[key] = record

  const response: Record<string, unknown> = {
    outcome: status,
    checkoutId,
    customer: customerResponse(customer, customerNumber, { correctAddress: true }),
    deliveryCustomer: customerResponse(body.deliveryCustomer),
    riskCheckMessages: record.riskCheckMessages,
  }
  if (status === "Rejected") {
    emitPayment(rt, record, "AuthorizationFailed", null)
  } else {
    response.reservationId = record.reservationId
    response.expirationDate = isoDate(record.expiresAt)
  }
  if (status === "Accepted") emitPayment(rt, record, "Authorized", null)
  if (status === "Pending") {
    const token = randomToken(18)
    record.hostedToken = token
    rt.state.hostedSessions[token] = {
      token,
      orderNumber: number,
      createdAt: now,
      expiresAt: now + rt.config.redirectTtlMs,
    }
    const url = `${rt.publicUrl()}/hosted-checkout/${token}`
    response.redirectUrl = url
    response.secureLoginUrl = url
  }
  rt.changed()
  return json(200, response)
}
