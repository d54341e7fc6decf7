import { logText } from "../../../connection"
import type { INotificationModuleService, Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, Modules } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import type { OrderUpdateResult } from "./send-order-update"

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])

/**
 * Whether a notification provider of the store serves Medusa's admin `feed` channel. Without one,
 * Medusa would store a failed notification and throw, so the plugin asks the config first.
 */
export function feedChannelConfigured(container: MedusaContainer): boolean {
  const config = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE, { allowUnregistered: true }) as { modules?: unknown } | undefined
  const modules = (config?.modules ?? {}) as Record<string, unknown> | unknown[]
  // defineConfig keeps modules keyed by name; an array (older configs) names them by key or resolve.
  const entries: Row[] = Array.isArray(modules) ? rows(modules) : Object.entries(modules).map(([key, value]) => ({ key, ...((value ?? {}) as Row) }))
  const notification = entries.find((m) => m.key === Modules.NOTIFICATION || String(m.resolve ?? "").endsWith("/notification"))
  const providers = rows((notification?.options as Row | undefined)?.providers)
  return providers.some((p) => {
    const channels = (p.options as Row | undefined)?.channels
    return Array.isArray(channels) && channels.includes("feed")
  })
}

export const rivertyNotifyMerchantStepId = "riverty-notify-merchant"

/**
 * An admin notification (the dashboard's bell) for an order update that needs the merchant, when
 * the store has a feed channel; optional, so a failure only logs. The idempotency key makes a
 * repeated attempt of the same change add no second notification.
 */
export const rivertyNotifyMerchantStep = createStep(
  rivertyNotifyMerchantStepId,
  async (input: { result: OrderUpdateResult | null; request_key: string }, { container }) => {
    const result = input.result
    if (!result?.message || (result.result !== "rejected" && result.result !== "captured")) return new StepResponse({ notified: false })
    if (!feedChannelConfigured(container)) return new StepResponse({ notified: false })
    try {
      const notifications = container.resolve<INotificationModuleService>(Modules.NOTIFICATION)
      await notifications.createNotifications({
        to: "",
        channel: "feed",
        template: "admin-ui",
        resource_id: result.order_id,
        resource_type: "order",
        data: { title: "Riverty order not updated", description: result.message },
        idempotency_key: `${input.request_key}:${result.result}`,
      })
      return new StepResponse({ notified: true })
    } catch (error) {
      container.resolve<Logger>(ContainerRegistrationKeys.LOGGER).warn(`Riverty: admin notification for order ${result.order_id} failed: ${logText((error as Error)?.message ?? error)}`)
      return new StepResponse({ notified: false })
    }
  },
)
