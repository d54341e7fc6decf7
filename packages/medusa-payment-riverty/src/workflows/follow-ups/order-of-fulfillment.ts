import type { MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"

/** The order a fulfillment belongs to (null if the link is missing), so its follow-up is listed with the order. */
export async function orderIdOfFulfillment(container: MedusaContainer, fulfillmentId: string): Promise<string | null> {
  const query = container.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "order_fulfillment", fields: ["order_id"], filters: { fulfillment_id: fulfillmentId } })
  const orderId = (data[0] as { order_id?: unknown } | undefined)?.order_id
  return typeof orderId === "string" ? orderId : null
}
