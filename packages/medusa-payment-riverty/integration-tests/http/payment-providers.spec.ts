import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { ALL_PROVIDER_IDS } from "../../src/providers/riverty/payment-methods"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(120 * 1000)

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer)

    it("serves /health", async () => {
      const response = await api.get("/health")
      expect(response.status).toBe(200)
    })

    it("lists every Riverty provider for a region that enables them", async () => {
      const response = await api.get(`/store/payment-providers?region_id=${seeded.store.regionId}`, {
        headers: { "x-publishable-api-key": seeded.store.publishableKey },
      })
      expect(response.status).toBe(200)
      const ids = response.data.payment_providers.map((p: { id: string }) => p.id).sort()
      expect(ids).toEqual([...ALL_PROVIDER_IDS].sort())
    })
  },
})
