import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"
import { storeRoutes } from "../fixtures/store-routes"

// Only http(s) URLs from Riverty's answers pass a store route (and the storefront kit's helpers,
// see its unit tests): a `javascript:` or `data:` terms link, logo or hosted page would run in the
// shop's page. Anything else is dropped and logged once, without the value. The emulator's faults
// answer 200 with a body of the test's choosing: a Riverty that sends such URLs.
jest.setTimeout(240 * 1000)

const emulator = useEmulator()
const METHODS_PATH = "/api/v3/checkout/payment-methods"
const PLANS_PATH = "/api/v3/lookup/installment-plans"
const AUTHORIZE_PATH = "/api/v3/checkout/authorize"

const SCRIPT = "javascript:alert(document.cookie)"
const DATA = "data:text/html,<script>alert(1)</script>"
const plan = (readMore: string) => ({
  basketAmount: 120,
  numberOfInstallments: 3,
  installmentAmount: 40,
  lastInstallmentAmount: 40,
  interestRate: 0,
  effectiveAnnualPercentageRate: 0,
  totalAmount: 120,
  installmentProfileNumber: 1,
  readMore,
})
const hostileMethods = {
  outcome: "Accepted",
  paymentMethods: [
    {
      type: "Invoice",
      title: "Invoice",
      logo: SCRIPT,
      consumerFeeAmount: 0,
      legalInfo: { requiresCustomerConsent: false, termsAndConditionsUrl: SCRIPT, privacyStatementUrl: DATA, text: "<p>Terms apply.</p>" },
      directDebit: { available: false },
    },
    {
      type: "Installment",
      title: "Installments",
      logo: "https://cdn.riverty.example/installments.svg",
      legalInfo: { requiresCustomerConsent: true, termsAndConditionsUrl: "https://docs.riverty.example/terms", privacyStatementUrl: "vbscript:msgbox(1)", bgb507Url: DATA },
      installment: { availableInstallmentPlans: [plan(SCRIPT)] },
      directDebit: { available: false },
    },
  ],
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)
    const control = () => `${emulator.current.url}/_emulator`
    const answerWith = (path: string, body: unknown) => axios.post(`${control()}/faults`, { method: "POST", path, status: 200, body, times: 0 })
    afterEach(() => routes.clearFaults())

    const cartOf = (quantity: number) => seeded.checkout.createCart({ buyer: { firstName: "Ina" }, items: [{ variant_id: seeded.catalog.shirtVariantId, quantity }] })
    const warnings = () => {
      const logger = getContainer().resolve<{ warn: (message: string) => void }>(ContainerRegistrationKeys.LOGGER)
      return jest.spyOn(logger, "warn")
    }
    const droppedWarnings = (warn: jest.SpyInstance) =>
      warn.mock.calls.map(([message]) => String(message)).filter((message) => message.includes("not http(s)"))

    it("payment-methods passes only http(s) logo, terms, privacy and SECCI URLs and plan links, and logs each dropped one once", async () => {
      await answerWith(METHODS_PATH, hostileMethods)
      const warn = warnings()
      try {
        const first = await routes.post("payment-methods", { cart_id: await cartOf(12) })
        expect(first.status).toBe(200)
        // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the route's answer as sent; the assertions state its shape
        const offers = first.data.payment_methods as Array<Record<string, any>>
        const invoice = offers.find((offer) => offer.method === "invoice")!
        const installments = offers.find((offer) => offer.method === "installments")!
        expect(invoice.logo).toBeUndefined()
        expect(invoice.legal).toEqual({ requires_consent: false, text: "<p>Terms apply.</p>" })
        expect(installments.logo).toBe("https://cdn.riverty.example/installments.svg")
        expect(installments.legal).toEqual({ requires_consent: true, terms_url: "https://docs.riverty.example/terms" })
        expect(installments.installment_plans).toHaveLength(1)
        expect(installments.installment_plans[0].readMore).toBeUndefined()
        expect(installments.installment_plans[0].installmentProfileNumber).toBe(1)
        expect(JSON.stringify(first.data)).not.toMatch(/javascript:|data:|vbscript:/)

        // Another cart: Riverty is asked again and sends the same URLs; they were reported already.
        const second = await routes.post("payment-methods", { cart_id: await cartOf(13) })
        expect(second.status).toBe(200)
        expect(JSON.stringify(second.data)).not.toMatch(/javascript:|data:|vbscript:/)
        const dropped = droppedWarnings(warn)
        expect(dropped.filter((message) => message.includes("paymentMethods[].logo"))).toHaveLength(1)
        expect(dropped.filter((message) => message.includes("legalInfo.termsAndConditionsUrl"))).toHaveLength(1)
        // Two different privacy values (data: and vbscript:): one line each.
        expect(dropped.filter((message) => message.includes("legalInfo.privacyStatementUrl"))).toHaveLength(2)
        expect(dropped.filter((message) => message.includes("legalInfo.bgb507Url"))).toHaveLength(1)
        expect(dropped.filter((message) => message.includes("installment.availableInstallmentPlans[].readMore"))).toHaveLength(1)
        expect(dropped.join("\n")).not.toMatch(/alert|cookie|<script>|msgbox/)
      } finally {
        warn.mockRestore()
      }
    })

    it("installment-plans drops a readMore link that is not http(s)", async () => {
      await answerWith(PLANS_PATH, { availableInstallmentPlans: [plan(DATA), plan("https://docs.riverty.example/plan/1")] })
      const { status, data } = await routes.post("installment-plans", { provider_id: providerId("installments"), amount: 120, currency_code: "eur", country_code: "de" })
      expect(status).toBe(200)
      expect(data.installment_plans.map((item: Record<string, unknown>) => item.readMore)).toEqual([undefined, "https://docs.riverty.example/plan/1"])
      expect(JSON.stringify(data)).not.toContain("data:")
    })

    it("a Pending authorize whose hosted page is not http(s) offers the storefront no redirect", async () => {
      // A shopper the emulator sends to its hosted page: Riverty holds the Pending order, and only
      // its answer's redirectUrl is replaced (the fault answers after the authorize applied).
      const cartId = await seeded.checkout.createCart({
        buyer: { firstName: "StrongCustomerAuthentication" },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 2 }],
        shippingOptionId: seeded.catalog.shippingOptionId,
      })
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1980-04-01" })
      expect(started.status).toBe(200)
      await axios.post(`${control()}/faults`, { method: "POST", path: AUTHORIZE_PATH, status: 200, body: { outcome: "Pending", checkoutId: "00000000-0000-4000-8000-000000000001", redirectUrl: SCRIPT }, afterApply: true })
      const warn = warnings()
      try {
        const completed = await seeded.checkout.complete(cartId)
        expect({ status: completed.status, type: completed.data.type }).toEqual({ status: 200, type: "cart" })
        const cart = await seeded.checkout.getCart(cartId)
        expect(cart.completed_at).toBeNull()
        const session = cart.payment_collection.payment_sessions.find((item: Record<string, unknown>) => item.provider_id === providerId("invoice"))
        expect(session.data.riverty_outcome).toBe("Pending")
        expect(session.data.redirect_url ?? null).toBeNull()
        expect(JSON.stringify(session.data)).not.toContain("javascript:")
        expect(droppedWarnings(warn)).toEqual([expect.stringContaining("redirectUrl")])
        expect(droppedWarnings(warn).join("\n")).not.toContain("alert")
      } finally {
        warn.mockRestore()
      }
    })
  },
})
