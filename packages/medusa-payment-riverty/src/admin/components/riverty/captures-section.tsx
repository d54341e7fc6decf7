import { Button, Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import { safeHttpUrl } from "riverty-storefront"
import type { CaptureView as Capture, RivertyOrderView, ShippingDetailsView as ShippingDetails } from "../../../api/admin/riverty/views"
import type { Translate } from "../../lib/locale"
import { Section } from "./section"
import { useTranslation } from "react-i18next"

export function TrackingLink({ details }: { details: ShippingDetails }) {
  const label = [details.company, details.tracking_id].filter(Boolean).join(" · ")
  const href = safeHttpUrl(details.tracking_url)
  return href ? (
    <a href={href} target="_blank" rel="noreferrer" className="text-ui-fg-interactive hover:underline">
      {label}
    </a>
  ) : (
    <span>{label}</span>
  )
}

/** Riverty's shipping details type (Shipment, Return) in the admin's language; another as Riverty names it. */
export function shippingTypeLabel(type: string | null | undefined, t: Translate): string {
  const known = (type ?? "Shipment").toLowerCase()
  if (known === "shipment") return t("riverty.shipping.Shipment")
  if (known === "return") return t("riverty.shipping.Return")
  return type as string
}

/** Captures (each one an invoice at Riverty) with their shipping details and per-capture actions. */
export function CapturesSection({
  view,
  onShipping,
  onReturnNotification,
}: {
  view: RivertyOrderView
  onShipping: (capture: Capture, details?: ShippingDetails) => void
  onReturnNotification: (capture: Capture) => void
}) {
  const { t } = useTranslation()
  return (
    <Section title={t("riverty.captures.title")} empty={t("riverty.captures.empty")} isEmpty={view.captures.length === 0}>
      <ul className="flex flex-col gap-y-3">
        {view.captures.map((capture) => (
          <li key={capture.capture_number} className="shadow-elevation-card-rest bg-ui-bg-component flex flex-col gap-y-2 rounded-lg px-4 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <Text size="small" weight="plus">
                {capture.invoice_number
                  ? t("riverty.captures.captureWithInvoice", { number: capture.capture_number, invoice: capture.invoice_number })
                  : t("riverty.captures.capture", { number: capture.capture_number })}
              </Text>
              <Text size="small">
                {t("riverty.captures.amountDue", { amount: money(capture.amount, view.currency), date: date(capture.due_date) })}
              </Text>
            </div>
            {capture.refunded_amount > 0 ? (
              <Text size="xsmall" className="text-ui-fg-subtle">
                {t("riverty.captures.refundedOpen", { refunded: money(capture.refunded_amount, view.currency), open: money(capture.balance, view.currency) })}
              </Text>
            ) : null}
            <div className="flex flex-col gap-y-1">
              {capture.shipping_details.length === 0 ? (
                <Text size="xsmall" className="text-ui-fg-muted">
                  {t("riverty.captures.noTracking")}
                </Text>
              ) : (
                capture.shipping_details.map((details) => (
                  <div key={details.shipping_number ?? details.tracking_id ?? ""} className="txt-small flex items-center gap-x-2">
                    <span className="text-ui-fg-subtle">{shippingTypeLabel(details.type, t)}:</span>
                    <TrackingLink details={details} />
                    <Button size="small" variant="transparent" onClick={() => onShipping(capture, details)}>
                      {t("riverty.captures.correct")}
                    </Button>
                  </div>
                ))
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="small" variant="secondary" onClick={() => onShipping(capture)}>
                {t("riverty.captures.addTracking")}
              </Button>
              <Button size="small" variant="secondary" onClick={() => onReturnNotification(capture)}>
                {t("riverty.captures.notifyReturn")}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
