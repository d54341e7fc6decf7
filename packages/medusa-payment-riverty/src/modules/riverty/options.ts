import { z } from "@medusajs/framework/zod"
import {
  ConnectionOptionsSchema,
  NOTIFICATION_SECRET_MIN_LENGTH,
  NOTIFICATION_SECRET_TOO_SHORT,
  parseOptions,
} from "../../connection/options"
import { decodePersonalDataKey } from "./lib/personal-data-vault"
import { proxyTrustOf } from "./lib/trusted-proxies"

/**
 * Options of the `riverty` module: the connection keys (src/connection; the plugin-level
 * connection reads orders for reconciliation and registers callbacks with them) and the module's
 * own. In a store they are the plugin's options (Medusa hands a plugin's options to each of its
 * modules), so unknown keys belong to other parts and are ignored.
 */
export const RivertyModuleOptionsSchema = ConnectionOptionsSchema.extend({
  /**
   * Key of the personal data vault (AES-256-GCM): 32 random bytes as 64 hex digits or base64.
   * Required: without it the shopper's birth date and bank details would have nowhere safe to wait.
   */
  personalDataKey: z
    .string({ error: "personalDataKey is required: 32 random bytes as 64 hex digits or base64 (openssl rand -base64 32)" })
    .superRefine((value, ctx) => {
      const key = decodePersonalDataKey(value)
      if (typeof key === "string") ctx.addIssue({ code: "custom", message: key })
    }),
  /**
   * How long an authorization Riverty accepted waits for its cart to be completed: past it, the
   * every-minute job voids it at Riverty (the shopper left after Riverty accepted), and a later
   * completion of that cart is refused (choose the payment method again). 10 minutes by default.
   */
  reservationHoldMs: z.number().int().positive().default(600_000),
  /** Personal data of sessions that never reached authorize is deleted after this many hours. */
  personalDataRetentionHours: z.number().int().positive().default(24),
  /**
   * The full address a customer lookup found is kept (sealed) with its authorized order for the
   * merchant's admin this many days after the order is placed, then deleted by the hourly purge.
   */
  lookedUpAddressRetentionDays: z.number().int().positive().default(90),
  /**
   * The one notification secret (`Riverty-Signature`) of the store: the plugin's receiver (on
   * `/riverty/notifications` and the Riverty providers' `/hooks/payment`) verifies with it.
   * Without it every delivery gets 503. 32+ characters: an HMAC key is only as strong as its guessability.
   */
  notificationSecret: z.string().min(NOTIFICATION_SECRET_MIN_LENGTH, { error: NOTIFICATION_SECRET_TOO_SHORT }).optional(),
  /** Largest accepted age of a signature timestamp, in seconds (0 turns the check off). */
  signatureToleranceSeconds: z.number().int().min(0).default(300),
  /** Processing attempts before a notification is parked as `dead`. */
  maxAttempts: z.number().int().positive().default(10),
  /** Delay before the first retry; it doubles per attempt up to retryMaxDelayMs. */
  retryBaseDelayMs: z.number().int().positive().default(30_000),
  retryMaxDelayMs: z.number().int().positive().default(3_600_000),
  /**
   * How long after its acknowledgement a notification's processing starts, and how often its event
   * is delivered (on a bus that retries, Redis): Medusa's own /hooks/payment waits 5 s and tries 3
   * times, so a burst is acknowledged before its runs take the CPU.
   */
  notificationDelayMs: z.number().int().min(0).max(3_600_000).default(5000),
  notificationEventAttempts: z.number().int().positive().max(100).default(3),
  /** A claimed notification whose worker vanished is picked up again after this long. */
  processingLeaseMs: z.number().int().positive().default(300_000),
  /** Notifications one process claims from the inbox at a time (one SQL statement per batch). */
  notificationBatchSize: z.number().int().positive().max(1000).default(25),
  /** Notifications of a batch processed at once in one process; the rest of the batch waits. */
  notificationConcurrency: z.number().int().positive().max(64).default(4),
  /** Attempts of a follow-up (capture on shipment, void after cancel, return notification) before it is parked as `dead`. */
  followUpMaxAttempts: z.number().int().positive().default(12),
  /** Delay before a follow-up's first retry; it doubles per attempt up to followUpRetryMaxMs. */
  followUpRetryBaseMs: z.number().int().positive().default(60_000),
  followUpRetryMaxMs: z.number().int().positive().default(3_600_000),
  /** A claimed follow-up whose worker vanished is picked up again after this long. */
  followUpLeaseMs: z.number().int().positive().default(300_000),
  /** Public URL Riverty posts to; defaults to `{backendUrl}/riverty/notifications`. */
  notificationUrl: z.string().url().optional(),
  /**
   * Store routes that call Riverty with the merchant's key (installment plans, and later payment
   * methods, lookups, address checks): answers cached by their inputs, requests limited per client.
   */
  storeRoutes: z
    .object({
      /** How long an answer is reused for the same inputs, in seconds (0: never cached). */
      cacheTtlSeconds: z.number().int().min(0).default(300),
      /** Requests one client may send to one store route per window. */
      rateLimit: z.number().int().positive().default(30),
      /** Length of the rate limit window, in seconds. */
      rateWindowSeconds: z.number().int().positive().default(60),
    })
    .default({ cacheTtlSeconds: 300, rateLimit: 30, rateWindowSeconds: 60 }),
  /**
   * The proxies in front of the server whose X-Forwarded-For is believed: a number of hops, or a
   * list of addresses and CIDR ranges (`loopback`, `linklocal`, `uniquelocal` name proxy-addr's
   * ranges). Unset: none, the client is the socket's peer. It decides the client of the store
   * routes' rate limit and the IP address sent in authorize's risk data.
   */
  trustedProxies: z
    .union([
      z.number({ error: "trustedProxies: a number of proxy hops or a list of addresses" }).int().min(0),
      z.array(z.string().min(1)).superRefine((list, ctx) => {
        try {
          proxyTrustOf(list)
        } catch (error) {
          ctx.addIssue({ code: "custom", message: `trustedProxies: ${error instanceof Error ? error.message : "invalid address"}` })
        }
      }),
    ])
    .optional(),
}).loose()

export type RivertyModuleOptionsInput = z.input<typeof RivertyModuleOptionsSchema>
export type RivertyModuleOptions = z.output<typeof RivertyModuleOptionsSchema>

export function parseModuleOptions(options: unknown): RivertyModuleOptions {
  return parseOptions(RivertyModuleOptionsSchema, options, "riverty module options")
}

/** Where notifications should be sent, or undefined when neither URL option is set. */
export function notificationUrlOf(options: RivertyModuleOptions): string | undefined {
  if (options.notificationUrl) return options.notificationUrl
  if (options.backendUrl) return `${options.backendUrl.replace(/\/+$/, "")}/riverty/notifications`
  return undefined
}
