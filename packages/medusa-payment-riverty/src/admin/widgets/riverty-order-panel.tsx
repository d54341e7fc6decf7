import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminOrder, DetailWidgetProps } from "@medusajs/framework/types"
import { RivertyPanel } from "../components/riverty"
import { mayBeRivertyOrder } from "../lib/riverty-order"

/** The Riverty panel on the order page, for orders paid with a Riverty payment method. */
const RivertyOrderWidget = ({ data }: DetailWidgetProps<AdminOrder>) => {
  if (!mayBeRivertyOrder(data)) return null
  return <RivertyPanel orderId={data.id} />
}

export const config = defineWidgetConfig({ zone: "order.details" })

export default RivertyOrderWidget
