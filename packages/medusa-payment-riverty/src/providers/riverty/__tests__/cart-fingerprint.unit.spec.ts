import { cartFingerprint, type CartSnapshot } from "../order-mapping"

const address = { firstName: "Erika", lastName: "Muster", address1: "Hauptstraße 5", postalCode: "10115", city: "Berlin", countryCode: "de", phone: "030 1" }
const cart: CartSnapshot = {
  id: "cart_1",
  email: "erika@example.com",
  currencyCode: "eur",
  totalCents: 2380,
  items: [{ id: "item_1", productId: "LAMP-1", description: "Lamp", quantity: 2, grossCents: 2380, discountCents: 0, vatPercent: 19, imageUrl: "https://img/1" }],
  shipping: [{ id: "sm_1", description: "Parcel", grossCents: 0, discountCents: 0, vatPercent: 19 }],
  billingAddress: address,
  shippingAddress: address,
  customerId: "cus_1",
  locale: "de-DE",
}

describe("cartFingerprint", () => {
  it("changes with anything Riverty was asked to accept", () => {
    const base = cartFingerprint(cart)
    const changes: Partial<CartSnapshot>[] = [
      { email: "other@example.com" },
      { email: undefined },
      { currencyCode: "sek" },
      { totalCents: 2381 },
      { items: [{ ...cart.items[0]!, quantity: 1 }] },
      { items: [{ ...cart.items[0]!, productId: "LAMP-2" }] },
      { items: [{ ...cart.items[0]!, description: "Lamp XL" }] },
      { items: [{ ...cart.items[0]!, grossCents: 2000, discountCents: 380 }] },
      { items: [{ ...cart.items[0]!, vatPercent: 7 }] },
      { shipping: [] },
      { shipping: [{ ...cart.shipping[0]!, grossCents: 495 }] },
      { shipping: [{ ...cart.shipping[0]!, description: "Express" }] },
      { shipping: [{ ...cart.shipping[0]!, discountCents: 1 }] },
      { shipping: [{ ...cart.shipping[0]!, vatPercent: 7 }] },
      { billingAddress: { ...address, city: "Potsdam" } },
      { billingAddress: { ...address, company: "ACME" } },
      { billingAddress: undefined },
      { shippingAddress: { ...address, address1: "Gütersloher Str. 123" } },
      { shippingAddress: { ...address, address2: "2. OG" } },
      { shippingAddress: undefined },
    ]
    for (const change of changes) expect({ change, same: cartFingerprint({ ...cart, ...change }) === base }).toEqual({ change, same: false })
    for (const field of ["firstName", "lastName", "postalCode", "countryCode", "phone"] as const) {
      expect(cartFingerprint({ ...cart, shippingAddress: { ...address, [field]: "x" } })).not.toBe(base)
    }
  })

  it("stays for what Riverty was not asked about: ids, images, the customer, the language, the case of the currency", () => {
    const same = cartFingerprint({
      ...cart,
      id: "cart_2",
      currencyCode: "EUR",
      items: [{ ...cart.items[0]!, id: "item_9", imageUrl: undefined }],
      shipping: [{ ...cart.shipping[0]!, id: "sm_9" }],
      customerId: undefined,
      locale: "en-GB",
    })
    expect(same).toBe(cartFingerprint(cart))
    expect(cartFingerprint(cart)).toMatch(/^[0-9a-f]{64}$/)
    // An empty part and a missing one read the same (Medusa saves "" where a field was left empty).
    expect(cartFingerprint({ ...cart, billingAddress: { ...address, company: "" } })).toBe(cartFingerprint(cart))
  })
})
