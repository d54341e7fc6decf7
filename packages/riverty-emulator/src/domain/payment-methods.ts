import type { ConversationLanguage } from "riverty-client/schemas"
import type { Cents } from "../state/types"
import { availablePlans } from "./installments"
import { toCents } from "./money"
import { answerLanguage } from "./texts/language"
import { legalText, methodWords } from "./texts/method-texts"

export const ACCOUNT_PROFILES = [1, 2]
const DIRECT_DEBIT_COUNTRIES = ["DE", "AT", "NL"]
const ACCOUNT_COUNTRIES = ["SE", "NO", "FI", "DK"]
const PAY_IN_X_COUNTRIES = ["NL", "BE"]
const CONSOLIDATED_INVOICE_COUNTRIES = ["DE", "AT", "NL", "CH"]
const CONSENT_COUNTRIES = ["DE", "AT", "CH"]

/** Upper basket limits per method, in the currency's major units (EUR scale; x10 for SEK/NOK/DKK); installments: installments.ts. */
const LIMITS: Record<string, number> = {
  Invoice: 5000,
  Account: 5000,
  PayinX: 1000,
  Consolidatedinvoice: 20000,
}

function scale(currency: string): number {
  return ["SEK", "NOK", "DKK"].includes(currency) ? 10 : 1
}

export interface OfferInput {
  country: string
  currency: string
  amountCents: Cents
  category: "Person" | "Company"
  /** The request's `conversationLanguage`; the country's language without it. */
  language?: ConversationLanguage
  /** Where the emulator is reached (its public URL): the method logos are served there. */
  logoBase?: string
}

/** Payment types the emulator offers for a basket: the basis of payment-methods and of 400.108. */
export function offeredTypes(input: OfferInput): string[] {
  const { country, currency, amountCents, category } = input
  const within = (type: string) => amountCents <= toCents(LIMITS[type] * scale(currency))
  const types: string[] = []
  if (within("Invoice")) types.push("Invoice")
  if (category === "Company") {
    if (CONSOLIDATED_INVOICE_COUNTRIES.includes(country) && within("Consolidatedinvoice")) types.push("Consolidatedinvoice")
    return types
  }
  // The plans carry the installment range, so the lookup and this list cannot disagree.
  if (availablePlans(amountCents, country, currency).length > 0) types.push("Installment")
  if (ACCOUNT_COUNTRIES.includes(country) && within("Account")) types.push("Account")
  if (PAY_IN_X_COUNTRIES.includes(country) && within("PayinX")) types.push("PayinX")
  return types
}

export function directDebitAvailable(country: string): boolean {
  return DIRECT_DEBIT_COUNTRIES.includes(country)
}

const DOCS = "https://documents.emulator.riverty.local"

function legalInfo(type: string, country: string, language: ConversationLanguage): Record<string, unknown> {
  const consent = CONSENT_COUNTRIES.includes(country) && type === "Installment"
  const market = `${DOCS}/${country.toLowerCase()}`
  const lang = language.toLowerCase()
  const termsUrl = `${market}/${lang}/terms/${type.toLowerCase()}`
  const privacyUrl = `${market}/${lang}/privacy`
  const secciUrl = type === "Installment" ? `${market}/${lang}/secci` : undefined
  const info: Record<string, unknown> = {
    requiresCustomerConsent: consent,
    termsAndConditionsUrl: termsUrl,
    privacyStatementUrl: privacyUrl,
    text: legalText(language, { termsUrl, privacyUrl, secciUrl }),
  }
  if (type === "Installment" && country === "DE") info.bgb507Url = `${DOCS}/de/bgb507`
  return info
}

/** The `paymentMethods[]` entries of the payment-methods answer. */
export function paymentMethodsFor(input: OfferInput): Record<string, unknown>[] {
  const language = answerLanguage(input.language, input.country)
  return offeredTypes(input).map((type) => {
    const method: Record<string, unknown> = {
      type,
      ...methodWords(type, language),
      logo: `${input.logoBase ?? "https://cdn.emulator.riverty.local"}/logos/riverty-${type.toLowerCase()}.svg`,
      consumerFeeAmount: 0,
      legalInfo: legalInfo(type, input.country, language),
    }
    if (type === "Invoice") method.directDebit = { available: directDebitAvailable(input.country) }
    if (type === "Installment") {
      method.installment = {
        availableInstallmentPlans: availablePlans(input.amountCents, input.country, input.currency, language),
      }
      method.directDebit = { available: directDebitAvailable(input.country) }
    }
    if (type === "Account") method.account = { profileNo: ACCOUNT_PROFILES[0] }
    if (type === "PayinX") method.payinX = { numberOfInstallments: 3 }
    return method
  })
}
