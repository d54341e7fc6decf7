import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios from "axios"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { createRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { ALL_PROVIDER_IDS } from "../../../src/providers/riverty/payment-methods"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"
import { storeRoutes } from "../fixtures/store-routes"

// POST /store/riverty/customer-lookup and /customer-lookup/confirm against the emulator's
// registry (packages/riverty-emulator/README.md, "Seeded data"): the guest sees only masked names and address; confirm
// writes those masked values into the cart it was looked up for, once; the personal inputs and the
// full answer are nowhere in clear (answer, cart, cache, lookup table). The full address reaching
// Riverty and the order: security/lookup-disclosure.spec.ts.
jest.setTimeout(240 * 1000)

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
const SVEN = { id: "800101-1231", first: "Sven", last: "Svensson", street: "Drottninggatan", postal: "11151", city: "Stockholm" }

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer)
    let nordicRegionId: string
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    beforeAll(async () => {
      const { result } = await createRegionsWorkflow(getContainer()).run({
        input: { regions: [{ name: "Norway and Finland", currency_code: "eur", countries: ["no", "fi"], payment_providers: ALL_PROVIDER_IDS }] },
      })
      nordicRegionId = result[0].id
    })

    /** A cart with only a billing country set, as at the start of a Nordic checkout. */
    async function cartIn(country: string): Promise<string> {
      const regionId = ["no", "fi"].includes(country) ? nordicRegionId : seeded.store.regionId
      const { data } = await api.post(
        "/store/carts",
        { region_id: regionId, email: `lookup-${Date.now()}@example.com`, billing_address: { country_code: country } },
        { headers: seeded.checkout.headers() },
      )
      return data.cart.id
    }

    async function rowsContaining(table: string, text: string): Promise<number> {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const { rows } = await pg.raw(`SELECT count(*)::int AS n FROM "${table}" WHERE row_to_json("${table}")::text ILIKE ?`, [`%${text}%`])
      return rows[0].n
    }

    it("answers a Swedish person masked; confirm writes the masked address into that cart, once", async () => {
      const cartId = await cartIn("se")
      const other = await cartIn("se")
      const found = await routes.post("customer-lookup", { cart_id: cartId, identification_number: SVEN.id })
      expect(found.status).toBe(200)
      expect(found.data).toEqual({
        lookup_id: expect.any(String),
        customer: {
          first_name: "S***",
          last_name: "S*******",
          address: { address_1: expect.stringMatching(/^D\*+ 1\*?2?$|^D\*+ \*?\d*$/), postal_code: expect.stringMatching(/^\*+51$/), city: "S********", country_code: "se" },
        },
      })
      const answer = JSON.stringify(found.data)
      for (const secret of [SVEN.id, SVEN.first, SVEN.last, SVEN.street, SVEN.postal, SVEN.city]) expect(answer).not.toContain(secret)
      // Kept only sealed: neither the lookup nor the cache holds the address or the number in clear.
      for (const secret of [SVEN.street, SVEN.id, "8001011231"]) {
        expect(await rowsContaining("riverty_customer_lookup", secret)).toBe(0)
        expect(await rowsContaining("riverty_store_route_cache", secret)).toBe(0)
      }

      const elsewhere = await routes.post("customer-lookup/confirm", { cart_id: other, lookup_id: found.data.lookup_id })
      expect(elsewhere.status).toBe(400)
      expect(elsewhere.data.message).toMatch(/^lookup_id: /)
      expect((await seeded.checkout.getCart(other)).billing_address?.address_1 ?? null).toBeNull()

      const confirmed = await routes.post("customer-lookup/confirm", { cart_id: cartId, lookup_id: found.data.lookup_id })
      expect(confirmed.status).toBe(200)
      const masked = found.data.customer
      expect(confirmed.data.cart.billing_address).toMatchObject({
        first_name: masked.first_name,
        last_name: masked.last_name,
        address_1: masked.address.address_1,
        postal_code: masked.address.postal_code,
        city: masked.address.city,
        country_code: "se",
      })
      expect((await seeded.checkout.getCart(cartId)).billing_address).toMatchObject({ address_1: masked.address.address_1, city: "S********" })
      for (const secret of [SVEN.first, SVEN.last, SVEN.street, SVEN.postal, SVEN.city]) expect(JSON.stringify(confirmed.data)).not.toContain(secret)

      const again = await routes.post("customer-lookup/confirm", { cart_id: cartId, lookup_id: found.data.lookup_id })
      expect(again.status).toBe(400)
      expect(again.data.message).toMatch(/lookup_id: no open lookup/)
    })

    it("finds a Norwegian person by mobile number and postal code, and a company by organization number", async () => {
      const norwegian = await cartIn("no")
      const ola = await routes.post("customer-lookup", { cart_id: norwegian, mobile_phone: "+47 912 34 567", postal_code: "0154" })
      expect(ola.status).toBe(200)
      expect(ola.data.customer).toMatchObject({ first_name: "O**", last_name: "N*******", address: { country_code: "no" } })
      expect(JSON.stringify(ola.data)).not.toMatch(/Ola|Karl Johans|Oslo/)
      const confirmed = await routes.post("customer-lookup/confirm", { cart_id: norwegian, lookup_id: ola.data.lookup_id })
      expect(confirmed.data.cart.billing_address).toMatchObject({ first_name: "O**", last_name: "N*******", address_1: ola.data.customer.address.address_1, city: "O***" })
      expect(JSON.stringify(confirmed.data)).not.toMatch(/Ola|Karl Johans|Oslo/)

      const company = await routes.post("customer-lookup", { cart_id: await cartIn("se"), organization_number: "559900-0014" })
      expect(company.status).toBe(200)
      expect(company.data.customer.company_name).toMatch(/^T\*+ A\*$/)
      expect(company.data.customer.address.postal_code).toBeUndefined()
    })

    it("answers the same lookup from the cache, and 404 with a message when nobody is found", async () => {
      await routes.clearJournal()
      const cartId = await cartIn("se")
      const first = await routes.post("customer-lookup", { cart_id: cartId, identification_number: "850315-4562" })
      const second = await routes.post("customer-lookup", { cart_id: cartId, identification_number: "850315-4562" })
      expect([first.status, second.status]).toEqual([200, 200])
      expect(second.data.customer).toEqual(first.data.customer)
      expect(second.data.lookup_id).not.toBe(first.data.lookup_id)
      expect(await routes.reachedRiverty(LOOKUP_PATH)).toBe(1)

      const nobody = await routes.post("customer-lookup", { cart_id: cartId, identification_number: "121212-1212" })
      expect(nobody.status).toBe(404)
      expect(nobody.data).toMatchObject({ type: "not_found", message: expect.any(String) })
    })

    it("carries Riverty's words for the shopper in the 404 when it gives some", async () => {
      const cartId = await cartIn("se")
      const words = "Vi hittade ingen kund med dessa uppgifter."
      await axios.post(`${emulator.current.url}/_emulator/faults`, {
        method: "POST",
        path: LOOKUP_PATH,
        status: 200,
        body: { userProfiles: [], riskCheckMessages: [{ type: "BusinessError", code: "200.909", message: "No customer found.", actionCode: "AskConsumerToReEnterData", customerFacingMessage: words }] },
        times: 1,
      })
      const nobody = await routes.post("customer-lookup", { cart_id: cartId, identification_number: "121212-1212" })
      expect(nobody.status).toBe(404)
      expect(nobody.data).toMatchObject({ type: "not_found", customer_facing_message: words })
      // The emulator's own answer has no words for the shopper: none are made up.
      const again = await routes.post("customer-lookup", { cart_id: await cartIn("se"), identification_number: "121212-1212" })
      expect(again.status).toBe(404)
      expect(again.data.customer_facing_message).toBeUndefined()
    })

    it("refuses bad input with 400 naming the field, without asking Riverty", async () => {
      await routes.clearJournal()
      const swedish = await cartIn("se")
      const norwegian = await cartIn("no")
      const german = await cartIn("de")
      const cases: Array<[Record<string, unknown>, RegExp]> = [
        [{ identification_number: SVEN.id }, /cart_id/],
        [{ cart_id: swedish }, /identification_number: give identification_number, mobile_phone with postal_code, or organization_number/],
        [{ cart_id: swedish, identification_number: SVEN.id, organization_number: "5599000014" }, /identification_number: give only one/],
        [{ cart_id: norwegian, mobile_phone: "+4791234567" }, /postal_code: required with mobile_phone/],
        [{ cart_id: norwegian, identification_number: "01017012343" }, /identification_number: in NO the lookup takes mobile_phone and postal_code/],
        [{ cart_id: swedish, mobile_phone: "+46701234567", postal_code: "11151" }, /mobile_phone: in SE the lookup takes identification_number/],
        [{ cart_id: german, identification_number: SVEN.id }, /cart_id: customer lookup is for billing addresses in/],
        [{ cart_id: swedish, identification_number: SVEN.id, email: "x@example.com" }, /email: not an accepted field/],
      ]
      for (const [body, message] of cases) {
        const answer = await routes.post("customer-lookup", body)
        expect({ body, status: answer.status }).toEqual({ body, status: 400 })
        expect(answer.data.message).toMatch(message)
        // The identification number is not echoed in the error.
        expect(answer.data.message).not.toContain(SVEN.id)
      }
      const confirm = await routes.post("customer-lookup/confirm", { cart_id: swedish })
      expect(confirm.status).toBe(400)
      expect(confirm.data.message).toMatch(/lookup_id/)
      expect(await routes.reachedRiverty(LOOKUP_PATH)).toBe(0)
    })
  },
})
