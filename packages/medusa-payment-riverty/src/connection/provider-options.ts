import { z } from "@medusajs/framework/zod"
import { AmountLimitsSchema } from "./amount-limits"
import {
  ApiKeysSchema,
  ConnectionOptionsSchema,
  NOTIFICATION_SECRET_MIN_LENGTH,
  NOTIFICATION_SECRET_TOO_SHORT,
  parseOptions,
} from "./options"

const url = (name: string) =>
  z.string({ error: `${name} must be a URL` }).url({ error: `${name} must be an absolute http(s) URL` })

/**
 * Which parts of `customer.riskData` authorize sends (all on by default): the shopper's IP address
 * and browser (captured server-side when the cart is completed), the registered customer's order
 * history in this store, and the storefront's `profile_tracking_id`.
 */
export const RiskDataOptionsSchema = z
  .object({
    ipAddress: z.boolean().default(true),
    userAgent: z.boolean().default(true),
    customerHistory: z.boolean().default(true),
    profileTrackingId: z.boolean().default(true),
  })
  .strict()
export type RiskDataOptions = z.output<typeof RiskDataOptionsSchema>

/**
 * Options of the Riverty payment provider entry in `medusa-config.ts`: the connection keys
 * (src/connection) and the provider's own. Every field is documented in docs/configuration.md's options
 * table; keep the two in step.
 */
export const RivertyProviderOptionsSchema = ConnectionOptionsSchema.extend({
  // The provider serves checkouts: at least one country's key, and the URLs the shopper returns to.
  apiKeys: ApiKeysSchema.refine((keys) => Object.keys(keys).length > 0, { error: "apiKeys needs at least one country" }),
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
  decimalQuantities: z.boolean().default(false),
  riskData: RiskDataOptionsSchema.prefault({}),
  // Store routes offer a method only inside these per-country basket limits (see amount-limits.ts).
  amountLimits: AmountLimitsSchema.optional(),
}).strict()

export type RivertyProviderOptionsInput = z.input<typeof RivertyProviderOptionsSchema>
export type RivertyProviderOptions = z.output<typeof RivertyProviderOptionsSchema>

/** Parses provider options; the thrown message names every offending option. */
export function parseProviderOptions(options: unknown): RivertyProviderOptions {
  return parseOptions(RivertyProviderOptionsSchema, options, "Riverty provider options")
}
