import { providerOptionsOf } from "../../../../connection/__tests__/support/provider-options"
import { signNotification } from "riverty-client"
import type { OperationContext } from "../context"
import { getWebhookActionAndData } from "../webhook"
import { projectingQuery } from "./support/projecting-query"

// Medusa's payment.webhook_received path is not a second way in for Riverty notifications: the
// plugin's receiver answers /hooks/payment/<riverty provider> itself (api/hooks/payment/
// riverty-hand-off.ts) and the inbox applies them. Even a perfectly signed payment notification of
// a Riverty session that reaches the provider by that event is neither read nor acted on.

const secret = "notify-secret-for-the-webhook-inert-test"

it("answers not_supported to a valid, signed authorization of a Riverty session, reading no body and asking Query nothing", async () => {
  const options = providerOptionsOf({
    environment: "emulator",
    baseUrl: "http://127.0.0.1:1",
    apiKeys: { DE: "k" },
    backendUrl: "http://localhost:9000",
    storefrontUrl: "http://localhost:8000",
  })
  const query = projectingQuery({ payment_session: [{ id: "payses_1", amount: 23.8, provider_id: "pp_riverty-invoice_riverty" }] })
  const warnings: string[] = []
  const ctx = { options, method: "invoice", query, logger: { warn: (m: string) => warnings.push(m) } } as unknown as OperationContext
  const body = {
    id: "n-1",
    timestamp: new Date().toISOString(),
    type: "payments/transactionAuthorized",
    parameters: { paymentTransactionToken: "payses_1", statusChange: { from: null, to: "Authorized" } },
  }
  const raw = Buffer.from(JSON.stringify(body))
  const payload = { data: body, rawData: raw, headers: { "riverty-signature": signNotification(raw, secret) } }
  await expect(getWebhookActionAndData(ctx, payload)).resolves.toEqual({ action: "not_supported" })
  expect(query.calls).toHaveLength(0)
  // Said once, without the body or the signature.
  expect(warnings).toEqual(["Riverty: payment.webhook_received ignored; Riverty notifications are applied from the plugin's inbox"])
})
