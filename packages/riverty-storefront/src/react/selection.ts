import type { RivertyMethodKey } from "../methods.js"
import { fieldsFor, type StorefrontFieldDescription } from "../requirements.js"
import { sessionDataErrors, withoutEmptyFields } from "../session-data-errors.js"
import type { InstallmentPlan, RivertyMethodOffer } from "../types.js"

/** What the starter sends when it creates or updates the payment session, and whether it may. */
export interface RivertySelection {
  provider_id: string
  method: RivertyMethodKey
  offer: RivertyMethodOffer
  /** The payment session `data`: the shopper's fields (trimmed, empty ones left out), the plan, the tracking id. */
  data: Record<string, unknown>
  /** Per field, in the shopper's words; `consent` when the box is required and not ticked, `installment_profile_no` for the plan. */
  errors: Record<string, string>
  /** No errors: the session can be sent. */
  ready: boolean
}

export interface MethodInput {
  values: Record<string, string>
  plan?: InstallmentPlan
  consent: boolean
}

// The plan picker sets these; they are no inputs when the offer brings its plans.
const PLAN_FIELDS = new Set(["installment_profile_no", "number_of_installments"])

export const CONSENT_MESSAGE = "Please accept Riverty's terms to pay with Riverty."
export const PLAN_MESSAGE = "Please choose an installment plan."

/** The inputs shown for an offer: the kit's field rules for the cart's country and the offer's customer category. */
export function formFieldsOf(offer: RivertyMethodOffer, countryCode: string): StorefrontFieldDescription[] {
  const fields = fieldsFor(offer.method, { countryCode, customerCategory: offer.customer_category })
  return offer.installment_plans?.length ? fields.filter((field) => !PLAN_FIELDS.has(field.name)) : fields
}

/** The session data and the errors of the shopper's input for an offer, as the provider will judge them. */
export function selectionOf(offer: RivertyMethodOffer, input: MethodInput, countryCode: string, profileTrackingId?: string | null): RivertySelection {
  const trimmed = Object.fromEntries(Object.entries(input.values).map(([name, value]) => [name, value.trim()]))
  const data = withoutEmptyFields({
    ...trimmed,
    ...(input.plan ? { installment_profile_no: input.plan.installmentProfileNumber, number_of_installments: input.plan.numberOfInstallments } : {}),
    ...(profileTrackingId ? { profile_tracking_id: profileTrackingId } : {}),
  })
  const labels = new Map(fieldsFor(offer.method, { countryCode, customerCategory: offer.customer_category }).map((field) => [field.name as string, field.label]))
  const found = sessionDataErrors(offer.method, data, { countryCode, customerCategory: offer.customer_category })
  const errors: Record<string, string> = {}
  for (const [field, message] of Object.entries(found)) {
    const label = labels.get(field)
    if (field === "installment_profile_no" && offer.installment_plans?.length) errors[field] = PLAN_MESSAGE
    else if (label && data[field] === undefined) errors[field] = `Please fill in ${label.toLowerCase()}.`
    // The kit's messages start with the field's name: the shopper reads its label instead.
    else errors[field] = label && message.startsWith(field) ? `${label}${message.slice(field.length)}` : message
  }
  if (offer.legal?.requires_consent && !input.consent) errors.consent = CONSENT_MESSAGE
  return { provider_id: offer.provider_id, method: offer.method, offer, data, errors, ready: Object.keys(errors).length === 0 }
}
