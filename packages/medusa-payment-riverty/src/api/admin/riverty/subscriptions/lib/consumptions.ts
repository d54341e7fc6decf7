import type { MedusaContainer } from "@medusajs/framework/types"
import { rivertyClient, toMedusaError } from "../../../../../connection"
import type { ConsumptionView } from "../../views"
import { consumptionView } from "./serialize"

/** A customer's consumptions at Riverty, of one subscription when `subscriptionId` is given. */
export async function listConsumptions(
  container: MedusaContainer,
  query: { clientId: number; customerNumber: string; subscriptionId?: string },
): Promise<ConsumptionView[]> {
  const client = rivertyClient(container)
  const consumptions = await client.subscriptions
    .getConsumptions(query.clientId, { customerNumber: query.customerNumber, subscriptionId: query.subscriptionId })
    .catch((error: unknown) => {
      throw toMedusaError(error, "consumptions lookup", "merchant", "this subscription or customer")
    })
  return consumptions.map(consumptionView)
}
