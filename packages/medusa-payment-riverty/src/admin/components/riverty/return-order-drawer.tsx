import { Alert, Button, Checkbox, Drawer, Input, Label, Text, toast } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { money, today } from "../../lib/format"
import { messageOf, rivertyApi } from "../../lib/riverty-api"
import { refreshOrder } from "../../lib/order-refresh"
import type { RivertyOrderView } from "../../../api/admin/riverty/views"
import { Field, selectClass } from "./field"
import { initialReturnForm, validateReturnForm, type ReturnFormState } from "./return-order-form"
import { useTranslation } from "react-i18next"

/** The form that sends a return order to Riverty's accounting module. */
export function ReturnOrderDrawer({ view, open, onOpenChange }: { view: RivertyOrderView; open: boolean; onOpenChange: (open: boolean) => void }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [state, setState] = useState<ReturnFormState>(() => initialReturnForm(today()))
  const [errors, setErrors] = useState<Record<string, string>>({})
  const articles = view.returnable_lines.filter((line) => line.kind === "article")
  const discounts = view.returnable_lines.filter((line) => line.kind === "discount" && (line.discount_remaining ?? 0) > 0)
  const set = (patch: Partial<ReturnFormState>) => setState((previous) => ({ ...previous, ...patch }))

  const mutation = useMutation({
    mutationFn: (body: Parameters<typeof rivertyApi.createReturnOrder>[1]) => rivertyApi.createReturnOrder(view.order_id, body),
    onSuccess: async () => {
      toast.success(t("riverty.returnDrawer.sent"), { description: t("riverty.returnDrawer.sentDescription") })
      await refreshOrder(queryClient, view.order_id)
      setState(initialReturnForm(today()))
      onOpenChange(false)
    },
  })

  const submit = () => {
    const result = validateReturnForm(state, view.returnable_lines, t)
    if (!result.ok) {
      setErrors(result.errors)
      return
    }
    setErrors({})
    mutation.mutate(result.body)
  }

  return (
    <Drawer open={open} onOpenChange={onOpenChange}>
      <Drawer.Content aria-describedby={undefined}>
        <Drawer.Header>
          <Drawer.Title>{t("riverty.returnOrders.create")}</Drawer.Title>
        </Drawer.Header>
        <Drawer.Body className="flex flex-col gap-y-4 overflow-y-auto">
          {mutation.isError ? (
            <Alert variant="error" dismissible={false}>
              {messageOf(mutation.error)}
            </Alert>
          ) : null}
          <fieldset className="flex flex-col gap-y-2">
            <legend className="txt-compact-small-plus mb-1">{t("riverty.returnDrawer.returnedLines")}</legend>
            {articles.length === 0 ? (
              <Text size="small" className="text-ui-fg-subtle">
                {t("riverty.returnDrawer.nothingInvoiced")}
              </Text>
            ) : null}
            {articles.map((line) => (
              <Field
                key={line.line_number}
                id={`return-line-${line.line_number}`}
                label={`${line.description} · ${money(line.gross_unit_price, view.currency)}`}
                hint={t("riverty.returnDrawer.lineHint", { invoiced: line.invoiced_quantity, returned: line.returned_quantity, returnable: line.returnable_quantity })}
                error={errors[`line-${line.line_number}`]}
              >
                <Input
                  id={`return-line-${line.line_number}`}
                  type="number"
                  min={0}
                  max={line.returnable_quantity}
                  disabled={line.returnable_quantity === 0}
                  placeholder="0"
                  value={state.quantities[line.line_number] ?? ""}
                  onChange={(event) => set({ quantities: { ...state.quantities, [line.line_number]: event.target.value } })}
                />
              </Field>
            ))}
            {errors.items ? (
              <Text size="xsmall" className="text-ui-fg-error" role="alert">
                {errors.items}
              </Text>
            ) : null}
          </fieldset>

          <Field id="return-reason" label={t("riverty.returnDrawer.reason")}>
            <select
              id="return-reason"
              className={selectClass}
              value={state.reason}
              onChange={(event) => set({ reason: event.target.value as ReturnFormState["reason"] })}
            >
              <option value="CUSTOMER_RETURN">{t("riverty.returnOrders.reason.CUSTOMER_RETURN")}</option>
              <option value="CARRIER_RETURN">{t("riverty.returnDrawer.carrierReturnLong")}</option>
            </select>
          </Field>
          <Field id="return-date" label={t("riverty.returnDrawer.returnDate")} error={errors.returnDate}>
            <Input id="return-date" type="date" value={state.returnDate} onChange={(event) => set({ returnDate: event.target.value })} />
          </Field>
          <Field id="return-reference" label={t("riverty.returnDrawer.reference")} hint={t("riverty.returnDrawer.referenceHint")}>
            <Input id="return-reference" value={state.reference} maxLength={50} onChange={(event) => set({ reference: event.target.value })} />
          </Field>

          {discounts.length > 0 ? (
            <fieldset className="flex flex-col gap-y-2">
              <legend className="txt-compact-small-plus mb-1">{t("riverty.returnDrawer.discountLegend")}</legend>
              <Field id="return-discount-line" label={t("riverty.returnDrawer.discountLine")} error={errors.discountLine}>
                <select
                  id="return-discount-line"
                  className={selectClass}
                  value={state.discountLine}
                  onChange={(event) => set({ discountLine: event.target.value })}
                >
                  <option value="">{t("riverty.returnDrawer.noDiscount")}</option>
                  {discounts.map((line) => (
                    <option key={line.line_number} value={String(line.line_number)}>
                      {t("riverty.returnDrawer.discountOption", { description: line.description, amount: money(line.discount_remaining ?? 0, view.currency) })}
                    </option>
                  ))}
                </select>
              </Field>
              {state.discountLine ? (
                <Field id="return-discount-amount" label={t("riverty.fields.amount")} error={errors.discountAmount}>
                  <Input
                    id="return-discount-amount"
                    inputMode="decimal"
                    value={state.discountAmount}
                    onChange={(event) => set({ discountAmount: event.target.value })}
                  />
                </Field>
              ) : null}
            </fieldset>
          ) : null}

          <fieldset className="flex flex-col gap-y-2">
            <div className="flex items-center gap-x-2">
              <Checkbox id="return-bank" checked={state.refundByBank} onCheckedChange={(checked) => set({ refundByBank: checked === true })} />
              <Label htmlFor="return-bank" size="small">
                {t("riverty.returnDrawer.refundByBank")}
              </Label>
            </div>
            <Text size="xsmall" className="text-ui-fg-subtle">
              {view.bank_details_recommended
                ? t("riverty.returnDrawer.bankRecommended")
                : t("riverty.returnDrawer.directDebit")}
            </Text>
            {state.refundByBank ? (
              <>
                <Field id="return-owner" label={t("riverty.fields.accountOwner")} error={errors.accountOwner}>
                  <Input id="return-owner" value={state.accountOwner} autoComplete="off" onChange={(event) => set({ accountOwner: event.target.value })} />
                </Field>
                <Field id="return-iban" label={t("riverty.fields.iban")} error={errors.iban}>
                  <Input id="return-iban" value={state.iban} autoComplete="off" onChange={(event) => set({ iban: event.target.value })} />
                </Field>
                <Field id="return-bic" label={t("riverty.fields.bic")} hint={t("riverty.returnDrawer.bicHint")} error={errors.bic}>
                  <Input id="return-bic" value={state.bic} autoComplete="off" onChange={(event) => set({ bic: event.target.value })} />
                </Field>
              </>
            ) : null}
          </fieldset>
        </Drawer.Body>
        <Drawer.Footer>
          <Drawer.Close asChild>
            <Button variant="secondary" size="small">
              {t("riverty.common.cancel")}
            </Button>
          </Drawer.Close>
          <Button size="small" onClick={submit} isLoading={mutation.isPending}>
            {t("riverty.returnDrawer.submit")}
          </Button>
        </Drawer.Footer>
      </Drawer.Content>
    </Drawer>
  )
}
