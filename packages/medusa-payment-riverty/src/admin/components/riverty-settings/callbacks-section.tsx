import { Button, Text } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { date } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { connectionKey, rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Panel } from "./panel"
import { useTranslation } from "react-i18next"

/** Where Riverty sends notifications, the last registration made from this store, and registering again. */
export function CallbacksSection() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const summary = useQuery({ queryKey: connectionKey, queryFn: rivertySettingsApi.connection })
  const register = useMutation({
    mutationFn: rivertySettingsApi.registerCallbacks,
    onSettled: () => client.invalidateQueries({ queryKey: connectionKey }),
  })
  const callbacks = summary.data?.callbacks
  const last = callbacks?.last_registration
  return (
    <Panel
      title={t("riverty.callbacks.title")}
      testId="riverty-callbacks"
      actions={
        <Button size="small" variant="secondary" isLoading={register.isPending} onClick={() => register.mutate()}>
          {t("riverty.callbacks.registerAgain")}
        </Button>
      }
    >
      <Text size="small">
        {callbacks?.notification_url ? t("riverty.callbacks.url", { url: callbacks.notification_url }) : t("riverty.callbacks.notConfigured")}
      </Text>
      {last ? (
        <Text size="small" className="text-ui-fg-subtle">
          {t("riverty.callbacks.lastRegistration", { date: date(last.registered_at, true), url: last.url, count: last.notification_types.length })}
        </Text>
      ) : (
        <Text size="small" className="text-ui-fg-subtle">
          {t("riverty.callbacks.noRegistration")}
        </Text>
      )}
      {register.isSuccess ? <Text size="small">{t("riverty.callbacks.registered", { count: register.data.notification_types.length })}</Text> : null}
      {register.isError ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(register.error)}
        </Text>
      ) : null}
    </Panel>
  )
}
