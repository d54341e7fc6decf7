import { Button, Input, Table, Text } from "@medusajs/ui"
import { useMutation, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { Field, selectClass } from "../../../../components/riverty/field"
import { Block, PageShell } from "../../../../components/riverty-customers/page-shell"
import { customerName, RecordFields } from "../../../../components/riverty-customers/record-fields"
import { formErrorsOf, type FormErrors } from "../../../../lib/form-errors"
import { messageOf } from "../../../../lib/riverty-api"
import { rivertyCustomersApi, type CustomerSearch, type RivertyRecord } from "../../../../lib/riverty-customers-api"
import { useTranslation } from "react-i18next"

const COLUMNS = ["customerNumber", "name", "ssn", "organizationNumber", "email"] as const
// Riverty's column names (sent as they are), each shown by its catalogue key.
const COLUMN_KEYS: Record<(typeof COLUMNS)[number], string> = {
  customerNumber: "riverty.customers.column.customerNumber",
  name: "riverty.customers.column.name",
  ssn: "riverty.customers.column.ssn",
  organizationNumber: "riverty.customers.column.organizationNumber",
  email: "riverty.customers.column.email",
}
const NO_ERRORS: FormErrors = { fields: {}, form: null }
const SEARCH_FIELDS = { search_value: ["search_value"], search_column: ["search_column"], sort: ["sort"], order: ["order"], per_page: ["per_page"] }

function Search({ onView }: { onView: (customerNumber: string) => void }) {
  const { t } = useTranslation()
  const [form, setForm] = useState({ search_value: "", search_column: "", sort: "customerNumber", order: "desc", per_page: "20" })
  const [search, setSearch] = useState<CustomerSearch | null>(null)
  const [localError, setLocalError] = useState<string | null>(null)
  const result = useQuery({
    queryKey: ["riverty-customers", "search", search],
    queryFn: () => rivertyCustomersApi.searchCustomers(search as CustomerSearch),
    enabled: search !== null,
  })
  const errors = result.isError ? formErrorsOf(result.error, SEARCH_FIELDS) : NO_ERRORS
  const set = (key: keyof typeof form) => (event: { target: { value: string } }) => setForm({ ...form, [key]: event.target.value })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!form.search_value.trim()) return setLocalError(t("riverty.customers.enterSearch"))
    setLocalError(null)
    setSearch({
      search_value: form.search_value.trim(),
      search_column: form.search_column || undefined,
      sort: form.sort,
      order: form.order as "asc" | "desc",
      page: 1,
      per_page: Number(form.per_page),
    })
  }
  const page = result.data
  const pages = page ? Math.max(1, Math.ceil(page.total / page.per_page)) : 1
  return (
    <Block title={t("riverty.customers.searchTitle")} testId="customer-search">
      <form onSubmit={submit} className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-label={t("riverty.customers.searchTitle")}>
        <Field id="search-value" label={t("riverty.customers.searchFor")} error={localError ?? errors.fields.search_value}>
          <Input id="search-value" size="small" value={form.search_value} onChange={set("search_value")} />
        </Field>
        <Field id="search-column" label={t("riverty.customers.inColumn")} error={errors.fields.search_column}>
          <select id="search-column" className={selectClass} value={form.search_column} onChange={set("search_column")}>
            <option value="">{t("riverty.customers.allColumns")}</option>
            {COLUMNS.map((column) => (
              <option key={column} value={column}>
                {t(COLUMN_KEYS[column])}
              </option>
            ))}
          </select>
        </Field>
        <Field id="search-sort" label={t("riverty.customers.sortBy")} error={errors.fields.sort}>
          <select id="search-sort" className={selectClass} value={form.sort} onChange={set("sort")}>
            {COLUMNS.map((column) => (
              <option key={column} value={column}>
                {t(COLUMN_KEYS[column])}
              </option>
            ))}
          </select>
        </Field>
        <Field id="search-order" label={t("riverty.customers.sortOrder")} error={errors.fields.order}>
          <select id="search-order" className={selectClass} value={form.order} onChange={set("order")}>
            <option value="desc">{t("riverty.customers.descending")}</option>
            <option value="asc">{t("riverty.customers.ascending")}</option>
          </select>
        </Field>
        <Field id="search-per-page" label={t("riverty.customers.perPage")} error={errors.fields.per_page}>
          <select id="search-per-page" className={selectClass} value={form.per_page} onChange={set("per_page")}>
            {["10", "20", "50", "100"].map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </Field>
        <div className="col-span-full">
          <Button size="small" type="submit" isLoading={result.isFetching}>
            {t("riverty.customers.search")}
          </Button>
        </div>
      </form>
      {errors.form ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {errors.form}
        </Text>
      ) : null}
      {page ? (
        page.customers.length === 0 ? (
          <Text size="small" className="text-ui-fg-subtle">
            {t("riverty.customers.noMatch")}
          </Text>
        ) : (
          <>
            <Table>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>{t("riverty.fields.customerNumber")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("riverty.fields.name")}</Table.HeaderCell>
                  <Table.HeaderCell>{t("riverty.fields.email")}</Table.HeaderCell>
                  <Table.HeaderCell />
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {page.customers.map((customer) => (
                  <Table.Row key={String(customer.customerNumber)}>
                    <Table.Cell>{String(customer.customerNumber)}</Table.Cell>
                    <Table.Cell>{customerName(customer)}</Table.Cell>
                    <Table.Cell>{String(customer.email ?? "–")}</Table.Cell>
                    <Table.Cell>
                      <Button size="small" variant="transparent" onClick={() => onView(String(customer.customerNumber))}>
                        {t("riverty.common.view")}
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
            <div className="flex items-center justify-between">
              <Text size="small" className="text-ui-fg-subtle">
                {t("riverty.common.pageOf", { page: page.page, pages })} · {t("riverty.customers.customerCount", { count: page.total })}
              </Text>
              <div className="flex gap-x-2">
                <Button size="small" variant="secondary" disabled={page.page <= 1} onClick={() => setSearch({ ...(search as CustomerSearch), page: page.page - 1 })}>
                  {t("riverty.common.previous")}
                </Button>
                <Button size="small" variant="secondary" disabled={page.page >= pages} onClick={() => setSearch({ ...(search as CustomerSearch), page: page.page + 1 })}>
                  {t("riverty.common.next")}
                </Button>
              </div>
            </div>
          </>
        )
      ) : null}
    </Block>
  )
}

function Customer({ customerNumber }: { customerNumber: string }) {
  const { t } = useTranslation()
  const customer = useQuery({ queryKey: ["riverty-customers", "one", customerNumber], queryFn: () => rivertyCustomersApi.customer(customerNumber) })
  return (
    <Block title={t("riverty.customers.customer", { number: customerNumber })} testId="customer-record">
      {customer.isPending ? <Text size="small">{t("riverty.common.loading")}</Text> : null}
      {customer.isError ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {messageOf(customer.error)}
        </Text>
      ) : null}
      {customer.data ? <RecordFields record={customer.data.customer} label={t("riverty.customers.record")} /> : null}
    </Block>
  )
}

function Lookup() {
  const { t } = useTranslation()
  const [identification, setIdentification] = useState("")
  const [errors, setErrors] = useState<FormErrors>(NO_ERRORS)
  const [found, setFound] = useState<RivertyRecord | null>(null)
  const lookup = useMutation({
    mutationFn: () => rivertyCustomersApi.lookupCustomer(identification.trim()),
    onSuccess: (answer) => {
      setErrors(NO_ERRORS)
      setFound(answer.customer)
    },
    onError: (error) => {
      setFound(null)
      setErrors(formErrorsOf(error, { identification_number: ["identification_number", "identificationNumber", "ssn"] }))
    },
  })
  const submit = (event: React.FormEvent) => {
    event.preventDefault()
    if (!identification.trim()) return setErrors({ fields: { identification_number: t("riverty.customers.enterIdentification") }, form: null })
    lookup.mutate()
  }
  return (
    <Block title={t("riverty.customers.lookupTitle")} testId="customer-lookup">
      <Text size="small" className="text-ui-fg-subtle">
        {t("riverty.customers.lookupIntro")}
      </Text>
      <form onSubmit={submit} className="flex flex-col gap-y-2" aria-label={t("riverty.customers.lookupForm")}>
        <Field id="lookup-identification" label={t("riverty.fields.identificationNumber")} error={errors.fields.identification_number ?? errors.form ?? undefined}>
          <Input id="lookup-identification" size="small" autoComplete="off" value={identification} onChange={(event) => setIdentification(event.target.value)} />
        </Field>
        <div>
          <Button size="small" type="submit" isLoading={lookup.isPending}>
            {t("riverty.customers.lookUp")}
          </Button>
        </div>
      </form>
      {found ? <RecordFields record={found} label={t("riverty.customers.found")} /> : null}
    </Block>
  )
}

/** Settings › Riverty › Customers: Riverty's customer records of the client (v1). */
const RivertyCustomersPage = () => {
  const { t } = useTranslation()
  const [viewing, setViewing] = useState<string | null>(null)
  return (
    <PageShell title={t("riverty.settings.page.customersTitle")} description={t("riverty.settings.page.customersIntro")}>
      <Search onView={setViewing} />
      {viewing ? <Customer key={viewing} customerNumber={viewing} /> : null}
      <Lookup />
    </PageShell>
  )
}

export default RivertyCustomersPage
