import { Button, Table, Text } from "@medusajs/ui"
import { date, money } from "../../lib/format"
import type { Capture, RivertyOrderView, ShippingDetails } from "../../lib/riverty-types"
import { Section } from "./section"

export function TrackingLink({ details }: { details: ShippingDetails }) {
  const label = [details.company, details.tracking_id].filter(Boolean).join(" · ")
  return details.tracking_url ? (
    <a href={details.tracking_url} target="_blank" rel="noreferrer" className="text-ui-fg-interactive hover:underline">
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
      <Table>
        <Table.Header>
          <Table.Row>
            <Table.HeaderCell>Capture</Table.HeaderCell>
            <Table.HeaderCell>Invoice</Table.HeaderCell>
            <Table.HeaderCell>Amount</Table.HeaderCell>
            <Table.HeaderCell>Due</Table.HeaderCell>
            <Table.HeaderCell>Shipping</Table.HeaderCell>
            <Table.HeaderCell />
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {view.captures.map((capture) => (
            <Table.Row key={capture.capture_number}>
              <Table.Cell>{capture.capture_number}</Table.Cell>
              <Table.Cell>{capture.invoice_number ?? "–"}</Table.Cell>
              <Table.Cell>{money(capture.amount, view.currency)}</Table.Cell>
              <Table.Cell>{date(capture.due_date)}</Table.Cell>
              <Table.Cell>
                {capture.shipping_details.length === 0 ? (
                  <Text size="small" className="text-ui-fg-muted">
                    No tracking
                  </Text>
                ) : (
                  <ul>
                    {capture.shipping_details.map((details) => (
                      <li key={details.shipping_number ?? details.tracking_id ?? ""} className="flex items-center gap-x-2">
                        <TrackingLink details={details} />
                        <Button size="small" variant="transparent" onClick={() => onShipping(capture, details)}>
                          Correct
                        </Button>
                      </li>
                    ))}
                  </ul>
                )}
              </Table.Cell>
              <Table.Cell>
                <div className="flex justify-end gap-x-1">
                  <Button size="small" variant="secondary" onClick={() => onShipping(capture)}>
                    Add tracking
                  </Button>
                  <Button size="small" variant="secondary" onClick={() => onReturnNotification(capture)}>
                    Notify return
                  </Button>
                </div>
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table>
    </Section>
  )
}
