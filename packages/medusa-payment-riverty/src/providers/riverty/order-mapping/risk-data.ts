import type { RiskData } from "riverty-client"
import type { RiskDataOptions } from "../../../connection"
import { centsToAmount } from "../../../riverty-order"

/** The shopper's connection as the server saw it on the checkout request. */
export interface ClientFacts {
  ipAddress?: string
  userAgent?: string
}

/** A registered customer's earlier orders in this store (the order being placed left out). */
export interface CustomerHistory {
  /** Orders placed before this one, canceled ones left out. */
  orders: number
  firstOrderAt?: Date
  /** Paid (less refunded) in the cart's currency over the last 12 months, in cents. */
  paidCentsLast12Months: number
}

export interface RiskDataInput {
  options: RiskDataOptions
  client?: ClientFacts
  history?: CustomerHistory
  profileTrackingId?: string
}

// Riverty's limits (spec risk-data table): an address longer than 39 characters is not one.
const IP_MAX = 39
const USER_AGENT_MAX = 4096

/** Riverty's date-time form yyyy-MM-ddTHH:mm:ss.fffffffzzz, in UTC. */
export function rivertyDateTime(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, ".$10000+00:00")
}

/** "::ffff:10.0.0.1" (an IPv4 client on a dual-stack socket) is the IPv4 address. */
function normaliseIp(ip: string | undefined): string | undefined {
  const text = ip?.trim().replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, "")
  return text && text.length <= IP_MAX ? text : undefined
}

/**
 * `customer.riskData` of authorize from what the server knows: each part only when its option is
 * on and the value is there. Undefined when there is nothing to send.
 */
export function buildRiskData({ options, client, history, profileTrackingId }: RiskDataInput): RiskData | undefined {
  const risk: RiskData = {}
  const ip = options.ipAddress ? normaliseIp(client?.ipAddress) : undefined
  if (ip) risk.ipAddress = ip
  const agent = options.userAgent ? client?.userAgent?.trim() : undefined
  if (agent) risk.userAgent = agent.slice(0, USER_AGENT_MAX)
  if (options.customerHistory && history) {
    risk.existingCustomer = history.orders > 0
    risk.numberOfTransactions = history.orders
    if (history.firstOrderAt) risk.customerSince = rivertyDateTime(history.firstOrderAt)
    if (history.orders > 0) risk.amountOfTransactions = centsToAmount(history.paidCentsLast12Months)
  }
  if (options.profileTrackingId && profileTrackingId) risk.profileTrackingId = profileTrackingId
  return Object.keys(risk).length > 0 ? risk : undefined
}
