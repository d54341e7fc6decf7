import { Button, Heading, Input, Text } from "@medusajs/ui"
import { useMutation, useQueryClient } from "@tanstack/react-query"
import { useState, type FormEvent } from "react"
import { fieldErrors, nestFields } from "../../lib/field-errors"
import { messageOf } from "../../lib/riverty-api"
import { rivertySettingsApi } from "../../lib/riverty-settings-api"
import { Field } from "../riverty/field"
import { MERCHANT_FIELD_GROUPS, MERCHANT_FIELDS } from "./merchant-fields"
import { Panel } from "./panel"

const inputId = (path: string) => `merchant-${path.replace(/\./g, "-")}`

/** Onboards a merchant with its shop and contract; the server's 400 is shown next to the field it names. */
export function MerchantForm() {
  const client = useQueryClient()
  const [values, setValues] = useState<Record<string, string>>({})
  const onboard = useMutation({
    mutationFn: () => rivertySettingsApi.onboardMerchant(nestFields(Object.fromEntries(Object.entries(values).map(([k, v]) => [k, v.trim()])))),
    onSuccess: () => client.invalidateQueries({ queryKey: ["riverty-merchants"] }),
  })
  const errors = onboard.isError ? fieldErrors(messageOf(onboard.error), MERCHANT_FIELDS) : { byField: {} as Record<string, string>, rest: [] }
  const submit = (event: FormEvent) => {
    event.preventDefault()
    onboard.mutate()
  }
  return (
    <Panel title="Onboard a merchant" testId="riverty-merchant-form">
      <form onSubmit={submit} className="flex flex-col gap-y-4" aria-label="Onboard a merchant">
        {MERCHANT_FIELD_GROUPS.map((group) => (
          <fieldset key={group.title} className="flex flex-col gap-y-2">
            <Heading level="h3">{group.title}</Heading>
            <div className="grid grid-cols-1 gap-3 md:grid-cols-3">
              {group.fields.map((field) => (
                <Field key={field.path} id={inputId(field.path)} label={field.label} hint={field.hint} error={errors.byField[field.path]}>
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
        {errors.rest.map((sentence) => (
          <Text key={sentence} size="small" className="text-ui-fg-error" role="alert">
            {sentence}
          </Text>
        ))}
        {onboard.isSuccess ? (
          <Text size="small" data-testid="merchant-onboarded">
            Onboarded: merchant {onboard.data.merchant_id}, shop {onboard.data.shop_id}
          </Text>
        ) : null}
        <div className="flex justify-end">
          <Button size="small" type="submit" isLoading={onboard.isPending}>
            Onboard merchant
          </Button>
        </div>
      </form>
    </Panel>
  )
}
