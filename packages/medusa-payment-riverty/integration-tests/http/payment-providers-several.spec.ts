import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { createRegionsWorkflow } from "@medusajs/medusa/core-flows"
import { ALL_PROVIDER_IDS, providerId } from "../../src/providers/riverty/payment-methods"
import { adminHeaders } from "./fixtures/notifications"
import { useEmulator } from "./fixtures/emulator"
import { useSeededStore } from "./fixtures/seeded-store"
import { storeRoutes } from "./fixtures/store-routes"

// A store with two Riverty provider entries: each has its own options (here installment limits),
// both use the plugin entry's one connection.
process.env.RIVERTY_SECOND_PROVIDER = JSON.stringify({ id: "eu", options: { orderNumberPrefix: "EU-", amountLimits: { DE: { methods: { installments: { max: 100 } } } } } })
const SECOND_IDS = ALL_PROVIDER_IDS.map((id) => id.replace(/_riverty$/, "_eu"))

jest.setTimeout(240 * 1000)

const emulator = useEmulator()

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer)
    let regionId: string
    const routes = storeRoutes(api, () => seeded.checkout, () => emulator.current)

    beforeAll(async () => {
      const { result } = await createRegionsWorkflow(getContainer()).run({
        input: { regions: [{ name: "Both entries", currency_code: "eur", countries: ["at"], payment_providers: [...ALL_PROVIDER_IDS, ...SECOND_IDS] }] },
      })
      regionId = result[0].id
    })

    afterAll(() => {
      delete process.env.RIVERTY_SECOND_PROVIDER
    })

    it("lists the providers of both entries for a region that enables them", async () => {
      const response = await api.get(`/store/payment-providers?region_id=${regionId}`, { headers: { "x-publishable-api-key": seeded.store.publishableKey } })
      expect(response.status).toBe(200)
      expect(response.data.payment_providers.map((p: { id: string }) => p.id).sort()).toEqual([...ALL_PROVIDER_IDS, ...SECOND_IDS].sort())
    })

    it("answers a store route with each entry's own options and the plugin's one connection", async () => {
      const body = { amount: 185, currency_code: "eur", country_code: "de" }
      const first = await routes.post("installment-plans", { ...body, provider_id: providerId("installments") })
      expect(first.status).toBe(200)
      expect(first.data.installment_plans.length).toBeGreaterThan(0)
      // 185 is above the second entry's installments limit: no plans.
      const second = await routes.post("installment-plans", { ...body, provider_id: "pp_riverty-installments_eu" })
      expect(second.status).toBe(200)
      expect(second.data.installment_plans).toEqual([])
    })

    it("shows the plugin's connection and both entries in the admin, every one with the plugin's keys", async () => {
      const { data } = await api.get("/admin/riverty/connection", await adminHeaders(api, getContainer()))
      const connections = data.connections as Array<{ provider_id: string; base_url: string | null; countries: Array<{ country: string }> }>
      expect(connections.map((entry) => entry.provider_id)).toEqual(["plugin", "riverty", "eu"])
      const countries = connections.map((entry) => entry.countries.map((c) => c.country))
      expect(new Set(countries.map((list) => list.join()))).toEqual(new Set([countries[0].join()]))
    })
  },
})
