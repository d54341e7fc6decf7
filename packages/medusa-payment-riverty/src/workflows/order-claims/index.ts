export { linkRivertyOrderClaimWorkflow, linkRivertyOrderClaimWorkflowId } from "./link-order-claim"
export { ORDER_CLAIM_METADATA_KEY } from "./steps/store-order-claim"
