import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { signNotification } from "riverty-client"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import { captureLogs } from "../fixtures/log-capture"
import { useSeededStore } from "../fixtures/seeded-store"
import { storeRoutes } from "../fixtures/store-routes"

// Input that answered 500 or wrote into the store's log (the second review, finding 4): a lone surrogate in
// a store route's field reached Riverty and then failed the database write; a signed notification
// holding a raw NUL byte failed its insert and the error printed the body; a CR/LF in the return's
// session id started a log line of the sender's choosing. Each is now a 400 naming the field,
// before Riverty or the database, and no log line carries the input raw.
jest.setTimeout(240 * 1000)

const emulator = useEmulator()
const ADDRESS_PATH = "/api/v3/validate/address"
const LOOKUP_PATH = "/api/v3/lookup/customer"
const LONE = "\ud800 x"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    const count = async (table: string): Promise<number> => {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const [row] = await pg(table).count({ n: "*" })
      return Number(row.n)
    }

    it("validate-address: a lone surrogate in address.address_1 is a 400 naming it, and Riverty is not asked", async () => {
      await routes.clearJournal()
      const answer = await routes.post("validate-address", {
        address: { address_1: LONE, postal_code: "33415", city: "Verl", country_code: "de" },
      })
      expect({ status: answer.status, message: answer.data.message }).toEqual({
        status: 400,
        message: "Invalid request: address.address_1: must not contain a lone surrogate (it is not Unicode text)",
      })
      expect(await routes.reachedRiverty(ADDRESS_PATH)).toBe(0)
    })

    // A phone number with digits around the surrogate passes the phone format and reached the write.
    it.each([
      ["profile_tracking_id", LONE],
      ["phone", "030 123\ud800 4567"],
    ])("payment session: a lone surrogate in data.%s is a 400 naming it, and no session is written", async (field, value) => {
      const cartId = await seeded.checkout.createCart({
        buyer: { firstName: "Lone" },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }],
        shippingOptionId: seeded.catalog.shippingOptionId,
      })
      const sessions = await count("payment_session")
      const answer = await seeded.checkout.startPayment(cartId, providerId("invoice"), { [field]: value })
      expect({ status: answer.status, message: answer.data.message }).toEqual({
        status: 400,
        message: `Invalid request: data.${field}: must not contain a lone surrogate (it is not Unicode text)`,
      })
      expect(await count("payment_session")).toBe(sessions)
    })

    it("customer-lookup: an identification number of a lone surrogate is a 400 naming it, and Riverty is not asked", async () => {
      const { data } = await api.post(
        "/store/carts",
        { region_id: seeded.store.regionId, email: "lone@example.com", billing_address: { country_code: "se" } },
        { headers: seeded.checkout.headers() },
      )
      await routes.clearJournal()
      const answer = await routes.post("customer-lookup", { cart_id: data.cart.id, identification_number: "\ud800" })
      expect({ status: answer.status, message: answer.data.message }).toEqual({
        status: 400,
        message: "Invalid request: identification_number: must not contain a lone surrogate (it is not Unicode text)",
      })
      expect(await routes.reachedRiverty(LOOKUP_PATH)).toBe(0)
    })

    it("a signed notification holding a raw NUL byte is a 400; it is kept escaped as rejected and no log line holds the body", async () => {
      const marker = `nul-probe-${Date.now()}`
      const body = `{"id":"${marker}","type":"payments/transactionAuthorized","timestamp":"2026-01-01T00:00:00Z","parameters":{"x":"a\u0000b"}}`
      const logs = captureLogs(getContainer())
      try {
        const answer = await api.post("/riverty/notifications", body, {
          headers: { "content-type": "application/json", "riverty-signature": signNotification(body, EMULATOR_NOTIFY_SECRET) },
          validateStatus: () => true,
          transformRequest: [(data: unknown) => data],
        })
        expect({ status: answer.status, message: answer.data.message }).toEqual({
          status: 400,
          message: "Malformed notification: body must not contain a NUL character",
        })
        const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
        const rows = await pg("riverty_notification").where("raw_body", "like", `%${marker}%`).select("status", "raw_body", "payload")
        expect(rows).toEqual([{ status: "rejected", raw_body: body.replace("\u0000", "\\u0000"), payload: null }])
        expect(logs.lines().filter((line) => line.includes("\u0000") || line.includes(marker))).toEqual([])
        expect(logs.lines().some((line) => line.includes("rejected as malformed"))).toBe(true)
      } finally {
        logs.stop()
      }
    })

    it("the return route: a CR/LF in session_id is a 400 naming it and writes no line of the sender's choosing", async () => {
      const logs = captureLogs(getContainer())
      try {
        const answer = await api.get("/riverty/return?session_id=x%0Ainfo:%20forged-line%0D%0Awarn:%20another", {
          validateStatus: () => true,
          maxRedirects: 0,
        })
        expect({ status: answer.status, message: answer.data.message }).toEqual({
          status: 400,
          message: "Invalid request: session_id: must not contain a control character",
        })
        const lines = logs.lines().flatMap((line) => line.split(/[\r\n]/))
        expect(lines.filter((line) => /^\s*(info|warn): (forged-line|another)/.test(line))).toEqual([])
        expect(logs.lines().filter((line) => /[\r\n](info|warn): /.test(line))).toEqual([])
      } finally {
        logs.stop()
      }
    })
  },
})
