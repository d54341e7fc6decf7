import { customerAccountApplicationSchema, customerAccountEventSchema, type CustomerAccountEvent } from "riverty-client/schemas"
import { isoDateTime } from "../../core/clock"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { businessError, messagesResponse, type ResponseMessage } from "../../core/messages"
import { validateBody } from "../../core/validation"
import { CODES } from "../../core/codes"
import { nextAccountNumber, nextCustomerNumber, uuid } from "../../domain/ids"
import { fromCents, lineCents, toCents } from "../../domain/money"
import { assessRisk } from "../../domain/risk"
import { answerLanguage } from "../../domain/texts/language"
import { refusalText } from "../../domain/texts/refusal-texts"
import type { Runtime } from "../../runtime"
import type { CustomerAccountRecord } from "../../state/types"

function accountOut(a: CustomerAccountRecord): Record<string, unknown> {
  return {
    accountLimit: fromCents(a.accountLimitCents),
    accountNumber: a.accountNumber,
    accountProfile: a.accountProfile,
    accountStatus: a.accountStatus,
    balance: fromCents(a.balanceCents),
    customerId: a.customerId,
    createdAt: isoDateTime(a.createdAt),
    isStopped: a.accountStatus !== "Ok",
    ocr: `${a.accountNumber.replace(/\D/g, "")}7`,
  }
}

function notFound(what: string): EmulatorResponse {
  return messagesResponse(404, [businessError(CODES.reservationNotFound, `${what} was not found.`, "accountNumber")])
}

/**
 * POST /api/v3/customer-account: a credit application. The customer personas apply (first name
 * `Reject`...); an integer first name caps the granted limit.
 */
export function applyForAccount(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const parsed = validateBody(req, customerAccountApplicationSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const now = rt.clock.now()
  const limitCents = toCents(body.accountLimit)
  const risk = assessRisk(
    { firstName: body.customer.firstName, country: body.countryCode, totalGrossCents: limitCents, language: body.conversationLanguage },
    now,
  )
  if (risk.outcome === "Rejected") {
    return json(200, { outcome: "Rejected", temporaryExternalProblem: false, riskCheckMessages: risk.messages })
  }
  const customerNumber = body.customer.customerNumber ?? nextCustomerNumber(rt.state.counters)
  const account: CustomerAccountRecord = {
    accountNumber: nextAccountNumber(rt.state.counters),
    ssn: body.customer.organizationPersonalNo,
    accountLimitCents: limitCents,
    balanceCents: 0,
    currency: body.customer.currency,
    countryCode: body.countryCode,
    accountProfile: 1,
    accountStatus: "Ok",
    customer: { ...body.customer, customerNumber },
    customerId: customerNumber,
    createdAt: now,
    events: [],
  }
  rt.state.accounts[account.accountNumber] = account
  rt.changed()
  return json(200, {
    outcome: "Accepted",
    temporaryExternalProblem: false,
    account: accountOut(account),
    customer: { customerNumber, firstName: body.customer.firstName, lastName: body.customer.lastName },
    riskCheckMessages: [],
  })
}

/** GET /api/v3/customer-account/{accountNumber}/credit-limit. */
export function creditLimit(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const account = rt.state.accounts[req.params.accountNumber]
  if (!account) return notFound(`Account ${req.params.accountNumber}`)
  const remaining = Math.max(0, account.accountLimitCents - account.balanceCents)
  return json(200, {
    remainingCreditLimit: fromCents(remaining),
    balance: fromCents(account.balanceCents),
    isOpenForNewTransactions: account.accountStatus === "Ok" && remaining > 0,
    accountMessage: account.accountStatus === "Ok" ? "Account is open." : `Account status ${account.accountStatus}.`,
    totalBalance: fromCents(account.balanceCents),
  })
}

const DEBITS = new Set(["Purchase", "WithdrawalCommission"])
const CREDITS = new Set(["Withdrawal", "WithdrawalCorrection", "InterestCorrection"])

/**
 * POST /api/v3/customer-account/{accountNumber}/event: a purchase beyond the remaining limit is
 * rejected and not added; Info events change nothing.
 */
export function addAccountEvent(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const account = rt.state.accounts[req.params.accountNumber]
  if (!account) return notFound(`Account ${req.params.accountNumber}`)
  const parsed = validateBody(req, customerAccountEventSchema)
  if (!parsed.ok) return parsed.response
  const body = parsed.value
  const negative = negativeAmounts(body)
  if (negative.length > 0) return messagesResponse(400, negative)
  const itemsTotal = (body.items ?? []).reduce((s, i) => s + lineCents(toCents(i.unitPrice), i.quantity), 0)
  const amount = body.totalAmount !== undefined ? toCents(body.totalAmount) : itemsTotal
  const transactionId = body.accountTransactionId ?? uuid()
  const sign = DEBITS.has(body.eventType) ? 1 : CREDITS.has(body.eventType) ? -1 : 0
  if (sign > 0 && account.balanceCents + amount > account.accountLimitCents) {
    return json(200, {
      eventAdded: false,
      transactionId,
      outcome: "Rejected",
      riskCheckMessages: [
        businessError(CODES.limitReached, "Customer limit reached.", "totalAmount", "Unavailable", refusalText("creditLimit", answerLanguage(body.conversationLanguage, body.countryCode))),
      ],
    })
  }
  if (account.accountStatus !== "Ok" && sign > 0) {
    return json(200, {
      eventAdded: false,
      transactionId,
      outcome: "Rejected",
      riskCheckMessages: [businessError(CODES.negativeScore, `Account status ${account.accountStatus}.`)],
    })
  }
  account.balanceCents += sign * amount
  account.events.push({ transactionId, eventType: body.eventType, amountCents: amount, time: body.time, addedAt: rt.clock.now() })
  rt.changed()
  return json(200, { eventAdded: true, transactionId, outcome: "Accepted", riskCheckMessages: [] })
}

/** GET /api/v3/customer-account/{ssn}. */
export function accountBySsn(req: EmulatorRequest, rt: Runtime): EmulatorResponse {
  const wanted = req.params.ssn.replace(/\D/g, "")
  const account = Object.values(rt.state.accounts).find((a) => a.ssn && a.ssn.replace(/\D/g, "") === wanted)
  if (!account) return notFound("No account for this identification number")
  return json(200, { account: accountOut(account), customer: account.customer })
}

/**
 * Event amounts are sizes; the event type gives the direction. A negative purchase would raise
 * the remaining limit above the limit, so negative amounts and quantities are out of range.
 */
function negativeAmounts(body: CustomerAccountEvent): ResponseMessage[] {
  const out: ResponseMessage[] = []
  const range = (field: string) => businessError(CODES.outOfRange, `Value out of range: ${field} must not be negative.`, field)
  if (body.totalAmount !== undefined && body.totalAmount < 0) out.push(range("totalAmount"))
  if (body.totalTax !== undefined && body.totalTax < 0) out.push(range("totalTax"))
  body.items?.forEach((item, index) => {
    if (item.unitPrice < 0) out.push(range(`items[${index}].unitPrice`))
    if (!(item.quantity > 0)) out.push(businessError(CODES.outOfRange, "Value out of range: quantity must be positive.", `items[${index}].quantity`))
  })
  return out
}
