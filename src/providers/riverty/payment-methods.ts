import { z } from "@medusajs/framework/zod"
import { SALUTATIONS, type CustomerCategory, type PaymentInput, type PaymentType } from "../../riverty"
import type { PersonalField } from "../../modules/riverty/lib/personal-data-vault"

/**
 * Every field a storefront's payment step may send in the session `data` (design decision 5): the
 * consumer fields Medusa does not know, snake_case like the rest of the Store API. `personal`
 * fields are sealed in the vault at initiate and deleted once Riverty has answered; the others
 * are the shopper's choices and stay in the session data.
 */
const STOREFRONT_FIELDS = {
  birth_date: { schema: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: "birth_date must be yyyy-MM-dd" }), personal: true },
  identification_number: { schema: z.string().min(1).max(20), personal: true },
  salutation: { schema: z.enum(SALUTATIONS), personal: false },
  phone: { schema: z.string().min(1).max(30), personal: false },
  company_name: { schema: z.string().min(1).max(255), personal: false },
  registration_number: { schema: z.string().min(1).max(20), personal: true },
  vat_id: { schema: z.string().min(1).max(50), personal: true },
  legal_form: { schema: z.string().min(1).max(255), personal: false },
  installment_profile_no: { schema: z.coerce.number().int().positive(), personal: false },
  number_of_installments: { schema: z.coerce.number().int().positive(), personal: false },
  account_profile_no: { schema: z.coerce.number().int().positive(), personal: false },
  iban: { schema: z.string().min(5).max(42), personal: true },
  bic: { schema: z.string().min(8).max(11), personal: true },
  // The storefront's device/session fingerprint for Riverty's risk check (riskData.profileTrackingId).
  profile_tracking_id: {
    schema: z
      .string()
      .min(1)
      .max(50)
      .regex(/^[^%&/]*$/, { error: "profile_tracking_id may not contain %, & or /" }),
    personal: false,
  },
} as const satisfies Record<string, { schema: z.ZodType; personal: boolean }>

type StorefrontFields = typeof STOREFRONT_FIELDS
export type StorefrontField = keyof StorefrontFields

/** The vault seals exactly the fields marked personal above: a field added to one but not the other does not compile. */
type MarkedPersonal = { [K in StorefrontField]: StorefrontFields[K]["personal"] extends true ? K : never }[StorefrontField]
const _vaultSealsThePersonalFields: [MarkedPersonal] extends [PersonalField] ? ([PersonalField] extends [MarkedPersonal] ? true : never) : never = true

const own = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key)

export const isPersonalField = (key: string): key is PersonalField =>
  own(STOREFRONT_FIELDS, key) && STOREFRONT_FIELDS[key as StorefrontField].personal

/** All storefront fields, each optional; a method's schema picks its own from it. */
export const StorefrontSessionInputSchema = z.object(
  Object.fromEntries(Object.entries(STOREFRONT_FIELDS).map(([key, field]) => [key, field.schema.optional()])) as {
    [K in StorefrontField]: z.ZodOptional<StorefrontFields[K]["schema"]>
  },
)
export type StorefrontSessionInput = z.infer<typeof StorefrontSessionInputSchema>

/** Iban without spaces, upper case; the form Riverty and ibantools expect. */
export const electronicIban = (iban: string): string => iban.replace(/\s+/g, "").toUpperCase()

/**
 * One payment method: everything the provider, the storefront check and the admin view know
 * about it. Adding a method is one entry here plus a one-line class in `methods/index.ts`; the
 * compiler refuses an incomplete entry and a method without a class.
 */
export interface PaymentMethodEntry {
  /** Provider id suffix: Medusa registers the method's class as `pp_<identifier>_<registration id>`. */
  identifier: `riverty-${string}`
  /** Riverty's `payment.type`; shown to the storefront as `data.riverty_payment_type`. */
  rivertyType: PaymentType
  label: string
  /** The debtor's `customerCategory`: a Company gets company name, registration number, VAT id and legal form. */
  customerCategory: CustomerCategory
  /**
   * The storefront fields the method takes, in the order the session's `data.step_fields` lists
   * them; a required one missing refuses initiate, any other field is refused as not the method's.
   */
  fields: Partial<Record<StorefrontField, "required" | "optional">>
  /** Riverty's `payment` object beside its `type`, from the storefront's fields. */
  payment: (input: StorefrontSessionInput) => Omit<PaymentInput, "type">
  /** Riverty collects by SEPA mandate and refunds to the debited account: the admin needs no bank details for a refund. */
  collectsByDirectDebit: boolean
}

const PERSON_FIELDS = {
  birth_date: "optional",
  identification_number: "optional",
  salutation: "optional",
  phone: "optional",
  profile_tracking_id: "optional",
} as const

/**
 * The Riverty payment types a store can offer, each exposed as its own Medusa payment provider
 * so a region can enable exactly the ones the merchant's contract covers.
 * Direct debit is not a Riverty type of its own: it is `Invoice` with a `directDebit` object.
 */
export const RIVERTY_METHODS = {
  invoice: {
    identifier: "riverty-invoice",
    rivertyType: "Invoice",
    label: "Riverty Invoice",
    customerCategory: "Person",
    fields: PERSON_FIELDS,
    payment: () => ({}),
    collectsByDirectDebit: false,
  },
  installments: {
    identifier: "riverty-installments",
    rivertyType: "Installment",
    label: "Riverty Fixed Installments",
    customerCategory: "Person",
    fields: { ...PERSON_FIELDS, installment_profile_no: "required", number_of_installments: "optional" },
    payment: (input) => ({
      installment: { profileNo: input.installment_profile_no ?? 0, numberOfInstallments: input.number_of_installments },
    }),
    collectsByDirectDebit: false,
  },
  direct_debit: {
    identifier: "riverty-direct-debit",
    rivertyType: "Invoice",
    label: "Riverty Direct Debit",
    customerCategory: "Person",
    fields: { ...PERSON_FIELDS, iban: "required", bic: "optional" },
    payment: (input) => ({ directDebit: { bankAccount: electronicIban(input.iban ?? ""), bankCode: input.bic } }),
    collectsByDirectDebit: true,
  },
  account: {
    identifier: "riverty-account",
    rivertyType: "Account",
    label: "Riverty Account",
    customerCategory: "Person",
    fields: { ...PERSON_FIELDS, account_profile_no: "optional" },
    payment: (input) => ({ account: { profileNo: input.account_profile_no ?? 1 } }),
    collectsByDirectDebit: false,
  },
  pay_in_x: {
    identifier: "riverty-pay-in-x",
    rivertyType: "PayinX",
    label: "Riverty Pay in X",
    customerCategory: "Person",
    fields: PERSON_FIELDS,
    payment: () => ({}),
    collectsByDirectDebit: false,
  },
  b2b_invoice: {
    identifier: "riverty-b2b-invoice",
    rivertyType: "Invoice",
    label: "Riverty B2B Invoice",
    customerCategory: "Company",
    fields: {
      company_name: "required",
      registration_number: "optional",
      vat_id: "optional",
      legal_form: "optional",
      salutation: "optional",
      phone: "optional",
      profile_tracking_id: "optional",
    },
    payment: () => ({}),
    collectsByDirectDebit: false,
  },
} as const satisfies Record<string, PaymentMethodEntry>

export type RivertyMethodKey = keyof typeof RIVERTY_METHODS

export const METHOD_KEYS = Object.keys(RIVERTY_METHODS) as RivertyMethodKey[]

/** The entry of a method named by stored data (a session row, a payment's data); undefined for an unknown name. */
export function methodEntryOf(method: string | null | undefined): PaymentMethodEntry | undefined {
  return method && own(RIVERTY_METHODS, method) ? RIVERTY_METHODS[method as RivertyMethodKey] : undefined
}

/** The storefront fields a method takes, in its order (the session's `data.step_fields`). */
export const methodFields = (method: RivertyMethodKey): StorefrontField[] =>
  Object.keys(RIVERTY_METHODS[method].fields) as StorefrontField[]

/** The fields a method needs before it can be authorized; checked at initiate. */
export const requiredFields = (method: RivertyMethodKey): StorefrontField[] =>
  methodFields(method).filter((field) => (RIVERTY_METHODS[method].fields as PaymentMethodEntry["fields"])[field] === "required")

function pickStorefrontFields(method: RivertyMethodKey) {
  const own = new Set<string>(methodFields(method))
  // Picked in the catalogue's order, so several wrong fields are named in the same order for every method.
  const mask = Object.fromEntries(Object.keys(STOREFRONT_FIELDS).filter((key) => own.has(key)).map((key) => [key, true as const]))
  return StorefrontSessionInputSchema.pick(mask as Partial<Record<StorefrontField, true>>)
}
const STOREFRONT_SCHEMAS = Object.fromEntries(METHOD_KEYS.map((method) => [method, pickStorefrontFields(method)])) as Record<
  RivertyMethodKey,
  ReturnType<typeof pickStorefrontFields>
>

/** The method's own storefront fields, each optional (the required ones are checked by name after parsing). */
export const storefrontSchemaOf = (method: RivertyMethodKey) => STOREFRONT_SCHEMAS[method]

/** The payment object of authorize for a method and the storefront's choices. */
export function paymentFor(method: RivertyMethodKey, input: StorefrontSessionInput): PaymentInput {
  const entry: PaymentMethodEntry = RIVERTY_METHODS[method]
  return { type: entry.rivertyType, ...entry.payment(input) }
}

/** Medusa provider id for a method when the provider entry is registered with `id: "riverty"`. */
export function providerId(method: RivertyMethodKey, registrationId = "riverty"): string {
  return `pp_${RIVERTY_METHODS[method].identifier}_${registrationId}`
}

export const ALL_PROVIDER_IDS = METHOD_KEYS.map((m) => providerId(m))
