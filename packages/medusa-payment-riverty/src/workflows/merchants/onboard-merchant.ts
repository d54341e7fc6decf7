import { WorkflowResponse, createWorkflow } from "@medusajs/framework/workflows-sdk"
import type { CreateMerchantRequest } from "riverty-client"
import { rivertyOnboardMerchantStep } from "./steps/onboard-merchant"

export const onboardRivertyMerchantWorkflowId = "riverty-onboard-merchant"

/** Merchant onboarding (merchant, shop, contract) at Riverty, once per partnerReference. */
export const onboardRivertyMerchantWorkflow = createWorkflow(
  onboardRivertyMerchantWorkflowId,
  (input: { merchant: CreateMerchantRequest }) => new WorkflowResponse(rivertyOnboardMerchantStep(input)),
)
