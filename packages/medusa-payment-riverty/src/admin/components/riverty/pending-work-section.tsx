import { Button, StatusBadge, Table, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { date } from "../../lib/format"
import { messageOf, rivertyApi, rivertyFollowUpsKey } from "../../lib/riverty-api"
import { refreshOrder } from "../../lib/order-refresh"
import type { FollowUpView as FollowUp, FollowUpStatus } from "../../../api/admin/riverty/views"
import { followUpKindLabel, followUpStatusLabel } from "../../lib/follow-up-labels"
import type { Translate } from "../../lib/locale"
import { Section } from "./section"
import { useTranslation } from "react-i18next"

/** While work is waiting, the section asks again now and then so the merchant sees it finish. */
export const FOLLOW_UP_REFRESH_MS = 5000

const STATUS_COLOR: Record<FollowUpStatus, "orange" | "blue" | "green" | "red"> = {
  pending: "orange",
  running: "blue",
  done: "green",
  dead: "red",
}

function subjectOf(followUp: FollowUp, t: Translate): string | null {
  if (followUp.fulfillment_id) return t("riverty.followUp.fulfillment", { id: followUp.fulfillment_id })
  if (followUp.return_id) return t("riverty.followUp.return", { id: followUp.return_id })
  return null
}

/**
 * Work the order's events asked of Riverty (capture on shipment, void after a cancellation,
 * return notifications): where each stands, why it last failed, and a retry for the ones the
 * plugin gave up on.
 */
export function PendingWorkSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: rivertyFollowUpsKey(orderId),
    queryFn: () => rivertyApi.followUps(orderId),
    refetchInterval: (q) => (q.state.data?.follow_ups?.some((f) => f.status === "pending" || f.status === "running") ? FOLLOW_UP_REFRESH_MS : false),
  })
  const retry = useMutation({
    mutationFn: (followUp: FollowUp) => rivertyApi.retryFollowUp(orderId, followUp.id),
    onSuccess: async (result) => {
      if (result.follow_up?.status === "done") toast.success(t("riverty.pendingWork.done"))
      else toast.warning(t("riverty.pendingWork.failedAgain"), { description: result.follow_up?.last_error ?? undefined })
      // The work may have captured or voided: the whole panel reads Riverty again.
      await refreshOrder(queryClient, orderId)
    },
    onError: (error) => toast.error(t("riverty.pendingWork.retryFailed"), { description: messageOf(error) }),
  })

  if (query.isError) {
    return (
      <Section title={t("riverty.pendingWork.title")} empty="" isEmpty={false}>
        <Text size="small" className="text-ui-fg-error">
          {t("riverty.pendingWork.loadFailed", { message: messageOf(query.error) })}
        </Text>
      </Section>
    )
  }
  const followUps = query.data?.follow_ups ?? []
  return (
    <Section
      title={t("riverty.pendingWork.title")}
      empty={query.isPending ? t("riverty.common.loading") : t("riverty.pendingWork.empty")}
      isEmpty={followUps.length === 0}
    >
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>{t("riverty.fields.work")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.fields.status")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.pendingWork.attempts")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.fields.nextAttempt")}</Table.HeaderCell>
            <Table.HeaderCell>{t("riverty.fields.lastError")}</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {followUps.map((followUp) => {
            const status = { color: STATUS_COLOR[followUp.status] ?? ("orange" as const), label: followUpStatusLabel(followUp.status, t) }
            const subject = subjectOf(followUp, t)
            return (
              <Table.Row key={followUp.id} data-testid="follow-up-row">
                <Table.Cell>
                  <div className="flex flex-col">
                    <Text size="small">{followUpKindLabel(followUp.kind, t)}</Text>
                    {subject ? (
                      <Text size="xsmall" className="text-ui-fg-muted break-all">
                        {subject}
                      </Text>
                    ) : null}
                  </div>
                </Table.Cell>
                <Table.Cell>
                  <div className="flex flex-col gap-y-1 py-1">
                    <StatusBadge color={status.color}>{status.label}</StatusBadge>
                    {followUp.status === "done" && followUp.outcome ? (
                      <Text size="xsmall" className="text-ui-fg-subtle">
                        {followUp.outcome}
                      </Text>
                    ) : null}
                  </div>
                </Table.Cell>
                <Table.Cell>{followUp.attempts}</Table.Cell>
                <Table.Cell>{followUp.next_attempt_at ? date(followUp.next_attempt_at, true) : "–"}</Table.Cell>
                <Table.Cell>
                  {followUp.last_error && followUp.status !== "done" ? (
                    <Text size="xsmall" className="text-ui-fg-error break-words">
                      {followUp.last_error}
                    </Text>
                  ) : (
                    "–"
                  )}
                </Table.Cell>
                <Table.Cell>
                  {followUp.status === "dead" ? (
                    <Button
                      size="small"
                      variant="secondary"
                      onClick={() => retry.mutate(followUp)}
                      isLoading={retry.isPending && retry.variables?.id === followUp.id}
                    >
                      {t("riverty.common.retry")}
                    </Button>
                  ) : null}
                </Table.Cell>
              </Table.Row>
            )
          })}
        </Table.Body>
      </Table>
    </Section>
  )
}
