import { Button, Input } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { Field, selectClass } from "../../../../components/riverty/field"
import { ClaimInvoices } from "../../../../components/riverty-customers/claim-invoices"
import { FormError } from "../../../../components/riverty-customers/form-error"
import { Block, PageShell } from "../../../../components/riverty-customers/page-shell"
import { codeOf } from "../../../../lib/api-errors"
import { formErrorsOf } from "../../../../lib/form-errors"
import { rivertyCustomersApi } from "../../../../lib/riverty-customers-api"
import { useTranslation } from "react-i18next"

type View = "client" | "consumer"
const FIELDS = { claim: ["claimId", "claim_number"], view: ["view"], page_size: ["page_size"] }

/** Settings › Riverty › Claims: a debt-collection claim's invoices with interest and dunning data. */
const RivertyClaimsPage = () => {
  const { t } = useTranslation()
  const [form, setForm] = useState({ claim: "", view: "client" as View, page_size: "10" })
  const [shown, setShown] = useState<{ claim: string; view: View; page_size: number; page: number } | null>(null)
  const [missing, setMissing] = useState(false)
  const invoices = useQuery({
    queryKey: ["riverty-claims", shown],
    queryFn: () => rivertyCustomersApi.claimInvoices(shown!.claim, shown!.page, shown!.page_size, shown!.view),
    enabled: shown !== null,
  })
  const errors = invoices.isError ? formErrorsOf(invoices.error, FIELDS) : { fields: {} as Record<string, string>, form: null }
  // An unknown claim is Riverty's 404: it belongs under the claim number.
  const claimError = missing ? t("riverty.claims.enterNumber") : (errors.fields.claim ?? (errors.form && codeOf(invoices.error)?.startsWith("riverty_unknown_record") ? errors.form : undefined))
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    setMissing(!form.claim.trim())
    if (form.claim.trim()) setShown({ claim: form.claim.trim(), view: form.view, page_size: Number(form.page_size), page: 1 })
  }
  return (
    <PageShell title={t("riverty.settings.page.claimsTitle")} description={t("riverty.settings.page.claimsIntro")}>
      <Block title={t("riverty.claims.blockTitle")} testId="claim-search">
        <form onSubmit={submit} className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t("riverty.claims.form")}>
          <Field id="claim-id" label={t("riverty.claim.claimNumber")} error={claimError}>
            <Input id="claim-id" size="small" value={form.claim} onChange={(event) => setForm({ ...form, claim: event.target.value })} />
          </Field>
          <Field id="claim-view" label={t("riverty.claims.view")} error={errors.fields.view}>
            <select id="claim-view" className={selectClass} value={form.view} onChange={(event) => setForm({ ...form, view: event.target.value as View })}>
              <option value="client">{t("riverty.claims.client")}</option>
              <option value="consumer">{t("riverty.claims.consumer")}</option>
            </select>
          </Field>
          <Field id="claim-page-size" label={t("riverty.claims.perPage")} error={errors.fields.page_size}>
            <select id="claim-page-size" className={selectClass} value={form.page_size} onChange={(event) => setForm({ ...form, page_size: event.target.value })}>
              {["10", "20", "50"].map((size) => (
                <option key={size}>{size}</option>
              ))}
            </select>
          </Field>
          <div className="col-span-full flex flex-col gap-y-2">
            {claimError ? null : <FormError message={errors.form} />}
            <div>
              <Button size="small" type="submit" isLoading={invoices.isFetching}>
                {t("riverty.claims.show")}
              </Button>
            </div>
          </div>
        </form>
        {invoices.data && shown ? <ClaimInvoices page={invoices.data} onPage={(page) => setShown({ ...shown, page })} /> : null}
      </Block>
    </PageShell>
  )
}

export default RivertyClaimsPage
