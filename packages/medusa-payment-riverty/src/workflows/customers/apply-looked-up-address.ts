import type { OrderWorkflow } from "@medusajs/framework/types"
import { updateOrderWorkflow } from "@medusajs/medusa/core-flows"
import { WorkflowResponse, createWorkflow, transform, when } from "@medusajs/framework/workflows-sdk"
import { rivertyForgetCustomerLookupsStep } from "./steps/forget-customer-lookups"
import { rivertyLookedUpAddressOfOrderStep } from "./steps/looked-up-address-of-order"

export const applyRivertyLookedUpAddressWorkflowId = "riverty-apply-looked-up-address"

/**
 * After an order is placed: when its cart's customer came from a confirmed customer lookup and
 * Riverty authorized the payment, the full address the lookup found becomes the order's billing
 * address (Medusa's updateOrderWorkflow, so the admin's order history shows the change), and the
 * sealed lookup is deleted. Before that the cart and the order held only the masked address.
 * Without an authorized Riverty payment nothing is written; the lookup is deleted all the same
 * (the cart is completed, nothing will read it again). Returns whether the address was written.
 */
export const applyRivertyLookedUpAddressWorkflow = createWorkflow(applyRivertyLookedUpAddressWorkflowId, (input: { order_id: string }) => {
  const found = rivertyLookedUpAddressOfOrderStep(input)
  when("riverty-looked-up-address-authorized", { found }, ({ found }) => !!found?.billing_address).then(() => {
    // No admin user made this change; the order change records the plugin's own update.
    const update = transform({ found }, ({ found }) => ({ id: found!.order_id, billing_address: found!.billing_address! }) as OrderWorkflow.UpdateOrderWorkflowInput)
    updateOrderWorkflow.runAsStep({ input: update })
  })
  // After the update (steps run in the order written): a failed update keeps the lookup until it expires.
  when("riverty-looked-up-address-found", { found }, ({ found }) => found !== null).then(() => {
    rivertyForgetCustomerLookupsStep(transform({ found }, ({ found }) => ({ cart_id: found!.cart_id })))
  })
  return new WorkflowResponse(transform({ found }, ({ found }) => !!found?.billing_address))
})
