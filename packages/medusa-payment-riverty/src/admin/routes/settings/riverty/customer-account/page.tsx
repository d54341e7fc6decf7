import { Button, Input, Text } from "@medusajs/ui"
import { Field, selectClass } from "../../../../components/riverty/field"
import { FormError } from "../../../../components/riverty-customers/form-error"
import { Block, PageShell } from "../../../../components/riverty-customers/page-shell"
import { RecordFields } from "../../../../components/riverty-customers/record-fields"
import { useRivertyForm } from "../../../../components/riverty-customers/use-form"
import { rivertyCustomersApi } from "../../../../lib/riverty-customers-api"

// Riverty's lists (riverty-api-facts §6); the server checks them again.
const COUNTRIES = ["NO", "SE", "FI", "DK", "DE", "AT", "CH", "NL", "BE"]
const LANGUAGES = ["NO", "SV", "FI", "DA", "EN", "DE", "NL", "FR"]
const CURRENCIES = ["EUR", "NOK", "SEK", "DKK", "CHF"]
const EVENT_TYPES = ["Purchase", "Info", "Withdrawal", "WithdrawalCorrection", "WithdrawalCommission", "InterestCorrection"]

function Options({ values }: { values: string[] }) {
  return (
    <>
      {values.map((value) => (
        <option key={value}>{value}</option>
      ))}
    </>
  )
}

const amount = (value: string): number | string => (value.trim() === "" || Number.isNaN(Number(value)) ? value : Number(value))

function CreditApplication() {
  const form = useRivertyForm(
    { accountLimit: "", countryCode: "NO", conversationLanguage: "NO", category: "Person", currency: "NOK", firstName: "", lastName: "", email: "" },
    {
      accountLimit: ["accountLimit"],
      countryCode: ["countryCode"],
      conversationLanguage: ["conversationLanguage"],
      category: ["category"],
      currency: ["currency"],
      firstName: ["firstName"],
      lastName: ["lastName"],
      email: ["email"],
    },
    (v) =>
      rivertyCustomersApi.applyForCredit({
        accountLimit: amount(v.accountLimit),
        countryCode: v.countryCode,
        conversationLanguage: v.conversationLanguage,
        customer: {
          category: v.category,
          currency: v.currency,
          ...(v.firstName ? { firstName: v.firstName } : {}),
          ...(v.lastName ? { lastName: v.lastName } : {}),
          ...(v.email ? { email: v.email } : {}),
        },
      }),
  )
  const e = form.errors.fields
  return (
    <Block title="Apply for credit" testId="credit-application">
      <form onSubmit={form.submit} className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Apply for credit">
        <Field id="accountLimit" label="Account limit" error={e.accountLimit}>
          <Input size="small" inputMode="decimal" {...form.bind("accountLimit")} />
        </Field>
        <Field id="countryCode" label="Country" error={e.countryCode}>
          <select className={selectClass} {...form.bind("countryCode")}>
            <Options values={COUNTRIES} />
          </select>
        </Field>
        <Field id="conversationLanguage" label="Language" error={e.conversationLanguage}>
          <select className={selectClass} {...form.bind("conversationLanguage")}>
            <Options values={LANGUAGES} />
          </select>
        </Field>
        <Field id="currency" label="Currency" error={e.currency}>
          <select className={selectClass} {...form.bind("currency")}>
            <Options values={CURRENCIES} />
          </select>
        </Field>
        <Field id="category" label="Customer category" error={e.category}>
          <select className={selectClass} {...form.bind("category")}>
            <Options values={["Person", "Company"]} />
          </select>
        </Field>
        <Field id="firstName" label="First name" error={e.firstName}>
          <Input size="small" {...form.bind("firstName")} />
        </Field>
        <Field id="lastName" label="Last name" error={e.lastName}>
          <Input size="small" {...form.bind("lastName")} />
        </Field>
        <Field id="email" label="Email" error={e.email}>
          <Input size="small" type="email" {...form.bind("email")} />
        </Field>
        <div className="col-span-full flex flex-col gap-y-2">
          <FormError message={form.errors.form} />
          <div>
            <Button size="small" type="submit" isLoading={form.pending}>
              Apply
            </Button>
          </div>
        </div>
      </form>
      {form.result ? <RecordFields record={form.result.application} label="application answer" /> : null}
    </Block>
  )
}

function RemainingLimit() {
  const form = useRivertyForm({ limitAccount: "", limitCountry: "NO" }, { limitAccount: ["accountId"], limitCountry: ["country"] }, (v) =>
    rivertyCustomersApi.remainingLimit(v.limitAccount.trim(), v.limitCountry),
  )
  return (
    <Block title="Remaining limit" testId="account-limit">
      <form onSubmit={form.submit} className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Remaining limit">
        <Field id="limitAccount" label="Account number" error={form.errors.fields.limitAccount}>
          <Input size="small" {...form.bind("limitAccount")} />
        </Field>
        <Field id="limitCountry" label="Country" error={form.errors.fields.limitCountry}>
          <select className={selectClass} {...form.bind("limitCountry")}>
            <Options values={COUNTRIES} />
          </select>
        </Field>
        <div className="col-span-full flex flex-col gap-y-2">
          <FormError message={form.errors.form} />
          <div>
            <Button size="small" type="submit" isLoading={form.pending} disabled={!form.values.limitAccount.trim()}>
              Show limit
            </Button>
          </div>
        </div>
      </form>
      {form.result ? <RecordFields record={form.result.limit} label={`limit of account ${form.result.account_number}`} /> : null}
    </Block>
  )
}

function AccountEvent() {
  const form = useRivertyForm(
    { eventAccount: "", eventType: "Purchase", totalAmount: "", eventCurrency: "NOK", eventCountry: "NO", eventLanguage: "NO" },
    {
      eventAccount: ["accountId"],
      eventType: ["eventType"],
      totalAmount: ["totalAmount"],
      eventCurrency: ["currency"],
      eventCountry: ["countryCode"],
      eventLanguage: ["conversationLanguage"],
    },
    (v) =>
      rivertyCustomersApi.addEvent(v.eventAccount.trim(), {
        eventType: v.eventType,
        time: new Date().toISOString(),
        ...(v.totalAmount ? { totalAmount: amount(v.totalAmount) } : {}),
        currency: v.eventCurrency,
        countryCode: v.eventCountry,
        conversationLanguage: v.eventLanguage,
      }),
  )
  const e = form.errors.fields
  const event = form.result?.event
  return (
    <Block title="Add an event" testId="account-event">
      <form onSubmit={form.submit} className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label="Add an event">
        <Field id="eventAccount" label="Account number" error={e.eventAccount}>
          <Input size="small" {...form.bind("eventAccount")} />
        </Field>
        <Field id="eventType" label="Event type" error={e.eventType}>
          <select className={selectClass} {...form.bind("eventType")}>
            <Options values={EVENT_TYPES} />
          </select>
        </Field>
        <Field id="totalAmount" label="Total amount" error={e.totalAmount}>
          <Input size="small" inputMode="decimal" {...form.bind("totalAmount")} />
        </Field>
        <Field id="eventCurrency" label="Currency" error={e.eventCurrency}>
          <select className={selectClass} {...form.bind("eventCurrency")}>
            <Options values={CURRENCIES} />
          </select>
        </Field>
        <Field id="eventCountry" label="Country" error={e.eventCountry}>
          <select className={selectClass} {...form.bind("eventCountry")}>
            <Options values={COUNTRIES} />
          </select>
        </Field>
        <Field id="eventLanguage" label="Language" error={e.eventLanguage}>
          <select className={selectClass} {...form.bind("eventLanguage")}>
            <Options values={LANGUAGES} />
          </select>
        </Field>
        <div className="col-span-full flex flex-col gap-y-2">
          <FormError message={form.errors.form} />
          <div>
            <Button size="small" type="submit" isLoading={form.pending} disabled={!form.values.eventAccount.trim()}>
              Add event
            </Button>
          </div>
        </div>
      </form>
      {event ? (
        <>
          {event.eventAdded === false ? (
            <Text size="small" className="text-ui-fg-error" role="alert">
              Riverty did not add the event (for a purchase: beyond the remaining limit).
            </Text>
          ) : null}
          <RecordFields record={event} label="event answer" />
        </>
      ) : null}
    </Block>
  )
}

function FindAccount() {
  const form = useRivertyForm(
    { findIdentification: "", findCountry: "NO" },
    { findIdentification: ["identification_number", "ssn"], findCountry: ["country"] },
    (v) => rivertyCustomersApi.findAccount(v.findIdentification.trim(), v.findCountry),
  )
  return (
    <Block title="Find by identification number" testId="account-find">
      <form onSubmit={form.submit} className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label="Find an account">
        <Field id="findIdentification" label="Identification number" error={form.errors.fields.findIdentification}>
          <Input size="small" autoComplete="off" {...form.bind("findIdentification")} />
        </Field>
        <Field id="findCountry" label="Country" error={form.errors.fields.findCountry}>
          <select className={selectClass} {...form.bind("findCountry")}>
            <Options values={COUNTRIES} />
          </select>
        </Field>
        <div className="col-span-full flex flex-col gap-y-2">
          <FormError message={form.errors.form} />
          <div>
            <Button size="small" type="submit" isLoading={form.pending}>
              Find account
            </Button>
          </div>
        </div>
      </form>
      {form.result ? (
        <div className="grid gap-4 md:grid-cols-2">
          <RecordFields record={form.result.account} label="account" />
          <RecordFields record={form.result.customer} label="customer" />
        </div>
      ) : null}
    </Block>
  )
}

/** Settings › Riverty › Customer account: Riverty's customer-account credit (v3). */
const RivertyCustomerAccountPage = () => (
  <PageShell title="Riverty customer accounts" description="Apply for customer-account credit, see an account's remaining limit, add an event, or find an account.">
    <CreditApplication />
    <RemainingLimit />
    <AccountEvent />
    <FindAccount />
  </PageShell>
)

export default RivertyCustomerAccountPage
