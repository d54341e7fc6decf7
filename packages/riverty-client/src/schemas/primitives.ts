import { z } from "zod"
import { roundAmount } from "../normalise/amounts"
import { truncate } from "../normalise/text"

/**
 * Custom issues carry the Riverty validation code in `params.rivertyCode`, so
 * `toMessageObjects` can answer with the code the service would use.
 */
export type RivertyIssueParams = { rivertyCode: string }

/** String with a hard maximum; longer values are refused with 400.005. */
export const text = (max: number) => z.string().max(max)

/** String the service truncates rather than refuses ("longer values are truncated"). */
export const truncatedText = (max: number) => z.string().transform((value) => truncate(value, max))

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/

/** `yyyy-MM-dd`, a real calendar day. */
export const isoDate = () => z.iso.date({ message: "Value format is incorrect: expected yyyy-MM-dd" })

// yyyy-MM-ddTHH:mm:ss with up to seven fractional digits and a mandatory offset (`zzz`) or Z.
const ISO_DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,7})?(Z|[+-]\d{2}:\d{2})$/

export const isoDateTime = () =>
  z
    .string()
    .regex(ISO_DATE_TIME, { message: "Value format is incorrect: expected yyyy-MM-ddTHH:mm:ss.fffffffzzz" })
    .refine((value) => !Number.isNaN(Date.parse(value)) && ISO_DATE.test(value.slice(0, 10)), {
      message: "Value format is incorrect: not a real date-time",
    })

/** Date-time as the service returns it; looser (no-offset values appear in examples). */
export const responseDateTime = () => z.string()

const NUMERIC = /^-?\d+(\.\d+)?$/

/** A JSON number, or a numeric string (the service accepts `"185"`, facts §1.4). */
export const numeric = () =>
  z.union([z.number(), z.string().trim().regex(NUMERIC, { message: "Value format is incorrect" }).transform(Number)])

const hasAtMostDecimals = (digits: number) => (value: number) => {
  const scaled = value * 10 ** digits
  return Math.abs(scaled - Math.round(scaled)) < 1e-6
}

/**
 * Money in major units with at most two decimals (400.007 otherwise). The output is rounded to
 * cents so float artefacts (0.1 + 0.2) never reach the wire.
 */
export const money = () =>
  numeric()
    .pipe(
      z.number().refine(hasAtMostDecimals(2), {
        message: "A decimal value has more than allowed decimal digits",
        params: { rivertyCode: "400.007" } satisfies RivertyIssueParams,
      }),
    )
    .transform(roundAmount)

/**
 * Money that must arrive as a JSON number (no numeric strings), at most two decimals (400.007),
 * rounded to cents: for bodies whose amounts the service documents as numbers only.
 */
export const moneyNumber = () =>
  z
    .number()
    .refine(hasAtMostDecimals(2), {
      message: "A decimal value has more than allowed decimal digits",
      params: { rivertyCode: "400.007" } satisfies RivertyIssueParams,
    })
    .transform(roundAmount)

export const integer = () => z.number().int()

export const uuid = () => z.guid()

export const keyValueSchema = z.object({ key: z.string(), value: z.string() })
export type KeyValue = z.output<typeof keyValueSchema>

/** Hypermedia link of the v1/subscription modules. */
export const linkSchema = z.looseObject({
  href: z.string(),
  rel: z.string(),
  method: z.string().optional(),
  target: z.string().optional(),
})
export type Link = z.output<typeof linkSchema>

/**
 * Enum matched without regard to case, answered in the canonical spelling. Used where a real
 * request example sends another casing (shipping `type: "shipment"`, facts §5.8).
 */
export function caseInsensitiveEnum<const T extends readonly [string, ...string[]]>(values: T) {
  const canonical = new Map<string, T[number]>(values.map((value) => [value.toLowerCase(), value]))
  return z.string().transform((value, ctx): T[number] => {
    const match = canonical.get(value.toLowerCase())
    if (match === undefined) {
      ctx.issues.push({
        code: "invalid_value",
        values: [...values],
        input: value,
        message: `Invalid option: expected one of ${values.join(", ")}`,
      })
      return z.NEVER
    }
    return match
  })
}

/** Response fields may be missing or null on the real service. */
export const nullish = <T extends z.ZodType>(schema: T) => schema.nullish()
