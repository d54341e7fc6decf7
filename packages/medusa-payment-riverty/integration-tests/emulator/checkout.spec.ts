import type { RivertyClient } from "riverty-client"
import type { RunningEmulator } from "riverty-emulator"
import { clientFor, emulator } from "./helpers/emulator"
import { failure } from "./helpers/errors"
import { authorizeBody, JACKET, orderNumber, SOCKS, totals } from "./helpers/fixtures"
import { raw, type RawOptions } from "./helpers/raw"
import { itEmulatorOnly } from "./helpers/target"
import { expectRefusal, UUID } from "./helpers/wire"

let emu: RunningEmulator
let client: RivertyClient

beforeAll(async () => {
  emu = await emulator()
  client = clientFor(emu)
})
afterAll(() => emu.stop())

describe("authorize (one-step)", () => {
  const authorize = (body: unknown, options?: RawOptions) => raw(emu).post("checkout", "/api/v3/checkout/authorize", body, options)
  const getOrder = (number: string) => raw(emu).get("checkout", `/api/v3/orders/${encodeURIComponent(number)}`)

  it("accepts an ordinary customer with a reservation, checkout id, customer number and a 30-day expiry", async () => {
    const body = authorizeBody()
    const res = await authorize(body)
    expect(res.status).toBe(200)
    expect(res.body.outcome).toBe("Accepted")
    expect(res.body.reservationId).toMatch(UUID)
    expect(res.body.checkoutId).toMatch(UUID)
    expect(res.body.customer.customerNumber).toEqual(expect.any(String))
    expect(res.body.riskCheckMessages ?? []).toEqual([])
    const days = (Date.parse(String(res.body.expirationDate)) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(28)
    expect(days).toBeLessThan(31)
    const order = await getOrder(String(body.order?.number))
    expect(order.status).toBe(200)
    expect(order.body.orderDetails.status).toBe("Accepted")
    // JACKET 119 + 3 x SOCKS 10.70 + SHIPPING 4.90
    expect(order.body.orderDetails.totalGrossAmount).toBe(156)
    expect(order.body.orderDetails.orderItems.map((i: { productId: string; quantity: number }) => [i.productId, i.quantity])).toEqual([
      ["JACKET", 1],
      ["SOCKS", 3],
      ["SHIP", 1],
    ])
  })

  itEmulatorOnly("gives customer numbers in the emulator's AP<digits> form", async () => {
    const res = await client.checkout.authorize(authorizeBody())
    expect(res.customer?.customerNumber).toMatch(/^AP\d+/)
  })

  itEmulatorOnly("answers the debtor's address corrected where address validation corrects it, and as sent otherwise", async () => {
    const body = authorizeBody()
    const same = await authorize(body)
    expect(same.body.customer.addressList[0]).toMatchObject({ street: "Gütersloher Straße", postalCode: "33415", postalPlace: "Verl" })

    const misspelled = authorizeBody()
    misspelled.customer!.address = { street: "Gütersloher Str.", streetNumber: "123", postalCode: "33415", postalPlace: "Guetersloh", countryCode: "DE" }
    const corrected = await authorize(misspelled)
    expect(corrected.body.outcome).toBe("Accepted")
    expect(corrected.body.customer.addressList[0]).toMatchObject({
      street: "Gütersloher Straße",
      streetNumber: "123",
      postalCode: "33415",
      postalPlace: "Verl",
      countryCode: "DE",
    })
  })

  // The sandbox's test personas (facts file, sandbox test data): the first name decides the outcome.
  it.each([
    ["Reject", "200.901"],
    ["Underage", "200.001"],
    ["ChargebackPresent", "200.912"],
  ])("rejects the persona %s with %s and no reservation", async (firstName, code) => {
    const body = authorizeBody({ firstName })
    const res = await authorize(body)
    expect(res.status).toBe(200)
    expect(res.body.outcome).toBe("Rejected")
    expect(res.body.reservationId ?? undefined).toBeUndefined()
    expect(res.body.riskCheckMessages[0]).toMatchObject({ type: "BusinessError", code, customerFacingMessage: expect.any(String) })
    const order = await getOrder(String(body.order?.number))
    expect(order.body.orderDetails.status).toBe("Rejected")
  })

  it("treats an integer first name as a spending limit (200.903 only above it)", async () => {
    const above = await authorize(authorizeBody({ firstName: "80" }))
    expect(above.body.outcome).toBe("Rejected")
    expect(above.body.riskCheckMessages[0].code).toBe("200.903")
    const below = await authorize(authorizeBody({ firstName: "500" }))
    expect(below.body.outcome).toBe("Accepted")
  })

  it("rejects a birth date under 18 years as 200.001", async () => {
    const body = authorizeBody()
    const young = new Date()
    young.setUTCFullYear(young.getUTCFullYear() - 17)
    body.customer!.birthDate = young.toISOString().slice(0, 10)
    const res = await authorize(body)
    expect(res.body.outcome).toBe("Rejected")
    expect(res.body.riskCheckMessages[0].code).toBe("200.001")
  })

  it("answers StrongCustomerAuthentication with Pending and a redirect in DE and NL, not in SE", async () => {
    for (const country of ["DE", "NL"] as const) {
      const res = await authorize(authorizeBody({ firstName: "StrongCustomerAuthentication", country }), { country })
      expect(res.body.outcome).toBe("Pending")
      expect(res.body.redirectUrl).toMatch(/^https?:\/\/[^/]+\/\S+/)
      expect(res.body.secureLoginUrl).toBe(res.body.redirectUrl)
    }
    const se = await authorize(
      authorizeBody({ firstName: "StrongCustomerAuthentication", country: "SE", items: [{ ...JACKET, grossUnitPrice: 1190, netUnitPrice: 952, vatPercent: 25, vatAmount: 238 }] }),
      { country: "SE" },
    )
    expect(se.body.outcome).toBe("Accepted")
  })

  it("refuses totals that do not match the lines (400.102 gross, 400.101 net)", async () => {
    const gross = authorizeBody()
    gross.order!.totalGrossAmount = 157
    expectRefusal(await authorize(gross), "400.102", "order.totalGrossAmount")

    const net = authorizeBody()
    net.order!.totalNetAmount = 129.12
    expectRefusal(await authorize(net), "400.101", "order.totalNetAmount")
  })

  it("refuses a reused order number without an idempotency key (400.100 on order.number)", async () => {
    const number = orderNumber("REUSE")
    expect((await authorize(authorizeBody({ number }))).body.outcome).toBe("Accepted")
    expectRefusal(await authorize(authorizeBody({ number })), "400.100", "order.number")
  })

  // Case-insensitive numbers and a retry after a rejection are the emulator's choices (packages/riverty-emulator/README.md).
  itEmulatorOnly("compares order numbers case-insensitively but allows a retry after a rejection", async () => {
    const number = orderNumber("REUSE")
    expect((await authorize(authorizeBody({ number }))).body.outcome).toBe("Accepted")
    expectRefusal(await authorize(authorizeBody({ number: number.toLowerCase() })), "400.100", "order.number")

    const rejected = orderNumber("RETRY")
    expect((await authorize(authorizeBody({ number: rejected, firstName: "Reject" }))).body.outcome).toBe("Rejected")
    expect((await authorize(authorizeBody({ number: rejected }))).body.outcome).toBe("Accepted")
  })

  it("checks payment methods: installment profile (400.110), count (400.113), account profile (400.114), type (400.108)", async () => {
    const ok = await authorize(authorizeBody({ payment: { type: "Installment", installment: { profileNo: 2, numberOfInstallments: 6 } } }))
    expect(ok.body.outcome).toBe("Accepted")
    expectRefusal(await authorize(authorizeBody({ payment: { type: "Installment", installment: { profileNo: 42 } } })), "400.110")
    expectRefusal(
      await authorize(authorizeBody({ payment: { type: "Installment", installment: { profileNo: 1, numberOfInstallments: 7 } } })),
      "400.113",
    )
    expectRefusal(await authorize(authorizeBody({ country: "SE", payment: { type: "Account", account: { profileNo: 9 } } }), { country: "SE" }), "400.114")
    const accountOk = await authorize(authorizeBody({ country: "SE", payment: { type: "Account", account: { profileNo: 1 } } }), { country: "SE" })
    expect(accountOk.body.outcome).toBe("Accepted")
    expectRefusal(await authorize(authorizeBody({ payment: { type: "PayinX" } })), "400.108", "payment.type")
  })

  it("accepts direct debit only with an IBAN whose checksum is right", async () => {
    const good = await authorize(
      authorizeBody({ payment: { type: "Invoice", directDebit: { bankAccount: "DE75512108001245126199", bankCode: "SOGEDEFFXXX" } } }),
    )
    expect(good.body.outcome).toBe("Accepted")
    const bad = await authorize(authorizeBody({ payment: { type: "Invoice", directDebit: { bankAccount: "DE75512108001245126198" } } }))
    expectRefusal(bad, "400.004", "payment.directDebit.bankAccount")
  })

  it("refuses a request body that is not JSON with 400.001 on the field request", async () => {
    expectRefusal(await authorize("{not json"), "400.001", "request")
  })

  it("answers 401 with a message object to a missing or wrong API key", async () => {
    for (const options of [{ anonymous: true }, { headers: { "x-auth-key": "certainly-not-a-key" } }]) {
      const res = await raw(emu).call("checkout", "POST", "/api/v3/checkout/authorize", authorizeBody(), options)
      expect(res.status).toBe(401)
      expect(res.body).toEqual({ message: expect.any(String) })
    }
  })

  it("replays an authorize with the same X-Idempotency-Key and body instead of refusing the order number", async () => {
    const body = authorizeBody()
    const headers = { "X-Idempotency-Key": `auth-${orderNumber("K")}` }
    const first = await authorize(body, { headers })
    const second = await authorize(body, { headers })
    expect(second.status).toBe(200)
    expect(second.body).toEqual(first.body)
  })

  // The facts file does not say what the service answers to a reused key with another body.
  itEmulatorOnly("refuses an idempotency key reused with another body with 409", async () => {
    const headers = { "X-Idempotency-Key": `auth-${orderNumber("K")}` }
    expect((await authorize(authorizeBody(), { headers })).status).toBe(200)
    expect((await authorize(authorizeBody(), { headers })).status).toBe(409)
  })
})

describe("payment methods and two-step authorize", () => {
  it("lists methods per country with plans, legal info and direct-debit availability", async () => {
    const items = [JACKET, SOCKS]
    const de = await client.checkout.getPaymentMethods({ order: { ...totals(items), currency: "EUR", items }, country: "DE" })
    const types = de.paymentMethods?.map((m) => m.type)
    expect(types).toEqual(expect.arrayContaining(["Invoice", "Installment"]))
    expect(types).not.toContain("PayinX")
    const invoice = de.paymentMethods?.find((m) => m.type === "Invoice")
    expect(invoice?.directDebit?.available).toBe(true)
    expect(invoice?.legalInfo?.termsAndConditionsUrl).toEqual(expect.any(String))
    const installment = de.paymentMethods?.find((m) => m.type === "Installment")
    expect(installment?.legalInfo?.requiresCustomerConsent).toBe(true)
    expect(installment?.legalInfo?.bgb507Url).toEqual(expect.any(String))
    expect((installment?.installment as { availableInstallmentPlans: unknown[] }).availableInstallmentPlans.length).toBeGreaterThan(0)

    const se = await client.checkout.getPaymentMethods({ order: { totalGrossAmount: 1000, totalNetAmount: 800, currency: "SEK" }, country: "SE" })
    expect(se.paymentMethods?.map((m) => m.type)).toContain("Account")
    const nl = await client.checkout.getPaymentMethods({ order: { totalGrossAmount: 100, totalNetAmount: 82.64, currency: "EUR" }, country: "NL" })
    expect(nl.paymentMethods?.map((m) => m.type)).toContain("PayinX")
    const small = await client.checkout.getPaymentMethods({ order: { totalGrossAmount: 20, totalNetAmount: 16.81 }, country: "DE" })
    expect(small.paymentMethods?.map((m) => m.type)).toEqual(["Invoice"])
  })

  it("risk-checks a given customer: Reject gets no methods", async () => {
    const res = await client.checkout.getPaymentMethods({
      order: { totalGrossAmount: 50, totalNetAmount: 42.02 },
      customer: { customerCategory: "Person", firstName: "Reject", address: { countryCode: "DE" } },
    })
    expect(res.outcome).toBe("Rejected")
    expect(res.paymentMethods).toEqual([])
    expect(res.riskCheckMessages?.[0]?.code).toBe("200.901")
  })

  it("authorizes with only checkoutId and payment after payment-methods", async () => {
    const base = authorizeBody()
    const methods = await client.checkout.getPaymentMethods({ customer: base.customer, order: base.order as never })
    const res = await client.checkout.authorize({ checkoutId: String(methods.checkoutId), payment: { type: "Invoice" } })
    expect(res.outcome).toBe("Accepted")
    expect(res.checkoutId).toBe(methods.checkoutId)
    const order = await client.orders.getOrder(String(base.order?.number))
    expect(order.orderDetails.orderItems).toHaveLength(3)
  })

  it("creates an installment contract and authorizes with its contractId; an unknown one is 400.109", async () => {
    const base = authorizeBody()
    const methods = await client.checkout.getPaymentMethods({ customer: base.customer, order: base.order as never })
    const contract = await client.checkout.createContract(String(methods.checkoutId), {
      paymentInfo: { type: "Installment", installment: { profileNo: 1 } },
    })
    expect(contract.contractId).toMatch(/^[0-9a-f-]{36}$/)
    expect(contract.requireCustomerConfirmation).toBe(true)
    expect(contract.contractList?.length).toBe(1)
    const res = await client.checkout.authorize({
      checkoutId: String(methods.checkoutId),
      payment: { type: "Installment", installment: { profileNo: 1 }, contractId: String(contract.contractId) },
    })
    expect(res.outcome).toBe("Accepted")
    const unknown = await failure(() =>
      client.checkout.authorize(
        authorizeBody({ payment: { type: "Invoice", contractId: "6f1c3e3a-95a6-4a55-9d1f-3f9e1c2b7a10" } }),
      ),
    )
    expect(unknown.code).toBe("400.109")
  })

  it("answers a hosted-checkout request with a redirect URL to the hosted page", async () => {
    const res = await client.checkout.requestHostedCheckout({
      merchantUrl: "https://shop.example/return",
      authorizeRequest: authorizeBody(),
    })
    expect(res.redirectUrl).toMatch(/^https?:\/\/[^/]+\/\S+/)
  })
})
