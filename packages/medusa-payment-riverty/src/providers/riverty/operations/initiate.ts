import type { InitiatePaymentInput, InitiatePaymentOutput } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { PersonalData } from "../../../modules/riverty/lib/personal-data-vault"
import { isHeldReference, takePersonalFields } from "../../../modules/riverty/lib/held-personal-fields"
import { orderNumberFor } from "../order-number"
import { centsToAmount, toCents } from "../../../riverty-order"
import { isPersonalField } from "../payment-methods"
import { checkedSessionData } from "../session-data"
import type { OperationContext } from "./context"
import { recreatedFields } from "./recreation"
import { sessionOutput, stateStoreOf } from "./session-state"

/**
 * Records the method and the storefront's fields in the provider's state table; nothing is sent
 * to Riverty yet (the cart may still change, which deletes the session). The Riverty order number
 * is the session id. Personal fields go into the vault; the session data Medusa stores (and the
 * store API shows) gets only their masked forms, and null for each of them, because Medusa keeps
 * whatever the storefront sent unless the provider's output overwrites it.
 */
export async function initiatePayment(ctx: OperationContext, input: InitiatePaymentInput): Promise<InitiatePaymentOutput> {
  const raw = withHeldFields(input.data ?? {})
  // Medusa sets session_id after the storefront's keys, so this is the new session's own id.
  const sessionId = typeof raw.session_id === "string" ? raw.session_id : undefined
  if (!sessionId) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "Riverty: initiatePayment needs data.session_id from Medusa")
  }
  // Medusa creating a session of this provider again after deleting it (recreation.ts): its data
  // holds the provider's keys, which only the provider's own records may turn into a session.
  const storefront = checkedSessionData(ctx.method, (await recreatedFields(ctx, raw, sessionId)) ?? raw)
  const personal: PersonalData = {}
  const choices: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(storefront)) {
    if (value === undefined) continue
    if (isPersonalField(key)) personal[key] = String(value)
    else choices[key] = value
  }
  const orderNumber = orderNumberFor(sessionId, ctx.options)
  const row = await stateStoreOf(ctx).recordPaymentSession({
    session_id: sessionId,
    method: ctx.method,
    order_number: orderNumber,
    currency: input.currency_code?.toUpperCase() ?? null,
    amount: String(centsToAmount(toCents(input.amount))),
    choices,
    personal,
  })
  return { id: orderNumber, status: "pending", data: sessionOutput(row) }
}

/**
 * The session data with the personal fields the store route's middleware held back in place of
 * their references (modules/riverty/lib/held-personal-fields.ts). A reference this process does
 * not hold (a minute passed, or data that did not come through the store route) is the shopper's
 * 400: the details must be entered again.
 */
function withHeldFields(data: Record<string, unknown>): Record<string, unknown> {
  const references = new Set(Object.values(data).filter(isHeldReference))
  if (references.size === 0) return data
  const fields = references.size === 1 ? takePersonalFields([...references][0]) : undefined
  if (!fields) {
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      "Riverty: the payment details of this session can no longer be read; please choose the payment method and enter them again",
    )
  }
  const restored = { ...data }
  for (const [key, value] of Object.entries(restored)) if (isHeldReference(value)) delete restored[key]
  return { ...restored, ...fields }
}
