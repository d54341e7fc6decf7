import { Button, Input, Select, toast } from "@medusajs/ui"
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query"
import { useState } from "react"
import { formErrorsOf, type FormErrors } from "../../lib/form-errors"
import { refreshOrder } from "../../lib/order-refresh"
import { messageOf } from "../../lib/riverty-api"
import { rivertyClaimKey, rivertyCustomersApi } from "../../lib/riverty-customers-api"
import { ClaimInvoices } from "../riverty-customers/claim-invoices"
import { Field } from "./field"
import { Section } from "./section"
import { useTranslation } from "react-i18next"

const NO_ERRORS: FormErrors = { fields: {}, form: null }

/** Links the order to the claim number Riverty gave the merchant; Riverty's refusal shows under the field. */
function LinkClaimForm({ orderId, linked }: { orderId: string; linked: string | null }) {
  const { t } = useTranslation()
  const queryClient = useQueryClient()
  const [claimNumber, setClaimNumber] = useState("")
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const link = useMutation({
    mutationFn: () => rivertyCustomersApi.linkClaim(orderId, claimNumber.trim()),
    onSuccess: async (answer) => {
      toast.success(t("riverty.claim.linked", { number: answer.claim_number }))
      setClaimNumber("")
      setErrors(NO_ERRORS)
      await Promise.all([refreshOrder(queryClient, orderId), queryClient.invalidateQueries({ queryKey: ["riverty-order", orderId, "claim"] })])
    },
    onError: (error) => setErrors(formErrorsOf(error, { claim_number: ["claim_number", "claimNumber"] })),
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!claimNumber.trim()) return setErrors({ fields: { claim_number: t("riverty.claim.enterNumber") }, form: null })
    link.mutate()
  }
  return (
    <form onSubmit={submit} className="flex flex-col gap-y-2" aria-label={t("riverty.claim.linkForm")}>
      <Field id="claim-number" label={linked ? t("riverty.claim.linkAnother") : t("riverty.claim.claimNumber")} error={errors.fields.claim_number ?? errors.form ?? undefined}>
        <Input id="claim-number" size="small" value={claimNumber} onChange={(event) => setClaimNumber(event.target.value)} />
      </Field>
      <div>
        <Button size="small" variant="secondary" type="submit" isLoading={link.isPending}>
          {t("riverty.claim.link")}
        </Button>
      </div>
    </form>
  )
}

/** The order's debt-collection claim: its invoices with interest and dunning data, or a form to link one. */
export function ClaimSection({ orderId }: { orderId: string }) {
  const { t } = useTranslation()
  const [page, setPage] = useState(1)
  const [view, setView] = useState<"client" | "consumer">("client")
  const claim = useQuery({ queryKey: rivertyClaimKey(orderId, page, view), queryFn: () => rivertyCustomersApi.orderClaim(orderId, page, view) })
  const linked = claim.data?.claim ?? null
  return (
    <Section
      title={linked ? t("riverty.claim.titleLinked", { number: linked.claim_number }) : t("riverty.claim.title")}
      actions={
        linked ? (
          <Select size="small" value={view} onValueChange={(value) => setView(value as "client" | "consumer")}>
            <Select.Trigger aria-label={t("riverty.claim.viewLabel")}>
              <Select.Value />
            </Select.Trigger>
            <Select.Content>
              <Select.Item value="client">{t("riverty.claim.clientView")}</Select.Item>
              <Select.Item value="consumer">{t("riverty.claim.consumerView")}</Select.Item>
            </Select.Content>
          </Select>
        ) : null
      }
      empty={claim.isPending ? t("riverty.claim.loading") : claim.isError ? t("riverty.claim.loadFailed", { message: messageOf(claim.error) }) : ""}
      isEmpty={claim.isPending || claim.isError}
    >
      <div className="flex flex-col gap-y-3">
        {linked ? <ClaimInvoices page={linked} onPage={setPage} /> : null}
        <LinkClaimForm orderId={orderId} linked={linked?.claim_number ?? null} />
      </div>
    </Section>
  )
}
