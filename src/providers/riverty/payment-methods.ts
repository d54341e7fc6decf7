/**
 * The Riverty payment types a store can offer, each exposed as its own Medusa payment provider
 * so a region can enable exactly the ones the merchant's contract covers.
 * Direct debit is not a Riverty type of its own: it is `Invoice` with a `directDebit` object.
 */
export const RIVERTY_METHODS = {
  invoice: { identifier: "riverty-invoice", rivertyType: "Invoice", label: "Riverty Invoice" },
  installments: { identifier: "riverty-installments", rivertyType: "Installment", label: "Riverty Fixed Installments" },
  direct_debit: { identifier: "riverty-direct-debit", rivertyType: "Invoice", label: "Riverty Direct Debit" },
  account: { identifier: "riverty-account", rivertyType: "Account", label: "Riverty Account" },
  pay_in_x: { identifier: "riverty-pay-in-x", rivertyType: "PayinX", label: "Riverty Pay in X" },
  b2b_invoice: { identifier: "riverty-b2b-invoice", rivertyType: "Invoice", label: "Riverty B2B Invoice" },
} as const

export type RivertyMethodKey = keyof typeof RIVERTY_METHODS

/** Medusa provider id for a method when the provider entry is registered with `id: "riverty"`. */
export function providerId(method: RivertyMethodKey, registrationId = "riverty"): string {
  return `pp_${RIVERTY_METHODS[method].identifier}_${registrationId}`
}

export const ALL_PROVIDER_IDS = (Object.keys(RIVERTY_METHODS) as RivertyMethodKey[]).map((m) => providerId(m))
