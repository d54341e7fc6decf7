import { RivertyBaseProvider } from "../base-provider"
import { RIVERTY_METHODS } from "../payment-methods"

export class RivertyDirectDebitProvider extends RivertyBaseProvider {
  static override identifier = RIVERTY_METHODS.direct_debit.identifier
  protected readonly method = "direct_debit" as const

  constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    super(cradle, options)
  }
}
