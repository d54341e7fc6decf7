import { createContractRequestSchema } from "riverty-client/schemas"
import { json, type EmulatorRequest, type EmulatorResponse } from "../../core/http-types"
import { messagesResponse } from "../../core/messages"
import { visibleTo } from "../../auth/key-scope"
import type { Caller } from "../../route-types"
import { notFound } from "../orders/common"
import { validateBody } from "../../core/validation"
import { maskAccount } from "../../domain/bank-account"
import { uuid } from "../../domain/ids"
import { availablePlans } from "../../domain/installments"
import { checkPayment } from "../../domain/payment-rules"
import type { Runtime } from "../../runtime"

const CONFIRMATION_COUNTRIES = ["DE", "AT", "CH"]

/**
 * POST /api/v3/checkout/{checkoutId}/contract: an installment and/or direct-debit contract for the
 * checkout's basket, shown to the customer before authorize references it by contractId.
 */
export function createContract(req: EmulatorRequest, rt: Runtime, caller: Caller): EmulatorResponse {
  const checkout = rt.state.checkouts[req.params.checkoutId]
  if (!checkout || !visibleTo(caller, checkout.keyId)) return notFound("Checkout not found.", "checkoutId")
  const parsed = validateBody(req, createContractRequestSchema)
  if (!parsed.ok) return parsed.response
  const { paymentInfo } = parsed.value
  const category = (checkout.customer?.customerCategory as "Person" | "Company" | undefined) ?? "Person"
  const problems = checkPayment(
    paymentInfo,
    { country: checkout.country, currency: checkout.currency, amountCents: checkout.amountCents, category },
    rt.state,
    "paymentInfo",
  )
  if (problems.length > 0) return messagesResponse(400, problems)

  const contractList: Record<string, unknown>[] = []
  if (paymentInfo.type === "Installment" && paymentInfo.installment) {
    const plan = availablePlans(checkout.amountCents, checkout.country, checkout.currency).find(
      (p) => p.installmentProfileNumber === paymentInfo.installment?.profileNo,
    )
    contractList.push({
      contractType: "InstallmentContract",
      contractContent: `<h1>Installment contract</h1><p>${plan?.numberOfInstallments ?? "?"} monthly installments of ${
        plan?.installmentAmount ?? "?"
      } ${checkout.currency}, total ${plan?.totalAmount ?? "?"} ${checkout.currency}.</p>`,
    })
  }
  if (paymentInfo.directDebit) {
    contractList.push({
      contractType: "SepaMandate",
      contractContent: `<h1>SEPA direct debit mandate</h1><p>Account ${maskAccount(paymentInfo.directDebit.bankAccount)}</p>`,
    })
  }
  const contractId = uuid()
  rt.state.contracts[contractId] = {
    contractId,
    checkoutId: checkout.checkoutId,
    paymentInfo: paymentInfo as Record<string, unknown>,
    createdAt: rt.clock.now(),
  }
  rt.changed()
  return json(200, {
    contractId,
    requireCustomerConfirmation: contractList.length > 0 && CONFIRMATION_COUNTRIES.includes(checkout.country),
    contractList,
  })
}
