import { businessError, type ResponseMessage } from "../core/messages"
import type { Cents } from "../state/types"
import { CODES } from "../core/codes"
import { answerLanguage } from "./texts/language"
import { refusalText } from "./texts/refusal-texts"

export interface RiskInput {
  firstName?: string
  birthDate?: string
  country: string
  totalGrossCents: Cents
  itemDescriptions?: string[]
  /** The request's `conversationLanguage`: the language of a refusal's `customerFacingMessage`. */
  language?: string | null
}

export type RiskDecision =
  | { outcome: "Accepted" }
  | { outcome: "Rejected"; messages: ResponseMessage[] }
  | { outcome: "Pending"; reason: "StrongCustomerAuthentication" }

export const PERSONAS = {
  reject: "Reject",
  underage: "Underage",
  chargeback: "ChargebackPresent",
  sca: "StrongCustomerAuthentication",
} as const

const SCA_COUNTRIES = ["DE", "NL"]
const SCA_HIGH_COUNTRIES = ["SE", "NO", "FI", "DK", "NL"]
const OTP_COUNTRIES = ["DE", "AT"]

export function rejection(code: string, message: string, customerFacingMessage: string): RiskDecision {
  return {
    outcome: "Rejected",
    messages: [businessError(code, message, undefined, "Unavailable", customerFacingMessage)],
  }
}

/**
 * The sandbox personas of Riverty's test data, driven by `customer.firstName`, plus an age check on
 * the birth date and the SCA item-description triggers.
 */
export function assessRisk(input: RiskInput, now: number): RiskDecision {
  const firstName = input.firstName?.trim() ?? ""
  const lower = firstName.toLowerCase()
  const language = answerLanguage(input.language, input.country)
  if (lower === PERSONAS.reject.toLowerCase()) {
    return rejection(
      CODES.negativeScore,
      "Negative customer score.",
      refusalText("notOffered", language),
    )
  }
  if (lower === PERSONAS.underage.toLowerCase() || isUnderage(input.birthDate, now)) {
    return rejection(
      CODES.underage,
      "Customer is too young.",
      refusalText("underage", language),
    )
  }
  if (/^[0-9]+$/.test(firstName) && input.totalGrossCents > Number(firstName) * 100) {
    return rejection(
      CODES.limitReached,
      "Customer limit reached.",
      refusalText("limitReached", language),
    )
  }
  if (lower === PERSONAS.chargeback.toLowerCase()) {
    return rejection(
      CODES.chargebackPresent,
      "Chargeback present.",
      refusalText("notOffered", language),
    )
  }
  if (lower === PERSONAS.sca.toLowerCase() && SCA_COUNTRIES.includes(input.country)) {
    return { outcome: "Pending", reason: "StrongCustomerAuthentication" }
  }
  const first = input.itemDescriptions?.[0] ?? ""
  if (
    (first === "SCAHigh" && SCA_HIGH_COUNTRIES.includes(input.country)) ||
    (first.startsWith("OTP_REQUIRED_") && OTP_COUNTRIES.includes(input.country))
  ) {
    return { outcome: "Pending", reason: "StrongCustomerAuthentication" }
  }
  return { outcome: "Accepted" }
}

function isUnderage(birthDate: string | undefined, now: number): boolean {
  if (!birthDate) return false
  const born = Date.parse(birthDate.slice(0, 10))
  if (Number.isNaN(born)) return false
  const eighteenth = new Date(born)
  eighteenth.setUTCFullYear(eighteenth.getUTCFullYear() + 18)
  return eighteenth.getTime() > now
}
