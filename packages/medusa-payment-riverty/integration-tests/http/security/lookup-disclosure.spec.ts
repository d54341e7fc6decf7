import axios from "axios"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createRegionsWorkflow } from "@medusajs/medusa/core-flows"
import purgeRivertyPersonalData from "../../../src/jobs/purge-riverty-personal-data"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../src/modules/riverty"
import { ALL_PROVIDER_IDS, providerId } from "../../../src/providers/riverty/payment-methods"
import { checkoutHelpers, seedCatalog, type CatalogFixture, type CheckoutHelpers } from "../fixtures/checkout"
import { useEmulator } from "../fixtures/emulator"
import { loginAdmin, type AdminAuth } from "../fixtures/order-management"
import { seedStore, type StoreFixture } from "../fixtures/store"
import { storeRoutes } from "../fixtures/store-routes"

// Issue 22, finding 1 (and the lookup half of finding 5): a guest who knows only someone's
// identification number (SE) or mobile number and postal code (NO) learns only Riverty's masked
// answer. Through no store route (lookup, confirm, cart, payment session) can they read that
// person's full last name, street or phone, with or without confirm; lookup answers are not
// shared between carts. The legitimate shopper's purchase still sends Riverty the full address,
// and the merchant finds it on the order once Riverty authorized it. The hourly purge deletes
// expired lookups and sealed cache rows.
jest.setTimeout(300 * 1000)

const savedKey = process.env.RIVERTY_API_KEY_NO
beforeAll(() => {
  // The development store serves Norway only when it has a key for it.
  process.env.RIVERTY_API_KEY_NO = "emulator-key-no"
})
afterAll(() => {
  if (savedKey === undefined) delete process.env.RIVERTY_API_KEY_NO
  else process.env.RIVERTY_API_KEY_NO = savedKey
})

const emulator = useEmulator()
const LOOKUP_PATH = "/api/v3/lookup/customer"
const AUTHORIZE_PATH = "/api/v3/checkout/authorize"

/** Registry people of the emulator (packages/riverty-emulator/README.md, "Seeded data") and what a guest must not learn of them. */
const SVEN = { id: "800101-1231", first: "Sven", last: "Svensson", street: "Drottninggatan", number: "12", postal: "11151", city: "Stockholm", phone: "+46701234567" }
const ANNA = { id: "850315-4562", first: "Anna", last: "Andersson", street: "Kungsgatan", number: "4", postal: "41119", city: "Göteborg", phone: "+46709876543" }
const OLA = { mobile: "+47 912 34 567", postal: "0154", first: "Ola", last: "Nordmann", street: "Karl Johans", city: "Oslo" }
const secretsOf = (person: { first: string; last: string; street: string; city: string; phone?: string }) =>
  [person.first, person.last, person.street, person.city, ...(person.phone ? [person.phone, person.phone.slice(3)] : [])]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    let store: StoreFixture
    let catalog: CatalogFixture
    let checkout: CheckoutHelpers
    let admin: AdminAuth
    let nordicRegionId: string
    const routes = storeRoutes(api, () => checkout, () => emulator.current)

    beforeAll(async () => {
      store = await seedStore(getContainer())
      catalog = await seedCatalog(getContainer(), store)
      checkout = checkoutHelpers(api, () => store)
      admin = await loginAdmin(api, getContainer(), "lookup-disclosure@riverty.test")
      const { result } = await createRegionsWorkflow(getContainer()).run({
        input: { regions: [{ name: "Norway", currency_code: "eur", countries: ["no"], payment_providers: ALL_PROVIDER_IDS }] },
      })
      nordicRegionId = result[0].id
    })

    /** A guest's cart with an item and only the billing country set, as at the start of a Nordic checkout. */
    async function guestCart(country: "se" | "no", shipping?: Record<string, string>): Promise<string> {
      const { data } = await api.post(
        "/store/carts",
        {
          region_id: country === "no" ? nordicRegionId : store.regionId,
          email: `guest-${Date.now()}@example.com`,
          items: [{ variant_id: catalog.bookVariantId, quantity: 1 }],
          billing_address: { country_code: country },
          ...(shipping ? { shipping_address: shipping } : {}),
        },
        { headers: checkout.headers() },
      )
      return data.cart.id
    }

    /** Every store view of the cart a guest can ask for: addresses, payment collection and sessions with their data. */
    async function cartViews(cartId: string): Promise<unknown[]> {
      const headers = checkout.headers()
      const fields = [
        "*billing_address",
        "*shipping_address",
        "*payment_collection",
        "*payment_collection.payment_sessions",
        "*customer",
      ].join(",")
      const full = await api.get(`/store/carts/${cartId}?fields=${fields}`, { headers })
      const plain = await api.get(`/store/carts/${cartId}`, { headers })
      expect([full.status, plain.status]).toEqual([200, 200])
      return [full.data, plain.data]
    }

    const leaks = (secrets: string[], ...answers: unknown[]): string[] => {
      const text = answers.map((answer) => JSON.stringify(answer)).join("\n")
      return secrets.filter((secret) => text.includes(secret))
    }

    it("a guest who knows only an identification number learns no full last name, street or phone, with or without confirm", async () => {
      for (const person of [SVEN, ANNA]) {
        // Without confirm: the lookup answer and the cart.
        const unconfirmed = await guestCart("se")
        const looked = await routes.post("customer-lookup", { cart_id: unconfirmed, identification_number: person.id })
        expect(looked.status).toBe(200)
        expect(leaks(secretsOf(person), looked.data, ...(await cartViews(unconfirmed)))).toEqual([])

        // With confirm, then a payment session as far as a guest can get without Riverty's authorization.
        const cartId = await guestCart("se")
        const found = await routes.post("customer-lookup", { cart_id: cartId, identification_number: person.id })
        expect(found.status).toBe(200)
        const confirmed = await routes.post("customer-lookup/confirm", { cart_id: cartId, lookup_id: found.data.lookup_id })
        expect(confirmed.status).toBe(200)
        // The cart shows the address Riverty has on file, masked exactly as the lookup answered it.
        expect(confirmed.data.cart.billing_address).toMatchObject({
          first_name: found.data.customer.first_name,
          last_name: found.data.customer.last_name,
          address_1: found.data.customer.address.address_1,
          postal_code: found.data.customer.address.postal_code,
          city: found.data.customer.address.city,
          country_code: "se",
        })
        expect(confirmed.data.cart.billing_address.phone ?? null).toBeNull()
        const session = await checkout.startPayment(cartId, providerId("invoice"), { identification_number: person.id })
        expect(session.status).toBe(200)
        expect(leaks(secretsOf(person), found.data, confirmed.data, session.data, ...(await cartViews(cartId)))).toEqual([])
      }
    })

    it("a guest who knows a Norwegian mobile number and postal code learns no full name or street", async () => {
      const cartId = await guestCart("no")
      const found = await routes.post("customer-lookup", { cart_id: cartId, mobile_phone: OLA.mobile, postal_code: OLA.postal })
      expect(found.status).toBe(200)
      expect(leaks(secretsOf(OLA), found.data, ...(await cartViews(cartId)))).toEqual([])
      const confirmed = await routes.post("customer-lookup/confirm", { cart_id: cartId, lookup_id: found.data.lookup_id })
      expect(confirmed.status).toBe(200)
      expect(confirmed.data.cart.billing_address).toMatchObject({ first_name: "O**", last_name: "N*******", country_code: "no" })
      expect(leaks(secretsOf(OLA), confirmed.data, ...(await cartViews(cartId)))).toEqual([])
    })

    it("a second cart doing the same lookup gets its own Riverty call (no answer shared between carts)", async () => {
      await routes.clearJournal()
      const first = await guestCart("se")
      const second = await guestCart("se")
      const a = await routes.post("customer-lookup", { cart_id: first, identification_number: SVEN.id })
      const b = await routes.post("customer-lookup", { cart_id: second, identification_number: SVEN.id })
      expect([a.status, b.status]).toEqual([200, 200])
      expect(await routes.reachedRiverty(LOOKUP_PATH)).toBe(2)
      // The same cart asking again is answered from its own cache.
      const again = await routes.post("customer-lookup", { cart_id: first, identification_number: SVEN.id })
      expect(again.status).toBe(200)
      expect(await routes.reachedRiverty(LOOKUP_PATH)).toBe(2)
    })

    it("the shopper's purchase sends Riverty the full address, and the authorized order gets it as billing address", async () => {
      const own = { first_name: SVEN.first, last_name: SVEN.last, address_1: `${SVEN.street} ${SVEN.number}`, postal_code: SVEN.postal, city: SVEN.city, country_code: "se" }
      const cartId = await guestCart("se", own)
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: catalog.shippingOptionId }, { headers: checkout.headers() })
      const found = await routes.post("customer-lookup", { cart_id: cartId, identification_number: SVEN.id })
      const confirmed = await routes.post("customer-lookup/confirm", { cart_id: cartId, lookup_id: found.data.lookup_id })
      expect(confirmed.status).toBe(200)
      expect(confirmed.data.cart.billing_address.last_name).toBe("S*******")
      const session = await checkout.startPayment(cartId, providerId("invoice"), { identification_number: SVEN.id, birth_date: "1980-01-01" })
      expect(session.status).toBe(200)

      await routes.clearJournal()
      const completed = await checkout.complete(cartId)
      expect({ status: completed.status, type: completed.data.type, message: completed.data.message }).toEqual({ status: 200, type: "order", message: undefined })
      const orderId: string = completed.data.order.id

      const { data: journal } = await axios.get(`${emulator.current.url}/_emulator/journal`, { params: { path: AUTHORIZE_PATH, method: "POST" } })
      expect(journal).toHaveLength(1)
      const sent = (journal[0] as { body: { customer: Record<string, unknown>; deliveryCustomer?: unknown } }).body
      expect(sent.customer).toMatchObject({
        firstName: SVEN.first,
        lastName: SVEN.last,
        phone: SVEN.phone,
        address: { street: SVEN.street, streetNumber: SVEN.number, postalCode: SVEN.postal, postalPlace: SVEN.city, countryCode: "SE" },
      })
      // The goods go to the shopper's own (full) address: no delivery customer.
      expect(sent.deliveryCustomer).toBeUndefined()

      // order.placed: the merchant's order gets the full address (a subscriber; polled with a deadline).
      const deadline = Date.now() + 30_000
      let billing: Record<string, unknown> = {}
      while (Date.now() < deadline) {
        const { data } = await api.get(`/admin/orders/${orderId}?fields=*billing_address`, admin)
        billing = data.order.billing_address ?? {}
        if (billing.last_name === SVEN.last) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(billing).toMatchObject({
        first_name: SVEN.first,
        last_name: SVEN.last,
        address_1: `${SVEN.street} ${SVEN.number}`,
        postal_code: SVEN.postal,
        city: SVEN.city,
        phone: SVEN.phone,
        country_code: "se",
      })
      // Nothing of the lookup is kept once the order has it.
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows } = await pg.raw(`SELECT count(*)::int AS n FROM riverty_customer_lookup WHERE cart_id = ?`, [cartId])
      expect(rows[0].n).toBe(0)
    })

    it("a lookup that can no longer be opened (key rotated, older record) is a 400 on confirm naming lookup_id, and is gone", async () => {
      const cartId = await guestCart("se")
      const found = await routes.post("customer-lookup", { cart_id: cartId, identification_number: SVEN.id })
      expect(found.status).toBe(200)
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      // As a record sealed under another key would be: its tag no longer verifies.
      await pg.raw(`UPDATE riverty_customer_lookup SET sealed = sealed || 'x' WHERE id = ?`, [found.data.lookup_id])
      const confirmed = await routes.post("customer-lookup/confirm", { cart_id: cartId, lookup_id: found.data.lookup_id })
      expect([confirmed.status, confirmed.data.message]).toEqual([400, expect.stringMatching(/^lookup_id: .*look up again/)])
      const { rows } = await pg.raw(`SELECT count(*)::int AS n FROM riverty_customer_lookup WHERE id = ?`, [found.data.lookup_id])
      expect(rows[0].n).toBe(0)
    })

    it("the hourly purge deletes expired lookups (confirmed or not) and expired cache rows, and keeps live ones", async () => {
      const riverty = getContainer().resolve<RivertyModuleService>(RIVERTY_MODULE)
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const unconfirmed = await riverty.storeCustomerLookup("cart_purge_a", { address: {}, masked: {} }, 900)
      const confirmed = await riverty.storeCustomerLookup("cart_purge_b", { address: {}, masked: {} }, 900)
      expect(await riverty.claimCustomerLookup(confirmed, "cart_purge_b")).not.toBeNull()
      const live = await riverty.storeCustomerLookup("cart_purge_c", { address: {}, masked: {} }, 900)
      await riverty.writeStoreRouteCache("customer-lookup|purge-old", { sealed: "v1.x" }, 300)
      await riverty.writeStoreRouteCache("customer-lookup|purge-live", { sealed: "v1.y" }, 300)
      await pg.raw(`UPDATE riverty_customer_lookup SET expires_at = now() - interval '1 minute' WHERE id IN (?, ?)`, [unconfirmed, confirmed])
      await pg.raw(`UPDATE riverty_store_route_cache SET expires_at = now() - interval '1 minute' WHERE id = ?`, ["customer-lookup|purge-old"])

      await purgeRivertyPersonalData(getContainer())

      const { rows: lookups } = await pg.raw(`SELECT id FROM riverty_customer_lookup WHERE id IN (?, ?, ?)`, [unconfirmed, confirmed, live])
      expect(lookups.map((row: { id: string }) => row.id)).toEqual([live])
      const { rows: cached } = await pg.raw(`SELECT id FROM riverty_store_route_cache WHERE id LIKE 'customer-lookup|purge-%'`)
      expect(cached.map((row: { id: string }) => row.id)).toEqual(["customer-lookup|purge-live"])
    })
  },
})
