import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import {
  RivertyAccountProvider,
  RivertyB2BInvoiceProvider,
  RivertyDirectDebitProvider,
  RivertyInstallmentsProvider,
  RivertyInvoiceProvider,
  RivertyPayInXProvider,
} from "./methods"

export default ModuleProvider(Modules.PAYMENT, {
  services: [
    RivertyInvoiceProvider,
    RivertyInstallmentsProvider,
    RivertyDirectDebitProvider,
    RivertyAccountProvider,
    RivertyPayInXProvider,
    RivertyB2BInvoiceProvider,
  ],
})

export { RIVERTY_METHODS, providerId, ALL_PROVIDER_IDS } from "./payment-methods"
export type { RivertyProviderOptions, RivertyProviderOptionsInput } from "./options"
export { orderNumberFor, sessionIdFromOrderNumber } from "./order-number"
export { orderStatusFromQuery, sessionStatusForOrderStatus } from "./status-mapping"
export { paymentActionOf, type NotifiedSession, type PaymentNotification } from "./payment-notification"
