/** Names of the store routes that call Riverty: the rate limit's and the cache's key prefix. */
export const STORE_ROUTES = {
  paymentMethods: "payment-methods",
  installmentPlans: "installment-plans",
  validateAddress: "validate-address",
  customerLookup: "customer-lookup",
  customerLookupConfirm: "customer-lookup-confirm",
  validateBankAccount: "validate-bank-account",
  authorize: "authorize",
} as const
