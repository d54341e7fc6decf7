import { SALUTATIONS, type CustomerCategory, type PaymentInput, type PaymentType } from "riverty-client"
import type { PersonalField } from "../../modules/riverty/lib/personal-data-vault"
import {
  METHOD_CUSTOMER_CATEGORY,
  METHOD_FIELDS,
  SALUTATIONS as STOREFRONT_SALUTATIONS,
  STOREFRONT_FIELDS,
  StorefrontSessionInputSchema,
  electronicIban,
  type StorefrontField,
  type StorefrontSessionInput,
  type RivertyMethodKey as StorefrontMethodKey,
} from "riverty-storefront"

// The storefront fields (what only the shopper can give: birth date, identification number,
// salutation, B2B ids; Medusa's cart has none of them) are one catalogue in the storefront kit
// (packages/riverty-storefront), shared with every storefront; this table adds what only the
// provider knows about each method.
export { StorefrontSessionInputSchema, electronicIban, type StorefrontField, type StorefrontSessionInput }

/** The storefront offers exactly the client's salutations: a value added to one list but not the other does not compile. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never
const _sameSalutations: Same<(typeof SALUTATIONS)[number], (typeof STOREFRONT_SALUTATIONS)[number]> = true

type StorefrontFields = typeof STOREFRONT_FIELDS

/** The vault seals exactly the fields marked personal above: a field added to one but not the other does not compile. */
type MarkedPersonal = { [K in StorefrontField]: StorefrontFields[K]["personal"] extends true ? K : never }[StorefrontField]
const _vaultSealsThePersonalFields: [MarkedPersonal] extends [PersonalField] ? ([PersonalField] extends [MarkedPersonal] ? true : never) : never = true

const own = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key)

export const isPersonalField = (key: string): key is PersonalField =>
  own(STOREFRONT_FIELDS, key) && STOREFRONT_FIELDS[key as StorefrontField].personal

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
    customerCategory: METHOD_CUSTOMER_CATEGORY.invoice,
    fields: METHOD_FIELDS.invoice,
    payment: () => ({}),
    collectsByDirectDebit: false,
  },
  installments: {
    identifier: "riverty-installments",
    rivertyType: "Installment",
    label: "Riverty Fixed Installments",
    customerCategory: METHOD_CUSTOMER_CATEGORY.installments,
    fields: METHOD_FIELDS.installments,
    // DE and AT collect installments by SEPA direct debit (facts §3.5): the shopper's IBAN goes with the plan.
    payment: (input) => ({
      installment: { profileNo: input.installment_profile_no ?? 0, numberOfInstallments: input.number_of_installments },
      ...(input.iban ? { directDebit: { bankAccount: electronicIban(input.iban), bankCode: input.bic } } : {}),
    }),
    collectsByDirectDebit: false,
  },
  direct_debit: {
    identifier: "riverty-direct-debit",
    rivertyType: "Invoice",
    label: "Riverty Direct Debit",
    customerCategory: METHOD_CUSTOMER_CATEGORY.direct_debit,
    fields: METHOD_FIELDS.direct_debit,
    payment: (input) => ({ directDebit: { bankAccount: electronicIban(input.iban ?? ""), bankCode: input.bic } }),
    collectsByDirectDebit: true,
  },
  account: {
    identifier: "riverty-account",
    rivertyType: "Account",
    label: "Riverty Account",
    customerCategory: METHOD_CUSTOMER_CATEGORY.account,
    fields: METHOD_FIELDS.account,
    payment: (input) => ({ account: { profileNo: input.account_profile_no ?? 1 } }),
    collectsByDirectDebit: false,
  },
  pay_in_x: {
    identifier: "riverty-pay-in-x",
    rivertyType: "PayinX",
    label: "Riverty Pay in X",
    customerCategory: METHOD_CUSTOMER_CATEGORY.pay_in_x,
    fields: METHOD_FIELDS.pay_in_x,
    payment: () => ({}),
    collectsByDirectDebit: false,
  },
  b2b_invoice: {
    identifier: "riverty-b2b-invoice",
    rivertyType: "Invoice",
    label: "Riverty B2B Invoice",
    customerCategory: METHOD_CUSTOMER_CATEGORY.b2b_invoice,
    fields: METHOD_FIELDS.b2b_invoice,
    payment: () => ({}),
    collectsByDirectDebit: false,
  },
} as const satisfies Record<StorefrontMethodKey, PaymentMethodEntry>

export type RivertyMethodKey = keyof typeof RIVERTY_METHODS
/** The provider's methods are the storefront's: one more on either side does not compile. */
const _sameMethods: Same<RivertyMethodKey, StorefrontMethodKey> = true

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

/** The method behind a provider id `pp_<identifier>_<registration id>`; undefined for any other provider. */
export function methodOfProviderId(providerId: string): RivertyMethodKey | undefined {
  return METHOD_KEYS.find((method) => providerId.startsWith(`pp_${RIVERTY_METHODS[method].identifier}_`))
}

/** Medusa provider id for a method when the provider entry is registered with `id: "riverty"`. */
export function providerId(method: RivertyMethodKey, registrationId = "riverty"): string {
  return `pp_${RIVERTY_METHODS[method].identifier}_${registrationId}`
}

export const ALL_PROVIDER_IDS = METHOD_KEYS.map((m) => providerId(m))
