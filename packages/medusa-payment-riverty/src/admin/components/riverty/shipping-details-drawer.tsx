import { Alert, Button, Drawer, Input, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { messageOf, rivertyApi } from "../../lib/riverty-api"
import { refreshOrder } from "../../lib/order-refresh"
import type { CaptureView as Capture, ShippingDetailsView as ShippingDetails, ShippingDetailsInput } from "../../../api/admin/riverty/views"
import { Field, selectClass } from "./field"
import { useTranslation } from "react-i18next"

/** Add shipping details to a capture, or correct existing ones. */
export function ShippingDetailsDrawer({
  orderId,
  capture,
  details,
  onClose,
}: {
  orderId: string
  capture: Capture
  details?: ShippingDetails
  onClose: () => void
}) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [type, setType] = useState<"Shipment" | "Return">(details?.type?.toLowerCase() === "return" ? "Return" : "Shipment")
  const [company, setCompany] = useState(details?.company ?? "")
  const [trackingId, setTrackingId] = useState(details?.tracking_id ?? "")
  const [trackingUrl, setTrackingUrl] = useState(details?.tracking_url ?? "")
  const [invalid, setInvalid] = useState<string | null>(null)
  const editing = details?.shipping_number !== null && details?.shipping_number !== undefined

  const mutation = useMutation({
    mutationFn: (body: ShippingDetailsInput) =>
      editing
        ? rivertyApi.updateShippingDetails(orderId, capture.capture_number, details!.shipping_number as number, body)
        : rivertyApi.addShippingDetails(orderId, capture.capture_number, body),
    onSuccess: async () => {
      toast.success(editing ? t("riverty.shipping.corrected") : t("riverty.shipping.added"))
      await refreshOrder(queryClient, orderId)
      onClose()
    },
  })

  const submit = () => {
    if (!company.trim() || !trackingId.trim()) {
      setInvalid(t("riverty.shipping.required"))
      return
    }
    setInvalid(null)
    mutation.mutate({ type, company: company.trim(), tracking_id: trackingId.trim(), ...(trackingUrl.trim() ? { tracking_url: trackingUrl.trim() } : {}) })
  }

  return (
    <Drawer open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Drawer.Content aria-describedby={undefined}>
        <Drawer.Header>
          <Drawer.Title>
            {t(editing ? "riverty.shipping.titleCorrect" : "riverty.shipping.titleAdd", { number: capture.capture_number })}
          </Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-4">
          {mutation.isError ? (
            <Alert variant="error" dismissible={false}>
              {messageOf(mutation.error)}
            </Alert>
          ) : null}
          <Field id="shipping-type" label={t("riverty.fields.type")}>
            <select id="shipping-type" className={selectClass} value={type} onChange={(event) => setType(event.target.value as "Shipment" | "Return")}>
              <option value="Shipment">{t("riverty.shipping.Shipment")}</option>
              <option value="Return">{t("riverty.shipping.Return")}</option>
            </select>
          </Field>
          <Field id="shipping-company" label={t("riverty.fields.carrier")} error={invalid ?? undefined}>
            <Input id="shipping-company" value={company} onChange={(event) => setCompany(event.target.value)} />
          </Field>
          <Field id="shipping-tracking" label={t("riverty.fields.trackingNumber")}>
            <Input id="shipping-tracking" value={trackingId} onChange={(event) => setTrackingId(event.target.value)} />
          </Field>
          <Field id="shipping-url" label={t("riverty.fields.trackingLink")}>
            <Input id="shipping-url" type="url" value={trackingUrl} onChange={(event) => setTrackingUrl(event.target.value)} />
          </Field>
        </Drawer.Body>
        <Drawer.Footer>
          <Button variant="secondary" size="small" onClick={onClose}>
            {t("riverty.common.cancel")}
          </Button>
          <Button size="small" onClick={submit} isLoading={mutation.isPending}>
            {t("riverty.common.save")}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
