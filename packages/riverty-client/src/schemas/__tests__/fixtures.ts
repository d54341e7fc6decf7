import { validateRequest } from ".."

/** The service's 400 message objects for a value the schema must refuse. */
export function refused(schema: Parameters<typeof validateRequest>[0], value: unknown) {
  const result = validateRequest(schema, value)
  if (result.success) throw new Error("expected the value to be refused")
  return result.messages
}

// Valid request bodies shared by the schema tests; each test breaks one thing.

export const item = (extra: Record<string, unknown> = {}) => ({
  productId: "SKU-1",
  description: "Jacket",
  type: "PhysicalArticle",
  netUnitPrice: 84,
  grossUnitPrice: 100,
  quantity: 1,
  vatPercent: 19,
  vatAmount: 16,
  ...extra,
})

export const customer = (extra: Record<string, unknown> = {}) => ({
  customerCategory: "Person",
  firstName: "Astrid",
  lastName: "Svensson",
  birthDate: "1999-01-02",
  email: "astrid.svensson@example.com",
  address: { street: "Gütersloher Straße", streetNumber: "123", postalCode: "33415", postalPlace: "Verl", countryCode: "DE" },
  ...extra,
})

export const order = (extra: Record<string, unknown> = {}) => ({
  number: "payses_01J9ZX",
  totalGrossAmount: 100,
  totalNetAmount: 84,
  currency: "EUR",
  items: [item()],
  ...extra,
})

export const authorize = (extra: Record<string, unknown> = {}) => ({
  payment: { type: "Invoice" },
  customer: customer(),
  order: order(),
  ...extra,
})

export const summary = (extra: Record<string, unknown> = {}) => ({
  totalGrossAmount: 100,
  totalNetAmount: 84,
  currency: "EUR",
  items: [item()],
  ...extra,
})
