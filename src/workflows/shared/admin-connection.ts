import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { z } from "@medusajs/framework/zod"
import type { RivertyClient, RivertyClientOptions } from "../../riverty"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../modules/riverty"
import { clientOptionsFor, sharedClientFor } from "../../providers/riverty/client-factory"
import { findProviderOptions } from "../../providers/riverty/registered-options"

/**
 * The part of the plugin options the admin routes need to call Riverty. Routes never see the
 * provider's options, so a store passes ONE options object to the plugin (which Medusa hands to
 * the `riverty` module) and to the provider; these keys have the provider's names and meaning.
 */
export const AdminConnectionOptionsSchema = z.looseObject({
  environment: z.enum(["production", "partner_test", "sandbox", "emulator"]).default("sandbox"),
  baseUrl: z.string().url().optional(),
  apiKeys: z.record(z.string(), z.string().optional()).optional(),
  timeoutMs: z.number().int().positive().optional(),
  authUrl: z.string().url().optional(),
  /** Host of the accounting module (return orders); given to a merchant at onboarding. */
  accountingBaseUrl: z.string().url().optional(),
  /** Business code of the accounting module when no invoice notification named one yet. */
  businessCode: z.string().min(1).optional(),
  oauth: z.object({ clientId: z.string().min(1), clientSecret: z.string().min(1), audience: z.string().optional() }).optional(),
})
export type AdminConnectionOptions = z.output<typeof AdminConnectionOptionsSchema>

/** Client options for the plugin options; `baseUrl` means what it means for the provider. */
export const adminClientOptions = (options: AdminConnectionOptions): RivertyClientOptions => clientOptionsFor(options)

export interface AdminConnection {
  client: RivertyClient
  options: AdminConnectionOptions
}

function moduleOptions(container: MedusaContainer): AdminConnectionOptions {
  const module = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const parsed = AdminConnectionOptionsSchema.safeParse(module.options)
  if (parsed.success) return parsed.data
  const problems = parsed.error.issues.map((issue) => `${issue.path.join(".") || "(options)"}: ${issue.message}`)
  throw new MedusaError(MedusaError.Types.INVALID_DATA, `Invalid Riverty plugin options: ${problems.join("; ")}`)
}

/**
 * The Riverty client of the admin actions for a payment's provider. v3 calls use the provider's
 * own options from the store config (as the provider and the order-management workflows do);
 * the plugin options add what only they carry: OAuth credentials and the accounting host for
 * return orders, and serve as a fallback when the provider entry is not found.
 */
export function adminConnection(container: MedusaContainer, providerId: string): AdminConnection {
  const options = moduleOptions(container)
  const configModule = container.resolve(ContainerRegistrationKeys.CONFIG_MODULE) as unknown as Parameters<typeof findProviderOptions>[0]
  const provider = findProviderOptions(configModule, providerId)
  const v3 = provider ? clientOptionsFor(provider) : adminClientOptions(options)
  const clientOptions: RivertyClientOptions = {
    ...v3,
    baseUrls: { ...v3.baseUrls, ...(options.accountingBaseUrl ? { accounting: options.accountingBaseUrl } : {}) },
    authUrl: options.authUrl ?? v3.authUrl,
    oauth: options.oauth,
  }
  return { client: sharedClientFor(clientOptions), options }
}
