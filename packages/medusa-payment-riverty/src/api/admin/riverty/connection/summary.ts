import type { MedusaContainer } from "@medusajs/framework/types"
import { notificationUrlOf, RIVERTY_MODULE, type RivertyModuleService } from "../../../../modules/riverty"
import { connectionTargets, keyCountries, type ConnectionTarget } from "../../../../workflows/connection/connection-targets"
import type { CallbacksRegistration } from "../../../../workflows/notifications"
import type { ConnectionEntryView, ConnectionSummaryView, ConnectionTestView } from "../views"

/** One connection as the admin shows it: where it points and what is configured, never a secret. */
function entryView(target: ConnectionTarget, lastTest: ConnectionTestView | null): ConnectionEntryView {
  const { options, client } = target
  const checksOf = (lastTest?.checks ?? []).filter((check) => check.provider_id === target.provider_id)
  const keyCheck = (country: string) => checksOf.find((check) => check.kind === "api_key" && check.country === country) ?? null
  return {
    provider_id: target.provider_id,
    environment: options.environment,
    base_url: client.environment.baseUrls.checkout ?? null,
    api_version: "v3",
    service_version: checksOf.find((check) => check.service_version)?.service_version ?? null,
    countries: keyCountries(options).map((country) => ({ country, last_check: keyCheck(country) })),
    oauth: {
      configured: options.oauth !== undefined,
      shared_with_plugin: options.oauth !== undefined && !target.ownOAuth,
      client_id: options.oauth?.clientId ?? null,
      auth_url: client.environment.authUrl ?? null,
    },
    callbacks_base_url: client.environment.baseUrls.callbacks ?? null,
    callback_api_version: options.callbackApiVersion ?? null,
  }
}

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/** The sentences of the admin's banner: what needs the merchant now. */
function problemsOf(health: Omit<ConnectionSummaryView["health"], "problems">, lastTest: ConnectionTestView | null): string[] {
  const problems: string[] = []
  if (health.notifications.dead) problems.push(`${plural(health.notifications.dead, "notification from Riverty is", "notifications from Riverty are")} dead and will not be retried without you`)
  if (health.notifications.failed) problems.push(`${plural(health.notifications.failed, "notification is", "notifications are")} failing and being retried`)
  if (health.follow_ups.dead) problems.push(`${plural(health.follow_ups.dead, "follow-up", "follow-ups")} (capture, void, return or order update) gave up and need a retry`)
  for (const check of lastTest?.checks ?? []) if (!check.ok) problems.push(check.message)
  return problems
}

/** GET /admin/riverty/connection's answer. */
export async function connectionSummary(container: MedusaContainer): Promise<ConnectionSummaryView> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const [lastTest, registration, notifications, followUps] = await Promise.all([
    rivertyModule.readConnectionState<ConnectionTestView>("connection_test"),
    rivertyModule.readConnectionState<CallbacksRegistration>("callbacks_registration"),
    rivertyModule.countNotificationsByStatus(),
    rivertyModule.countFollowUpsByStatus(),
  ])
  const last = lastTest ?? null
  const health = {
    notifications: { failed: notifications.failed ?? 0, dead: notifications.dead ?? 0 },
    follow_ups: { pending: followUps.pending ?? 0, running: followUps.running ?? 0, dead: followUps.dead ?? 0 },
    connection_ok: last ? last.ok : null,
  }
  return {
    connections: connectionTargets(container).map((target) => entryView(target, last)),
    callbacks: {
      notification_url: notificationUrlOf(rivertyModule.options) ?? null,
      last_registration: registration ?? null,
      register_route: "POST /admin/riverty/notifications/callbacks",
    },
    health: { ...health, problems: problemsOf(health, last) },
    last_test: last,
  }
}
