import type { RivertyClient } from "../../src/riverty"
import type { RunningEmulator } from "../../src/emulator"
import { clientFor, emulator } from "./helpers/emulator"
import { failure } from "./helpers/errors"
import { authorizeBody, JACKET, orderNumber, SOCKS, totals } from "./helpers/fixtures"

let emu: RunningEmulator
let client: RivertyClient

beforeAll(async () => {
  emu = await emulator()
  client = clientFor(emu)
})
afterAll(() => emu.stop())

describe("authorize (one-step)", () => {
  it("accepts an ordinary customer with a reservation, checkout id, customer number and a 30-day expiry", async () => {
    const body = authorizeBody()
    const res = await client.checkout.authorize(body)
    expect(res.outcome).toBe("Accepted")
    expect(res.reservationId).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.checkoutId).toMatch(/^[0-9a-f-]{36}$/)
    expect(res.customer?.customerNumber).toMatch(/^AP\d+/)
    expect(res.riskCheckMessages).toEqual([])
    const days = (Date.parse(String(res.expirationDate)) - Date.now()) / 86_400_000
    expect(days).toBeGreaterThan(28)
    expect(days).toBeLessThan(31)
    const order = await client.orders.getOrder(String(body.order?.number))
    expect(order.orderDetails.status).toBe("Accepted")
    expect(order.orderDetails.totalGrossAmount).toBe(body.order?.totalGrossAmount)
    expect(order.orderDetails.orderItems).toHaveLength(3)
  })

  it("answers the debtor's address corrected where address validation corrects it, and as sent otherwise", async () => {
    const body = authorizeBody()
    const sent = body.customer!.address!
    const same = await client.checkout.authorize(body)
    expect(same.customer?.addressList?.[0]).toMatchObject({ street: sent.street, postalCode: sent.postalCode, postalPlace: sent.postalPlace })

    const misspelled = authorizeBody()
    misspelled.customer!.address = { street: "Gütersloher Str.", streetNumber: "123", postalCode: "33415", postalPlace: "Guetersloh", countryCode: "DE" }
    const corrected = await client.checkout.authorize(misspelled)
    expect(corrected.outcome).toBe("Accepted")
    expect(corrected.customer?.addressList?.[0]).toMatchObject({
      street: "Gütersloher Straße",
      streetNumber: "123",
      postalCode: "33415",
      postalPlace: "Verl",
      countryCode: "DE",
    })
  })

  it.each([
    ["Reject", "200.901"],
    ["Underage", "200.001"],
    ["ChargebackPresent", "200.912"],
  ])("rejects the persona %s with %s and no reservation", async (firstName, code) => {
    const body = authorizeBody({ firstName })
    const res = await client.checkout.authorize(body)
    expect(res.outcome).toBe("Rejected")
    expect(res.reservationId ?? undefined).toBeUndefined()
    expect(res.riskCheckMessages?.[0]).toMatchObject({ type: "BusinessError", code })
    expect(res.riskCheckMessages?.[0]?.customerFacingMessage).toEqual(expect.any(String))
    const order = await client.orders.getOrder(String(body.order?.number))
    expect(order.orderDetails.status).toBe("Rejected")
  })

  it("treats an integer first name as a spending limit (200.903 only above it)", async () => {
    const above = await client.checkout.authorize(authorizeBody({ firstName: "80" }))
    expect(above.outcome).toBe("Rejected")
    expect(above.riskCheckMessages?.[0]?.code).toBe("200.903")
    const below = await client.checkout.authorize(authorizeBody({ firstName: "500" }))
    expect(below.outcome).toBe("Accepted")
  })

  it("rejects a birth date under 18 years as 200.001", async () => {
    const body = authorizeBody()
    const young = new Date()
    young.setUTCFullYear(young.getUTCFullYear() - 17)
    if (body.customer) body.customer.birthDate = young.toISOString().slice(0, 10)
    const res = await client.checkout.authorize(body)
    expect(res.riskCheckMessages?.[0]?.code).toBe("200.001")
  })

  it("answers StrongCustomerAuthentication with Pending and a redirect in DE and NL, not in SE", async () => {
    for (const country of ["DE", "NL"] as const) {
      const res = await client.checkout.authorize(authorizeBody({ firstName: "StrongCustomerAuthentication", country }))
      expect(res.outcome).toBe("Pending")
      expect(res.redirectUrl).toMatch(new RegExp(`^${emu.url}/hosted-checkout/`))
      expect(res.secureLoginUrl).toBe(res.redirectUrl)
    }
    const se = await client.checkout.authorize(
      authorizeBody({ firstName: "StrongCustomerAuthentication", country: "SE", items: [{ ...JACKET, grossUnitPrice: 1190, netUnitPrice: 952, vatPercent: 25, vatAmount: 238 }] }),
    )
    expect(se.outcome).toBe("Accepted")
  })

  it("refuses totals that do not match the lines (400.102 gross, 400.101 net)", async () => {
    const gross = authorizeBody()
    if (gross.order) gross.order.totalGrossAmount = Number(gross.order.totalGrossAmount) + 1
    const e1 = await failure(() => client.checkout.authorize(gross))
    expect(e1.status).toBe(400)
    expect(e1.code).toBe("400.102")
    expect(e1.fieldReference).toBe("order.totalGrossAmount")

    const net = authorizeBody()
    if (net.order) net.order.totalNetAmount = Number(net.order.totalNetAmount) - 5
    const e2 = await failure(() => client.checkout.authorize(net))
    expect(e2.code).toBe("400.101")
    expect(e2.fieldReference).toBe("order.totalNetAmount")
  })

  it("refuses a reused order number (400.100), case-insensitively, but allows a retry after a rejection", async () => {
    const number = orderNumber("REUSE")
    await client.checkout.authorize(authorizeBody({ number }))
    const again = await failure(() => client.checkout.authorize(authorizeBody({ number: number.toLowerCase() })))
    expect(again.code).toBe("400.100")
    expect(again.fieldReference).toBe("order.number")

    const rejected = orderNumber("RETRY")
    expect((await client.checkout.authorize(authorizeBody({ number: rejected, firstName: "Reject" }))).outcome).toBe("Rejected")
    expect((await client.checkout.authorize(authorizeBody({ number: rejected }))).outcome).toBe("Accepted")
  })

  it("checks payment methods: installment profile (400.110), count (400.113), account profile (400.114), type (400.108)", async () => {
    const ok = await client.checkout.authorize(
      authorizeBody({ payment: { type: "Installment", installment: { profileNo: 2, numberOfInstallments: 6 } } }),
    )
    expect(ok.outcome).toBe("Accepted")
    const profile = await failure(() =>
      client.checkout.authorize(authorizeBody({ payment: { type: "Installment", installment: { profileNo: 42 } } })),
    )
    expect(profile.code).toBe("400.110")
    const count = await failure(() =>
      client.checkout.authorize(authorizeBody({ payment: { type: "Installment", installment: { profileNo: 1, numberOfInstallments: 7 } } })),
    )
    expect(count.code).toBe("400.113")
    const account = await failure(() =>
      client.checkout.authorize(authorizeBody({ country: "SE", payment: { type: "Account", account: { profileNo: 9 } } })),
    )
    expect(account.code).toBe("400.114")
    const accountOk = await client.checkout.authorize(authorizeBody({ country: "SE", payment: { type: "Account", account: { profileNo: 1 } } }))
    expect(accountOk.outcome).toBe("Accepted")
    const payInX = await failure(() => client.checkout.authorize(authorizeBody({ payment: { type: "PayinX" } })))
    expect(payInX.code).toBe("400.108")
    expect(payInX.fieldReference).toBe("payment.type")
  })

  it("accepts direct debit only with an IBAN whose checksum is right", async () => {
    const good = await client.checkout.authorize(
      authorizeBody({ payment: { type: "Invoice", directDebit: { bankAccount: "DE75512108001245126199", bankCode: "SOGEDEFFXXX" } } }),
    )
    expect(good.outcome).toBe("Accepted")
    const bad = await failure(() =>
      client.checkout.authorize(authorizeBody({ payment: { type: "Invoice", directDebit: { bankAccount: "DE75512108001245126198" } } })),
    )
    expect(bad.code).toBe("400.004")
    expect(bad.fieldReference).toBe("payment.directDebit.bankAccount")
  })

  it("replays an idempotent authorize and refuses the key with another body", async () => {
    const body = authorizeBody()
    const key = `auth-${orderNumber("K")}`
    const first = await client.checkout.authorize(body, { idempotencyKey: key })
    const second = await client.checkout.authorize(body, { idempotencyKey: key })
    expect(second).toEqual(first)
    const other = await failure(() => client.checkout.authorize(authorizeBody(), { idempotencyKey: key }))
    expect(other.status).toBe(409)
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
    expect(res.redirectUrl).toMatch(new RegExp(`^${emu.url}/hosted-checkout/`))
  })
})
