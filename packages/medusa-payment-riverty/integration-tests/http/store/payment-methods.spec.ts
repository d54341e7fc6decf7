import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createRegionsWorkflow } from "@medusajs/medusa/core-flows"
import axios from "axios"
import { ALL_PROVIDER_IDS, providerId } from "../../../src/providers/riverty/payment-methods"
import { address, checkoutHelpers, type CheckoutHelpers } from "../fixtures/checkout"
import { useEmulator } from "../fixtures/emulator"
import { captureLogs } from "../fixtures/log-capture"
import { useSeededStore } from "../fixtures/seeded-store"
import { storeRoutes } from "../fixtures/store-routes"

// POST /store/riverty/payment-methods and /installment-plans against the emulator: which of the
// region's Riverty providers are offered for the cart's country, category and total, with the
// legal texts, fields and plans Riverty sends, inside the provider's amountLimits; the cache; the
// 400s naming the field; 503 when Riverty fails; a country without an API key not served.
jest.setTimeout(240 * 1000)

const LIMITS = { DE: { max: 1000, methods: { installments: { min: 100 } } }, NL: { max: 50 } }
// Austria has a key here (the emulator issues it); Denmark has none, so it is not served.
const OWN_ENV = { RIVERTY_AMOUNT_LIMITS: JSON.stringify(LIMITS), RIVERTY_API_KEY_AT: "emulator-key-at", RIVERTY_API_KEY_DK: undefined }
const saved = Object.fromEntries(Object.keys(OWN_ENV).map((name) => [name, process.env[name]]))
const setEnv = (values: Record<string, string | undefined>) => {
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined) delete process.env[name]
    else process.env[name] = value
  }
}
beforeAll(() => setEnv(OWN_ENV))
afterAll(() => setEnv(saved))

const emulator = useEmulator()
const METHODS_PATH = "/api/v3/checkout/payment-methods"
const PLANS_PATH = "/api/v3/lookup/installment-plans"
const RIVERTY_PATHS = [METHODS_PATH, PLANS_PATH, "/api/v3/lookup/customer", "/api/v3/validate/address", "/api/v3/checkout/authorize"]

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the route's answer as sent; the assertions state its shape
type Offer = Record<string, any>
const methodsOf = (offers: Offer[]) => offers.map((offer) => offer.method).sort()
const offer = (offers: Offer[], method: string) => offers.find((item) => item.method === method)!

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true, productPrice: 40 })
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)
    // One region of a country with a key (Austria) and one without (Denmark), as a merchant sets up
    // regions before Riverty issued every key. Seeded before the first test (the runner restores
    // the database as it was then before each test).
    let region: CheckoutHelpers
    beforeAll(async () => {
      const { result } = await createRegionsWorkflow(getContainer()).run({
        input: { regions: [{ name: "Austria and Denmark", currency_code: "eur", countries: ["at", "dk"], payment_providers: ALL_PROVIDER_IDS }] },
      })
      region = checkoutHelpers(api, () => ({ ...seeded.store, regionId: result[0].id }))
    })

    const cartOf = (quantity: number, country = "de") =>
      seeded.checkout.createCart({
        buyer: { firstName: "Ina", countryCode: country },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity }],
        address: country === "de" ? {} : { postal_code: country === "nl" ? "1012JS" : "11151", city: country === "nl" ? "Amsterdam" : "Stockholm" },
      })

    describe("payment-methods", () => {
      it("offers the region's providers Riverty offers for a German person, with legal texts, fields, plans and limits", async () => {
        const cartId = await cartOf(12)
        const { status, data } = await routes.post("payment-methods", { cart_id: cartId })
        expect(status).toBe(200)
        expect(methodsOf(data.payment_methods)).toEqual(["direct_debit", "installments", "invoice"])
        expect(data.customer_facing_message).toBeUndefined()

        const invoice = offer(data.payment_methods, "invoice")
        expect(invoice).toMatchObject({
          provider_id: providerId("invoice"),
          riverty_type: "Invoice",
          customer_category: "Person",
          // The cart has no locale: Riverty answers in the country's language.
          title: "Rechnung - 14 Tage",
          tag: expect.any(String),
          logo: `${emulator.current.url}/logos/riverty-invoice.svg`,
          consumer_fee_amount: 0,
          legal: { requires_consent: false, terms_url: expect.stringContaining("/de/terms/invoice"), privacy_url: expect.stringContaining("/de/privacy"), text: expect.stringContaining("<p>") },
          max_amount: 1000,
        })
        expect(invoice.min_amount).toBeUndefined()
        expect(invoice.installment_plans).toBeUndefined()
        // The storefront kit's fields for the method, the cart's country and the category.
        expect(invoice.fields.map((field: Offer) => field.name)).toEqual(["birth_date", "salutation", "phone"])
        expect(invoice.fields[0]).toMatchObject({ name: "birth_date", required: true, personal: true, input: "date", label: expect.any(String) })

        const installments = offer(data.payment_methods, "installments")
        expect(installments).toMatchObject({
          provider_id: providerId("installments"),
          riverty_type: "Installment",
          legal: { requires_consent: true, secci_url: expect.stringContaining("/de/bgb507") },
          min_amount: 100,
          max_amount: 1000,
        })
        expect(installments.installment_plans.length).toBeGreaterThan(0)
        expect(installments.installment_plans[0]).toMatchObject({ numberOfInstallments: 3, installmentProfileNumber: 1 })
        expect(installments.fields).toContainEqual(expect.objectContaining({ name: "installment_profile_no", required: true, personal: false }))

        const directDebit = offer(data.payment_methods, "direct_debit")
        expect(directDebit).toMatchObject({ provider_id: providerId("direct_debit"), riverty_type: "Invoice" })
        expect(directDebit.fields).toContainEqual(expect.objectContaining({ name: "iban", required: true, personal: true }))
      })

      it("offers a company only the B2B invoice, and Swedish and Dutch carts their own methods", async () => {
        const cartId = await cartOf(12)
        const company = await routes.post("payment-methods", { cart_id: cartId, customer_category: "Company" })
        expect(company.status).toBe(200)
        expect(methodsOf(company.data.payment_methods)).toEqual(["b2b_invoice"])
        expect(offer(company.data.payment_methods, "b2b_invoice").fields).toContainEqual(expect.objectContaining({ name: "company_name", required: true }))

        const swedish = await routes.post("payment-methods", { cart_id: await cartOf(12, "se") })
        expect(methodsOf(swedish.data.payment_methods)).toEqual(["account", "installments", "invoice"])
        expect(offer(swedish.data.payment_methods, "installments").legal.requires_consent).toBe(false)
        expect(offer(swedish.data.payment_methods, "invoice").fields).toContainEqual(expect.objectContaining({ name: "identification_number", required: true, personal: true }))

        const dutch = await routes.post("payment-methods", { cart_id: await cartOf(4, "nl") })
        expect(methodsOf(dutch.data.payment_methods)).toEqual(["direct_debit", "invoice", "pay_in_x"])
        expect(offer(dutch.data.payment_methods, "pay_in_x").max_amount).toBe(50)
      })

      it("leaves out what the provider's amountLimits exclude: below a method's minimum, above a country's maximum", async () => {
        const small = await routes.post("payment-methods", { cart_id: await cartOf(6) })
        expect(small.status).toBe(200)
        expect(methodsOf(small.data.payment_methods)).toEqual(["direct_debit", "invoice"])

        const large = await routes.post("payment-methods", { cart_id: await cartOf(120) })
        expect(large.status).toBe(200)
        expect(large.data.payment_methods).toEqual([])

        const dutch = await routes.post("payment-methods", { cart_id: await cartOf(6, "nl") })
        expect(dutch.data.payment_methods).toEqual([])
      })

      it("answers the same cart from the cache: Riverty is asked once", async () => {
        const cartId = await cartOf(13)
        await routes.clearJournal()
        const first = await routes.post("payment-methods", { cart_id: cartId })
        const second = await routes.post("payment-methods", { cart_id: cartId })
        expect([first.status, second.status]).toEqual([200, 200])
        expect(second.data).toEqual(first.data)
        expect(await routes.reachedRiverty(METHODS_PATH)).toBe(1)
      })

      it("refuses bad input with 400 naming the field, an unknown cart with 404, and answers 503 when Riverty fails", async () => {
        await routes.clearJournal()
        const missing = await routes.post("payment-methods", {})
        expect(missing.status).toBe(400)
        expect(missing.data).toMatchObject({ type: "invalid_data", message: expect.stringMatching(/cart_id/) })
        const category = await routes.post("payment-methods", { cart_id: "cart_1", customer_category: "Alien" })
        expect(category.status).toBe(400)
        expect(category.data.message).toMatch(/customer_category/)
        const extra = await routes.post("payment-methods", { cart_id: "cart_1", amount: 5 })
        expect(extra.status).toBe(400)
        expect(extra.data.message).toMatch(/amount: not an accepted field/)
        expect((await routes.post("payment-methods", { cart_id: "cart_unknown" })).status).toBe(404)
        expect(await routes.reachedRiverty(METHODS_PATH)).toBe(0)

        const cartId = await cartOf(14)
        await routes.failRiverty(METHODS_PATH)
        try {
          const down = await routes.post("payment-methods", { cart_id: cartId })
          expect(down.status).toBe(503)
          expect(down.data.type).toBe("riverty_unavailable")
        } finally {
          await routes.clearFaults()
        }
      })
    })

    describe("Riverty's words for the shopper", () => {
      const refusal = (customerFacingMessage?: string) => [
        { type: "BusinessError", code: "200.901", message: "Negative customer score.", actionCode: "Unavailable", ...(customerFacingMessage ? { customerFacingMessage } : {}) },
      ]
      const refuseOnce = (body: unknown) => axios.post(`${emulator.current.url}/_emulator/faults`, { method: "POST", path: METHODS_PATH, status: 400, body, times: 1 })

      it("carries Riverty's customerFacingMessage of a refused call as customer_facing_message, never its developer message", async () => {
        const cartId = await cartOf(15)
        await refuseOnce(refusal("Leider können wir Ihnen diese Zahlungsart nicht anbieten."))
        const refused = await routes.post("payment-methods", { cart_id: cartId })
        expect(refused.status).toBe(400)
        expect(refused.data).toMatchObject({ type: "invalid_data", customer_facing_message: "Leider können wir Ihnen diese Zahlungsart nicht anbieten." })

        await refuseOnce(refusal())
        const bare = await routes.post("payment-methods", { cart_id: cartId })
        expect(bare.status).toBe(400)
        expect(bare.data.message).toBe("Negative customer score.")
        expect(bare.data.customer_facing_message).toBeUndefined()
      })
    })

    describe("installment-plans", () => {
      const provider = providerId("installments")

      it("answers the plans for a cart, and for an amount in a country (a product page's teaser)", async () => {
        const forCart = await routes.post("installment-plans", { provider_id: provider, cart_id: await cartOf(12) })
        expect(forCart.status).toBe(200)
        expect(forCart.data.installment_plans.length).toBeGreaterThan(0)

        const forAmount = await routes.post("installment-plans", { provider_id: provider, amount: 185, currency_code: "eur", country_code: "de" })
        expect(forAmount.status).toBe(200)
        expect(forAmount.data.installment_plans.slice(0, 3)).toEqual([
          expect.objectContaining({ numberOfInstallments: 3, installmentAmount: 61.67, lastInstallmentAmount: 61.66 }),
          expect.objectContaining({ numberOfInstallments: 6, installmentAmount: 30.84 }),
          expect.objectContaining({ numberOfInstallments: 9, installmentAmount: 20.56 }),
        ])
      })

      it("answers no plans outside the provider's limits, without asking Riverty", async () => {
        await routes.clearJournal()
        const below = await routes.post("installment-plans", { provider_id: provider, amount: 80, currency_code: "EUR", country_code: "DE" })
        expect(below.status).toBe(200)
        expect(below.data.installment_plans).toEqual([])
        // eslint-disable-next-line @medusajs/prices-in-major-units -- 1,500 euros: above the plans' limit
        const above = await routes.post("installment-plans", { provider_id: provider, amount: 1500, currency_code: "EUR", country_code: "DE" })
        expect(above.data.installment_plans).toEqual([])
        expect(await routes.reachedRiverty(PLANS_PATH)).toBe(0)
      })

      it("refuses bad input with 400 naming the field", async () => {
        const cases: Array<[Record<string, unknown>, RegExp]> = [
          [{ provider_id: provider }, /^Invalid request: cart_id: required \(or amount, currency_code and country_code instead\)$/],
          [{ provider_id: provider, amount: 100, currency_code: "eur" }, /^Invalid request: country_code: required with amount pricing/],
          [{ provider_id: provider, cart_id: "cart_1", amount: 100 }, /amount: not accepted with cart_id/],
          [{ provider_id: provider, amount: 10.005, currency_code: "eur", country_code: "de" }, /amount: must have at most two decimals/],
          [{ provider_id: provider, amount: 100, currency_code: "usd", country_code: "de" }, /currency_code: must be a currency Riverty takes/],
          [{ provider_id: provider, amount: 100, currency_code: "eur", country_code: "us" }, /country_code: must be a country Riverty serves/],
          [{ provider_id: "pp_system_default", amount: 100, currency_code: "eur", country_code: "de" }, /provider_id: not a Riverty payment provider/],
        ]
        for (const [body, message] of cases) {
          const answer = await routes.post("installment-plans", body)
          expect({ body, status: answer.status, type: answer.data.type }).toEqual({ body, status: 400, type: "invalid_data" })
          expect(answer.data.message).toMatch(message)
        }
      })
    })

    describe("a country without an API key", () => {
      const DANISH = { address_1: "Strøget 1", postal_code: "1160", city: "København K" }
      const AUSTRIAN = { address_1: "Kärntner Straße 12", postal_code: "1010", city: "Wien" }
      const cartIn = (country: "at" | "dk") =>
        region.createCart({
          buyer: { firstName: "Ida", countryCode: country },
          items: [{ variant_id: seeded.variantId, quantity: 2 }],
          address: country === "dk" ? DANISH : AUSTRIAN,
        })
      const rivertyCalls = async () => (await Promise.all(RIVERTY_PATHS.map((path) => routes.reachedRiverty(path)))).reduce((a, b) => a + b, 0)

      it("offers a Danish cart no Riverty method and asks Riverty nothing, logging once that DK has no key; an Austrian cart of the region is offered", async () => {
        const logs = captureLogs(getContainer())
        try {
          const danish = await cartIn("dk")
          await routes.clearJournal()
          const answers = [await routes.post("payment-methods", { cart_id: danish }), await routes.post("payment-methods", { cart_id: danish, language: "en" })]
          expect(answers.map((answer) => [answer.status, answer.data.payment_methods])).toEqual([
            [200, []],
            [200, []],
          ])
          expect(await rivertyCalls()).toBe(0)
          const noted = logs.lines().filter((line) => line.includes("DK"))
          expect(noted).toEqual([expect.stringMatching(/^warn: Riverty: .*no API key for DK \(option apiKeys\.DK\)/)])

          const austrian = await routes.post("payment-methods", { cart_id: await cartIn("at") })
          expect(austrian.status).toBe(200)
          expect(methodsOf(austrian.data.payment_methods)).toEqual(["direct_debit", "installments", "invoice"])
        } finally {
          logs.stop()
        }
      })

      it("answers 400 naming DK to every store route asked about a Danish cart or address, before asking Riverty", async () => {
        const cartId = await cartIn("dk")
        await routes.clearJournal()
        const calls: Array<[string, Record<string, unknown>, RegExp]> = [
          ["installment-plans", { cart_id: cartId, provider_id: providerId("installments") }, /^cart_id: .*\bDK\b/],
          ["installment-plans", { provider_id: providerId("installments"), amount: 400, currency_code: "dkk", country_code: "dk" }, /^country_code: .*\bDK\b/],
          ["customer-lookup", { cart_id: cartId, identification_number: "0101801234" }, /^cart_id: .*\bDK\b/],
          ["validate-address", { cart_id: cartId, address: { ...DANISH, country_code: "dk" } }, /^address\.country_code: .*\bDK\b/],
          ["validate-address", { address: { ...DANISH, country_code: "dk" } }, /^address\.country_code: .*\bDK\b/],
        ]
        for (const [path, body, message] of calls) {
          const answer = await routes.post(path, body)
          expect({ path, status: answer.status, type: answer.data.type }).toEqual({ path, status: 400, type: "invalid_data" })
          expect(answer.data.message).toMatch(message)
        }
        expect(await rivertyCalls()).toBe(0)
      })

      it("refuses a Riverty payment session for a Danish cart, and the authorize route and complete-cart once an Austrian cart moved to Denmark, each with 400 naming DK", async () => {
        const started = await region.startPayment(await cartIn("dk"), providerId("invoice"), { birth_date: "1980-05-17" })
        expect(started.status).toBe(400)
        expect(started.data).toMatchObject({ type: "invalid_data", message: expect.stringMatching(/\bDK\b/) })

        const cartId = await cartIn("at")
        expect((await region.startPayment(cartId, providerId("invoice"), { birth_date: "1980-05-17" })).status).toBe(200)
        const danish = address({ firstName: "Ida", countryCode: "dk" }, DANISH)
        await api.post(`/store/carts/${cartId}`, { billing_address: danish, shipping_address: danish }, { headers: region.headers() })
        // The same total (no tax in this region): Medusa keeps the session begun for Austria.
        expect((await region.getCart(cartId)).payment_collection.payment_sessions).toHaveLength(1)
        await routes.clearJournal()
        const authorized = await routes.post("authorize", { cart_id: cartId })
        expect(authorized.status).toBe(400)
        expect(authorized.data.message).toMatch(/\bDK\b/)
        const completed = await region.complete(cartId)
        expect(completed.status).toBe(400)
        expect(completed.data.message).toMatch(/\bDK\b/)
        expect(await rivertyCalls()).toBe(0)
        expect((await region.getCart(cartId)).completed_at).toBeNull()
      })
    })
  },
})
