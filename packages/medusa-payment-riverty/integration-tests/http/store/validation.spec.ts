import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios from "axios"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"
import { storeRoutes } from "../fixtures/store-routes"

// POST /store/riverty/validate-address and /validate-bank-account against the emulator: the
// corrected address for the shopper to confirm, Riverty's customer-facing message, the IBAN
// checked locally first (a 400 naming bank_account, Riverty not asked), the cache (the IBAN only
// as a keyed fingerprint), 503 when Riverty fails, and the per-client limit's 429.
jest.setTimeout(240 * 1000)

// A small limit and a long window, so no window boundary falls inside the limit's test.
const LIMIT = 10
const saved = { limit: process.env.RIVERTY_STORE_RATE_LIMIT, window: process.env.RIVERTY_STORE_RATE_WINDOW_SECONDS }
beforeAll(() => {
  process.env.RIVERTY_STORE_RATE_LIMIT = String(LIMIT)
  process.env.RIVERTY_STORE_RATE_WINDOW_SECONDS = "3600"
})
afterAll(() => {
  for (const [key, value] of [["RIVERTY_STORE_RATE_LIMIT", saved.limit], ["RIVERTY_STORE_RATE_WINDOW_SECONDS", saved.window]] as const) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

const emulator = useEmulator()
const ADDRESS_PATH = "/api/v3/validate/address"
const BANK_PATH = "/api/v3/validate/bank-account"
const IBAN = "DE89370400440532013000"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer)
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    describe("validate-address", () => {
      const fixable = { address_1: "Gütersloher Str. 123", postal_code: "33 415", city: "VERL", country_code: "de" }

      it("answers the corrected address, from the cache the second time", async () => {
        await routes.clearJournal()
        const first = await routes.post("validate-address", { address: fixable })
        expect(first.status).toBe(200)
        expect(first.data).toEqual({
          is_valid: true,
          corrected_address: { address_1: "Gütersloher Straße 123", postal_code: "33415", city: "Verl", country_code: "de" },
        })
        const second = await routes.post("validate-address", { address: fixable })
        expect(second.data).toEqual(first.data)
        expect(await routes.reachedRiverty(ADDRESS_PATH)).toBe(1)
      })

      it("offers no correction that only writes a Dutch or Swedish postcode without its space, in a cart or without one, and offers a changed street", async () => {
        const cartId = await seeded.checkout.createCart({ buyer: { firstName: "Ina", countryCode: "nl" }, items: [], address: { address_1: "Damrak 1", postal_code: "1012 LG", city: "Amsterdam" } })
        const spaced = [
          { address_1: "Damrak 1", postal_code: "1012 LG", city: "Amsterdam", country_code: "nl" },
          { address_1: "Drottninggatan 5", postal_code: "111 22", city: "Stockholm", country_code: "se" },
        ]
        await routes.clearJournal()
        for (const address of spaced) {
          for (const body of [{ address }, { cart_id: cartId, address }]) {
            const answer = await routes.post("validate-address", body)
            expect({ body, status: answer.status, data: answer.data }).toEqual({ body, status: 200, data: { is_valid: true, corrected_address: null } })
          }
        }
        // Riverty was asked each time (it answers the postcode without its space): the route found the answer the same address.
        const { data: journal } = await axios.get(`${emulator.current.url}/_emulator/journal`, { params: { path: ADDRESS_PATH, method: "POST" } })
        const sent = (journal as { body: { customer: { address: { postalCode: string } } } }[]).map((entry) => entry.body.customer.address.postalCode)
        expect(sent).toEqual(["1012 LG", "1012 LG", "111 22", "111 22"])
        // Case is no correction either: Riverty's "Amsterdam" for "AMSTERDAM".
        const cased = await routes.post("validate-address", { address: { address_1: "Damrak 1", postal_code: "1012JS", city: "AMSTERDAM", country_code: "nl" } })
        expect(cased.data).toEqual({ is_valid: true, corrected_address: null })
        const street = await routes.post("validate-address", { address: { address_1: "Hauptstr. 5", postal_code: "10 117", city: "Berlin", country_code: "de" } })
        expect(street.data).toEqual({ is_valid: true, corrected_address: { address_1: "Hauptstraße 5", postal_code: "10117", city: "Berlin", country_code: "de" } })
      })

      it("asks with the cart region's provider when given a cart, and passes Riverty's message on for an address it cannot fix", async () => {
        const { data: created } = await api.post("/store/carts", { region_id: seeded.store.regionId }, { headers: seeded.checkout.headers() })
        const invalid = await routes.post("validate-address", {
          cart_id: created.cart.id,
          address: { address_1: "Hauptstr. 5", address_2: "Hinterhaus", postal_code: "1234", city: "Berlin", country_code: "DE" },
        })
        expect(invalid.status).toBe(200)
        expect(invalid.data).toMatchObject({ is_valid: false, customer_facing_message: expect.stringMatching(/postal code/i) })
        expect(invalid.data.corrected_address).toMatchObject({ address_1: "Hauptstraße 5", address_2: "Hinterhaus", country_code: "de" })
      })

      it("refuses bad input with 400 naming the field, without asking Riverty", async () => {
        await routes.clearJournal()
        const cases: Array<[Record<string, unknown>, RegExp]> = [
          [{}, /address/],
          [{ address: { ...fixable, address_1: undefined } }, /address\.address_1/],
          [{ address: { ...fixable, country_code: "us" } }, /address\.country_code: must be a country Riverty serves/],
          [{ address: { ...fixable, postal_code: "12345678901" } }, /address\.postal_code/],
          [{ address: { ...fixable, street: "x" } }, /address\.street: not an accepted field/],
          [{ address: fixable, cart_id: 5 }, /cart_id/],
          [{ address: { ...fixable, address_1: "Haupt\u0000strasse 5" } }, /address\.address_1/],
        ]
        for (const [body, message] of cases) {
          const answer = await routes.post("validate-address", body)
          expect({ body, status: answer.status }).toEqual({ body, status: 400 })
          expect(answer.data.message).toMatch(message)
        }
        expect(await routes.reachedRiverty(ADDRESS_PATH)).toBe(0)
        expect((await routes.post("validate-address", { cart_id: "cart_unknown", address: fixable })).status).toBe(404)
      })
    })

    describe("validate-bank-account", () => {
      it("accepts a valid IBAN, from the cache the second time, and keeps the IBAN out of the cache", async () => {
        await routes.clearJournal()
        const first = await routes.post("validate-bank-account", { bank_account: "DE89 3704 0044 0532 0130 00", provider_id: providerId("direct_debit") })
        expect(first.status).toBe(200)
        expect(first.data).toEqual({ is_valid: true })
        const second = await routes.post("validate-bank-account", { bank_account: IBAN, provider_id: providerId("direct_debit") })
        expect(second.data).toEqual({ is_valid: true })
        expect(await routes.reachedRiverty(BANK_PATH)).toBe(1)

        const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const { rows } = await pg.raw(`SELECT count(*)::int AS n FROM "riverty_store_route_cache" WHERE "id" ILIKE ? OR "response"::text ILIKE ?`, [`%${IBAN}%`, `%${IBAN}%`])
        expect(rows[0].n).toBe(0)
      })

      it("refuses a mistyped IBAN with 400 naming bank_account without asking Riverty; passes Riverty's message on", async () => {
        await routes.clearJournal()
        const mistyped = await routes.post("validate-bank-account", { bank_account: "DE89 3704 0044 0532 0130 01" })
        expect(mistyped.status).toBe(400)
        expect(mistyped.data).toMatchObject({ type: "invalid_data", message: expect.stringMatching(/bank_account: not a valid IBAN/) })
        expect(mistyped.data.message).not.toContain("0532")
        const cases: Array<[Record<string, unknown>, RegExp]> = [
          [{}, /bank_account/],
          [{ bank_account: "12345678" }, /bank_code: required with a national account number/],
          [{ bank_account: "hello" }, /bank_account: neither an IBAN nor an account number/],
          [{ bank_account: IBAN, bank_code: "NOTABIC!" }, /bank_code: not a valid BIC/],
          [{ bank_account: IBAN, provider_id: "pp_system_default" }, /provider_id: not a Riverty payment provider/],
        ]
        for (const [body, message] of cases) {
          const answer = await routes.post("validate-bank-account", body)
          expect({ body, status: answer.status }).toEqual({ body, status: 400 })
          expect(answer.data.message).toMatch(message)
        }
        expect(await routes.reachedRiverty(BANK_PATH)).toBe(0)

        // A national account number Riverty refuses for its bank code: its message reaches the shopper.
        const refused = await routes.post("validate-bank-account", { bank_account: "0532013000", bank_code: "12" })
        expect(refused.status).toBe(200)
        expect(refused.data).toEqual({ is_valid: false, customer_facing_message: expect.stringMatching(/bank code/i) })
      })

      it("answers 503 when Riverty cannot be reached", async () => {
        await routes.failRiverty(BANK_PATH)
        try {
          const down = await routes.post("validate-bank-account", { bank_account: "NL91ABNA0417164300" })
          expect(down.status).toBe(503)
          expect(down.data).toMatchObject({ type: "riverty_unavailable", message: expect.any(String) })
        } finally {
          await routes.clearFaults()
        }
      })
    })

    it("answers a client beyond a route's limit with 429 and Retry-After; its other routes and other clients go on", async () => {
      const client = routes.newClient()
      // Invalid requests count too.
      const statuses: number[] = []
      for (let i = 0; i < LIMIT; i++) statuses.push((await routes.post("validate-bank-account", { bank_account: "hello" }, client)).status)
      expect(statuses.every((status) => status === 400)).toBe(true)
      const refused = await routes.post("validate-bank-account", { bank_account: IBAN }, client)
      expect(refused.status).toBe(429)
      expect(refused.data.type).toBe("too_many_requests")
      expect(Number(refused.headers["retry-after"])).toBeGreaterThan(0)
      expect(Number(refused.headers["retry-after"])).toBeLessThanOrEqual(3600)
      expect((await routes.post("validate-address", { address: { address_1: "Hauptstraße 5", postal_code: "10117", city: "Berlin", country_code: "de" } }, client)).status).toBe(200)
      expect((await routes.post("validate-bank-account", { bank_account: IBAN })).status).toBe(200)
    })
  },
})
