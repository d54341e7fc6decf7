import { RivertyBaseProvider } from "../base-provider"
import { RIVERTY_METHODS } from "../payment-methods"

export class RivertyAccountProvider extends RivertyBaseProvider {
  static override identifier = RIVERTY_METHODS.account.identifier
  protected readonly method = "account" as const

  constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    super(cradle, options)
  }
}
