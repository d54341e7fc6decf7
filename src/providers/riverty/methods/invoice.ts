import { RivertyBaseProvider } from "../base-provider"
import { RIVERTY_METHODS } from "../payment-methods"

export class RivertyInvoiceProvider extends RivertyBaseProvider {
  static override identifier = RIVERTY_METHODS.invoice.identifier
  protected readonly method = "invoice" as const

  constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    super(cradle, options)
  }
}
