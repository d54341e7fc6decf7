import { Button, Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import { safeHttpUrl } from "riverty-storefront"
import type { CaptureView as Capture, RivertyOrderView, ShippingDetailsView as ShippingDetails } from "../../../api/admin/riverty/views"
import { Section } from "./section"

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
  return (
    <Section title="Captures" empty="Nothing has been captured yet." isEmpty={view.captures.length === 0}>
      <ul className="flex flex-col gap-y-3">
        {view.captures.map((capture) => (
          <li key={capture.capture_number} className="shadow-elevation-card-rest bg-ui-bg-component flex flex-col gap-y-2 rounded-lg px-4 py-3">
            <div className="flex flex-wrap items-baseline justify-between gap-x-4">
              <Text size="small" weight="plus">
                Capture {capture.capture_number}
                {capture.invoice_number ? ` · invoice ${capture.invoice_number}` : ""}
              </Text>
              <Text size="small">
                {money(capture.amount, view.currency)} · due {date(capture.due_date)}
              </Text>
            </div>
            {capture.refunded_amount > 0 ? (
              <Text size="xsmall" className="text-ui-fg-subtle">
                {money(capture.refunded_amount, view.currency)} refunded, {money(capture.balance, view.currency)} open
              </Text>
            ) : null}
            <div className="flex flex-col gap-y-1">
              {capture.shipping_details.length === 0 ? (
                <Text size="xsmall" className="text-ui-fg-muted">
                  No tracking
                </Text>
              ) : (
                capture.shipping_details.map((details) => (
                  <div key={details.shipping_number ?? details.tracking_id ?? ""} className="txt-small flex items-center gap-x-2">
                    <span className="text-ui-fg-subtle">{details.type ?? "Shipment"}:</span>
                    <TrackingLink details={details} />
                    <Button size="small" variant="transparent" onClick={() => onShipping(capture, details)}>
                      Correct
                    </Button>
                  </div>
                ))
              )}
            </div>
            <div className="flex flex-wrap gap-2">
              <Button size="small" variant="secondary" onClick={() => onShipping(capture)}>
                Add tracking
              </Button>
              <Button size="small" variant="secondary" onClick={() => onReturnNotification(capture)}>
                Notify return
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </Section>
  )
}
