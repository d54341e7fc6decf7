import type { BillingInformation, ExpiryWarning } from "./payload-types"
import { ledgerEffect } from "./accounting"
import { sameEffectFor, type EffectsOf } from "./types"

const billingInformation = ledgerEffect<BillingInformation>(({ parameters: p }) => [
  {
    entry_key: "billing",
    kind: "subscription_billing",
    order_number: p.orderReference ?? p.invoice.orderReference ?? null,
    invoice_reference: p.invoice.invoiceReference,
    amount: p.invoice.totalGrossAmount,
    currency: p.invoice.currency,
    status: "billing_information",
    data: {
      customerNumber: p.customerNumber,
      externalContractId: p.externalContractId ?? null,
      billingStartDate: p.invoice.billingStartDate ?? null,
      billingEndDate: p.invoice.billingEndDate ?? null,
      dueDate: p.invoice.dueDate ?? null,
      totalNetAmount: p.invoice.totalNetAmount,
    },
  },
])

/** `subscriptions/` and the spec's singular `subscription/` spelling alike. */
export const subscriptionEffects: EffectsOf<"subscription"> = {
  ...sameEffectFor(["subscriptions/billingInformationAvailable", "subscription/billingInformationAvailable"], billingInformation),
  "subscriptions/expiryWarning": ledgerEffect<ExpiryWarning>(({ parameters: p }) => [
    {
      entry_key: "expiry",
      kind: "expiry_warning",
      status: p.paymentRegistration.paymentMethodName ?? null,
      data: { customerNumber: p.customerNumber, paymentRegistrationId: p.paymentRegistration.id },
    },
  ]),
}
