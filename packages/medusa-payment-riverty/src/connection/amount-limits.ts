import { z } from "@medusajs/framework/zod"
import { API_KEY_COUNTRIES } from "./options"

const bounds = {
  min: z.number({ error: "min must be a number (major units, e.g. 49.99)" }).nonnegative({ error: "min must not be negative" }).optional(),
  max: z.number({ error: "max must be a number (major units, e.g. 5000)" }).positive({ error: "max must be above 0" }).optional(),
}
const minNotAboveMax = (range: { min?: number; max?: number }) => range.min === undefined || range.max === undefined || range.min <= range.max

/** A basket range in the cart's currency, major units (like Medusa's store API): `{ min: 50, max: 5000 }`. */
const RangeSchema = z.strictObject(bounds).refine(minNotAboveMax, { error: "min must not be above max" })

export type AmountRange = z.output<typeof RangeSchema>

/**
 * Per-country basket limits of the provider entry: the country's range applies to every method,
 * `methods` narrows or widens it for single methods (keys of RIVERTY_METHODS, checked by the
 * provider at startup). A country without an entry has no limit of the store's own; Riverty's own
 * limits still apply (it offers no method it would refuse).
 *
 * `amountLimits: { DE: { min: 1, max: 5000, methods: { installments: { min: 50 } } } }`
 */
/** Zod words a bad record key as "Invalid key in record"; these name the key and what it should be. */
function keysMatching(test: (key: string) => boolean, message: (key: string) => string) {
  return (record: Record<string, unknown>, ctx: z.RefinementCtx) => {
    for (const key of Object.keys(record)) if (!test(key)) ctx.addIssue({ code: "custom", path: [key], message: message(key) })
  }
}

const MethodRangesSchema = z
  .record(z.string(), RangeSchema)
  .superRefine(keysMatching((key) => /^[a-z][a-z_]*$/.test(key), (key) => `${key} is not a method key (methods are named like installments, direct_debit)`))

const CountryLimitSchema = z
  .strictObject({ ...bounds, methods: MethodRangesSchema.optional() })
  .refine(minNotAboveMax, { error: "min must not be above max" })

export const AmountLimitsSchema = z
  .record(z.string(), CountryLimitSchema)
  .superRefine(keysMatching((key) => (API_KEY_COUNTRIES as readonly string[]).includes(key), (key) => `${key} is not a country code (${API_KEY_COUNTRIES.join(", ")})`))
  .transform((limits) => limits as Partial<Record<(typeof API_KEY_COUNTRIES)[number], z.output<typeof CountryLimitSchema>>>)
export type AmountLimits = z.output<typeof AmountLimitsSchema>

/** The method names an `amountLimits` option mentions (for the provider's check that each is a method). */
export const amountLimitMethods = (limits: AmountLimits | undefined): string[] =>
  Object.values(limits ?? {}).flatMap((country) => Object.keys(country?.methods ?? {}))

/** The range that applies to `method` in `country`: the method's bounds where it sets them, else the country's. */
export function amountRangeFor(limits: AmountLimits | undefined, country: string, method: string): AmountRange {
  const entry = limits?.[country.toUpperCase() as keyof AmountLimits]
  if (!entry) return {}
  const own = entry.methods?.[method] ?? {}
  return { min: own.min ?? entry.min, max: own.max ?? entry.max }
}

/** True when `amount` (major units) is inside the range; bounds are inclusive. */
export const isWithinRange = (range: AmountRange, amount: number): boolean =>
  (range.min === undefined || amount >= range.min) && (range.max === undefined || amount <= range.max)
