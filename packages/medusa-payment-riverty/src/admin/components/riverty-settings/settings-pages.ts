/**
 * The sub-pages of Settings → Riverty, in the order of the page's navigation. Each is a route
 * under src/admin/routes/settings/riverty/<path>/page.tsx; add a page here to show it in the nav.
 * `label` and `description` are catalogue keys (src/admin/i18n).
 */
export const RIVERTY_SETTINGS_PAGES: ReadonlyArray<{ path: string; label: string; description: string }> = [
  { path: "connection", label: "riverty.settings.page.connection", description: "riverty.settings.page.connectionDescription" },
  { path: "merchants", label: "riverty.settings.page.merchants", description: "riverty.settings.page.merchantsDescription" },
  { path: "subscriptions", label: "riverty.settings.page.subscriptions", description: "riverty.settings.page.subscriptionsDescription" },
  { path: "customers", label: "riverty.settings.page.customers", description: "riverty.settings.page.customersDescription" },
  { path: "customer-account", label: "riverty.settings.page.customerAccount", description: "riverty.settings.page.customerAccountDescription" },
  { path: "claims", label: "riverty.settings.page.claims", description: "riverty.settings.page.claimsDescription" },
]

export const settingsPath = (page: string) => `/settings/riverty/${page}`
