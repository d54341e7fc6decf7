import { buildCustomers, withLookedUpBilling, type CartSnapshot } from "../order-mapping"
import type { CustomerLookupRecord } from "../../../modules/riverty/lib/customer-lookup-record"

// The cart of a confirmed lookup shows only masked values; authorize must send Riverty the full
// address the lookup found, and must not when the shopper typed another address afterwards.

const lookup: CustomerLookupRecord = {
  address: { first_name: "Sven", last_name: "Svensson", address_1: "Storgatan 1", postal_code: "11122", city: "Stockholm", phone: "+46701234567", country_code: "se" },
  masked: { first_name: "S***", last_name: "S*******", address_1: "S******* 1", postal_code: "***22", city: "S********", country_code: "se" },
}
const maskedBilling = { firstName: "S***", lastName: "S*******", address1: "S******* 1", postalCode: "***22", city: "S********", countryCode: "SE" }

const cart = (billingAddress: CartSnapshot["billingAddress"], shippingAddress?: CartSnapshot["shippingAddress"]): CartSnapshot => ({
  id: "cart_1",
  email: "sven@example.com",
  currencyCode: "sek",
  totalCents: 10000,
  items: [],
  shipping: [],
  billingAddress,
  shippingAddress,
})

describe("authorize's customer of a looked-up cart", () => {
  it("sends the full address, names and phone instead of the masked cart address", () => {
    const { cart: mapped, lookedUp } = withLookedUpBilling(cart(maskedBilling), lookup)
    expect(lookedUp).toBe(true)
    const { customer } = buildCustomers(mapped, "invoice", {})
    expect(customer).toMatchObject({
      firstName: "Sven",
      lastName: "Svensson",
      phone: "+46701234567",
      address: { street: "Storgatan", streetNumber: "1", postalCode: "11122", postalPlace: "Stockholm", countryCode: "SE" },
    })
  })

  it("compares the shipping address with the full address (no delivery customer for one's own address)", () => {
    const own = { firstName: "Sven", lastName: "Svensson", address1: "Storgatan 1", postalCode: "11122", city: "Stockholm", countryCode: "SE" }
    const { cart: mapped } = withLookedUpBilling(cart(maskedBilling, own), lookup)
    expect(buildCustomers(mapped, "invoice", {}).deliveryCustomer).toBeUndefined()
  })

  it("keeps an address the shopper typed after confirming, and carts without a lookup", () => {
    const typed = { ...maskedBilling, address1: "Drottninggatan 5" }
    expect(withLookedUpBilling(cart(typed), lookup)).toEqual({ cart: cart(typed), lookedUp: false })
    expect(withLookedUpBilling(cart(maskedBilling), undefined).lookedUp).toBe(false)
  })
})
