import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { AxiosInstance } from "axios"
import { createRivertyClient } from "riverty-client"
import { placeRivertyOrder, withSubmitKey } from "../fixtures/admin-order"
import { useEmulator } from "../fixtures/emulator"
import { useSeededStore } from "../fixtures/seeded-store"

jest.setTimeout(180 * 1000)

// No notification route is registered: what happens at Riverty outside Medusa stays unknown to
// Medusa, which is what reconcile must reveal.
const emulator = useEmulator()

type ErrorAnswer = { status: number; data: { message: string } }
const refused = (error: { response?: ErrorAnswer }): ErrorAnswer => {
  if (!error.response) throw error
  return error.response
}

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40, admin: true })
    const http = () => api as AxiosInstance

    const reconcile = async (orderId: string) => (await http().post(`/admin/riverty/orders/${orderId}/reconcile`, {}, seeded.admin)).data

    it("is in sync after checkout and after a capture made from Medusa", async () => {
      const { orderId } = await placeRivertyOrder(http(), seeded.store, seeded.variantId, 2)
      expect(await reconcile(orderId)).toEqual({
        in_sync: true,
        currency: "eur",
        riverty_status: "Accepted",
        medusa: { authorized: 80, captured: 0, refunded: 0, voided: 0 },
        riverty: { authorized: 80, captured: 0, refunded: 0, voided: 0 },
        differences: [],
      })

      await http().post(`/admin/riverty/orders/${orderId}/captures`, { items: [{ line_number: 1, quantity: 1 }] }, withSubmitKey(seeded.admin))
      const after = await reconcile(orderId)
      expect(after.in_sync).toBe(true)
      expect(after.medusa.captured).toBe(40)
      expect(after.riverty.captured).toBe(40)
    })

    it("names the captured amount in words when a capture was made at Riverty, bypassing Medusa", async () => {
      const { orderId } = await placeRivertyOrder(http(), seeded.store, seeded.variantId, 2, "Portal")
      const { data } = await http().get(`/admin/riverty/orders/${orderId}`, seeded.admin)
      const orderNumber = data.riverty.order_number as string
      const client = createRivertyClient({ environment: "emulator", emulatorUrl: emulator.current.url, apiKeys: { DE: "emulator-key-de" } })
      await client.orders.capture(
        orderNumber,
        { orderDetails: { totalGrossAmount: 80, totalNetAmount: 67.23, currency: "EUR" } },
        { country: "DE", idempotencyKey: `portal-${orderNumber.slice(-20)}` },
      )

      const result = await reconcile(orderId)
      expect(result.in_sync).toBe(false)
      expect(result.differences).toEqual([
        {
          amount: "captured",
          medusa: 0,
          riverty: 80,
          message: expect.stringContaining("Captured differs: Medusa has 0.00 EUR, Riverty has 80.00 EUR; Riverty is 80.00 EUR higher."),
        },
      ])
      expect(result.differences[0].message).toMatch(/capture was made at Riverty outside Medusa/)
    })

    it("is in sync after a capture and a void of the rest from Medusa's Riverty panel", async () => {
      const { orderId } = await placeRivertyOrder(http(), seeded.store, seeded.variantId, 2, "Voider")
      await http().post(`/admin/riverty/orders/${orderId}/captures`, { items: [{ line_number: 1, quantity: 1 }] }, withSubmitKey(seeded.admin))
      await http().post(`/admin/riverty/orders/${orderId}/voids`, {}, withSubmitKey(seeded.admin))
      const result = await reconcile(orderId)
      expect(result).toMatchObject({ in_sync: true, differences: [] })
      expect(result.medusa).toEqual({ authorized: 80, captured: 40, refunded: 0, voided: 40 })
      expect(result.riverty).toEqual(result.medusa)
    })

    it("names the voided amount when the authorization was cancelled at Riverty, bypassing Medusa", async () => {
      const { orderId } = await placeRivertyOrder(http(), seeded.store, seeded.variantId, 1, "Canceller")
      const { data } = await http().get(`/admin/riverty/orders/${orderId}`, seeded.admin)
      const orderNumber = data.riverty.order_number as string
      const client = createRivertyClient({ environment: "emulator", emulatorUrl: emulator.current.url, apiKeys: { DE: "emulator-key-de" } })
      await client.orders.voidAuthorization(orderNumber, {}, { country: "DE", idempotencyKey: `portal-void-${orderNumber.slice(-15)}` })

      const result = await reconcile(orderId)
      expect(result.in_sync).toBe(false)
      expect(result.differences).toEqual([
        expect.objectContaining({ amount: "voided", medusa: 0, riverty: 40, message: expect.stringMatching(/^Voided differs: Medusa has 0\.00 EUR, Riverty has 40\.00 EUR/) }),
      ])
    })

    it("refuses an order id that cannot be one, naming the parameter", async () => {
      const answer = await http().post(`/admin/riverty/orders/${encodeURIComponent("order;drop")}/reconcile`, {}, seeded.admin).catch(refused)
      expect(answer.status).toBe(400)
      expect(answer.data.message).toContain("id")
    })
  },
})
