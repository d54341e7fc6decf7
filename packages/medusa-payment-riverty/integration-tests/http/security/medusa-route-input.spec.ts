import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import axios from "axios"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { useEmulator } from "../fixtures/emulator"
import { captureLogs } from "../fixtures/log-capture"
import { adminHeaders } from "../fixtures/notifications"
import { useSeededStore } from "../fixtures/seeded-store"
import { storeRoutes } from "../fixtures/store-routes"

// The third review's route findings: Medusa's own payment-session route quoting a key or a body of
// the sender's choosing in a logged message (2), its 500 for a path part that is not UTF-8 (3),
// the authorize route's 500 for an answer that is not Riverty's form (7), and the admin's
// callback registration taking any URL (7).
jest.setTimeout(240 * 1000)

const emulator = useEmulator()
const FORGED = "info:    FORGED payment captured"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)
    const control = () => `${emulator.current.url}/_emulator`

    const count = async (table: string): Promise<number> => {
      const pg = getContainer().resolve(ContainerRegistrationKeys.PG_CONNECTION)
      const [row] = await pg(table).count({ n: "*" })
      return Number(row.n)
    }

    async function cart(firstName: string): Promise<string> {
      return seeded.checkout.createCart({
        buyer: { firstName },
        items: [{ variant_id: seeded.catalog.shirtVariantId, quantity: 1 }],
        shippingOptionId: seeded.catalog.shippingOptionId,
      })
    }

    async function collectionOf(cartId: string): Promise<string> {
      const { data } = await api.post("/store/payment-collections", { cart_id: cartId }, { headers: seeded.checkout.headers() })
      return data.payment_collection.id
    }

    /** A raw request body, sent as the storefront's content type says, and the answer whatever its status. */
    const postRaw = (path: string, body: string, contentType = "application/json") =>
      api.post(path, body, {
        headers: { ...seeded.checkout.headers(), "content-type": contentType },
        transformRequest: [(data: unknown) => data],
        validateStatus: () => true,
      })

    /** Log lines in which a CR or LF starts a line of its own. */
    const splitLines = (lines: string[]) => lines.filter((line) => /[\r\n\u2028\u2029]/.test(line))

    describe("POST /store/payment-collections/:id/payment-sessions", () => {
      it("a control character in a top-level key is a 400 naming it escaped, before Medusa's validator, and starts no log line", async () => {
        const collection = await collectionOf(await cart("Forged"))
        const sessions = await count("payment_session")
        const logs = captureLogs(getContainer())
        try {
          const raw = `{"provider_id":"${providerId("invoice")}","data":{},"x\\r\\n${FORGED}":1}`
          const answer = await postRaw(`/store/payment-collections/${collection}/payment-sessions`, raw)
          expect({ status: answer.status, message: answer.data.message }).toEqual({
            status: 400,
            message: `Invalid request: x\\r\\n${FORGED}: its name must not contain a control character`,
          })
          expect(splitLines(logs.lines())).toEqual([])
          expect(logs.lines().filter((line) => line.includes("Unrecognized fields"))).toEqual([])
        } finally {
          logs.stop()
        }
        expect(await count("payment_session")).toBe(sessions)
      })

      it.each([
        ["a body that is not JSON", "application/json", `x\r\n${FORGED}`, "Invalid request: body: must be a JSON object"],
        ["broken JSON", "application/json", `{"provider_id":"x\r\n${FORGED}`, "Invalid request: body: is not valid JSON"],
      ])("%s with raw CR/LF is a 400 that quotes nothing of it, and starts no log line", async (_name, contentType, raw, message) => {
        const collection = await collectionOf(await cart("Raw"))
        const logs = captureLogs(getContainer())
        try {
          const answer = await postRaw(`/store/payment-collections/${collection}/payment-sessions`, raw, contentType)
          expect({ status: answer.status, message: answer.data.message }).toEqual({ status: 400, message })
          expect(splitLines(logs.lines())).toEqual([])
          expect(logs.lines().filter((line) => line.includes("FORGED"))).toEqual([])
        } finally {
          logs.stop()
        }
      })

      it("a control character in a value of another provider's request is refused the same way (the route is one for every provider)", async () => {
        const collection = await collectionOf(await cart("Other"))
        const answer = await postRaw(`/store/payment-collections/${collection}/payment-sessions`, JSON.stringify({ provider_id: "pp_system_default", data: { note: "a\nb" } }))
        expect({ status: answer.status, message: answer.data.message }).toEqual({ status: 400, message: "Invalid request: data.note: must not contain a control character" })
      })

      it("a path part that is not UTF-8 once decoded is a 400 naming it, not Medusa's 500", async () => {
        const answer = await postRaw("/store/payment-collections/%ED%A0%80/payment-sessions", JSON.stringify({ provider_id: providerId("invoice"), data: {} }))
        expect({ status: answer.status, message: answer.data.message }).toEqual({ status: 400, message: "Invalid request: path[2]: is not valid percent-encoded UTF-8" })
      })

      it("a well-formed Riverty session is still created (Medusa's route reads the body the plugin parsed)", async () => {
        const started = await seeded.checkout.startPayment(await cart("Fine"), providerId("invoice"), { birth_date: "1985-02-03" })
        expect(started.status).toBe(200)
        expect(started.data.payment_collection.payment_sessions).toHaveLength(1)
      })
    })

    describe("a Riverty answer that is not Riverty's form", () => {
      // A 200 whose body misses what Riverty always sends: the client refuses it (invalid_response).
      const answerMalformed = (path: string) => axios.post(`${control()}/faults`, { method: "POST", path, status: 200, body: { outcome: 42, paymentMethods: "none" }, times: 0 })
      afterEach(() => routes.clearFaults())

      it("POST /store/riverty/authorize answers 503 riverty_unavailable, as payment-methods does", async () => {
        const cartId = await cart("Malformed")
        expect((await seeded.checkout.startPayment(cartId, providerId("invoice"), { birth_date: "1985-02-03" })).status).toBe(200)
        await answerMalformed("/api/v3/checkout/payment-methods")
        await answerMalformed("/api/v3/checkout/authorize")
        const methods = await routes.post("payment-methods", { cart_id: cartId })
        const authorized = await routes.post("authorize", { cart_id: cartId })
        expect({ status: methods.status, type: methods.data.type }).toEqual({ status: 503, type: "riverty_unavailable" })
        expect({ status: authorized.status, type: authorized.data.type }).toEqual({ status: 503, type: "riverty_unavailable" })
        expect(authorized.data.message).toMatch(/try again/)
      })
    })

    // What stays Medusa's (docs/security.md, "What Medusa's own routes still do"): shown here so a
    // Medusa upgrade that changes it is noticed, and the docs with it.
    describe("Medusa's own routes", () => {
      it("its /admin* middleware answers 500 for an authenticated admin path that is not UTF-8, before any plugin code", async () => {
        const admin = await adminHeaders(api, getContainer())
        const answer = await api.get("/admin/riverty/orders/%ED%A0%80", { ...admin, validateStatus: () => true })
        expect({ status: answer.status, type: answer.data.type }).toEqual({ status: 500, type: "unknown_error" })
      })

      it("its complete-cart route answers 500 for a cart id that is not UTF-8 (Express decodes it before the route's middlewares)", async () => {
        const answer = await postRaw("/store/carts/%ED%A0%80/complete", "{}")
        expect({ status: answer.status, type: answer.data.type }).toEqual({ status: 500, type: "unknown_error" })
      })

      it("its validator on a route the plugin takes no part in logs an unrecognized key as sent: POST /store/carts", async () => {
        const logs = captureLogs(getContainer())
        try {
          const answer = await postRaw("/store/carts", `{"region_id":"${seeded.store.regionId}","x\\r\\n${FORGED}":1}`)
          expect(answer.status).toBe(400)
          expect(splitLines(logs.lines()).some((line) => line.includes(`\r\n${FORGED}`))).toBe(true)
        } finally {
          logs.stop()
        }
      })

      it("its JSON parser on /hooks/payment/:provider answers 400 quoting the body's first characters raw in the log, for a Riverty provider too", async () => {
        const logs = captureLogs(getContainer())
        try {
          const answer = await postRaw(`/hooks/payment/${providerId("invoice")}`, "x\r\ninfo: FORGED")
          expect({ status: answer.status, message: answer.data.message }).toMatchObject({ status: 400, message: expect.stringMatching(/not valid JSON/) })
          expect(splitLines(logs.lines()).some((line) => line.includes("\r\ninfo:"))).toBe(true)
        } finally {
          logs.stop()
        }
      })
    })

    describe("POST /admin/riverty/notifications/callbacks", () => {
      it.each([
        ["javascript:alert(1)", "url: must be an https URL (http only to localhost or a loopback address)"],
        ["http://shop.example.com/riverty/notifications", "url: must be an https URL (http only to localhost or a loopback address)"],
        ["ftp://127.0.0.1/riverty/notifications", "url: must be an https URL (http only to localhost or a loopback address)"],
      ])("refuses %s with a 400 naming url, and registers nothing at Riverty", async (url, message) => {
        const admin = await adminHeaders(api, getContainer())
        await axios.delete(`${control()}/callbacks`)
        const answer = await api.post("/admin/riverty/notifications/callbacks", { url }, { ...admin, validateStatus: () => true })
        expect({ status: answer.status, message: answer.data.message }).toEqual({ status: 400, message: `Invalid request: ${message}` })
        const { data: callbacks } = await axios.get(`${control()}/callbacks`)
        expect(callbacks).toEqual([])
      })

      it("registers an https URL, and in this test process an http one on loopback", async () => {
        const admin = await adminHeaders(api, getContainer())
        for (const url of ["https://shop.example.com/riverty/notifications", `${api.defaults.baseURL}/riverty/notifications`]) {
          const answer = await api.post("/admin/riverty/notifications/callbacks", { url }, { ...admin, validateStatus: () => true })
          expect({ status: answer.status, url: answer.data.url }).toEqual({ status: 200, url })
        }
      })
    })
  },
})
