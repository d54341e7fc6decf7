import { checkoutCustomerSchema, riskDataSchema } from "riverty-client"
import { RiskDataOptionsSchema } from "../../../connection"
import { buildRiskData, correctedAddressOf, loadCustomerHistory, rivertyDateTime, type QueryGraph } from "../order-mapping"

const ALL_ON = RiskDataOptionsSchema.parse({})
const client = { ipAddress: "203.0.113.7", userAgent: "Mozilla/5.0 (X11; Linux x86_64) Test/1.0" }
const history = { orders: 3, firstOrderAt: new Date("2024-02-03T04:05:06.789Z"), paidCentsLast12Months: 12345 }

describe("risk data for authorize", () => {
  it("defaults every part on", () => {
    expect(ALL_ON).toEqual({ ipAddress: true, userAgent: true, customerHistory: true, profileTrackingId: true })
  })

  it("sends the client, the customer's history and the tracking id, valid for Riverty's schema", () => {
    const risk = buildRiskData({ options: ALL_ON, client, history, profileTrackingId: "2f1c0a4e-0d3b-4c55-9b1e-6a3e0f6e9a11" })
    expect(risk).toEqual({
      ipAddress: "203.0.113.7",
      userAgent: client.userAgent,
      existingCustomer: true,
      numberOfTransactions: 3,
      customerSince: "2024-02-03T04:05:06.7890000+00:00",
      amountOfTransactions: 123.45,
      profileTrackingId: "2f1c0a4e-0d3b-4c55-9b1e-6a3e0f6e9a11",
    })
    expect(riskDataSchema.safeParse(risk).success).toBe(true)
  })

  it.each([
    ["ipAddress", ["ipAddress"]],
    ["userAgent", ["userAgent"]],
    ["customerHistory", ["existingCustomer", "numberOfTransactions", "customerSince", "amountOfTransactions"]],
    ["profileTrackingId", ["profileTrackingId"]],
  ] as const)("leaves out %s when its option is off, and only that", (option, fields) => {
    const risk = buildRiskData({ options: { ...ALL_ON, [option]: false }, client, history, profileTrackingId: "track-1" }) ?? {}
    for (const field of fields) expect(risk).not.toHaveProperty(field)
    expect(Object.keys(risk).length).toBe(7 - fields.length)
  })

  it("sends nothing when nothing is known or everything is off", () => {
    expect(buildRiskData({ options: ALL_ON })).toBeUndefined()
    const off = { ipAddress: false, userAgent: false, customerHistory: false, profileTrackingId: false }
    expect(buildRiskData({ options: off, client, history, profileTrackingId: "t" })).toBeUndefined()
  })

  it("a registered customer without earlier orders is not an existing one and has no customerSince", () => {
    expect(buildRiskData({ options: ALL_ON, history: { orders: 0, paidCentsLast12Months: 0 } })).toEqual({
      existingCustomer: false,
      numberOfTransactions: 0,
    })
  })

  it("unwraps an IPv4-mapped IPv6 address, drops one longer than Riverty takes, cuts a long user agent", () => {
    expect(buildRiskData({ options: ALL_ON, client: { ipAddress: "::ffff:198.51.100.4" } })).toEqual({ ipAddress: "198.51.100.4" })
    expect(buildRiskData({ options: ALL_ON, client: { ipAddress: "2001:0db8:85a3:0000:0000:8a2e:0370:7334" } })?.ipAddress).toHaveLength(39)
    expect(buildRiskData({ options: ALL_ON, client: { ipAddress: "x".repeat(40) } })).toBeUndefined()
    expect(buildRiskData({ options: ALL_ON, client: { userAgent: "u".repeat(5000) } })?.userAgent).toHaveLength(4096)
  })

  it("writes dates in Riverty's date-time form", () => {
    expect(rivertyDateTime(new Date("2020-01-01T10:00:00Z"))).toBe("2020-01-01T10:00:00.0000000+00:00")
    expect(
      checkoutCustomerSchema.safeParse({
        customerCategory: "Person",
        birthDate: "1980-01-01",
        riskData: { customerSince: rivertyDateTime(new Date()) },
      }).success,
    ).toBe(true)
  })
})

describe("a registered customer's history from Medusa's orders", () => {
  type Graph = Parameters<QueryGraph["graph"]>[0]
  const fakeQuery = (tables: Record<string, unknown[]>) => {
    const calls: Graph[] = []
    const query: QueryGraph = {
      async graph(config) {
        calls.push(config)
        return { data: tables[config.entity] ?? [] }
      },
    }
    return { query, calls }
  }
  const now = new Date("2026-11-23T12:00:00Z")
  const cart = { id: "cart_now", customerId: "cus_1", currencyCode: "eur" }
  const order = (id: string, created: string, extra: Record<string, unknown> = {}) => ({
    id,
    status: "completed",
    created_at: created,
    currency_code: "eur",
    is_draft_order: false,
    summary: { paid_total: 50, refunded_total: 10 },
    ...extra,
  })

  it("counts earlier orders, leaves out this cart's order, canceled ones and drafts; sums paid in the cart's currency over 12 months", async () => {
    const { query, calls } = fakeQuery({
      customer: [{ id: "cus_1", has_account: true }],
      order_cart: [{ order_id: "order_now" }],
      order: [
        order("order_old", "2024-01-10T08:00:00Z"),
        order("order_recent", "2026-06-01T08:00:00Z"),
        order("order_sek", "2026-07-01T08:00:00Z", { currency_code: "sek", summary: { paid_total: 900 } }),
        order("order_canceled", "2023-01-01T08:00:00Z", { status: "canceled" }),
        order("order_draft", "2023-01-01T08:00:00Z", { is_draft_order: true }),
        order("order_now", "2026-11-23T11:59:00Z"),
      ],
    })
    const history = await loadCustomerHistory(query, cart, now)
    expect(history).toEqual({ orders: 3, firstOrderAt: new Date("2024-01-10T08:00:00Z"), paidCentsLast12Months: 4000 })
    expect(calls.find((c) => c.entity === "order")?.filters).toEqual({ customer_id: "cus_1" })
  })

  it("has none for a guest (no account) or a cart without customer", async () => {
    const { query, calls } = fakeQuery({ customer: [{ id: "cus_1", has_account: false }], order: [order("o", "2024-01-01T00:00:00Z")] })
    expect(await loadCustomerHistory(query, cart, now)).toBeUndefined()
    expect(calls.map((c) => c.entity)).toEqual(["customer"])
    expect(await loadCustomerHistory(query, { ...cart, customerId: undefined }, now)).toBeUndefined()
  })

  it("reads Medusa's raw amounts in the summary", async () => {
    const { query } = fakeQuery({
      customer: [{ id: "cus_1", has_account: true }],
      order: [order("o1", "2026-10-01T00:00:00Z", { summary: { paid_total: { value: "19.99", precision: 20 }, refunded_total: null } })],
    })
    expect((await loadCustomerHistory(query, cart, now))?.paidCentsLast12Months).toBe(1999)
  })
})

describe("the corrected address of authorize", () => {
  const sent = { street: "Gütersloher Str.", streetNumber: "123", postalCode: "33415", postalPlace: "Guetersloh", countryCode: "DE" as const }

  it("is Riverty's address, address fields only, when it differs from the one sent", () => {
    const answered = { ...sent, street: "Gütersloher Straße", postalPlace: "Verl", customerNumber: "x", firstName: "Y" }
    expect(correctedAddressOf(sent, answered)).toEqual({
      street: "Gütersloher Straße",
      streetNumber: "123",
      postalCode: "33415",
      postalPlace: "Verl",
      countryCode: "DE",
    })
  })

  it("is nothing when Riverty answers the same address, none, or leaves fields out", () => {
    expect(correctedAddressOf(sent, { ...sent })).toBeUndefined()
    expect(correctedAddressOf(sent, { street: " Gütersloher Str. ", postalPlace: null })).toBeUndefined()
    expect(correctedAddressOf(sent, undefined)).toBeUndefined()
    expect(correctedAddressOf(undefined, sent)).toBeUndefined()
  })

  it("is nothing when Riverty only writes the address differently: a postcode's spacing, case, spacing in the street", () => {
    const dutch = { street: "Damrak", streetNumber: "1", postalCode: "1012 LG", postalPlace: "Amsterdam", countryCode: "NL" as const }
    expect(correctedAddressOf(dutch, { ...dutch, postalCode: "1012LG" })).toBeUndefined()
    expect(correctedAddressOf(dutch, { ...dutch, postalCode: "1012 lg", postalPlace: "AMSTERDAM" })).toBeUndefined()
    const swedish = { street: "Drottninggatan", streetNumber: "5", postalCode: "111 22", postalPlace: "Stockholm", countryCode: "SE" as const }
    expect(correctedAddressOf(swedish, { ...swedish, postalCode: "11122" })).toBeUndefined()
    expect(correctedAddressOf(swedish, { ...swedish, postalCode: "SE-111 22" })).toBeUndefined()
    expect(correctedAddressOf(sent, { ...sent, street: "Gütersloher  Str." })).toBeUndefined()
  })

  it("is Riverty's address when the street, number, postcode or town changed, in Riverty's writing", () => {
    const dutch = { street: "Damrak", streetNumber: "1", postalCode: "1012 LG", postalPlace: "Amsterdam", countryCode: "NL" as const }
    expect(correctedAddressOf(dutch, { ...dutch, postalCode: "1012LH" })).toEqual({ ...dutch, postalCode: "1012LH" })
    expect(correctedAddressOf(dutch, { ...dutch, streetNumber: "11" })).toEqual({ ...dutch, streetNumber: "11" })
    expect(correctedAddressOf(dutch, { ...dutch, street: "Rokin" })).toEqual({ ...dutch, street: "Rokin" })
    expect(correctedAddressOf(dutch, { ...dutch, postalPlace: "Amstelveen" })).toEqual({ ...dutch, postalPlace: "Amstelveen" })
  })
})
