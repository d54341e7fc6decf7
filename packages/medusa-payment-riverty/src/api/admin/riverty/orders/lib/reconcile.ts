import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { orderMoneyOf } from "riverty-client"
import { centsToAmount, orderStateOf, reconcileAmounts, rivertyAuthorizedCents, toCents, type AmountsInCents, type MoneyAmount } from "../../../../../riverty-order"
import { rivertyClient, toMedusaError } from "../../../../../connection"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../../modules/riverty"
import { countryOf, type RivertyOrderContext } from "../../../../../workflows/shared/order"
import type { ReconcileView } from "../../views"

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value.filter(Boolean) as Row[]) : [])
const sum = (items: Row[]) => items.reduce((total, item) => total + toCents(item.amount as MoneyAmount), 0)

/**
 * What the Riverty panel voided for this order: Medusa has no partial void, so a void of the
 * remainder leaves the payment open and only the plugin's stored answer of the submit records it.
 */
async function panelVoidedCents(container: MedusaContainer, orderId: string): Promise<number> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const requests = await rivertyModule.listRivertyAdminRequests({ order_id: orderId, operation: "void-remainder", status: "done" })
  return requests.reduce((total, request) => {
    const answer = request.response as { void?: { voided_amount?: MoneyAmount } } | null
    return total + toCents(answer?.void?.voided_amount ?? 0)
  }, 0)
}

/**
 * Medusa's side: the order's payments for this Riverty order number (an order edit may have
 * replaced a payment). Voided is a cancelled payment's uncaptured rest, or for an open payment what
 * the Riverty panel voided of it.
 */
async function medusaAmountsOf(container: MedusaContainer, context: RivertyOrderContext): Promise<AmountsInCents> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "payment_collections.payments.id",
      "payment_collections.payments.amount",
      "payment_collections.payments.data",
      "payment_collections.payments.canceled_at",
      "payment_collections.payments.captures.amount",
      "payment_collections.payments.refunds.amount",
    ],
    filters: { id: context.orderId },
  })
  const payments = rows((data[0] as Row | undefined)?.payment_collections)
    .flatMap((collection) => rows(collection.payments))
    .filter((payment) => (payment.data as Row | null)?.order_number === context.orderNumber)
  const amounts: AmountsInCents = { authorized: 0, captured: 0, refunded: 0, voided: 0 }
  for (const payment of payments) {
    const captured = sum(rows(payment.captures))
    amounts.captured += captured
    amounts.refunded += sum(rows(payment.refunds))
    if (payment.canceled_at) amounts.voided += Math.max(toCents(payment.amount as MoneyAmount) - captured, 0)
  }
  const open = payments.filter((payment) => !payment.canceled_at)
  if (open.length) {
    const uncaptured = Math.max(sum(open) - open.reduce((total, payment) => total + sum(rows(payment.captures)), 0), 0)
    amounts.voided += Math.min(await panelVoidedCents(container, context.orderId), uncaptured)
  }
  // Riverty keeps an order's authorized total after a void, so a cancelled payment still tells
  // what was authorized when no open payment replaced it.
  amounts.authorized = sum(open.length ? open : payments.slice(-1))
  return amounts
}

/**
 * Riverty's side, read now from Riverty, with the order's status: an order that is not authorized
 * there (Pending, Rejected) counts nothing as authorized, whatever its total.
 */
async function rivertyAmountsOf(container: MedusaContainer, context: RivertyOrderContext): Promise<{ amounts: AmountsInCents; status: string | null }> {
  const client = rivertyClient(container)
  const order = await client.orders.getOrder(context.orderNumber, countryOf(context)).catch((error: unknown) => {
    throw toMedusaError(error, "order lookup", "merchant")
  })
  const state = orderStateOf(order)
  const status = order.orderDetails.status ?? null
  return {
    status,
    amounts: {
      authorized: rivertyAuthorizedCents(status, toCents(order.orderDetails.totalGrossAmount ?? 0)),
      captured: state.capturedCents,
      refunded: orderMoneyOf(order).refundedCents,
      voided: state.voidedCents,
    },
  }
}

const inUnits = (cents: AmountsInCents) =>
  Object.fromEntries(Object.entries(cents).map(([key, value]) => [key, centsToAmount(value)])) as ReconcileView["medusa"]

/** Compares Medusa's and Riverty's amounts of the order: in sync, or each difference in words. */
export async function reconcileOrder(container: MedusaContainer, context: RivertyOrderContext): Promise<ReconcileView> {
  const [medusa, { amounts: riverty, status }] = await Promise.all([medusaAmountsOf(container, context), rivertyAmountsOf(container, context)])
  const differences = reconcileAmounts(medusa, riverty, context.currencyCode, status)
  return {
    in_sync: differences.length === 0,
    currency: context.currencyCode,
    riverty_status: status,
    medusa: inUnits(medusa),
    riverty: inUnits(riverty),
    differences,
  }
}
