import type { MedusaContainer } from "@medusajs/framework/types"
import { MedusaError } from "@medusajs/framework/utils"
import type { GetOrderResponse } from "riverty-client"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../modules/riverty"
import type { ConnectionOptions } from "../../connection"
import type { RivertyOrderContext } from "../shared/order"

/** Where a return order is posted: /businesses/{businessCode}/customers/{customerNumber}/orders/{orderReference}. */
export interface ReturnTarget {
  businessCode: string
  customerNumber: string
  orderReference: string
}

/**
 * The customer number comes from Riverty's own order; the business code from the order's invoice
 * notification (what Riverty itself said), else from the plugin options.
 */
export async function returnTargetOf(
  container: MedusaContainer,
  context: RivertyOrderContext,
  order: GetOrderResponse,
  options: ConnectionOptions,
): Promise<ReturnTarget> {
  const customerNumber =
    order.orderDetails.customer?.customerNumber ??
    (order.captures ?? []).find((c) => c.customerNumber)?.customerNumber ??
    context.customerNumber
  if (!customerNumber) {
    throw new MedusaError(MedusaError.Types.NOT_ALLOWED, "Riverty did not give a customer number for this order")
  }
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const invoices = await rivertyModule.listRivertyLedgerEntries(
    { order_number: context.orderNumber, kind: "invoice" },
    { select: ["data"], take: 5 },
  )
  const fromInvoice = invoices
    .map((entry) => (entry.data as { businessCode?: unknown } | null)?.businessCode)
    .find((code): code is string => typeof code === "string" && code.length > 0)
  const businessCode = fromInvoice ?? options.businessCode
  if (!businessCode) {
    throw new MedusaError(
      MedusaError.Types.NOT_ALLOWED,
      "No Riverty business code: none came with an invoice notification and the plugin option businessCode is not set",
    )
  }
  return { businessCode, customerNumber, orderReference: context.orderNumber }
}
