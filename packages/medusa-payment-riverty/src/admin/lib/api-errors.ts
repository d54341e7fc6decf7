import { getI18n } from "react-i18next"
import type { Translate } from "./locale"
import { AdminApiError } from "./admin-api-error"

// The admin API's error codes (src/api/lib/validate.ts, src/connection/errors.ts), each with its explanation.
const CODE_KEYS: Record<string, { withWords: string; alone: string }> = {
  invalid_request: { withWords: "riverty.apiError.invalid_request.withWords", alone: "riverty.apiError.invalid_request.alone" },
  riverty_refused: { withWords: "riverty.apiError.riverty_refused.withWords", alone: "riverty.apiError.riverty_refused.alone" },
  riverty_unknown_record: { withWords: "riverty.apiError.riverty_unknown_record.withWords", alone: "riverty.apiError.riverty_unknown_record.alone" },
  riverty_unreachable: { withWords: "riverty.apiError.riverty_unreachable.withWords", alone: "riverty.apiError.riverty_unreachable.alone" },
}

// Riverty's action codes (riverty-client ACTION_CODES): what Riverty asks of the merchant.
const ACTION_KEYS: Record<string, string> = {
  Unavailable: "riverty.apiError.action.Unavailable",
  AskConsumerToConfirm: "riverty.apiError.action.AskConsumerToConfirm",
  AskConsumerToReEnterData: "riverty.apiError.action.AskConsumerToReEnterData",
  OfferSecurePaymentMethods: "riverty.apiError.action.OfferSecurePaymentMethods",
  RequiresSsn: "riverty.apiError.action.RequiresSsn",
  AskConsumerToIdentify: "riverty.apiError.action.AskConsumerToIdentify",
  ManualReview: "riverty.apiError.action.ManualReview",
}

/** The server's message as it came (English; the forms read the fields it names). */
export function rawMessageOf(error: unknown): string {
  if (error instanceof Error && error.message) return error.message
  return ""
}

/** The answer's code, when the error is the admin API's. */
export const codeOf = (error: unknown): string | undefined => (error instanceof AdminApiError ? error.code : undefined)

/**
 * An error in the admin's language: the translated explanation of its code with the words that
 * follow it as they came (Riverty's own message, the fields a validation named), and the
 * translated explanation of Riverty's action code. An error without a known code keeps its message.
 */
export function translatedMessageOf(error: unknown, t: Translate = getI18n().t): string {
  const message = rawMessageOf(error)
  if (!message) return t("riverty.common.genericError")
  const [base, action] = (codeOf(error) ?? "").split(".")
  const key = CODE_KEYS[base ?? ""]
  if (!key) return message
  const colon = message.indexOf(": ")
  const words = colon >= 0 ? message.slice(colon + 2) : ""
  const explained = words ? t(key.withWords, { words }) : t(key.alone)
  return action && ACTION_KEYS[action] ? `${explained} ${t(ACTION_KEYS[action])}` : explained
}
