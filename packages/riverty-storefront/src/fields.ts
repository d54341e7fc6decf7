import { z } from "zod"
import {
  BIRTH_DATE_MESSAGE,
  BIRTH_DATE_PATTERN,
  CONTROL_CHARACTER,
  FIELD_FORMATS as F,
  SALUTATIONS,
  TRACKING_ID_MESSAGE,
  TRACKING_ID_PATTERN,
  controlCharacterMessage,
} from "./field-formats.js"

export { SALUTATIONS }

// The limits come from field-formats.ts (zod-free, read by the browser's field check too); the
// schemas stay written out so each keeps its precise zod type for the provider.
const text = (field: "identification_number" | "phone" | "company_name" | "registration_number" | "vat_id" | "legal_form" | "iban" | "bic" | "profile_tracking_id") =>
  z
    .string()
    .min(F[field].format.min)
    .max(F[field].format.max)
    .refine((value) => !CONTROL_CHARACTER.test(value), { error: controlCharacterMessage(field) })

/**
 * Every field a storefront's payment step may send in the payment session `data`: the consumer
 * fields Medusa does not know, snake_case like the rest of the Store API. The
 * provider and every storefront read this one catalogue. `personal` fields are sealed in the
 * provider's vault at initiate and deleted once Riverty has answered; the others are the shopper's
 * choices and stay in the session data. Plain `zod`: a storefront has no Medusa, and the provider
 * builds its composed schemas from these same objects.
 */
export const STOREFRONT_FIELDS = {
  birth_date: { schema: z.string().regex(BIRTH_DATE_PATTERN, { error: BIRTH_DATE_MESSAGE }), personal: F.birth_date.personal },
  identification_number: { schema: text("identification_number"), personal: F.identification_number.personal },
  salutation: { schema: z.enum(SALUTATIONS), personal: F.salutation.personal },
  phone: { schema: text("phone"), personal: F.phone.personal },
  company_name: { schema: text("company_name"), personal: F.company_name.personal },
  registration_number: { schema: text("registration_number"), personal: F.registration_number.personal },
  vat_id: { schema: text("vat_id"), personal: F.vat_id.personal },
  legal_form: { schema: text("legal_form"), personal: F.legal_form.personal },
  installment_profile_no: { schema: z.coerce.number().int().positive(), personal: F.installment_profile_no.personal },
  number_of_installments: { schema: z.coerce.number().int().positive(), personal: F.number_of_installments.personal },
  account_profile_no: { schema: z.coerce.number().int().positive(), personal: F.account_profile_no.personal },
  iban: { schema: text("iban"), personal: F.iban.personal },
  bic: { schema: text("bic"), personal: F.bic.personal },
  // riskData.profileTrackingId (spec, "Risk-data object"): max 50, a uuid recommended, no characters
  // that break URLs. Set by the storefront's device-tracking script, not typed by the shopper.
  profile_tracking_id: {
    schema: text("profile_tracking_id").regex(TRACKING_ID_PATTERN, { error: TRACKING_ID_MESSAGE }),
    personal: F.profile_tracking_id.personal,
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
