import { safeHttpUrl } from "./safe-url.js"
import type { InstallmentPlan, InstallmentPlansResponse, PaymentMethodsResponse, RivertyMethodOffer } from "./types.js"

// The store routes already pass only http(s) URLs from Riverty; the client checks again, so a
// storefront that renders the answer as links or images never depends on the server's version.

const withUrl = <T extends object, K extends keyof T>(value: T, key: K, url: string | undefined): T => {
  const { [key]: _dropped, ...rest } = value
  return (url ? { ...rest, [key]: url } : rest) as T
}

function safePlan(plan: InstallmentPlan): InstallmentPlan {
  return plan.readMore === undefined || plan.readMore === null ? plan : withUrl(plan, "readMore", safeHttpUrl(plan.readMore))
}

function safeOffer(offer: RivertyMethodOffer): RivertyMethodOffer {
  let legal = offer.legal ?? { requires_consent: false }
  for (const key of ["terms_url", "privacy_url", "secci_url"] as const) {
    if (legal[key] !== undefined) legal = withUrl(legal, key, safeHttpUrl(legal[key]))
  }
  const safe = offer.logo === undefined ? { ...offer, legal } : withUrl({ ...offer, legal }, "logo", safeHttpUrl(offer.logo))
  return offer.installment_plans ? { ...safe, installment_plans: offer.installment_plans.map(safePlan) } : safe
}

/** The payment-methods answer with only http(s) URLs in logos, legal links and plans' readMore. */
export function safePaymentMethods(answer: PaymentMethodsResponse): PaymentMethodsResponse {
  return Array.isArray(answer?.payment_methods) ? { ...answer, payment_methods: answer.payment_methods.map(safeOffer) } : answer
}

/** The installment-plans answer with only http(s) `readMore` links. */
export function safeInstallmentPlans(answer: InstallmentPlansResponse): InstallmentPlansResponse {
  return Array.isArray(answer?.installment_plans) ? { ...answer, installment_plans: answer.installment_plans.map(safePlan) } : answer
}
