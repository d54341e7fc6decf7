import { Button, Heading, Input, Text } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { fieldErrors, nestFields } from "../../lib/field-errors"
import { codeOf, rawMessageOf, translatedMessageOf } from "../../lib/api-errors"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Field } from "../riverty/field"
import { MERCHANT_FIELD_GROUPS, MERCHANT_FIELDS } from "./merchant-fields"
import { Panel } from "./panel"
import { useTranslation } from "react-i18next"

const inputId = (path: string) => `merchant-${path.replace(/\./g, "-")}`

/** Onboards a merchant with its shop and contract; the server's 400 is shown next to the field it names. */
export function MerchantForm() {
  const { t } = useTranslation()
  const client = useQueryClient()
  const [values, setValues] = useState<Record<string, string>>({})
  const onboard = useMutation({
    mutationFn: () => rivertySettingsApi.onboardMerchant(nestFields(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])))),
    onSuccess: () => client.invalidateQueries({ queryKey: ["riverty-merchants"] }),
  })
  const errors = onboard.isError ? fieldErrors(rawMessageOf(onboard.error), MERCHANT_FIELDS) : { byField: {} as Record<string, string>, rest: [] }
  // A validation's sentences naming no input, or the whole error when it is not a validation (a refusal of Riverty's).
  const validation = onboard.isError && (codeOf(onboard.error) === "invalid_request" || rawMessageOf(onboard.error).startsWith("Invalid request:"))
  const rest = !onboard.isError ? [] : validation ? errors.rest.map((words) => t("riverty.apiError.invalid_request.withWords", { words })) : [translatedMessageOf(onboard.error)]
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onboard.mutate()
  }
  return (
    <Panel title={t("riverty.merchantForm.title")} testId="riverty-merchant-form">
      <form onSubmit={submit} className="flex flex-col gap-y-4" aria-label={t("riverty.merchantForm.title")}>
        {MERCHANT_FIELD_GROUPS.map((group) => (
          <fieldset key={group.title} className="flex flex-col gap-y-2">
            <Heading level="h3">{t(group.title)}</Heading>
            <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
              {group.fields.map((field) => (
                <Field key={field.path} id={inputId(field.path)} label={t(field.label)} hint={field.hint ? t(field.hint) : undefined} error={errors.byField[field.path]}>
                  <Input
                    id={inputId(field.path)}
                    size="small"
                    value={values[field.path] ?? ""}
                    aria-invalid={Boolean(errors.byField[field.path])}
                    onChange={(event) => setValues((current) => ({ ...current, [field.path]: event.target.value }))}
                  />
                </Field>
              ))}
            </div>
          </fieldset>
        ))}
        {rest.map((sentence) => (
          <Text key={sentence} size="small" className="text-ui-fg-error" role="alert">
            {sentence}
          </Text>
        ))}
        {onboard.isSuccess ? (
          <Text size="small" data-testid="merchant-onboarded">
            {t("riverty.merchantForm.onboarded", { merchant: onboard.data.merchant_id, shop: onboard.data.shop_id })}
          </Text>
        ) : null}
        <div className="flex justify-end">
          <Button size="small" type="submit" isLoading={onboard.isPending}>
            {t("riverty.merchantForm.submit")}
          </Button>
        </div>
      </form>
    </Panel>
  )
}
