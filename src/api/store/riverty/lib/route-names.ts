/** Names of the store routes that call Riverty: the rate limit's and the cache's key prefix. */
export const STORE_ROUTES = {
  installmentPlans: "installment-plans",
} as const
