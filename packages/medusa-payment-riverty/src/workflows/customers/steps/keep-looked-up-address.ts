import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, type LookupBillingAddress, type RivertyModuleService } from "../../../modules/riverty"

export const rivertyKeepLookedUpAddressStepId = "riverty-keep-looked-up-address"

/** Keeps the full looked-up address with the order (sealed, admin only); undone by deleting it. */
export const rivertyKeepLookedUpAddressStep = createStep(
  rivertyKeepLookedUpAddressStepId,
  async (input: { order_id: string; address: LookupBillingAddress }, { container }) => {
    await container.resolve<RivertyModuleService>(RIVERTY_MODULE).keepLookedUpAddress(input.order_id, input.address)
    return new StepResponse(undefined, input.order_id)
  },
  async (orderId, { container }) => {
    if (orderId) await container.resolve<RivertyModuleService>(RIVERTY_MODULE).forgetLookedUpAddress(orderId)
  },
)
