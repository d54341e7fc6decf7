import { Button, Input, Text } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import type { SubscriptionView } from "../../../api/admin/riverty/views"
import { date } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Field } from "../riverty/field"
import { Panel } from "./panel"

/** Cancels a subscription on a date, or withdraws its cancellation. */
export function CancellationSection() {
  const [subscriptionId, setSubscriptionId] = useState("")
  const [day, setDay] = useState("")
  const cancel = useMutation({ mutationFn: () => rivertySettingsApi.cancelSubscription(subscriptionId.trim(), day) })
  const undo = useMutation({ mutationFn: () => rivertySettingsApi.uncancelSubscription(subscriptionId.trim()) })
  const last: SubscriptionView | undefined = (undo.submittedAt > cancel.submittedAt ? undo.data : cancel.data)?.subscription
  const error = undo.submittedAt > cancel.submittedAt ? undo.error : cancel.error
  const ready = Boolean(subscriptionId.trim())
  return (
    <Panel title="Cancellation" testId="riverty-cancellation">
      <div className="flex flex-wrap items-end gap-2">
        <Field id="cancel-subscription" label="Subscription id">
          <Input id="cancel-subscription" size="small" value={subscriptionId} onChange={(e) => setSubscriptionId(e.target.value)} />
        </Field>
        <Field id="cancel-date" label="Cancel on">
          <Input id="cancel-date" size="small" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </Field>
        <Button size="small" variant="danger" disabled={!ready || !day} isLoading={cancel.isPending} onClick={() => cancel.mutate()}>
          Cancel subscription
        </Button>
        <Button size="small" variant="secondary" disabled={!ready} isLoading={undo.isPending} onClick={() => undo.mutate()}>
          Undo cancellation
        </Button>
      </div>
      {error ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(error)}
        </Text>
      ) : null}
      {last ? (
        <Text size="small" data-testid="subscription-state">
          {last.subscription_id} ({last.description ?? "subscription"}): {last.status ?? "unknown"}
          {last.active_from ? `, active from ${date(last.active_from)}` : ""}
        </Text>
      ) : null}
    </Panel>
  )
}
