import { MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import { NOTIFICATION_SECRET_MIN_LENGTH, NOTIFICATION_SECRET_TOO_SHORT } from "../../modules/riverty/options"

const COUNTRIES = ["AT", "BE", "CH", "DE", "DK", "FI", "NL", "NO", "SE"] as const

const url = (name: string) =>
  z.string({ error: `${name} must be a URL` }).url({ error: `${name} must be an absolute http(s) URL` })

/**
 * Options of the Riverty payment provider entry in `medusa-config.ts`. Every field is documented in
 * the README's options table; keep the two in step.
 */
export const RivertyProviderOptionsSchema = z
  .object({
    environment: z.enum(["production", "partner_test", "sandbox", "emulator"]).default("sandbox"),
    baseUrl: url("baseUrl").optional(),
    // Entries left undefined (an unset environment variable) mean "this country is not served".
    apiKeys: z
      .preprocess(
        (keys) =>
          keys && typeof keys === "object"
            ? Object.fromEntries(Object.entries(keys).filter(([, value]) => value !== undefined))
            : keys,
        z.partialRecord(z.enum(COUNTRIES), z.string().min(1, { error: "apiKeys values must be non-empty strings" }))
      )
      .refine((keys) => Object.keys(keys).length > 0, { error: "apiKeys needs at least one country" }),
    backendUrl: url("backendUrl"),
    storefrontUrl: url("storefrontUrl"),
    successPath: z.string().startsWith("/").default("/order/confirmed"),
    checkoutPath: z.string().startsWith("/").default("/checkout"),
    signatureKey: z.string().min(16, { error: "signatureKey must be at least 16 characters" }).optional(),
    // Optional: the plugin's notificationSecret is the one source; when given here it must be
    // the same value (the riverty module refuses to start otherwise).
    notificationSecret: z
      .string()
      .min(NOTIFICATION_SECRET_MIN_LENGTH, { error: NOTIFICATION_SECRET_TOO_SHORT })
      .optional(),
    capture: z.enum(["manual", "on_shipment"]).default("manual"),
    orderNumberPrefix: z
      .string()
      .max(12)
      .regex(/^[A-Za-z0-9_-]*$/, { error: "orderNumberPrefix may only hold letters, digits, _ and -" })
      .default(""),
    timeoutMs: z.number().int().positive().default(20000),
    // While the shopper waits (authorize, status checks, the return), retries included.
    checkoutDeadlineMs: z.number().int().positive().default(15000),
    decimalQuantities: z.boolean().default(false),
  })
  .strict()

export type RivertyProviderOptionsInput = z.input<typeof RivertyProviderOptionsSchema>
export type RivertyProviderOptions = z.output<typeof RivertyProviderOptionsSchema>

/** Parses provider options; the thrown message names every offending option. */
export function parseProviderOptions(options: unknown): RivertyProviderOptions {
  const parsed = RivertyProviderOptionsSchema.safeParse(options ?? {})
  if (parsed.success) {
    return parsed.data
  }
  const problems = parsed.error.issues.map((issue) => {
    const path = issue.path.length ? issue.path.join(".") : "(options)"
    return `${path}: ${issue.message}`
  })
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid Riverty provider options: ${problems.join("; ")}`)
}
