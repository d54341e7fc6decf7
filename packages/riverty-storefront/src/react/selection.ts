import type { FieldProblem } from "../field-problems.js"
import { ENGLISH } from "../i18n/english.js"
import { englishTexts, type RivertyTexts } from "../i18n/texts.js"
import type { RivertyMethodKey } from "../methods.js"
import { fieldsFor, type StorefrontFieldDescription } from "../requirements.js"
import { sessionDataProblems, withoutEmptyFields } from "../session-data-errors.js"
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

/** The English texts of the consent and plan errors (`error.consent`, `error.plan`); the components use the shopper's language. */
export const CONSENT_MESSAGE: string = ENGLISH["error.consent"]
export const PLAN_MESSAGE: string = ENGLISH["error.plan"]

/** A field's problem in the shopper's words (shown beside the field, so it need not name it). */
export function problemText(problem: FieldProblem, texts: RivertyTexts): string {
  switch (problem.code) {
    case "required":
      return texts.t("error.required")
    case "too_short":
      return texts.t("error.tooShort", { count: problem.count })
    case "too_long":
      return texts.t("error.tooLong", { count: problem.count })
    case "date":
      return texts.t("error.date")
    case "characters":
      return texts.t("error.characters")
    case "iban":
      return texts.t("error.iban")
    case "choice":
      return texts.t("error.choice")
    case "number":
      return texts.t("error.number")
    default:
      return texts.t("error.notAccepted")
  }
}

/** The inputs shown for an offer: the kit's field rules for the cart's country and the offer's customer category. */
export function formFieldsOf(offer: RivertyMethodOffer, countryCode: string): StorefrontFieldDescription[] {
  const fields = fieldsFor(offer.method, { countryCode, customerCategory: offer.customer_category })
  return offer.installment_plans?.length ? fields.filter((field) => !PLAN_FIELDS.has(field.name)) : fields
}

/** The session data and the errors of the shopper's input for an offer, as the provider will judge them, in the language of `texts` (English without). */
export function selectionOf(offer: RivertyMethodOffer, input: MethodInput, countryCode: string, profileTrackingId?: string | null, texts: RivertyTexts = englishTexts()): RivertySelection {
  const trimmed = Object.fromEntries(Object.entries(input.values).map(([name, value]) => [name, value.trim()]))
  const data = withoutEmptyFields({
    ...trimmed,
    ...(input.plan ? { installment_profile_no: input.plan.installmentProfileNumber, number_of_installments: input.plan.numberOfInstallments } : {}),
    ...(profileTrackingId ? { profile_tracking_id: profileTrackingId } : {}),
  })
  const found = sessionDataProblems(offer.method, data, { countryCode, customerCategory: offer.customer_category })
  const errors: Record<string, string> = {}
  for (const [field, problem] of Object.entries(found)) {
    errors[field] = field === "installment_profile_no" && offer.installment_plans?.length ? texts.t("error.plan") : problemText(problem, texts)
  }
  if (offer.legal?.requires_consent && !input.consent) errors.consent = texts.t("error.consent")
  return { provider_id: offer.provider_id, method: offer.method, offer, data, errors, ready: Object.keys(errors).length === 0 }
}
