import axios from "axios"
import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createRegionsWorkflow } from "@medusajs/medusa/core-flows"
import purgeRivertyPersonalData from "../../../src/jobs/purge-riverty-personal-data"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../src/modules/riverty"
import { ALL_PROVIDER_IDS, providerId } from "../../../src/providers/riverty/payment-methods"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"
import { storeRoutes } from "../fixtures/store-routes"

// A guest who knows only someone's identification number (SE) or mobile number and postal code
// (NO) learns only Riverty's masked answer, even when Riverty leaves its masked fields out.
// Through no store route (lookup, confirm, cart, payment session, order) can they read that
// person's full name, street, postal code or phone, with or without confirm, before or after
// Riverty accepts a purchase; lookup answers are not shared between carts. Riverty is still sent
// the full address, and the merchant reads it in the admin's Riverty view of the order. The
// hourly purge deletes expired lookups, looked-up addresses of orders and sealed cache rows.
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
    const seeded = useSeededStore(api, getContainer, { catalog: true, admin: "lookup-disclosure@riverty.test" })
    let nordicRegionId: string
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    beforeAll(async () => {
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
          region_id: country === "no" ? nordicRegionId : seeded.store.regionId,
          email: `guest-${Date.now()}@example.com`,
          items: [{ variant_id: seeded.catalog.bookVariantId, quantity: 1 }],
          billing_address: { country_code: country },
          ...(shipping ? { shipping_address: shipping } : {}),
        },
        { headers: seeded.checkout.headers() },
      )
      return data.cart.id
    }

    /** Every store view of the cart a guest can ask for: addresses, payment collection and sessions with their data. */
    async function cartViews(cartId: string): Promise<unknown[]> {
      const headers = seeded.checkout.headers()
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
        const session = await seeded.checkout.startPayment(cartId, providerId("invoice"), { identification_number: person.id })
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

    /** Every store view of an order a guest can ask for: addresses, payment collections with sessions and payments and their data, metadata. */
    async function orderViews(orderId: string): Promise<unknown[]> {
      const headers = seeded.checkout.headers()
      const fields = [
        "*billing_address",
        "*shipping_address",
        "*payment_collections",
        "*payment_collections.payment_sessions",
        "*payment_collections.payments",
        "metadata",
        "customer.email",
      ].join(",")
      const full = await api.get(`/store/orders/${orderId}?fields=${fields}`, { headers })
      const plain = await api.get(`/store/orders/${orderId}`, { headers })
      expect([full.status, plain.status]).toEqual([200, 200])
      // The expansions were answered, not dropped: the payment data is there to be read.
      expect(full.data.order.payment_collections[0].payment_sessions[0].data).toEqual(expect.objectContaining({ riverty_outcome: "Accepted" }))
      expect(full.data.order.payment_collections[0].payments[0].data).toEqual(expect.objectContaining({ riverty_outcome: "Accepted" }))
      return [full.data, plain.data]
    }

    /** The admin's Riverty view of the order once the order.placed subscriber kept the looked-up address (polled with a deadline). */
    async function lookedUpAddressInAdmin(orderId: string): Promise<Record<string, unknown> | null> {
      const deadline = Date.now() + 30_000
      while (Date.now() < deadline) {
        const { data } = await api.get(`/admin/riverty/orders/${orderId}`, seeded.admin)
        if (data.riverty?.looked_up_address) return data.riverty.looked_up_address
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      return null
    }

    // Finding 3 of the second review: an identification number alone, a made-up birth date and the
    // attacker's own shipping address; Riverty (the emulator) accepts. Before, the placed order's
    // billing address became the full looked-up one and the store API answered it.
    it("an identification number alone yields no stranger's identity through the cart or the order, before or after Riverty accepts; the merchant sees it in the admin", async () => {
      const attacker = { first_name: "Mallory", last_name: "Attacker", address_1: "Storgatan 5", postal_code: "41101", city: "Lund", country_code: "se" }
      const cartId = await guestCart("se", attacker)
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: seeded.catalog.shippingOptionId }, { headers: seeded.checkout.headers() })
      const found = await routes.post("customer-lookup", { cart_id: cartId, identification_number: SVEN.id })
      const confirmed = await routes.post("customer-lookup/confirm", { cart_id: cartId, lookup_id: found.data.lookup_id })
      expect(confirmed.status).toBe(200)
      const masked = confirmed.data.cart.billing_address
      expect(masked).toMatchObject({ first_name: "S***", last_name: "S*******", country_code: "se" })
      const session = await seeded.checkout.startPayment(cartId, providerId("invoice"), { identification_number: SVEN.id, birth_date: "1990-06-15" })
      expect(session.status).toBe(200)

      await routes.clearJournal()
      const completed = await seeded.checkout.complete(cartId)
      expect({ status: completed.status, type: completed.data.type, message: completed.data.message }).toEqual({ status: 200, type: "order", message: undefined })
      const orderId: string = completed.data.order.id

      // Riverty is sent the full address the lookup found (its decision needs it), unchanged.
      const { data: journal } = await axios.get(`${emulator.current.url}/_emulator/journal`, { params: { path: AUTHORIZE_PATH, method: "POST" } })
      expect(journal).toHaveLength(1)
      const sent = (journal[0] as { body: { customer: Record<string, unknown> } }).body
      expect(sent.customer).toMatchObject({
        firstName: SVEN.first,
        lastName: SVEN.last,
        phone: SVEN.phone,
        address: { street: SVEN.street, streetNumber: SVEN.number, postalCode: SVEN.postal, postalPlace: SVEN.city, countryCode: "SE" },
      })

      // The order.placed subscriber's work is done once the cart's sealed lookup is gone.
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const deadline = Date.now() + 30_000
      let left = 1
      while (Date.now() < deadline) {
        const { rows } = await pg.raw(`SELECT count(*)::int AS n FROM riverty_customer_lookup WHERE cart_id = ?`, [cartId])
        left = rows[0].n
        if (left === 0) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      expect(left).toBe(0)

      // Through the store API: the completed cart and the order, every expansion, masked only.
      const secrets = [...secretsOf(SVEN), SVEN.postal, `${SVEN.street} ${SVEN.number}`]
      const views = [...(await cartViews(cartId)), ...(await orderViews(orderId))]
      expect(leaks(secrets, completed.data, ...views)).toEqual([])
      const { data: storeOrder } = await api.get(`/store/orders/${orderId}?fields=*billing_address,*shipping_address`, { headers: seeded.checkout.headers() })
      expect(storeOrder.order.billing_address).toMatchObject({ first_name: masked.first_name, last_name: masked.last_name, address_1: masked.address_1, city: masked.city })
      expect(storeOrder.order.shipping_address).toMatchObject(attacker)

      // The merchant reads the full address in the admin's Riverty view (and its panel).
      const lookedUp = await lookedUpAddressInAdmin(orderId)
      expect(lookedUp).toMatchObject({
        address: {
          first_name: SVEN.first,
          last_name: SVEN.last,
          address_1: `${SVEN.street} ${SVEN.number}`,
          postal_code: SVEN.postal,
          city: SVEN.city,
          phone: SVEN.phone,
          country_code: "se",
        },
        kept_until: expect.any(String),
      })
      // Kept lookedUpAddressRetentionDays (90 by default) after the order, sealed at rest.
      const keptDays = (new Date(String(lookedUp!.kept_until)).getTime() - Date.now()) / 86_400_000
      expect(keptDays).toBeGreaterThan(89)
      expect(keptDays).toBeLessThanOrEqual(90)
      const { rows: kept } = await pg.raw(`SELECT row_to_json(r)::text AS t FROM riverty_looked_up_address r WHERE id = ?`, [orderId])
      expect(kept).toHaveLength(1)
      expect(leaks(secrets, kept[0].t)).toEqual([])
      // Without an admin token the route answers nothing.
      const anonymous = await api.get(`/admin/riverty/orders/${orderId}`, { validateStatus: () => true })
      expect(anonymous.status).toBe(401)
    })

    // Riverty marks its masked twins optional: a lookup answered without them still shows the guest
    // masked values only, in the answer, the confirmed cart and, once Riverty accepted a purchase and
    // corrected the address it was sent (the town of a known postal code), the order.
    it("a lookup answer without Riverty's masked fields, and Riverty's correction of that address, show the guest masked values only", async () => {
      const birgitta = {
        identificationNumber: "760523-1237",
        customerCategory: "Person",
        firstName: "Birgitta",
        lastName: "Lindqvist",
        mobileNumber: "+46731112233",
        email: "birgitta@example.com",
        languageCode: "SV",
        countryCode: "SE",
        street: "Kungsangsgatan",
        streetNumber: "7",
        postalCode: "41119",
        // The emulator corrects the town of this postal code to "Göteborg" at authorize.
        city: "Goteborg",
        withoutMaskedFields: true,
      }
      await axios.post(`${emulator.current.url}/_emulator/seed`, { registry: [birgitta] })
      // Riverty (the emulator) answers this person without the masked twins, with the values.
      const { data: direct } = await axios.post(
        `${emulator.current.url}${LOOKUP_PATH}`,
        { countryCode: "SE", identificationNumber: birgitta.identificationNumber },
        { headers: { "X-Auth-Key": "emulator-key-se" } },
      )
      expect(direct.userProfiles[0]).toMatchObject({ firstName: "Birgitta", lastName: "Lindqvist" })
      expect(JSON.stringify(direct)).not.toMatch(/"masked/)

      const cartId = await guestCart("se", { first_name: "Mallory", last_name: "Attacker", address_1: "Storgatan 5", postal_code: "22100", city: "Lund", country_code: "se" })
      await api.post(`/store/carts/${cartId}/shipping-methods`, { option_id: seeded.catalog.shippingOptionId }, { headers: seeded.checkout.headers() })
      const found = await routes.post("customer-lookup", { cart_id: cartId, identification_number: birgitta.identificationNumber })
      expect(found.status).toBe(200)
      expect(found.data.customer).toEqual({
        first_name: "B*******",
        last_name: "L********",
        address: { address_1: "K************* 7", postal_code: "***19", city: "G*******", country_code: "se" },
      })
      const confirmed = await routes.post("customer-lookup/confirm", { cart_id: cartId, lookup_id: found.data.lookup_id })
      expect(confirmed.status).toBe(200)
      const secrets = ["Birgitta", "Lindqvist", "Kungsangsgatan", "41119", "Goteborg", "Göteborg", "46731112233", "birgitta@"]
      expect(leaks(secrets, found.data, confirmed.data, ...(await cartViews(cartId)))).toEqual([])

      const session = await seeded.checkout.startPayment(cartId, providerId("invoice"), { identification_number: birgitta.identificationNumber, birth_date: "1990-06-15" })
      expect(session.status).toBe(200)
      await routes.clearJournal()
      const completed = await seeded.checkout.complete(cartId)
      expect({ status: completed.status, type: completed.data.type }).toEqual({ status: 200, type: "order" })
      const orderId: string = completed.data.order.id
      // Riverty was sent the town as the lookup found it, and answered it corrected.
      const { data: journal } = await axios.get(`${emulator.current.url}/_emulator/journal`, { params: { path: AUTHORIZE_PATH, method: "POST" } })
      expect((journal[0] as { body: { customer: { address: Record<string, unknown> } } }).body.customer.address).toMatchObject({ postalCode: "41119", postalPlace: "Goteborg" })

      const lookedUp = await lookedUpAddressInAdmin(orderId)
      expect(lookedUp).toMatchObject({ address: { first_name: "Birgitta", last_name: "Lindqvist", address_1: "Kungsangsgatan 7", phone: "+46731112233" } })
      expect(leaks(secrets, completed.data, ...(await cartViews(cartId)), ...(await orderViews(orderId)))).toEqual([])
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

    it("the hourly purge deletes expired lookups (confirmed or not), expired looked-up addresses of orders and expired cache rows, and keeps live ones", async () => {
      const rivertyModule = getContainer().resolve<RivertyModuleService>(RIVERTY_MODULE)
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const unconfirmed = await rivertyModule.storeCustomerLookup("cart_purge_a", { address: {}, masked: {} }, 900)
      const confirmed = await rivertyModule.storeCustomerLookup("cart_purge_b", { address: {}, masked: {} }, 900)
      expect(await rivertyModule.claimCustomerLookup(confirmed, "cart_purge_b")).not.toBeNull()
      const live = await rivertyModule.storeCustomerLookup("cart_purge_c", { address: {}, masked: {} }, 900)
      await rivertyModule.keepLookedUpAddress("order_purge_old", { country_code: "se" })
      await rivertyModule.keepLookedUpAddress("order_purge_live", { country_code: "se" })
      await pg.raw(`UPDATE riverty_looked_up_address SET expires_at = now() - interval '1 minute' WHERE id = ?`, ["order_purge_old"])
      await rivertyModule.writeStoreRouteCache("customer-lookup|purge-old", { sealed: "v1.x" }, 300)
      await rivertyModule.writeStoreRouteCache("customer-lookup|purge-live", { sealed: "v1.y" }, 300)
      await pg.raw(`UPDATE riverty_customer_lookup SET expires_at = now() - interval '1 minute' WHERE id IN (?, ?)`, [unconfirmed, confirmed])
      await pg.raw(`UPDATE riverty_store_route_cache SET expires_at = now() - interval '1 minute' WHERE id = ?`, ["customer-lookup|purge-old"])

      await purgeRivertyPersonalData(getContainer())

      const { rows: lookups } = await pg.raw(`SELECT id FROM riverty_customer_lookup WHERE id IN (?, ?, ?)`, [unconfirmed, confirmed, live])
      expect(lookups.map((row: { id: string }) => row.id)).toEqual([live])
      const { rows: cached } = await pg.raw(`SELECT id FROM riverty_store_route_cache WHERE id LIKE 'customer-lookup|purge-%'`)
      expect(cached.map((row: { id: string }) => row.id)).toEqual(["customer-lookup|purge-live"])
      const { rows: kept } = await pg.raw(`SELECT id FROM riverty_looked_up_address WHERE id LIKE 'order_purge_%'`)
      expect(kept.map((row: { id: string }) => row.id)).toEqual(["order_purge_live"])
    })
  },
})
