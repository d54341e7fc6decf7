import { RivertyBaseProvider } from "../base-provider"
import { RIVERTY_METHODS } from "../payment-methods"

export class RivertyInstallmentsProvider extends RivertyBaseProvider {
  static override identifier = RIVERTY_METHODS.installments.identifier
  protected readonly method = "installments" as const

  constructor(cradle: Record<string, unknown>, options: Record<string, unknown>) {
    super(cradle, options)
  }
}
