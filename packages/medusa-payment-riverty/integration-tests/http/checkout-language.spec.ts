import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createRegionsWorkflow } from "@medusajs/medusa/core-flows"
import axios from "axios"
import { ALL_PROVIDER_IDS, providerId } from "../../src/providers/riverty/payment-methods"
import { checkoutHelpers, type CheckoutHelpers } from "./fixtures/checkout"
import { useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"
import { storeRoutes } from "./fixtures/store-routes"

// The shopper's language at Riverty (DESIGN 13): the cart's `locale`, else the storefront's
// `language` on the store route, else the country's. Riverty's titles and refusal texts come back
// in it, the cached answers keep languages apart, and a refusal's words reach the session.
jest.setTimeout(240 * 1000)

// A Belgian region needs Belgium's key (medusa-config reads it at boot; the emulator issues it).
const savedBeKey = process.env.RIVERTY_API_KEY_BE
process.env.RIVERTY_API_KEY_BE = "emulator-key-be"
afterAll(() => {
  if (savedBeKey === undefined) delete process.env.RIVERTY_API_KEY_BE
  else process.env.RIVERTY_API_KEY_BE = savedBeKey
})

const emulator = useEmulator()
const METHODS_PATH = "/api/v3/checkout/payment-methods"
const AUTHORIZE_PATH = "/api/v3/checkout/authorize"
const GERMAN_REFUSAL = "Leider können wir Ihnen diese Zahlungsart nicht anbieten. Bitte wählen Sie eine andere Zahlungsart."

type Offer = { method: string; title: string; tag: string; legal: { text: string } }
type JournalEntry = { body: Record<string, unknown> }
const titleOf = (offers: Offer[], method: string) => offers.find((offer) => offer.method === method)?.title

/** The bodies of the requests to `path` the emulator received since the journal was cleared. */
async function sent(path: string): Promise<Record<string, unknown>[]> {
  const { data } = await axios.get(`${emulator.current.url}/_emulator/journal`, { params: { path, method: "POST" } })
  return (data as JournalEntry[]).map((entry) => entry.body)
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    let belgium: CheckoutHelpers
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    beforeAll(async () => {
      const { result: regions } = await createRegionsWorkflow(getContainer()).run({
        input: { regions: [{ name: "Belgium", currency_code: "eur", countries: ["be"], payment_providers: ALL_PROVIDER_IDS }] },
      })
      belgium = checkoutHelpers(api, () => ({ ...seeded.store, regionId: regions[0].id }))
    })

    const germanCart = (firstName: string, locale?: string) =>
      seeded.checkout.createCart({ buyer: { firstName }, items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 12 }], shippingOptionId: seeded.catalog.shippingOptionId, locale })

    it("titles the methods in German for a cart with locale de-DE, and sends DE", async () => {
      const cartId = await germanCart("Ina", "de-DE")
      await routes.clearJournal()
      const { status, data } = await routes.post("payment-methods", { cart_id: cartId })
      expect(status).toBe(200)
      expect(titleOf(data.payment_methods, "invoice")).toBe("Rechnung - 14 Tage")
      expect(titleOf(data.payment_methods, "installments")).toBe("Ratenzahlung")
      expect(data.payment_methods.find((offer: Offer) => offer.method === "installments").legal.text).toContain("Allgemeine Geschäftsbedingungen")
      expect((await sent(METHODS_PATH)).map((body) => body.conversationLanguage)).toEqual(["DE"])
    })

    it("addresses a German cart in English when its locale says so, whatever the country", async () => {
      const { data } = await routes.post("payment-methods", { cart_id: await germanCart("Ina", "en-GB") })
      expect(titleOf(data.payment_methods, "invoice")).toBe("Invoice - 14 days")
    })

    it("titles the methods in French for fr-BE on a Belgian cart, not in the country's Dutch", async () => {
      const address = { address_1: "Rue Neuve 5", postal_code: "1000", city: "Bruxelles" }
      const items = [{ variant_id: seeded.catalog.shirtVariantId, quantity: 12 }]
      const french = await routes.post("payment-methods", {
        cart_id: await belgium.createCart({ buyer: { firstName: "Claire", countryCode: "be" }, items, address, locale: "fr-BE" }),
      })
      expect(french.status).toBe(200)
      expect(titleOf(french.data.payment_methods, "invoice")).toBe("Facture - 14 jours")
      const dutch = await routes.post("payment-methods", { cart_id: await belgium.createCart({ buyer: { firstName: "Claire", countryCode: "be" }, items, address }) })
      expect(titleOf(dutch.data.payment_methods, "invoice")).toBe("Achteraf betalen")
    })

    it("uses the country's language for a Dutch cart without locale", async () => {
      const cartId = await seeded.checkout.createCart({
        buyer: { firstName: "Ina", countryCode: "nl" },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 4 }],
        address: { postal_code: "1012JS", city: "Amsterdam" },
      })
      await routes.clearJournal()
      const { data } = await routes.post("payment-methods", { cart_id: cartId })
      expect(titleOf(data.payment_methods, "invoice")).toBe("Achteraf betalen")
      expect((await sent(METHODS_PATH)).map((body) => body.conversationLanguage)).toEqual(["NL"])
    })

    it("takes the storefront's language when the cart has no locale, and caches each language apart", async () => {
      const cartId = await germanCart("Ina")
      await routes.clearJournal()
      const french = await routes.post("payment-methods", { cart_id: cartId, language: "fr-FR" })
      const german = await routes.post("payment-methods", { cart_id: cartId })
      const frenchAgain = await routes.post("payment-methods", { cart_id: cartId, language: "fr" })
      expect([french.status, german.status, frenchAgain.status]).toEqual([200, 200, 200])
      expect(titleOf(french.data.payment_methods, "invoice")).toBe("Facture - 14 jours")
      expect(titleOf(german.data.payment_methods, "invoice")).toBe("Rechnung - 14 Tage")
      expect(frenchAgain.data).toEqual(french.data)
      // Two languages, two questions to Riverty; the third answer came from the cache.
      expect((await sent(METHODS_PATH)).map((body) => body.conversationLanguage)).toEqual(["FR", "DE"])
    })

    it("lets the cart's locale win over the storefront's language", async () => {
      const { data } = await routes.post("payment-methods", { cart_id: await germanCart("Ina", "de-AT"), language: "fr-FR" })
      expect(titleOf(data.payment_methods, "invoice")).toBe("Rechnung - 14 Tage")
    })

    it("refuses a language that is no BCP 47 tag with 400 naming the field, before asking Riverty", async () => {
      const cartId = await germanCart("Ina")
      await routes.clearJournal()
      for (const language of ["de DE", "<b>", 42, "x".repeat(40)]) {
        const answer = await routes.post("payment-methods", { cart_id: cartId, language })
        expect({ language, status: answer.status, type: answer.data.type }).toEqual({ language, status: 400, type: "invalid_data" })
        expect(answer.data.message).toMatch(/language/)
      }
      expect(await routes.reachedRiverty(METHODS_PATH)).toBe(0)
    })

    it("authorizes in the cart's language: Riverty's German refusal reaches the session, and DE was sent", async () => {
      // A Dutch address, so the country's language (NL) cannot pass for the locale's.
      const cartId = await seeded.checkout.createCart({
        buyer: { firstName: "Reject", countryCode: "nl" },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 4 }],
        address: { address_1: "Damrak 1", postal_code: "1012JS", city: "Amsterdam" },
        shippingOptionId: seeded.catalog.shippingOptionId,
        locale: "de-DE",
      })
      const started = await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1980-05-17" })
      expect(started.status).toBe(200)
      const session = started.data.payment_collection.payment_sessions[0] as { id: string }
      await routes.clearJournal()
      const completed = await seeded.checkout.complete(cartId)
      expect(completed.status).toBe(200)
      expect(completed.data).toMatchObject({ type: "cart", error: { type: "payment_authorization_error" } })

      const authorizes = await sent(AUTHORIZE_PATH)
      expect(authorizes.map((body) => (body.customer as Record<string, unknown>).conversationLanguage)).toEqual(["DE"])
      const cart = await seeded.checkout.getCart(cartId)
      const stored = cart.payment_collection.payment_sessions.find((item: { id: string }) => item.id === session.id)
      expect(stored.data).toMatchObject({ riverty_outcome: "Rejected", error_code: "200.901", action_code: "Unavailable", customer_facing_message: GERMAN_REFUSAL })
    })
  },
})
