import { Button, Input, Table, Text } from "@medusajs/ui"
import { useMutation, useQuery } from "@tanstack/react-query"
import { useState } from "react"
import { Field, selectClass } from "../../../../components/riverty/field"
import { Block, PageShell } from "../../../../components/riverty-customers/page-shell"
import { customerName, RecordFields } from "../../../../components/riverty-customers/record-fields"
import { formErrorsOf, type FormErrors } from "../../../../lib/form-errors"
import { rivertyCustomersApi, type CustomerSearch, type RivertyRecord } from "../../../../lib/riverty-customers-api"

const COLUMNS = ["customerNumber", "name", "ssn", "organizationNumber", "email"] as const
const NO_ERRORS: FormErrors = { fields: {}, form: null }
const SEARCH_FIELDS = { search_value: ["search_value"], search_column: ["search_column"], sort: ["sort"], order: ["order"], per_page: ["per_page"] }

function Search({ onView }: { onView: (customerNumber: string) => void }) {
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
    if (!form.search_value.trim()) return setLocalError("Enter what to search for")
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
    <Block title="Search customers" testId="customer-search">
      <form onSubmit={submit} className="grid grid-cols-2 gap-3 md:grid-cols-5" aria-label="Search customers">
        <Field id="search-value" label="Search for" error={localError ?? errors.fields.search_value}>
          <Input id="search-value" size="small" value={form.search_value} onChange={set("search_value")} />
        </Field>
        <Field id="search-column" label="In column" error={errors.fields.search_column}>
          <select id="search-column" className={selectClass} value={form.search_column} onChange={set("search_column")}>
            <option value="">All columns</option>
            {COLUMNS.map((column) => (
              <option key={column}>{column}</option>
            ))}
          </select>
        </Field>
        <Field id="search-sort" label="Sort by" error={errors.fields.sort}>
          <select id="search-sort" className={selectClass} value={form.sort} onChange={set("sort")}>
            {COLUMNS.map((column) => (
              <option key={column}>{column}</option>
            ))}
          </select>
        </Field>
        <Field id="search-order" label="Order" error={errors.fields.order}>
          <select id="search-order" className={selectClass} value={form.order} onChange={set("order")}>
            <option value="desc">Descending</option>
            <option value="asc">Ascending</option>
          </select>
        </Field>
        <Field id="search-per-page" label="Per page" error={errors.fields.per_page}>
          <select id="search-per-page" className={selectClass} value={form.per_page} onChange={set("per_page")}>
            {["10", "20", "50", "100"].map((size) => (
              <option key={size}>{size}</option>
            ))}
          </select>
        </Field>
        <div className="col-span-full">
          <Button size="small" type="submit" isLoading={result.isFetching}>
            Search
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
            No customer matches.
          </Text>
        ) : (
          <>
            <Table>
              <Table.Header>
                <Table.Row>
                  <Table.HeaderCell>Customer number</Table.HeaderCell>
                  <Table.HeaderCell>Name</Table.HeaderCell>
                  <Table.HeaderCell>Email</Table.HeaderCell>
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
                        View
                      </Button>
                    </Table.Cell>
                  </Table.Row>
                ))}
              </Table.Body>
            </Table>
            <div className="flex items-center justify-between">
              <Text size="small" className="text-ui-fg-subtle">
                Page {page.page} of {pages} · {page.total} customers
              </Text>
              <div className="flex gap-x-2">
                <Button size="small" variant="secondary" disabled={page.page <= 1} onClick={() => setSearch({ ...(search as CustomerSearch), page: page.page - 1 })}>
                  Previous
                </Button>
                <Button size="small" variant="secondary" disabled={page.page >= pages} onClick={() => setSearch({ ...(search as CustomerSearch), page: page.page + 1 })}>
                  Next
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
  const customer = useQuery({ queryKey: ["riverty-customers", "one", customerNumber], queryFn: () => rivertyCustomersApi.customer(customerNumber) })
  return (
    <Block title={`Customer ${customerNumber}`} testId="customer-record">
      {customer.isPending ? <Text size="small">Loading…</Text> : null}
      {customer.isError ? (
        <Text size="small" className="text-ui-fg-error" role="alert">
          {customer.error.message}
        </Text>
      ) : null}
      {customer.data ? <RecordFields record={customer.data.customer} label="customer record" /> : null}
    </Block>
  )
}

function Lookup() {
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
    if (!identification.trim()) return setErrors({ fields: { identification_number: "Enter the customer's identification number" }, form: null })
    lookup.mutate()
  }
  return (
    <Block title="Look up by identification number" testId="customer-lookup">
      <Text size="small" className="text-ui-fg-subtle">
        Riverty creates the customer record when it finds the person. The number is sent once and not kept.
      </Text>
      <form onSubmit={submit} className="flex flex-col gap-y-2" aria-label="Look up a customer">
        <Field id="lookup-identification" label="Identification number" error={errors.fields.identification_number ?? errors.form ?? undefined}>
          <Input id="lookup-identification" size="small" autoComplete="off" value={identification} onChange={(event) => setIdentification(event.target.value)} />
        </Field>
        <div>
          <Button size="small" type="submit" isLoading={lookup.isPending}>
            Look up
          </Button>
        </div>
      </form>
      {found ? <RecordFields record={found} label="customer record found" /> : null}
    </Block>
  )
}

/** Settings › Riverty › Customers: Riverty's customer records of the client (v1). */
const RivertyCustomersPage = () => {
  const [viewing, setViewing] = useState<string | null>(null)
  return (
    <PageShell title="Riverty customers" description="Search Riverty's customer records of your client, view one, or look one up by identification number.">
      <Search onView={setViewing} />
      {viewing ? <Customer key={viewing} customerNumber={viewing} /> : null}
      <Lookup />
    </PageShell>
  )
}

export default RivertyCustomersPage
