import { Alert, Button, Drawer, Input, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { money } from "../../lib/format"
import { messageOf, rivertyApi } from "../../lib/riverty-api"
import { refreshOrder } from "../../lib/order-refresh"
import type { CaptureInput, RivertyOrderView } from "../../../api/admin/riverty/views"
import { Field } from "./field"
import { useTranslation } from "react-i18next"

/** Capture chosen lines (one invoice at Riverty), optionally with carrier and tracking. */
export function CaptureDrawer({ view, open, onOpenChange }: { view: RivertyOrderView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation()
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
      toast.success(t("riverty.captureDrawer.captured"), {
        description: t("riverty.captureDrawer.capturedDescription", { number: result.capture.capture_number, amount: money(result.capture.amount, view.currency) }),
      })
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
        found[`line-${line.line_number}`] = t("riverty.captureDrawer.between", { max: line.capturable_quantity })
      } else if (quantity > 0) items.push({ line_number: line.line_number, quantity })
    }
    if (!items.length && !Object.keys(found).length) found.items = t("riverty.captureDrawer.chooseLine")
    if (Boolean(company.trim()) !== Boolean(trackingId.trim())) found.tracking = t("riverty.captureDrawer.trackingPair")
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
          <Drawer.Title>{t("riverty.panel.captureLines")}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
          {mutation.isError ? (
            <Alert variant="error" dismissible={false}>
              {messageOf(mutation.error)}
            </Alert>
          ) : null}
          {lines.length === 0 ? <Text size="small">{t("riverty.captureDrawer.nothingLeft")}</Text> : null}
          {lines.map((line) => (
            <Field
              key={line.line_number}
              id={`capture-line-${line.line_number}`}
              label={`${line.description} · ${money(line.gross_unit_price, view.currency)}`}
              hint={t("riverty.captureDrawer.lineHint", { left: line.capturable_quantity, quantity: line.quantity })}
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
          <Field id="capture-company" label={t("riverty.fields.carrier")} error={errors.tracking}>
            <Input id="capture-company" value={company} placeholder={t("riverty.captureDrawer.carrierExample")} onChange={(event) => setCompany(event.target.value)} />
          </Field>
          <Field id="capture-tracking" label={t("riverty.fields.trackingNumber")}>
            <Input id="capture-tracking" value={trackingId} onChange={(event) => setTrackingId(event.target.value)} />
          </Field>
          <Field id="capture-url" label={t("riverty.fields.trackingLink")}>
            <Input id="capture-url" type="url" value={trackingUrl} onChange={(event) => setTrackingUrl(event.target.value)} />
          </Field>
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button variant="secondary" size="small">
              {t("riverty.common.cancel")}
            </Button>
          </Drawer.Close>
          <Button size="small" onClick={submit} isLoading={mutation.isPending} disabled={lines.length === 0}>
            {t("riverty.captureDrawer.submit")}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
