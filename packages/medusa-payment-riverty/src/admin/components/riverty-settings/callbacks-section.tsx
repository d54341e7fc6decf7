import { Button, Text } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { date } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { connectionKey, rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Panel } from "./panel"

/** Where Riverty sends notifications, the last registration made from this store, and registering again. */
export function CallbacksSection() {
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
      title="Notification callbacks"
      testId="riverty-callbacks"
      actions={
        <Button size="small" variant="secondary" isLoading={register.isPending} onClick={() => register.mutate()}>
          Register again
        </Button>
      }
    >
      <Text size="small">Notification URL: {callbacks?.notification_url ?? "not configured"}</Text>
      {last ? (
        <Text size="small" className="text-ui-fg-subtle">
          Registered {date(last.registered_at, true)} for {last.url}: {last.notification_types.length} notification types
        </Text>
      ) : (
        <Text size="small" className="text-ui-fg-subtle">
          No registration made from this store yet.
        </Text>
      )}
      {register.isSuccess ? <Text size="small">Registered {register.data.notification_types.length} notification types.</Text> : null}
      {register.isError ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(register.error)}
        </Text>
      ) : null}
    </Panel>
  )
}
