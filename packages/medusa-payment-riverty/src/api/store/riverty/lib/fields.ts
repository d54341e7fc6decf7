import { z } from "@medusajs/framework/zod"
import { CURRENCIES, V3_COUNTRIES } from "riverty-client"

// Field schemas the store routes share, so each field is checked and worded the same everywhere.

export const id = z.string({ error: "must be a string" }).min(1, { error: "must not be empty" }).max(100)

/** A country Riverty serves, in Medusa's lower case or upper case; comes out upper case. */
export const rivertyCountry = z
  .string({ error: "must be a country code" })
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(V3_COUNTRIES, { error: `must be a country Riverty serves (${V3_COUNTRIES.join(", ")})` }))

/** A currency Riverty takes, lower or upper case; comes out upper case. */
export const rivertyCurrency = z
  .string({ error: "must be a currency code" })
  .transform((value) => value.toUpperCase())
  .pipe(z.enum(CURRENCIES, { error: `must be a currency Riverty takes (${CURRENCIES.join(", ")})` }))

/** An amount in major units (like Medusa's store API), at most two decimals. */
export const amount = z
  .number({ error: "must be a number in major units, e.g. 185.5" })
  .positive({ error: "must be above 0" })
  .refine((value) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6, { error: "must have at most two decimals" })

export const customerCategory = z.enum(["Person", "Company"], { error: 'must be "Person" or "Company"' })

/**
 * The shopper's language as the storefront knows it (BCP 47: `de-DE`, `fr-BE`, `nb-NO`); a
 * language Riverty does not speak is no error, the country's language is used instead.
 */
export const languageTag = z
  .string({ error: "must be a BCP 47 language tag, e.g. de-DE or fr-BE" })
  .max(35, { error: "must be at most 35 characters" })
  .regex(/^[A-Za-z]{2,3}(?:[-_][A-Za-z0-9]{1,8})*$/, { error: "must be a BCP 47 language tag, e.g. de-DE or fr-BE" })
