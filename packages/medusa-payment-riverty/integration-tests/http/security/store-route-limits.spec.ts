import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios from "axios"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"
import { startServerProcess } from "../fixtures/two-processes"

// Finding 10: /store/riverty/installment-plans called Riverty with the merchant's key on every
// request of anyone holding the publishable key. Now identical inputs are answered from a cache
// within its TTL and each client (the IP Medusa sees; the tests trust loopback proxies, see setup.js, so they
// name clients with X-Forwarded-For) gets 429 with Retry-After beyond the limit of its window.
jest.setTimeout(180 * 1000)

const LIMIT = 5
const TTL_SECONDS = 4
// A long window, so no window boundary falls inside one test.
const WINDOW_SECONDS = 3600
const saved = {
  ttl: process.env.RIVERTY_STORE_CACHE_TTL_SECONDS,
  limit: process.env.RIVERTY_STORE_RATE_LIMIT,
  window: process.env.RIVERTY_STORE_RATE_WINDOW_SECONDS,
}
beforeAll(() => {
  process.env.RIVERTY_STORE_CACHE_TTL_SECONDS = String(TTL_SECONDS)
  process.env.RIVERTY_STORE_RATE_LIMIT = String(LIMIT)
  process.env.RIVERTY_STORE_RATE_WINDOW_SECONDS = String(WINDOW_SECONDS)
})
afterAll(() => {
  for (const [key, value] of [
    ["RIVERTY_STORE_CACHE_TTL_SECONDS", saved.ttl],
    ["RIVERTY_STORE_RATE_LIMIT", saved.limit],
    ["RIVERTY_STORE_RATE_WINDOW_SECONDS", saved.window],
  ] as const) {
    if (value === undefined) delete process.env[key]
    else process.env[key] = value
  }
})

const emulator = useEmulator()
const PLANS_PATH = "/api/v3/lookup/installment-plans"

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConfig }) => {
    const seeded = useSeededStore(api, getContainer, { catalog: true })
    let clients = 0
    const control = () => `${emulator.current.url}/_emulator`
    /** A client of its own: a fresh address, as the proxy in front of Medusa reports it. */
    const newClient = () => `203.0.113.${++clients}`

    const cartOf = (quantity: number) =>
      seeded.checkout.createCart({ buyer: { firstName: "Ina" }, items: [{ variant_id: seeded.catalog.shirtVariantId, quantity }] })

    const plans = (client: string, body: Record<string, unknown>) =>
      api.post("/store/riverty/installment-plans", body, {
        headers: { ...seeded.checkout.headers(), "x-forwarded-for": client },
        validateStatus: () => true,
      })

    /** The installment plan lookups Riverty received since the journal was cleared. */
    async function lookupsAtRiverty(): Promise<number> {
      const { data } = await axios.get(`${control()}/journal`, { params: { path: PLANS_PATH, method: "POST" } })
      return (data as unknown[]).length
    }

    it("answers repeated identical requests from the cache: Riverty is asked once within the TTL, again after it", async () => {
      const cartId = await cartOf(6)
      await axios.delete(`${control()}/journal`)
      const client = newClient()
      const body = { cart_id: cartId, provider_id: providerId("installments") }

      const first = await plans(client, body)
      expect(first.status).toBe(200)
      expect(first.data.installment_plans.length).toBeGreaterThan(0)
      for (let i = 0; i < 3; i++) {
        const again = await plans(client, body)
        expect(again.status).toBe(200)
        expect(again.data).toEqual(first.data)
      }
      expect(await lookupsAtRiverty()).toBe(1)

      // The cart changed: other inputs for Riverty, so another lookup.
      const otherCart = await cartOf(7)
      expect((await plans(client, { cart_id: otherCart, provider_id: providerId("installments") })).status).toBe(200)
      expect(await lookupsAtRiverty()).toBe(2)

      // After the TTL (another client: this one has used its limit).
      await new Promise((resolve) => setTimeout(resolve, (TTL_SECONDS + 1) * 1000))
      expect((await plans(newClient(), body)).status).toBe(200)
      expect(await lookupsAtRiverty()).toBe(3)
    })

    it("answers the client's request beyond the limit with 429 and Retry-After; other clients are unaffected", async () => {
      const cartId = await cartOf(6)
      const body = { cart_id: cartId, provider_id: providerId("installments") }
      const client = newClient()
      for (let i = 0; i < LIMIT; i++) expect((await plans(client, body)).status).toBe(200)

      const refused = await plans(client, body)
      expect(refused.status).toBe(429)
      const retryAfter = Number(refused.headers["retry-after"])
      expect(Number.isInteger(retryAfter)).toBe(true)
      expect(retryAfter).toBeGreaterThan(0)
      expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS)
      expect(refused.data.type).toBe("too_many_requests")
      // Invalid requests count too, and are still refused while the window lasts.
      expect((await plans(client, {})).status).toBe(429)

      const other = newClient()
      const answered = await plans(other, body)
      expect(answered.status).toBe(200)
      expect(answered.data.installment_plans.length).toBeGreaterThan(0)
    })

    it("shares the cache and the limit between two server processes", async () => {
      const other = await startServerProcess({ databaseUrl: dbConfig.clientUrl })
      try {
        const cartId = await cartOf(5)
        await axios.delete(`${control()}/journal`)
        const client = newClient()
        const body = { cart_id: cartId, provider_id: providerId("installments") }
        const viaOther = (payload: Record<string, unknown>) =>
          axios.post(`${other.url}/store/riverty/installment-plans`, payload, {
            headers: { ...seeded.checkout.headers(), "x-forwarded-for": client },
            validateStatus: () => true,
          })
        const first = await plans(client, body)
        const second = await viaOther(body)
        expect([first.status, second.status]).toEqual([200, 200])
        expect(second.data).toEqual(first.data)
        expect(await lookupsAtRiverty()).toBe(1)

        const statuses: number[] = []
        for (let i = 2; i < LIMIT; i++) statuses.push((i % 2 ? await viaOther(body) : await plans(client, body)).status)
        expect(statuses.every((status) => status === 200)).toBe(true)
        const [overOther, overHere] = [await viaOther(body), await plans(client, body)]
        expect([overOther.status, overHere.status]).toEqual([429, 429])
        expect(Number(overOther.headers["retry-after"])).toBeGreaterThan(0)
      } finally {
        await other.stop()
      }
    })

    it("refuses bad input with 400 naming the field, without calling Riverty", async () => {
      await axios.delete(`${control()}/journal`)
      const cartId = await cartOf(6)

      const missing = await plans(newClient(), { provider_id: providerId("installments") })
      expect(missing.status).toBe(400)
      expect(missing.data.message).toMatch(/cart_id/)

      const unknown = await plans(newClient(), { cart_id: cartId, provider_id: providerId("installments"), amount: 1 })
      expect(unknown.status).toBe(400)
      expect(unknown.data.message).toMatch(/amount: not accepted with cart_id/)

      const wrongType = await plans(newClient(), { cart_id: cartId, provider_id: 42 })
      expect(wrongType.status).toBe(400)
      expect(wrongType.data.message).toMatch(/provider_id/)

      expect(await lookupsAtRiverty()).toBe(0)
    })
  },
})
