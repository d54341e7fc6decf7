import type { ProviderWebhookPayload, WebhookActionResult } from "@medusajs/framework/types"
import type { OperationContext } from "./context"

const NOT_SUPPORTED: WebhookActionResult = { action: "not_supported" }

/**
 * Inert on purpose. Riverty notifications have one way in: the plugin's receiver, which also
 * answers Medusa's `/hooks/payment/<riverty provider>` before Medusa's route can emit
 * `payment.webhook_received` (api/hooks/payment/riverty-hand-off.ts), verifies the signature
 * once, stores the notification in the inbox and applies it from there. An event that still
 * reaches this method (emitted by other code, or queued by an older version of the plugin) is
 * not read a second time here: Medusa ignores not_supported.
 */
export async function getWebhookActionAndData(ctx: OperationContext, _payload: ProviderWebhookPayload["payload"]): Promise<WebhookActionResult> {
  ctx.logger?.warn("Riverty: payment.webhook_received ignored; Riverty notifications are applied from the plugin's inbox")
  return NOT_SUPPORTED
}
