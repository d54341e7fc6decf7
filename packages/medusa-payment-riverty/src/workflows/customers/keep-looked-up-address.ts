import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { rivertyForgetCustomerLookupsStep } from "./steps/forget-customer-lookups"
import { rivertyKeepLookedUpAddressStep } from "./steps/keep-looked-up-address"
import { rivertyLookedUpAddressOfOrderStep } from "./steps/looked-up-address-of-order"

export const keepRivertyLookedUpAddressWorkflowId = "riverty-keep-looked-up-address"

/**
 * After an order is placed: when its cart's customer came from a confirmed customer lookup and
 * Riverty authorized the payment, the full address the lookup found is kept with the order in the
 * module (sealed, bound to the order id) for the merchant's admin; the order's billing address stays
 * the masked one the guest saw, so no store route ever answers what only the lookup revealed. The
 * cart's sealed lookup is deleted either way (nothing reads it again). Returns whether the address
 * was kept.
 */
export const keepRivertyLookedUpAddressWorkflow = createWorkflow(keepRivertyLookedUpAddressWorkflowId, (input: { order_id: string }) => {
  const found = rivertyLookedUpAddressOfOrderStep(input)
  when("riverty-looked-up-address-authorized", { found }, ({ found }) => !!found?.billing_address).then(() => {
    rivertyKeepLookedUpAddressStep(transform({ found }, ({ found }) => ({ order_id: found!.order_id, address: found!.billing_address! })))
  })
  // After the record is written (steps run in the order written): a failed write keeps the lookup until it expires.
  when("riverty-looked-up-address-found", { found }, ({ found }) => found !== null).then(() => {
    rivertyForgetCustomerLookupsStep(transform({ found }, ({ found }) => ({ cart_id: found!.cart_id })))
  })
  return new WorkflowResponse(transform({ found }, ({ found }) => !!found?.billing_address))
})
