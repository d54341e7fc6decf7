import { Button, StatusBadge, Table, Text, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { date } from "../../lib/format"
import { messageOf, rivertyApi, rivertyFollowUpsKey } from "../../lib/riverty-api"
import { refreshOrder } from "../../lib/order-refresh"
import type { FollowUpView as FollowUp, FollowUpKind, FollowUpStatus } from "../../../api/admin/riverty/views"
import { Section } from "./section"

/** While work is waiting, the section asks again now and then so the merchant sees it finish. */
export const FOLLOW_UP_REFRESH_MS = 5000

const KIND_LABELS: Record<FollowUpKind, string> = {
  capture_shipment: "Capture on shipment",
  void_remainder: "Void after cancellation",
  return_notification: "Return notification",
  update_order: "Order update after an edit",
}

const STATUS: Record<FollowUpStatus, { color: "orange" | "blue" | "green" | "red"; label: string }> = {
  pending: { color: "orange", label: "Waiting to retry" },
  running: { color: "blue", label: "Running" },
  done: { color: "green", label: "Done" },
  dead: { color: "red", label: "Gave up" },
}

function subjectOf(followUp: FollowUp): string | null {
  if (followUp.fulfillment_id) return `Fulfillment ${followUp.fulfillment_id}`
  if (followUp.return_id) return `Return ${followUp.return_id}`
  return null
}

/**
 * Work the order's events asked of Riverty (capture on shipment, void after a cancellation,
 * return notifications): where each stands, why it last failed, and a retry for the ones the
 * plugin gave up on.
 */
export function PendingWorkSection({ orderId }: { orderId: string }) {
  const queryClient = useQueryClient()
  const query = useQuery({
    queryKey: rivertyFollowUpsKey(orderId),
    queryFn: () => rivertyApi.followUps(orderId),
    refetchInterval: (q) => (q.state.data?.follow_ups?.some((f) => f.status === "pending" || f.status === "running") ? FOLLOW_UP_REFRESH_MS : false),
  })
  const retry = useMutation({
    mutationFn: (followUp: FollowUp) => rivertyApi.retryFollowUp(orderId, followUp.id),
    onSuccess: async (result) => {
      if (result.follow_up?.status === "done") toast.success("The work is done")
      else toast.warning("Retried, but it failed again", { description: result.follow_up?.last_error ?? undefined })
      // The work may have captured or voided: the whole panel reads Riverty again.
      await refreshOrder(queryClient, orderId)
    },
    onError: (error) => toast.error("Could not retry", { description: messageOf(error) }),
  })

  if (query.isError) {
    return (
      <Section title="Pending work" empty="" isEmpty={false}>
        <Text size="small" className="text-ui-fg-error">
          Pending work could not be loaded: {messageOf(query.error)}
        </Text>
      </Section>
    )
  }
  const followUps = query.data?.follow_ups ?? []
  return (
    <Section title="Pending work" empty={query.isPending ? "Loading…" : "No work queued for Riverty."} isEmpty={followUps.length === 0}>
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Work</Table.HeaderCell>
            <Table.HeaderCell>Status</Table.HeaderCell>
            <Table.HeaderCell>Attempts</Table.HeaderCell>
            <Table.HeaderCell>Next attempt</Table.HeaderCell>
            <Table.HeaderCell>Last error</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {followUps.map((followUp) => {
            const status = STATUS[followUp.status] ?? { color: "orange" as const, label: followUp.status }
            const subject = subjectOf(followUp)
            return (
              <Table.Row key={followUp.id} data-testid="follow-up-row">
                <Table.Cell>
                  <div className="flex flex-col">
                    <Text size="small">{KIND_LABELS[followUp.kind] ?? followUp.kind}</Text>
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
                      Retry
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
