export { onboardRivertyMerchantWorkflow, onboardRivertyMerchantWorkflowId } from "./onboard-merchant"
export { rivertyOnboardMerchantStep, type OnboardedMerchant } from "./steps/onboard-merchant"
