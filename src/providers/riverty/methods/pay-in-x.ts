import { RivertyBaseProvider } from "../base-provider"
import { RIVERTY_METHODS } from "../payment-methods"

export class RivertyPayInXProvider extends RivertyBaseProvider {
  static override identifier = RIVERTY_METHODS.pay_in_x.identifier
  protected readonly method = "pay_in_x" as const

  constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    super(cradle, options)
  }
}
