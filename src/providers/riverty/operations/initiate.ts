import type { InitiatePaymentInput, InitiatePaymentOutput } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import { orderNumberFor } from "../order-number"
import { RIVERTY_METHODS, type RivertyMethodKey } from "../payment-methods"
import { parseStorefrontInput, type RivertySessionData } from "../session-data"
import { toCents, fromCents } from "../order-mapping"
import type { OperationContext } from "./context"

/** Fields the storefront step should ask for, per method (all validated at initiate). */
const STEP_FIELDS: Record<RivertyMethodKey, string[]> = {
  invoice: ["birth_date", "salutation", "phone"],
  installments: ["birth_date", "salutation", "phone", "installment_profile_no"],
  direct_debit: ["birth_date", "salutation", "phone", "iban", "bic"],
  account: ["birth_date", "salutation", "phone", "identification_number", "account_profile_no"],
  pay_in_x: ["birth_date", "salutation", "phone"],
  b2b_invoice: ["company_name", "registration_number", "vat_id", "legal_form", "phone"],
}

/**
 * Records the method and the storefront's consumer fields; nothing is sent to Riverty yet (the
 * cart may still change, which deletes the session). The Riverty order number is the session id.
 */
export async function initiatePayment(ctx: OperationContext, input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
  const raw = input.data ?? {}
  const sessionId = typeof raw.session_id === "string" ? raw.session_id : undefined
  if (!sessionId) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Riverty: initiatePayment needs data.session_id from Medusa")
  }
  const storefront = parseStorefrontInput(ctx.method, raw)
  const orderNumber = orderNumberFor(sessionId, ctx.options)
  const data: RivertySessionData = {
    ...storefront,
    session_id: sessionId,
    order_number: orderNumber,
    method: ctx.method,
    riverty_payment_type: RIVERTY_METHODS[ctx.method].rivertyType,
    currency: input.currency_code?.toUpperCase(),
    amount: fromCents(toCents(input.amount)),
    step_fields: STEP_FIELDS[ctx.method],
  }
  return { id: orderNumber, status: "pending", data }
}
