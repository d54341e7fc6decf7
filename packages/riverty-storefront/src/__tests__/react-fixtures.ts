// Offers as the plugin's payment-methods route answers them, for the component tests.
import type { InstallmentPlan, RivertyMethodOffer } from "../index.js"

export const plan = (n: number, installment: number, profile: number): InstallmentPlan => ({
  basketAmount: 185,
  numberOfInstallments: n,
  installmentAmount: installment,
  interestRate: 0,
  effectiveAnnualPercentageRate: 0,
  totalAmount: 185,
  installmentProfileNumber: profile,
  readMore: `https://riverty.test/plans/${n}`,
})

export const INVOICE: RivertyMethodOffer = {
  provider_id: "pp_riverty-invoice_riverty",
  method: "invoice",
  riverty_type: "Invoice",
  customer_category: "Person",
  title: "Invoice",
  tag: "Pay in 14 days",
  legal: { requires_consent: false, terms_url: "https://riverty.test/terms", text: 'Read the <b>terms</b><script>alert("x")</script> <a href="javascript:alert(1)">here</a>' },
  fields: [],
}

export const INSTALLMENTS: RivertyMethodOffer = {
  provider_id: "pp_riverty-installments_riverty",
  method: "installments",
  riverty_type: "Installment",
  customer_category: "Person",
  title: "Installments",
  legal: { requires_consent: true, secci_url: "https://riverty.test/secci" },
  fields: [],
  installment_plans: [plan(3, 61.67, 1), plan(6, 30.84, 2)],
}

export const storeWith = (offers: RivertyMethodOffer[], message?: string) => ({
  paymentMethods: jest.fn(async () => ({ payment_methods: offers, ...(message ? { customer_facing_message: message } : {}) })),
})
