import { rivertyMethodProvider } from "../base-provider"
import type { RivertyMethodKey } from "../payment-methods"

// One Medusa payment provider per method of RIVERTY_METHODS (payment-methods.ts).
export class RivertyInvoiceProvider extends rivertyMethodProvider("invoice") {}
export class RivertyInstallmentsProvider extends rivertyMethodProvider("installments") {}
export class RivertyDirectDebitProvider extends rivertyMethodProvider("direct_debit") {}
export class RivertyAccountProvider extends rivertyMethodProvider("account") {}
export class RivertyPayInXProvider extends rivertyMethodProvider("pay_in_x") {}
export class RivertyB2BInvoiceProvider extends rivertyMethodProvider("b2b_invoice") {}

/** Every method's class, in the order Medusa registers them; a method of the table without its own class here does not compile. */
export const METHOD_PROVIDERS = {
  invoice: RivertyInvoiceProvider,
  installments: RivertyInstallmentsProvider,
  direct_debit: RivertyDirectDebitProvider,
  account: RivertyAccountProvider,
  pay_in_x: RivertyPayInXProvider,
  b2b_invoice: RivertyB2BInvoiceProvider,
} satisfies { [M in RivertyMethodKey]: { method: M } }
