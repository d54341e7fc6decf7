import { Alert, Button, Container, Heading, Skeleton, Text, toast, usePrompt } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { money } from "../../lib/format"
import { messageOf, rivertyApi, rivertyOrderKey } from "../../lib/riverty-api"
import { refreshOrder } from "../../lib/order-refresh"
import type { CaptureView as Capture, RivertyOrderView, ShippingDetailsView as ShippingDetails } from "../../../api/admin/riverty/views"
import { CaptureDrawer } from "./capture-drawer"
import { CapturesSection } from "./captures-section"
import { ClaimSection } from "./claim-section"
import { LedgerSection } from "./ledger-section"
import { MoneyMovementsSection } from "./money-movements-section"
import { PendingWorkSection } from "./pending-work-section"
import { ReconcileSection } from "./reconcile-section"
import { ReturnOrderDrawer } from "./return-order-drawer"
import { ReturnOrdersSection } from "./return-orders-section"
import { ShippingDetailsDrawer } from "./shipping-details-drawer"
import { OrderStatusBadge } from "./status-badges"
import { StatusSummary } from "./status-summary"
import { TimelineSection } from "./timeline-section"
import { useTranslation } from "react-i18next"

/** While Riverty still has to answer a return order, the panel asks again every few seconds. */
export const PENDING_REFRESH_MS = 2000

function Shell({ children, actions, status }: { children: React.ReactNode; actions?: React.ReactNode; status?: React.ReactNode }) {
  const { t } = useTranslation()
  return (
    <Container className="divide-y p-0" data-testid="riverty-panel">
      <div className="flex flex-wrap items-center justify-between gap-2 px-6 py-4">
        <div className="flex items-center gap-x-2">
          <Heading level="h2">{t("riverty.name")}</Heading>
          {status}
        </div>
        {actions}
      </div>
      {children}
    </Container>
  )
}

function Loaded({ view }: { view: RivertyOrderView }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const prompt = usePrompt()
  const [captureOpen, setCaptureOpen] = useState(false)
  const [returnOpen, setReturnOpen] = useState(false)
  const [shipping, setShipping] = useState<{ capture: Capture; details?: ShippingDetails } | null>(null)
  const refresh = () => refreshOrder(queryClient, view.order_id)

  const voidRemainder = useMutation({
    mutationFn: () => rivertyApi.voidRemainder(view.order_id),
    onSuccess: async () => {
      toast.success(t("riverty.panel.voided"))
      await refresh()
    },
    onError: (error) => toast.error(t("riverty.panel.voidFailed"), { description: messageOf(error) }),
  })
  const notifyReturn = useMutation({
    mutationFn: (capture: Capture) => rivertyApi.returnNotification(view.order_id, capture.capture_number),
    onSuccess: async () => {
      toast.success(t("riverty.panel.returnNotified"))
      await refresh()
    },
    onError: (error) => toast.error(t("riverty.panel.returnNotificationFailed"), { description: messageOf(error) }),
  })

  const askVoid = async () => {
    const confirmed = await prompt({
      title: t("riverty.panel.voidPromptTitle"),
      description: t("riverty.panel.voidPromptDescription", { amount: money(view.remaining_amount, view.currency) }),
      confirmText: t("riverty.panel.voidConfirm"),
      cancelText: t("riverty.common.cancel"),
    })
    if (confirmed) voidRemainder.mutate()
  }
  const askReturnNotification = async (capture: Capture) => {
    const confirmed = await prompt({
      title: t("riverty.panel.notifyPromptTitle", { number: capture.capture_number }),
      description: t("riverty.panel.notifyPromptDescription"),
      confirmText: t("riverty.panel.notifyConfirm"),
      cancelText: t("riverty.common.cancel"),
    })
    if (confirmed) notifyReturn.mutate(capture)
  }

  const canCapture = view.lines.some((line) => line.capturable_quantity > 0)
  return (
    <Shell
      status={<OrderStatusBadge status={view.status} />}
      actions={
        <div className="flex gap-x-2">
          <Button size="small" variant="secondary" onClick={() => setCaptureOpen(true)} disabled={!canCapture}>
            {t("riverty.panel.captureLines")}
          </Button>
          <Button size="small" variant="secondary" onClick={askVoid} disabled={!view.remaining_amount} isLoading={voidRemainder.isPending}>
            {t("riverty.panel.voidRemainder")}
          </Button>
        </div>
      }
    >
      <div className="px-6 py-2">
        <Text size="small" className="text-ui-fg-subtle break-all">
          {t("riverty.panel.orderNumber", { number: view.order_number })}
        </Text>
      </div>
      {view.riverty_error ? (
        <div className="px-6 py-4">
          <Alert variant="warning">
            {t("riverty.panel.unreachable")} {view.riverty_error}
          </Alert>
        </div>
      ) : (
        <StatusSummary view={view} />
      )}
      {(view.order_updates ?? [])
        .filter((update) => update.needs_merchant && update.message)
        .map((update) => (
          <div className="px-6 py-2" key={update.id} data-testid="order-update-notice">
            <Alert variant="warning">{update.message}</Alert>
          </div>
        ))}
      <ReconcileSection orderId={view.order_id} />
      <PendingWorkSection orderId={view.order_id} />
      <CapturesSection view={view} onShipping={(capture, details) => setShipping({ capture, details })} onReturnNotification={askReturnNotification} />
      <MoneyMovementsSection view={view} />
      <LedgerSection view={view} />
      <ReturnOrdersSection view={view} onCreate={() => setReturnOpen(true)} />
      <ClaimSection orderId={view.order_id} />
      <TimelineSection view={view} />
      {captureOpen ? <CaptureDrawer view={view} open={captureOpen} onOpenChange={setCaptureOpen} /> : null}
      {returnOpen ? <ReturnOrderDrawer view={view} open={returnOpen} onOpenChange={setReturnOpen} /> : null}
      {shipping ? <ShippingDetailsDrawer orderId={view.order_id} capture={shipping.capture} details={shipping.details} onClose={() => setShipping(null)} /> : null}
    </Shell>
  )
}

/** The Riverty panel of an order: loading, error and "not paid with Riverty" states included. */
export function RivertyPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const query = useQuery({
    queryKey: rivertyOrderKey(orderId),
    queryFn: () => rivertyApi.order(orderId),
    refetchInterval: (q) => (q.state.data?.riverty?.return_orders.some((r) => r.status === "requested") ? PENDING_REFRESH_MS : false),
  })
  if (query.isPending) {
    return (
      <Shell>
        <div className="flex flex-col gap-y-2 px-6 py-4" aria-busy="true" aria-label={t("riverty.panel.loadingDetails")}>
          <Skeleton className="h-4 w-1/3" />
          <Skeleton className="h-4 w-2/3" />
          <Skeleton className="h-4 w-1/2" />
        </div>
      </Shell>
    )
  }
  if (query.isError) {
    return (
      <Shell>
        <div className="flex flex-col items-start gap-y-2 px-6 py-4">
          <Alert variant="error">{t("riverty.common.loadFailed", { message: messageOf(query.error) })}</Alert>
          <Button size="small" variant="secondary" onClick={() => query.refetch()}>
            {t("riverty.panel.tryAgain")}
          </Button>
        </div>
      </Shell>
    )
  }
  // Not paid with Riverty: the panel stays out of the way.
  if (!query.data.riverty) return null
  return <Loaded view={query.data.riverty} />
}
