import type { Payment } from "riverty-client/schemas"
import { businessError, validationError, type ResponseMessage } from "../core/messages"
import type { EmulatorState } from "../state/types"
import { checkBankAccount } from "./bank-account"
import { CODES } from "../core/codes"
import { availablePlans } from "./installments"
import { ACCOUNT_PROFILES, offeredTypes, type OfferInput } from "./payment-methods"

/**
 * The service's rules for the payment object of authorize and create-contract: the type must be
 * offered for the basket (400.108), contracts must exist (400.109), installment profile and count
 * must fit the amount (400.110/400.113), account profile must exist (400.114), direct debit needs a
 * valid account.
 */
export function checkPayment(
  payment: Payment,
  offer: OfferInput,
  state: EmulatorState,
  prefix = "payment",
): ResponseMessage[] {
  const type = payment.type === "DirectDebitInvoice" ? "Invoice" : payment.type
  if (!offeredTypes(offer).includes(type)) {
    if (type === "Installment" && payment.installment) {
      return [
        businessError(
          CODES.installmentCountNotAllowed,
          "Number of installments is not allowed for this amount.",
          `${prefix}.installment.numberOfInstallments`,
        ),
      ]
    }
    return [businessError(CODES.invalidPaymentMethod, `Payment method ${payment.type} is not available.`, `${prefix}.type`)]
  }
  if (payment.contractId && !state.contracts[payment.contractId]) {
    return [businessError(CODES.contractRequired, "A valid contract id is required.", `${prefix}.contractId`)]
  }
  if (type === "Installment") {
    if (!payment.installment) {
      return [businessError(CODES.installmentProfileNotFound, "Installment profile not found.", `${prefix}.installment.profileNo`)]
    }
    const plans = availablePlans(offer.amountCents, offer.country, offer.currency)
    if (plans.length === 0) {
      return [businessError(CODES.installmentPlansMissing, "Installment profile plans are missing.")]
    }
    const plan = plans.find((p) => p.installmentProfileNumber === payment.installment?.profileNo)
    if (!plan) {
      return [businessError(CODES.installmentProfileNotFound, "Installment profile not found.", `${prefix}.installment.profileNo`)]
    }
    const count = payment.installment.numberOfInstallments
    if (count !== undefined && count !== plan.numberOfInstallments) {
      return [
        businessError(
          CODES.installmentCountNotAllowed,
          "Number of installments is not allowed for this amount.",
          `${prefix}.installment.numberOfInstallments`,
        ),
      ]
    }
    const rate = payment.installment.customerInterestRate
    if (rate !== undefined && Math.abs(rate - plan.interestRate) > 1e-9) {
      return [
        businessError(
          CODES.installmentAmountInvalid,
          "Monthly installment amount is invalid for the chosen interest rate.",
          `${prefix}.installment.numberOfInstallments`,
        ),
      ]
    }
  }
  if (type === "Account" && !ACCOUNT_PROFILES.includes(payment.account?.profileNo ?? -1)) {
    return [businessError(CODES.invalidAccountProfile, "Invalid AccountProfileNo.", `${prefix}.account.profileNo`)]
  }
  if (payment.type === "DirectDebitInvoice" && !payment.directDebit) {
    return [validationError(CODES.required, "Direct debit details are required.", `${prefix}.directDebit`)]
  }
  if (payment.directDebit) {
    const dd = payment.directDebit
    if (dd.token) {
      const known = state.bankTokens[dd.token]
      if (!known) return [validationError(CODES.format, "Unknown bank account token.", `${prefix}.directDebit.token`)]
    } else {
      const check = checkBankAccount(dd.bankAccount, dd.bankCode)
      if (!check.isValid) {
        return [
          validationError(
            CODES.format,
            check.reason ?? "The bank account is not valid.",
            `${prefix}.directDebit.${check.field ?? "bankAccount"}`,
          ),
        ]
      }
    }
  }
  if (payment.recurringDirectDebit?.bankAccount) {
    const check = checkBankAccount(payment.recurringDirectDebit.bankAccount, payment.recurringDirectDebit.bankCode)
    if (!check.isValid) {
      return [
        validationError(
          CODES.format,
          check.reason ?? "The bank account is not valid.",
          `${prefix}.recurringDirectDebit.${check.field ?? "bankAccount"}`,
        ),
      ]
    }
  }
  return []
}
