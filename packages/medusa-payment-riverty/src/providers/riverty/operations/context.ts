import type { ILockingModule, Logger } from "@medusajs/framework/types"
import type RivertyModuleService from "../../../modules/riverty/service"
import type { CountryCode, RivertyClient } from "riverty-client"
import type { QueryGraph } from "../order-mapping"
import type { RivertyProviderOptions } from "../../../connection"
import type { RivertyMethodKey } from "../payment-methods"
import type { RivertySessionData } from "../session-data"

/** The part of the plugin's module the provider keeps its session state in. */
export type SessionStateStore = Pick<
  RivertyModuleService,
  | "recordPaymentSession"
  | "paymentSessionState"
  | "updatePaymentSessionState"
  | "openPersonalData"
  | "options"
  | "shopperBrowserOf"
  | "forgetShopperBrowser"
  | "confirmedCustomerLookupOf"
>

/** What every operation gets from its provider instance. */
export interface OperationContext {
  options: RivertyProviderOptions
  client: RivertyClient
  method: RivertyMethodKey
  query?: QueryGraph
  logger?: Logger
  /** The plugin's `riverty` module (provider state, personal data vault); payment module dependency "riverty". */
  rivertyModule?: SessionStateStore
  /** Medusa's locking module (capture lock); payment module dependency "locking". */
  locking?: ILockingModule
}

/** The session data as the provider stored it; a payment's data is a copy of it. */
export function sessionDataOf(data: Record<string, unknown> | undefined): RivertySessionData {
  return (data ?? {}) as RivertySessionData
}

/** The call option that picks the country's API key for calls without a customer in the body. */
export function countryOption(data: RivertySessionData): { country?: CountryCode } {
  return data.country ? { country: data.country as CountryCode } : {}
}
