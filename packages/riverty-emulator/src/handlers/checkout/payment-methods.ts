import { paymentMethodsRequestSchema, type PaymentMethodsRequest } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { messagesResponse } from "../../core/messages"
import type { Caller } from "../../route-types"
import { validateBody } from "../../core/validation"
import { currencyOf } from "../../domain/countries"
import { uuid } from "../../domain/ids"
import { toCents } from "../../domain/money"
import { paymentMethodsFor } from "../../domain/payment-methods"
import { assessRisk } from "../../domain/risk"
import { checkTotals } from "../../domain/totals"
import { checkAmounts, checkCountryCurrency } from "../../domain/amount-rules"
import { keyIdOf } from "../../auth/credentials"
import { countryRefused } from "../../auth/key-scope"
import type { Runtime } from "../../runtime"
import { customerResponse } from "./customer"

/**
 * POST /api/v3/checkout/payment-methods: methods for the basket and country, with installment
 * plans and legal info; a customer, when given, is risk-checked. Stores a checkout for two-step
 * authorization.
 */
export function paymentMethods(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const parsed = validateBody(req, paymentMethodsRequestSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const totals = checkTotals(body.order, "order")
  if (totals.length > 0) return messagesResponse(400, totals)
  const amounts = checkAmounts(body.order, "order", { strict: rt.config.strict })
  if (amounts.length > 0) return messagesResponse(400, amounts)

  const [country, countryField] = countryOf(body, caller)
  const foreign = countryRefused(caller, country, countryField)
  if (foreign) return foreign
  const currencyProblems = checkCountryCurrency(body.order.currency, country, "order.currency")
  if (currencyProblems.length > 0) return messagesResponse(400, currencyProblems)
  const currency = body.order.currency ?? currencyOf(country)
  const amountCents = toCents(body.order.totalGrossAmount)
  const risk = body.customer
    ? assessRisk(
        {
          firstName: body.customer.firstName,
          birthDate: body.customer.birthDate,
          country,
          totalGrossCents: amountCents,
          itemDescriptions: body.order.items?.map((i) => i.description),
          language: body.conversationLanguage ?? body.customer?.conversationLanguage,
        },
        rt.clock.now(),
      )
    : { outcome: "Accepted" as const }
  const rejected = risk.outcome === "Rejected"
  const methods = rejected
    ? []
    : paymentMethodsFor({
        country,
        currency,
        amountCents,
        category: body.customer?.customerCategory ?? "Person",
        language: body.conversationLanguage ?? body.customer?.conversationLanguage,
        logoBase: rt.publicUrl(),
      })

  const checkoutId = uuid()
  rt.state.checkouts[checkoutId] = {
    checkoutId,
    createdAt: rt.clock.now(),
    customer: body.customer as Record<string, unknown> | undefined,
    deliveryCustomer: body.deliveryCustomer as Record<string, unknown> | undefined,
    order: body.order as Record<string, unknown>,
    country,
    currency,
    amountCents,
    outcome: rejected ? "Rejected" : "Accepted",
    riskCheckMessages: rejected ? risk.messages : [],
    paymentTypes: methods.map((m) => String(m.type)),
    keyId: keyIdOf(caller.apiKey),
  }
  rt.changed()
  return json(200, {
    checkoutId,
    outcome: rejected ? "Rejected" : "Accepted",
    customer: customerResponse(body.customer),
    deliveryCustomer: customerResponse(body.deliveryCustomer),
    riskCheckMessages: rejected ? risk.messages : [],
    paymentMethods: methods,
  })
}

/** The basket's country and the field that named it (for the answer that refuses it). */
function countryOf(body: PaymentMethodsRequest, caller: Caller): [string, string] {
  if (body.country) return [body.country, "country"]
  if (body.order.country) return [body.order.country, "order.country"]
  if (body.customer?.address?.countryCode) return [body.customer.address.countryCode, "customer.address.countryCode"]
  return [caller.apiKey?.country ?? "DE", "country"]
}
