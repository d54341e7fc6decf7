import { Button, Input, Text } from "@medusajs/ui"
import { Field, selectClass } from "../../../../components/riverty/field"
import { FormError } from "../../../../components/riverty-customers/form-error"
import { Block, PageShell } from "../../../../components/riverty-customers/page-shell"
import { RecordFields } from "../../../../components/riverty-customers/record-fields"
import { useRivertyForm } from "../../../../components/riverty-customers/use-form"
import { rivertyCustomersApi } from "../../../../lib/riverty-customers-api"
import { useTranslation } from "react-i18next"

// Riverty's lists (riverty-api-facts §6); the server checks them again.
const COUNTRIES = ["NO", "SE", "FI", "DK", "DE", "AT", "CH", "NL", "BE"]
const LANGUAGES = ["NO", "SV", "FI", "DA", "EN", "DE", "NL", "FR"]
const CURRENCIES = ["EUR", "NOK", "SEK", "DKK", "CHF"]
const EVENT_TYPES = ["Purchase", "Info", "Withdrawal", "WithdrawalCorrection", "WithdrawalCommission", "InterestCorrection"]

/** A select's options: Riverty's codes, each shown by its catalogue key when `keys` names one. */
function Options({ values, keys }: { values: string[]; keys?: Record<string, string> }) {
  const { t } = useTranslation()
  return (
    <>
      {values.map((value) => (
        <option key={value} value={value}>
          {keys?.[value] ? t(keys[value]) : value}
        </option>
      ))}
    </>
  )
}

const CATEGORY_KEYS: Record<string, string> = {
  Person: "riverty.customerAccount.categoryOption.Person",
  Company: "riverty.customerAccount.categoryOption.Company",
}
const EVENT_TYPE_KEYS: Record<string, string> = {
  Purchase: "riverty.customerAccount.eventTypeOption.Purchase",
  Info: "riverty.customerAccount.eventTypeOption.Info",
  Withdrawal: "riverty.customerAccount.eventTypeOption.Withdrawal",
  WithdrawalCorrection: "riverty.customerAccount.eventTypeOption.WithdrawalCorrection",
  WithdrawalCommission: "riverty.customerAccount.eventTypeOption.WithdrawalCommission",
  InterestCorrection: "riverty.customerAccount.eventTypeOption.InterestCorrection",
}

const amount = (value: string): number | string => (value.trim() === "" || Number.isNaN(Number(value)) ? value : Number(value))

function CreditApplication() {
  const { t } = useTranslation()
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
    <Block title={t("riverty.customerAccount.applyTitle")} testId="credit-application">
      <form onSubmit={form.submit} className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t("riverty.customerAccount.applyTitle")}>
        <Field id="accountLimit" label={t("riverty.customerAccount.accountLimit")} error={e.accountLimit}>
          <Input size="small" inputMode="decimal" {...form.bind("accountLimit")} />
        </Field>
        <Field id="countryCode" label={t("riverty.fields.country")} error={e.countryCode}>
          <select className={selectClass} {...form.bind("countryCode")}>
            <Options values={COUNTRIES} />
          </select>
        </Field>
        <Field id="conversationLanguage" label={t("riverty.fields.language")} error={e.conversationLanguage}>
          <select className={selectClass} {...form.bind("conversationLanguage")}>
            <Options values={LANGUAGES} />
          </select>
        </Field>
        <Field id="currency" label={t("riverty.fields.currency")} error={e.currency}>
          <select className={selectClass} {...form.bind("currency")}>
            <Options values={CURRENCIES} />
          </select>
        </Field>
        <Field id="category" label={t("riverty.customerAccount.category")} error={e.category}>
          <select className={selectClass} {...form.bind("category")}>
            <Options values={["Person", "Company"]} keys={CATEGORY_KEYS} />
          </select>
        </Field>
        <Field id="firstName" label={t("riverty.fields.firstName")} error={e.firstName}>
          <Input size="small" {...form.bind("firstName")} />
        </Field>
        <Field id="lastName" label={t("riverty.fields.lastName")} error={e.lastName}>
          <Input size="small" {...form.bind("lastName")} />
        </Field>
        <Field id="email" label={t("riverty.fields.email")} error={e.email}>
          <Input size="small" type="email" {...form.bind("email")} />
        </Field>
        <div className="col-span-full flex flex-col gap-y-2">
          <FormError message={form.errors.form} />
          <div>
            <Button size="small" type="submit" isLoading={form.pending}>
              {t("riverty.customerAccount.apply")}
            </Button>
          </div>
        </div>
      </form>
      {form.result ? <RecordFields record={form.result.application} label={t("riverty.customerAccount.application")} /> : null}
    </Block>
  )
}

function RemainingLimit() {
  const { t } = useTranslation()
  const form = useRivertyForm({ limitAccount: "", limitCountry: "NO" }, { limitAccount: ["accountId"], limitCountry: ["country"] }, (v) =>
    rivertyCustomersApi.remainingLimit(v.limitAccount.trim(), v.limitCountry),
  )
  return (
    <Block title={t("riverty.customerAccount.limitTitle")} testId="account-limit">
      <form onSubmit={form.submit} className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t("riverty.customerAccount.limitTitle")}>
        <Field id="limitAccount" label={t("riverty.fields.accountNumber")} error={form.errors.fields.limitAccount}>
          <Input size="small" {...form.bind("limitAccount")} />
        </Field>
        <Field id="limitCountry" label={t("riverty.fields.country")} error={form.errors.fields.limitCountry}>
          <select className={selectClass} {...form.bind("limitCountry")}>
            <Options values={COUNTRIES} />
          </select>
        </Field>
        <div className="col-span-full flex flex-col gap-y-2">
          <FormError message={form.errors.form} />
          <div>
            <Button size="small" type="submit" isLoading={form.pending} disabled={!form.values.limitAccount.trim()}>
              {t("riverty.customerAccount.showLimit")}
            </Button>
          </div>
        </div>
      </form>
      {form.result ? <RecordFields record={form.result.limit} label={t("riverty.customerAccount.limitOf", { number: form.result.account_number })} /> : null}
    </Block>
  )
}

function AccountEvent() {
  const { t } = useTranslation()
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
    <Block title={t("riverty.customerAccount.eventTitle")} testId="account-event">
      <form onSubmit={form.submit} className="grid grid-cols-2 gap-3 md:grid-cols-3" aria-label={t("riverty.customerAccount.eventTitle")}>
        <Field id="eventAccount" label={t("riverty.fields.accountNumber")} error={e.eventAccount}>
          <Input size="small" {...form.bind("eventAccount")} />
        </Field>
        <Field id="eventType" label={t("riverty.customerAccount.eventType")} error={e.eventType}>
          <select className={selectClass} {...form.bind("eventType")}>
            <Options values={EVENT_TYPES} keys={EVENT_TYPE_KEYS} />
          </select>
        </Field>
        <Field id="totalAmount" label={t("riverty.customerAccount.totalAmount")} error={e.totalAmount}>
          <Input size="small" inputMode="decimal" {...form.bind("totalAmount")} />
        </Field>
        <Field id="eventCurrency" label={t("riverty.fields.currency")} error={e.eventCurrency}>
          <select className={selectClass} {...form.bind("eventCurrency")}>
            <Options values={CURRENCIES} />
          </select>
        </Field>
        <Field id="eventCountry" label={t("riverty.fields.country")} error={e.eventCountry}>
          <select className={selectClass} {...form.bind("eventCountry")}>
            <Options values={COUNTRIES} />
          </select>
        </Field>
        <Field id="eventLanguage" label={t("riverty.fields.language")} error={e.eventLanguage}>
          <select className={selectClass} {...form.bind("eventLanguage")}>
            <Options values={LANGUAGES} />
          </select>
        </Field>
        <div className="col-span-full flex flex-col gap-y-2">
          <FormError message={form.errors.form} />
          <div>
            <Button size="small" type="submit" isLoading={form.pending} disabled={!form.values.eventAccount.trim()}>
              {t("riverty.customerAccount.addEvent")}
            </Button>
          </div>
        </div>
      </form>
      {event ? (
        <>
          {event.eventAdded === false ? (
            <Text size="small" className="text-ui-fg-error" role="alert">
              {t("riverty.customerAccount.eventNotAdded")}
            </Text>
          ) : null}
          <RecordFields record={event} label={t("riverty.customerAccount.eventAnswer")} />
        </>
      ) : null}
    </Block>
  )
}

function FindAccount() {
  const { t } = useTranslation()
  const form = useRivertyForm(
    { findIdentification: "", findCountry: "NO" },
    { findIdentification: ["identification_number", "ssn"], findCountry: ["country"] },
    (v) => rivertyCustomersApi.findAccount(v.findIdentification.trim(), v.findCountry),
  )
  return (
    <Block title={t("riverty.customerAccount.findTitle")} testId="account-find">
      <form onSubmit={form.submit} className="grid grid-cols-2 gap-3 md:grid-cols-4" aria-label={t("riverty.customerAccount.findForm")}>
        <Field id="findIdentification" label={t("riverty.fields.identificationNumber")} error={form.errors.fields.findIdentification}>
          <Input size="small" autoComplete="off" {...form.bind("findIdentification")} />
        </Field>
        <Field id="findCountry" label={t("riverty.fields.country")} error={form.errors.fields.findCountry}>
          <select className={selectClass} {...form.bind("findCountry")}>
            <Options values={COUNTRIES} />
          </select>
        </Field>
        <div className="col-span-full flex flex-col gap-y-2">
          <FormError message={form.errors.form} />
          <div>
            <Button size="small" type="submit" isLoading={form.pending}>
              {t("riverty.customerAccount.find")}
            </Button>
          </div>
        </div>
      </form>
      {form.result ? (
        <div className="grid gap-4 md:grid-cols-2">
          <RecordFields record={form.result.account} label={t("riverty.customerAccount.account")} />
          <RecordFields record={form.result.customer} label={t("riverty.customerAccount.customer")} />
        </div>
      ) : null}
    </Block>
  )
}

/** Settings › Riverty › Customer account: Riverty's customer-account credit (v3). */
const RivertyCustomerAccountPage = () => {
  const { t } = useTranslation()
  return (
  <PageShell title={t("riverty.settings.page.customerAccountTitle")} description={t("riverty.settings.page.customerAccountIntro")}>
    <CreditApplication />
    <RemainingLimit />
    <AccountEvent />
    <FindAccount />
  </PageShell>
  )
}

export default RivertyCustomerAccountPage
