import { medusaIntegrationTestRunner } from "@medusajs/test-utils"
import type { IEventBusModuleService } from "@medusajs/framework/types"
import { Modules, PaymentWebhookEvents } from "@medusajs/framework/utils"
import { randomUUID } from "node:crypto"
import { signNotification } from "riverty-client"
import { EMULATOR_NOTIFY_SECRET, useEmulator } from "../fixtures/emulator"
import { waitFor } from "../fixtures/notifications"

// Medusa's POST /hooks/payment/:provider emits `payment.webhook_received` for whatever it names,
// and its payment module reads the provider with or without the `pp_` prefix. For a Riverty
// provider the plugin's receiver must answer both forms, so Medusa's route never runs: unsigned is
// the receiver's 401, and Medusa's event bus sees nothing. Medusa's own provider is the positive
// control that the observation works.
jest.setTimeout(120 * 1000)

useEmulator()
const RIVERTY_FORMS = ["riverty-invoice_riverty", "pp_riverty-invoice_riverty", "pp_riverty-b2b-invoice_riverty"]

medusaIntegrationTestRunner({
  testSuite: ({ api, getContainer }) => {
    const received: string[] = []
    const subscriber = async ({ data }: { data: { provider: string } }) => {
      received.push(data.provider)
    }
    const SUBSCRIBER_ID = "payment-hook-forms-spec"

    let eventBus: IEventBusModuleService

    beforeAll(() => {
      eventBus = getContainer().resolve<IEventBusModuleService>(Modules.EVENT_BUS)
      eventBus.subscribe(PaymentWebhookEvents.WebhookReceived, subscriber as never, { subscriberId: SUBSCRIBER_ID })
    })
    afterAll(() => {
      eventBus.unsubscribe(PaymentWebhookEvents.WebhookReceived, subscriber as never, { subscriberId: SUBSCRIBER_ID })
    })

    const body = () =>
      JSON.stringify({
        id: randomUUID(),
        timestamp: new Date().toISOString(),
        type: "payments/transactionAuthorized",
        parameters: { paymentTransactionToken: "payses_nosuchsession", statusChange: { from: null, to: "Authorized" } },
      })
    const post = (provider: string, content: string, headers: Record<string, string> = {}) =>
      api.post(`/hooks/payment/${provider}`, content, {
        headers: { "content-type": "application/json", ...headers },
        validateStatus: () => true,
        transformRequest: [(data: string) => data],
      })

    it("answers an unsigned request 401 for a Riverty provider named with or without pp_, and Medusa emits no payment.webhook_received", async () => {
      for (const provider of RIVERTY_FORMS) {
        const unsigned = await post(provider, body())
        expect([provider, unsigned.status]).toEqual([provider, 401])
        const forged = await post(provider, body(), { "riverty-signature": "t=1,v1=00" })
        expect([provider, forged.status]).toEqual([provider, 401])
      }
      // A signed one on the pp_ form is the receiver's, not Medusa's bare 200.
      const content = body()
      const signed = await post("pp_riverty-invoice_riverty", content, { "riverty-signature": signNotification(content, EMULATOR_NOTIFY_SECRET) })
      expect(signed.status).toBe(200)
      expect(signed.data).toEqual({ received: true, duplicate: false })

      // Positive control, sent after them: Medusa's own provider in both forms reaches Medusa's route,
      // whose event arrives (delayed by the payment module's webhook_delay, the same for every
      // event, so any event for the requests above would have arrived first).
      for (const control of ["system_default", "pp_system_default"]) {
        const answer = await post(control, body())
        expect([control, answer.status]).toEqual([control, 200])
      }
      await waitFor(async () => received.includes("pp_system_default"), { timeoutMs: 30_000, intervalMs: 100 })
      expect(received).toEqual(["system_default", "pp_system_default"])
    })
  },
})
