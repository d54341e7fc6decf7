import { z } from "zod"

/** Riverty's salutations of a checkout customer (spec, "Checkout customer"); the provider checks they equal the client's. */
export const SALUTATIONS = ["Mr", "Mrs", "Miss"] as const

/**
 * Every field a storefront's payment step may send in the payment session `data` (design decision
 * 5): the consumer fields Medusa does not know, snake_case like the rest of the Store API. The
 * provider and every storefront read this one catalogue. `personal` fields are sealed in the
 * provider's vault at initiate and deleted once Riverty has answered; the others are the shopper's
 * choices and stay in the session data. Plain `zod`: a storefront has no Medusa, and the provider
 * builds its composed schemas from these same objects.
 */
export const STOREFRONT_FIELDS = {
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
  // riskData.profileTrackingId (spec, "Risk-data object"): max 50, a uuid recommended, no characters
  // that break URLs. Set by the storefront's device-tracking script, not typed by the shopper.
  profile_tracking_id: {
    schema: z.string().min(1).max(50).regex(/^[^%&/]*$/, { error: "profile_tracking_id must not contain %, & or /" }),
    personal: false,
  },
} as const satisfies Record<string, { schema: z.ZodType; personal: boolean }>

export type StorefrontFields = typeof STOREFRONT_FIELDS
export type StorefrontField = keyof StorefrontFields

const own = (table: object, key: string): boolean => Object.prototype.hasOwnProperty.call(table, key)

/** A field name of the catalogue (not `toString` or another inherited key). */
export const isStorefrontField = (key: string): key is StorefrontField => own(STOREFRONT_FIELDS, key)

/** All storefront fields, each optional; a method's schema picks its own from it. */
export const StorefrontSessionInputSchema = z.object(
  Object.fromEntries(Object.entries(STOREFRONT_FIELDS).map(([key, field]) => [key, field.schema.optional()])) as {
    [K in StorefrontField]: z.ZodOptional<StorefrontFields[K]["schema"]>
  },
)
export type StorefrontSessionInput = z.infer<typeof StorefrontSessionInputSchema>
