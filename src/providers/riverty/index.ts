import { ModuleProvider, Modules } from "@medusajs/framework/utils"
import { METHOD_PROVIDERS } from "./methods"

export default ModuleProvider(Modules.PAYMENT, {
  services: Object.values(METHOD_PROVIDERS),
})

export { RIVERTY_METHODS, providerId, ALL_PROVIDER_IDS } from "./payment-methods"
export type { RivertyProviderOptions, RivertyProviderOptionsInput } from "./options"
export { orderNumberFor, sessionIdFromOrderNumber } from "./order-number"
export { orderStatusFromQuery, sessionStatusForOrderStatus } from "./status-mapping"
export { paymentActionOf, type NotifiedSession, type PaymentNotification } from "./payment-notification"
