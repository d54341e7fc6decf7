import { RivertyBaseProvider } from "../base-provider"
import { RIVERTY_METHODS } from "../payment-methods"

export class RivertyB2BInvoiceProvider extends RivertyBaseProvider {
  static override identifier = RIVERTY_METHODS.b2b_invoice.identifier
  protected readonly method = "b2b_invoice" as const

  constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    super(cradle, options)
  }
}
