/**
 * The sub-pages of Settings → Riverty, in the order of the page's navigation. Each is a route
 * under src/admin/routes/settings/riverty/<path>/page.tsx; add a page here to show it in the nav.
 */
export const RIVERTY_SETTINGS_PAGES: ReadonlyArray<{ path: string; label: string; description: string }> = [
  { path: "connection", label: "Connection", description: "Environments, connection test, callbacks, notifications and queued work" },
  { path: "merchants", label: "Merchants", description: "Onboard merchants with their shop and contract" },
  { path: "subscriptions", label: "Subscriptions", description: "Consumptions, partner invoices and cancellations" },
  { path: "customers", label: "Customers", description: "Search Riverty's customer records, view one, look one up by identification number" },
  { path: "customer-account", label: "Customer account", description: "Credit applications, remaining limits, account events, find an account" },
  { path: "claims", label: "Claims", description: "A debt-collection claim's invoices with interest and dunning data" },
]

export const settingsPath = (page: string) => `/settings/riverty/${page}`
