import type { Consumption, Subscription } from "riverty-client"
import type { ConsumptionView, SubscriptionView } from "../../views"

const orNull = <T>(value: T | null | undefined): T | null => value ?? null

export function consumptionView(c: Consumption): ConsumptionView {
  return {
    id: c.id,
    customer_number: orNull(c.customerNumber),
    subscription_id: orNull(c.subscriptionId),
    invoice_id: orNull(c.invoiceId),
    gross_amount: orNull(c.consumptionTotal?.grossAmount),
    vat_amount: orNull(c.consumptionTotal?.vatAmount),
    refunded_amount: orNull(c.refundTotal?.grossAmount),
    currency: orNull(c.consumptionTotal?.currencyCode),
    created_at: orNull(c.createdAt),
    billing_date: orNull(c.billingDate),
    items: (c.items ?? []).map((item) => ({
      id: item.id,
      product_id: orNull(item.productDetails?.productId),
      description: orNull(item.productDetails?.description),
      quantity: orNull(item.unit?.quantity),
      unit_code: orNull(item.unit?.code),
      net_price: orNull(item.unit?.netPrice),
      gross_amount: orNull(item.total?.grossAmount),
      vat_percentage: orNull(item.total?.vatPercentage),
      start: orNull(item.occurredAt?.start),
      end: orNull(item.occurredAt?.end),
    })),
  }
}

export function subscriptionView(subscriptionId: string, s: Subscription | null): SubscriptionView | null {
  if (!s) return null
  return {
    subscription_id: subscriptionId,
    customer_number: orNull(s.customerNumber),
    description: orNull(s.description),
    status: orNull(s.status),
    active_from: orNull(s.activeFrom),
    gross_amount: orNull(s.price?.grossAmount),
    currency: orNull(s.price?.currencyCode),
  }
}
