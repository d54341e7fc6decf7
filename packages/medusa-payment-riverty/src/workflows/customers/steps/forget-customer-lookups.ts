import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"

export const rivertyForgetCustomerLookupsStepId = "riverty-forget-customer-lookups"

/** Deletes the cart's sealed lookups (the order has the address, or must not get it). Nothing to undo. */
export const rivertyForgetCustomerLookupsStep = createStep(rivertyForgetCustomerLookupsStepId, async (input: { cart_id: string }, { container }) => {
  await container.resolve<RivertyModuleService>(RIVERTY_MODULE).forgetCustomerLookups(input.cart_id)
  return new StepResponse(undefined)
})
