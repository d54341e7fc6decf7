import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import axios from "axios"
import { providerId } from "../../../src/providers/riverty/payment-methods"
import { useEmulator } from "../fixtures/emulator"
import { customerAtRiverty, shopperCheckout } from "../fixtures/risk-checkout"
import { useSeededStore } from "../fixtures/seeded-store"
import { startServerProcess, useProcessEnv } from "../fixtures/two-processes"

// The client's address is what the plugin's `trustedProxies` says: unset, the socket's peer; `1`,
// the last hop. Taken from X-Forwarded-For as Medusa does (it trusts one hop for every request), a
// client reaching the store directly could step past a rate limit that had answered 429 and choose
// the IP address sent to Riverty as risk data.
jest.setTimeout(240 * 1000)

const LIMIT = 3
// "" is the plugin's default (no proxy); the other HTTP tests trust loopback (setup.js).
useProcessEnv({ RIVERTY_TRUSTED_PROXIES: "", RIVERTY_STORE_RATE_LIMIT: String(LIMIT), RIVERTY_STORE_RATE_WINDOW_SECONDS: "3600" })

const emulator = useEmulator()
const LOOPBACK = ["127.0.0.1", "::1", "::ffff:127.0.0.1"]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer, dbConfig }) => {
    const seeded = useSeededStore(api, getContainer, { productPrice: 40 })

    /** The installment plans of an amount (no cart needed): a store route under the rate limit. */
    const plans = (forwardedFor: string, base = "") =>
      (base ? axios : api).post(
        `${base}/store/riverty/installment-plans`,
        { provider_id: providerId("installments"), amount: 500, currency_code: "eur", country_code: "de" },
        { headers: { "x-publishable-api-key": seeded.store.publishableKey, "x-forwarded-for": forwardedFor }, validateStatus: () => true },
      )

    it("by default counts the socket's address: ten other X-Forwarded-For values after a 429 are still refused", async () => {
      const statuses: number[] = []
      for (let i = 0; i <= LIMIT; i++) statuses.push((await plans("198.51.100.1")).status)
      expect(statuses).toEqual([...Array(LIMIT).fill(200), 429])

      const spoofed: number[] = []
      for (let i = 0; i < 10; i++) spoofed.push((await plans(`203.0.113.${i + 10}`)).status)
      expect(spoofed).toEqual(Array(10).fill(429))
    })

    it("by default sends Riverty the socket's address as risk data, not the X-Forwarded-For the caller chose", async () => {
      const shop = shopperCheckout(api, () => seeded.store)
      const caller = { ip: "192.0.2.99" }
      const { orderNumber } = await shop.buy(caller, seeded.variantId, "socket-address@example.com")
      const { riskData } = await customerAtRiverty(emulator.current, orderNumber)
      expect(LOOPBACK).toContain(riskData?.ipAddress)
      expect(JSON.stringify(riskData)).not.toContain("192.0.2.99")
    })

    it("with trustedProxies 1 honours the last hop of X-Forwarded-For and nothing before it", async () => {
      const proxied = await startServerProcess({ databaseUrl: dbConfig.clientUrl, workerMode: "server", env: { RIVERTY_TRUSTED_PROXIES: "1" } })
      try {
        // The proxy appends the address it saw; what the client wrote before it is not believed.
        const statuses: number[] = []
        for (let i = 0; i <= LIMIT; i++) statuses.push((await plans(`10.9.9.${i}, 198.51.100.50`, proxied.url)).status)
        expect(statuses).toEqual([...Array(LIMIT).fill(200), 429])
        // Another client behind the same proxy has its own count.
        expect((await plans("198.51.100.51", proxied.url)).status).toBe(200)

        // Risk data carries the same address.
        const shop = shopperCheckout(axios.create({ baseURL: proxied.url }), () => seeded.store)
        const { orderNumber } = await shop.buy({ ip: "10.1.1.1, 198.51.100.52" }, seeded.variantId, "proxied@example.com")
        expect((await customerAtRiverty(emulator.current, orderNumber)).riskData?.ipAddress).toBe("198.51.100.52")
      } finally {
        await proxied.stop()
      }
    })
  },
})
