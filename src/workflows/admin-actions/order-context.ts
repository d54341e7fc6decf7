import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import type { CountryCode } from "../../riverty"
import { isRivertyProvider } from "../../connection"

/** What every admin action needs to know about a Medusa order paid with Riverty. */
export interface RivertyOrderContext {
  orderId: string
  displayId: number | null
  currencyCode: string
  paymentId: string
  paymentAmount: number
  providerId: string
  /** Riverty's order number (the merchant's order reference at Riverty). */
  orderNumber: string
  country?: CountryCode
  customerNumber?: string
  method?: string
}

type Row = Record<string, unknown>
const rows = (value: unknown): Row[] => (Array.isArray(value) ? (value as Row[]) : [])
const text = (value: unknown): string | undefined => (typeof value === "string" && value ? value : undefined)

/** The order's Riverty payment, or null when the order was not paid through Riverty. */
export async function findRivertyOrder(container: MedusaContainer, orderId: string): Promise<RivertyOrderContext | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "order",
    fields: [
      "id",
      "display_id",
      "currency_code",
      "payment_collections.payments.id",
      "payment_collections.payments.amount",
      "payment_collections.payments.provider_id",
      "payment_collections.payments.data",
      "payment_collections.payments.canceled_at",
    ],
    filters: { id: orderId },
  })
  const order = data[0] as Row | undefined
  if (!order) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Order ${orderId} was not found`)
  const payments = rows(order.payment_collections).flatMap((collection) => rows(collection.payments))
  const payment = payments.find((p) => isRivertyProvider(text(p.provider_id)) && !p.canceled_at) ??
    payments.find((p) => isRivertyProvider(text(p.provider_id)))
  if (!payment) return null
  const paymentData = (payment.data ?? {}) as Row
  const orderNumber = text(paymentData.order_number)
  if (!orderNumber) return null
  return {
    orderId: String(order.id),
    displayId: typeof order.display_id === "number" ? order.display_id : null,
    currencyCode: String(order.currency_code ?? ""),
    paymentId: String(payment.id),
    paymentAmount: Number(payment.amount ?? 0),
    providerId: String(payment.provider_id),
    orderNumber,
    country: text(paymentData.country) as CountryCode | undefined,
    customerNumber: text(paymentData.customer_number),
    method: text(paymentData.method),
  }
}

/** As findRivertyOrder, but a 400 for orders paid otherwise: every action route needs one. */
export async function requireRivertyOrder(container: MedusaContainer, orderId: string): Promise<RivertyOrderContext> {
  const found = await findRivertyOrder(container, orderId)
  if (!found) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, `Order ${orderId} was not paid with a Riverty payment method`)
  }
  return found
}

export const countryOf = (context: RivertyOrderContext): { country?: CountryCode } =>
  context.country ? { country: context.country } : {}
