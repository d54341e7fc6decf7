import { amountRangeFor, isWithinRange, type RivertyProviderOptions } from "../../../../connection"
import type { CustomerCategory, InstallmentPlan, PaymentMethod } from "riverty-client"
import { RIVERTY_METHODS, type RivertyMethodKey } from "../../../../providers/riverty"
import { fieldsFor, type StorefrontFieldDescription } from "riverty-storefront"

/** One Riverty method the shopper may choose for the cart (docs/checkout.md, "Store routes"). */
export interface RivertyMethodOffer {
  provider_id: string
  method: RivertyMethodKey
  riverty_type: string
  customer_category: CustomerCategory
  title: string
  tag?: string
  logo?: string
  consumer_fee_amount?: number
  legal: { requires_consent: boolean; terms_url?: string; privacy_url?: string; secci_url?: string; text?: string }
  fields: StorefrontFieldDescription[]
  installment_plans?: InstallmentPlan[]
  min_amount?: number
  max_amount?: number
}

export interface OfferContext {
  country: string
  category: CustomerCategory
  total: number
  options: RivertyProviderOptions
}

/**
 * The entry of Riverty's `paymentMethods[]` that offers `method`: the method's Riverty type, and
 * for direct debit an Invoice whose `directDebit.available` is true (direct debit is Invoice
 * collected by mandate, not a type of its own).
 */
function rivertyMethodFor(method: RivertyMethodKey, offered: readonly PaymentMethod[]): PaymentMethod | undefined {
  const entry = RIVERTY_METHODS[method]
  return offered.find((candidate) => candidate.type === entry.rivertyType && (method !== "direct_debit" || candidate.directDebit?.available === true))
}

const defined = <T extends object>(value: T): T => Object.fromEntries(Object.entries(value).filter(([, item]) => item !== undefined && item !== null)) as T

/**
 * The offer of one provider of the region, or undefined when the method is not for this customer
 * category, Riverty does not offer it for the cart, or the cart's total is outside the provider's
 * `amountLimits` for the country and method.
 */
export function offerOf(providerId: string, method: RivertyMethodKey, offered: readonly PaymentMethod[], context: OfferContext): RivertyMethodOffer | undefined {
  const entry = RIVERTY_METHODS[method]
  if (entry.customerCategory !== context.category) return undefined
  const rivertyMethod = rivertyMethodFor(method, offered)
  if (!rivertyMethod) return undefined
  const range = amountRangeFor(context.options.amountLimits, context.country, method)
  if (!isWithinRange(range, context.total)) return undefined
  const legal = rivertyMethod.legalInfo ?? {}
  const plans = method === "installments" ? plansOf(rivertyMethod) : undefined
  if (plans && plans.length === 0) return undefined
  return defined({
    provider_id: providerId,
    method,
    riverty_type: entry.rivertyType,
    customer_category: entry.customerCategory,
    title: rivertyMethod.title ?? entry.label,
    tag: rivertyMethod.tag ?? undefined,
    logo: rivertyMethod.logo ?? undefined,
    consumer_fee_amount: rivertyMethod.consumerFeeAmount ?? undefined,
    legal: defined({
      requires_consent: legal.requiresCustomerConsent === true,
      terms_url: legal.termsAndConditionsUrl ?? undefined,
      privacy_url: legal.privacyStatementUrl ?? undefined,
      secci_url: legal.bgb507Url ?? undefined,
      text: legal.text ?? undefined,
    }),
    fields: fieldsFor(method, { countryCode: context.country, customerCategory: context.category }),
    installment_plans: plans,
    min_amount: range.min,
    max_amount: range.max,
  })
}

/** The plans of Riverty's Installment entry (facts §4.2: the same items as the installment-plans lookup). */
function plansOf(method: PaymentMethod): InstallmentPlan[] {
  const plans = method.installment?.availableInstallmentPlans
  return Array.isArray(plans) ? (plans as InstallmentPlan[]) : []
}
