import { Button, Input, Text } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { fieldErrors } from "../../lib/field-errors"
import { codeOf, rawMessageOf, translatedMessageOf } from "../../lib/api-errors"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Field } from "../riverty/field"
import { emptyLine, invoiceBody, invoiceFieldPaths, type InvoiceLineDraft } from "./partner-invoice-form"
import { Panel } from "./panel"
import { useTranslation } from "react-i18next"

// `label`: the input's catalogue key.
const LINE_INPUTS: ReadonlyArray<{ key: keyof InvoiceLineDraft; path: string; label: string }> = [
  { key: "productId", path: "productId", label: "riverty.partnerInvoice.productId" },
  { key: "description", path: "description", label: "riverty.fields.description" },
  { key: "grossAmount", path: "grossAmount", label: "riverty.partnerInvoice.grossAmount" },
  { key: "vatPercentage", path: "vatPercentage", label: "riverty.partnerInvoice.vatPercentage" },
  { key: "quantity", path: "unit.quantity", label: "riverty.fields.quantity" },
]

/** An invoice with lines for a partner subscription; a 400 is shown next to the input it names. */
export function PartnerInvoiceForm() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [subscriptionId, setSubscriptionId] = useState("")
  const [periodId, setPeriodId] = useState("")
  const [lines, setLines] = useState<InvoiceLineDraft[]>([emptyLine()])
  const send = useMutation({
    mutationFn: () => rivertySettingsApi.partnerInvoice(subscriptionId.trim(), invoiceBody(periodId, lines)),
    onSuccess: () => client.invalidateQueries({ queryKey: ["riverty-consumptions"] }),
  })
  const errors = send.isError ? fieldErrors(rawMessageOf(send.error), invoiceFieldPaths(lines.length)) : { byField: {} as Record<string, string>, rest: [] }
  // A validation's sentences naming no input, or the whole error when it is not a validation (a refusal of Riverty's).
  const validation = send.isError && (codeOf(send.error) === "invalid_request" || rawMessageOf(send.error).startsWith("Invalid request:"))
  const rest = !send.isError ? [] : validation ? errors.rest.map((words) => t("riverty.apiError.invalid_request.withWords", { words })) : [translatedMessageOf(send.error)]
  const setLine = (index: number, key: keyof InvoiceLineDraft, value: string) =>
    setLines((current) => current.map((line, i) => (i === index ? { ...line, [key]: value } : line)))
  const submit = (event: FormEvent) => {
    event.preventDefault()
    if (subscriptionId.trim()) send.mutate()
  }
  return (
    <Panel title={t("riverty.partnerInvoice.title")} testId="riverty-partner-invoice">
      <form onSubmit={submit} className="flex flex-col gap-y-3" aria-label={t("riverty.partnerInvoice.title")}>
        <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
          <Field id="invoice-subscription" label={t("riverty.partnerInvoice.subscriptionId")}>
            <Input id="invoice-subscription" size="small" required value={subscriptionId} onChange={(e) => setSubscriptionId(e.target.value)} />
          </Field>
          <Field id="invoice-period" label={t("riverty.partnerInvoice.periodId")} error={errors.byField["invoice.periodId"]}>
            <Input id="invoice-period" size="small" value={periodId} onChange={(e) => setPeriodId(e.target.value)} />
          </Field>
        </div>
        {lines.map((line, index) => (
          <div key={index} className="grid grid-cols-2 items-end gap-2 md:grid-cols-6" aria-label={t("riverty.partnerInvoice.line", { number: index + 1 })} role="group">
            {LINE_INPUTS.map((input) => {
              const id = `invoice-line-${index}-${input.key}`
              return (
                <Field key={input.key} id={id} label={t("riverty.partnerInvoice.lineField", { number: index + 1, field: t(input.label) })} error={errors.byField[`invoice.invoiceLines[${index}].${input.path}`]}>
                  <Input id={id} size="small" value={line[input.key]} onChange={(e) => setLine(index, input.key, e.target.value)} />
                </Field>
              )
            })}
            <Button type="button" size="small" variant="transparent" disabled={lines.length === 1} onClick={() => setLines(lines.filter((_, i) => i !== index))}>
              {t("riverty.partnerInvoice.removeLine")}
            </Button>
          </div>
        ))}
        {errors.byField["invoice.invoiceLines"] ? (
          <Text size="small" className="text-ui-fg-error" role="alert">
            {t("riverty.partnerInvoice.linesError", { message: errors.byField["invoice.invoiceLines"] })}
          </Text>
        ) : null}
        {rest.map((sentence) => (
          <Text key={sentence} size="small" className="text-ui-fg-error" role="alert">
            {sentence}
          </Text>
        ))}
        {send.isSuccess ? <Text size="small" data-testid="partner-invoice-created">
            {t("riverty.partnerInvoice.created", { number: send.data.invoice.invoice_number })}
          </Text> : null}
        <div className="flex justify-between">
          <Button type="button" size="small" variant="secondary" onClick={() => setLines([...lines, emptyLine()])}>
            {t("riverty.partnerInvoice.addLine")}
          </Button>
          <Button type="submit" size="small" isLoading={send.isPending}>
            {t("riverty.partnerInvoice.create")}
          </Button>
        </div>
      </form>
    </Panel>
  )
}
