import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../src/modules/riverty"
import { useEmulator } from "./fixtures/emulator"
import { customerAtRiverty, registerCustomer, shopperCheckout } from "./fixtures/risk-checkout"
import { useSeededStore } from "./fixtures/seeded-store"

jest.setTimeout(180 * 1000)

// The provider entry of this file's store turns every part of the risk data off (medusa-config.ts
// reads it at boot; the emulator fixture's beforeAll runs before Medusa starts, and so does this).
beforeAll(() => {
  process.env.RIVERTY_RISK_DATA_OFF = "ipAddress,userAgent,customerHistory,profileTrackingId"
})
afterAll(() => {
  delete process.env.RIVERTY_RISK_DATA_OFF
})

const emulator = useEmulator()

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40 })
    let shop: ReturnType<typeof shopperCheckout>

    beforeAll(async () => {
      shop = shopperCheckout(api, () => seeded.store)
    })

    it("with every riskData option off, authorize sends no risk data and the server keeps no IP address or user agent", async () => {
      const token = await registerCustomer(api, seeded.store, "private@example.com")
      const shopper = { ip: "192.0.2.81", token }
      // An earlier order, so there would be a history to send.
      await shop.buy(shopper, seeded.variantId, "private@example.com")

      const cartId = await shop.cart(shopper, seeded.variantId, "private@example.com")
      const started = await shop.session(shopper, cartId, { profile_tracking_id: "private-device-1" })
      const rivertyModule = getContainer().resolve<RivertyModuleService>(RIVERTY_MODULE)
      expect(await rivertyModule.shopperBrowserOf(cartId)).toBeUndefined()
      await shop.complete(shopper, cartId)

      const customer = await customerAtRiverty(emulator.current, String(started.data.order_number))
      expect(customer.riskData).toBeUndefined()
    })
  },
})
