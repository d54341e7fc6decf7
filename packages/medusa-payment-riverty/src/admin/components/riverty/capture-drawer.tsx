import { Alert, Button, Drawer, Input, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { money } from "../../lib/format"
import { messageOf, rivertyApi } from "../../lib/riverty-api"
import { refreshOrder } from "../../lib/order-refresh"
import type { CaptureInput, RivertyOrderView } from "../../../api/admin/riverty/views"
import { Field } from "./field"

/** Capture chosen lines (one invoice at Riverty), optionally with carrier and tracking. */
export function CaptureDrawer({ view, open, onOpenChange }: { view: RivertyOrderView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const queryClient = useQueryClient()
  const lines = view.lines.filter((line) => line.capturable_quantity > 0)
  const [quantities, setQuantities] = useState<Record<number, string>>(() =>
    Object.fromEntries(lines.map((line) => [line.line_number, String(line.capturable_quantity)])),
  )
  const [company, setCompany] = useState("")
  const [trackingId, setTrackingId] = useState("")
  const [trackingUrl, setTrackingUrl] = useState("")
  const [errors, setErrors] = useState<Record<string, string>>({})

  const mutation = useMutation({
    mutationFn: (body: CaptureInput) => rivertyApi.capture(view.order_id, body),
    onSuccess: async (result) => {
      toast.success("Captured", { description: `Capture ${result.capture.capture_number}: ${money(result.capture.amount, view.currency)}` })
      await refreshOrder(queryClient, view.order_id)
      onOpenChange(false)
    },
  })

  const submit = () => {
    const found: Record<string, string> = {}
    const items: CaptureInput["items"] = []
    for (const line of lines) {
      const quantity = Number(quantities[line.line_number] || 0)
      if (!Number.isInteger(quantity) || quantity < 0 || quantity > line.capturable_quantity) {
        found[`line-${line.line_number}`] = `Between 0 and ${line.capturable_quantity}`
      } else if (quantity > 0) items.push({ line_number: line.line_number, quantity })
    }
    if (!items.length && !Object.keys(found).length) found.items = "Choose at least one line"
    if (Boolean(company.trim()) !== Boolean(trackingId.trim())) found.tracking = "Give both the carrier and the tracking number, or neither"
    setErrors(found)
    if (Object.keys(found).length) return
    mutation.mutate({
      items,
      ...(company.trim()
        ? { shipping: { company: company.trim(), tracking_id: trackingId.trim(), ...(trackingUrl.trim() ? { tracking_url: trackingUrl.trim() } : {}) } }
        : {}),
    })
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Content aria-describedby={undefined}>
        <Drawer.Header>
          <Drawer.Title>Capture lines</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
          {mutation.isError ? (
            <Alert variant="error" dismissible={false}>
              {messageOf(mutation.error)}
            </Alert>
          ) : null}
          {lines.length === 0 ? <Text size="small">Everything is captured or voided.</Text> : null}
          {lines.map((line) => (
            <Field
              key={line.line_number}
              id={`capture-line-${line.line_number}`}
              label={`${line.description} · ${money(line.gross_unit_price, view.currency)}`}
              hint={`${line.capturable_quantity} of ${line.quantity} left to capture`}
              error={errors[`line-${line.line_number}`]}
            >
              <Input
                id={`capture-line-${line.line_number}`}
                type="number"
                min={0}
                max={line.capturable_quantity}
                value={quantities[line.line_number] ?? ""}
                onChange={(event) => setQuantities({ ...quantities, [line.line_number]: event.target.value })}
              />
            </Field>
          ))}
          {errors.items ? (
            <Text size="xsmall" className="text-ui-fg-error" role="alert">
              {errors.items}
            </Text>
          ) : null}
          <Field id="capture-company" label="Carrier" error={errors.tracking}>
            <Input id="capture-company" value={company} placeholder="DHL" onChange={(event) => setCompany(event.target.value)} />
          </Field>
          <Field id="capture-tracking" label="Tracking number">
            <Input id="capture-tracking" value={trackingId} onChange={(event) => setTrackingId(event.target.value)} />
          </Field>
          <Field id="capture-url" label="Tracking link (optional)">
            <Input id="capture-url" type="url" value={trackingUrl} onChange={(event) => setTrackingUrl(event.target.value)} />
          </Field>
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button variant="secondary" size="small">
              Cancel
            </Button>
          </Drawer.Close>
          <Button size="small" onClick={submit} isLoading={mutation.isPending} disabled={lines.length === 0}>
            Capture
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
