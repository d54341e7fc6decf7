import { netOfGross, toCents } from "../../../riverty-order"
import { buildCustomers, buildOrderItems, buildOrderLinesCents, splitStreet, type CartSnapshot } from "../order-mapping"
import { orderItemSchema } from "riverty-client"

const cart = (overrides: Partial<CartSnapshot> = {}): CartSnapshot => ({
  id: "cart_1",
  email: "guest@example.com",
  currencyCode: "eur",
  totalCents: 0,
  items: [],
  shipping: [],
  ...overrides,
})

const sumGross = (items: { grossUnitPrice: number; quantity: number }[]) =>
  items.reduce((cents, i) => cents + Math.round(i.grossUnitPrice * 100) * i.quantity, 0)

describe("order lines from a cart", () => {
  // 2 x 11.90 at 19 %, 3 x 5.35 at 7 %, shipping 5.95 at 19 %, 10 % off the articles.
  const mixed = cart({
    totalCents: 2380 + 1605 + 595 - 238 - 161,
    items: [
      { id: "i1", productId: "SKU-A", description: "Shirt", quantity: 2, grossCents: 2380, discountCents: 238, vatPercent: 19 },
      { id: "i2", productId: "SKU-B", description: "Book", quantity: 3, grossCents: 1605, discountCents: 161, vatPercent: 7 },
    ],
    shipping: [{ id: "sm_1", description: "Standard", grossCents: 595, discountCents: 0, vatPercent: 19 }],
  })

  it("adds up exactly to the cart total with two VAT rates, shipping and a discount", () => {
    const result = buildOrderItems(mixed)
    expect(result.totalGrossCents).toBe(4181)
    expect(result.totalGrossAmount).toBe(41.81)
    expect(sumGross(result.items)).toBe(4181)
    expect(result.items.map((i) => [i.type, i.productId, i.quantity, i.grossUnitPrice, i.vatPercent])).toEqual([
      ["PhysicalArticle", "SKU-A", 2, 11.9, 19],
      ["PhysicalArticle", "SKU-B", 3, 5.35, 7],
      ["ShippingFee", "shipping-sm_1", 1, 5.95, 19],
      ["Discount", "discount-vat-19", 1, -2.38, 19],
      ["Discount", "discount-vat-7", 1, -1.61, 7],
    ])
  })

  it("gives VAT per unit and a net total equal to the sum of the net lines", () => {
    const result = buildOrderItems(mixed)
    const shirt = result.items[0]
    expect(shirt.netUnitPrice).toBe(10)
    expect(shirt.vatAmount).toBe(1.9)
    const book = result.items[1]
    expect(book.netUnitPrice).toBe(5)
    expect(book.vatAmount).toBe(0.35)
    const discount19 = result.items[3]
    expect(discount19.netUnitPrice).toBe(-2)
    expect(discount19.vatAmount).toBe(-0.38)
    const netCents = result.items.reduce((c, i) => c + Math.round(i.netUnitPrice * 100) * i.quantity, 0)
    expect(Math.round(result.totalNetAmount * 100)).toBe(netCents)
    for (const item of result.items) {
      expect(Math.round((item.netUnitPrice + item.vatAmount) * 100)).toBe(Math.round(item.grossUnitPrice * 100))
      expect(orderItemSchema.safeParse(item).success).toBe(true)
    }
  })

  it("splits a line whose total the quantity does not divide into two lines a cent apart", () => {
    const lines = buildOrderLinesCents(
      cart({
        totalCents: 1000,
        items: [{ id: "i", productId: "P", description: "Third", quantity: 3, grossCents: 1000, discountCents: 0, vatPercent: 19 }],
      })
    )
    expect(lines.map((l) => [l.quantity, l.grossUnitCents])).toEqual([
      [2, 333],
      [1, 334],
    ])
  })

  it("shows Medusa's sub-cent rounding as its own line instead of changing an article", () => {
    const result = buildOrderItems(
      cart({
        totalCents: 1001,
        items: [{ id: "i", productId: "P", description: "One", quantity: 1, grossCents: 1000, discountCents: 0, vatPercent: 19 }],
      })
    )
    expect(result.items).toHaveLength(2)
    expect(result.items[1]).toMatchObject({ productId: "rounding", grossUnitPrice: 0.01, vatPercent: 0, type: "Surcharge" })
    expect(result.totalGrossAmount).toBe(10.01)
  })

  it("puts a shipping discount into the discount line of the shipping's VAT rate", () => {
    const result = buildOrderItems(
      cart({
        totalCents: 1190,
        items: [{ id: "i", productId: "P", description: "A", quantity: 1, grossCents: 1190, discountCents: 0, vatPercent: 19 }],
        shipping: [{ id: "s", description: "Free", grossCents: 499, discountCents: 499, vatPercent: 19 }],
      })
    )
    expect(result.items.filter((i) => i.type === "Discount").map((i) => i.grossUnitPrice)).toEqual([-4.99])
    expect(result.totalGrossAmount).toBe(11.9)
  })
})

describe("amounts and addresses", () => {
  it("converts Medusa amounts to cents without float error, half up", () => {
    expect(toCents(32.97)).toBe(3297)
    expect(toCents(1.005)).toBe(101)
    expect(toCents({ value: "10.995", precision: 20 })).toBe(1100)
    expect(toCents("0.1")).toBe(10)
    expect(toCents(undefined)).toBe(0)
  })

  it("derives net from gross per rate", () => {
    expect(netOfGross(1190, 19)).toBe(1000)
    expect(netOfGross(535, 7)).toBe(500)
    expect(netOfGross(-238, 19)).toBe(-200)
    expect(netOfGross(999, 0)).toBe(999)
  })

  it("splits the house number off the street", () => {
    expect(splitStreet("Hauptstraße 5a")).toEqual({ street: "Hauptstraße", streetNumber: "5a" })
    expect(splitStreet("Am Markt 12-14")).toEqual({ street: "Am Markt", streetNumber: "12-14" })
    expect(splitStreet("Postfach")).toEqual({ street: "Postfach" })
  })

  it("sends a delivery customer only when the goods go elsewhere, and B2B ids for a company", () => {
    const billing = { firstName: "Erika", lastName: "Muster", address1: "Hauptstraße 5", postalCode: "10115", city: "Berlin", countryCode: "DE" }
    const same = buildCustomers(cart({ billingAddress: billing, shippingAddress: { ...billing } }), "invoice", { birth_date: "1980-01-01" })
    expect(same.deliveryCustomer).toBeUndefined()
    expect(same.country).toBe("DE")
    expect(same.customer).toMatchObject({
      customerCategory: "Person",
      birthDate: "1980-01-01",
      conversationLanguage: "DE",
      address: { street: "Hauptstraße", streetNumber: "5", postalCode: "10115", postalPlace: "Berlin", countryCode: "DE" },
    })
    const company = buildCustomers(
      cart({ billingAddress: billing, shippingAddress: { ...billing, address1: "Lager 1" } }),
      "b2b_invoice",
      { company_name: "Muster GmbH", registration_number: "HRB 12345", vat_id: "DE123456789", legal_form: "GmbH" }
    )
    expect(company.customer).toMatchObject({
      customerCategory: "Company",
      companyName: "Muster GmbH",
      identificationNumber: "HRB 12345",
      vatId: "DE123456789",
      legalForm: "GmbH",
    })
    expect(company.deliveryCustomer?.address).toMatchObject({ street: "Lager", streetNumber: "1" })
  })
})
