import { defineWidgetConfig } from "@medusajs/admin-sdk"
import type { AdminCustomer, DetailWidgetProps } from "@medusajs/framework/types"
import { CustomerRivertyPanel } from "../components/riverty-customers/customer-riverty-panel"

/** The Riverty block on Medusa's customer page: the linked Riverty customer and their Riverty orders. */
const RivertyCustomerWidget = ({ data }: DetailWidgetProps<AdminCustomer>) => <CustomerRivertyPanel customerId={data.id} />

export const config = defineWidgetConfig({ zone: "customer.details.after" })

export default RivertyCustomerWidget
