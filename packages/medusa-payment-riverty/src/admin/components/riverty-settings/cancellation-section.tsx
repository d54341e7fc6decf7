import { Button, Input, Text } from "@medusajs/ui"
import { useMutation } from "@tanstack/react-query"
import { useState } from "react"
import type { SubscriptionView } from "../../../api/admin/riverty/views"
import { date } from "../../lib/format"
import { messageOf } from "../../lib/riverty-api"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Field } from "../riverty/field"
import { Panel } from "./panel"
import { useTranslation } from "react-i18next"

/** Cancels a subscription on a date, or withdraws its cancellation. */
export function CancellationSection() {
  const { t } = useTranslation()
  const [subscriptionId, setSubscriptionId] = useState("")
  const [day, setDay] = useState("")
  const cancel = useMutation({ mutationFn: () => rivertySettingsApi.cancelSubscription(subscriptionId.trim(), day) })
  const undo = useMutation({ mutationFn: () => rivertySettingsApi.uncancelSubscription(subscriptionId.trim()) })
  const last: SubscriptionView | undefined = (undo.submittedAt > cancel.submittedAt ? undo.data : cancel.data)?.subscription
  const error = undo.submittedAt > cancel.submittedAt ? undo.error : cancel.error
  const ready = Boolean(subscriptionId.trim())
  return (
    <Panel title={t("riverty.cancellation.title")} testId="riverty-cancellation">
      <div className="flex flex-wrap items-end gap-2">
        <Field id="cancel-subscription" label={t("riverty.cancellation.subscriptionId")}>
          <Input id="cancel-subscription" size="small" value={subscriptionId} onChange={(e) => setSubscriptionId(e.target.value)} />
        </Field>
        <Field id="cancel-date" label={t("riverty.cancellation.cancelOn")}>
          <Input id="cancel-date" size="small" type="date" value={day} onChange={(e) => setDay(e.target.value)} />
        </Field>
        <Button size="small" variant="danger" disabled={!ready || !day} isLoading={cancel.isPending} onClick={() => cancel.mutate()}>
          {t("riverty.cancellation.cancel")}
        </Button>
        <Button size="small" variant="secondary" disabled={!ready} isLoading={undo.isPending} onClick={() => undo.mutate()}>
          {t("riverty.cancellation.undo")}
        </Button>
      </div>
      {error ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(error)}
        </Text>
      ) : null}
      {last ? (
        <Text size="small" data-testid="subscription-state">
          {t(last.active_from ? "riverty.cancellation.stateActive" : "riverty.cancellation.state", {
            id: last.subscription_id,
            description: last.description ?? t("riverty.cancellation.subscription"),
            status: last.status ?? t("riverty.cancellation.unknownStatus"),
            date: date(last.active_from),
          })}
        </Text>
      ) : null}
    </Panel>
  )
}
