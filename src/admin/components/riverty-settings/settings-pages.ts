/**
 * The sub-pages of Settings → Riverty, in the order of the page's navigation. Each is a route
 * under src/admin/routes/settings/riverty/<path>/page.tsx; add a page here to show it in the nav.
 */
export const RIVERTY_SETTINGS_PAGES: ReadonlyArray<{ path: string; label: string; description: string }> = [
  { path: "connection", label: "Connection", description: "Environments, connection test, callbacks, notifications and queued work" },
  { path: "merchants", label: "Merchants", description: "Onboard merchants with their shop and contract" },
  { path: "subscriptions", label: "Subscriptions", description: "Consumptions, partner invoices and cancellations" },
]

export const settingsPath = (page: string) => `/settings/riverty/${page}`
