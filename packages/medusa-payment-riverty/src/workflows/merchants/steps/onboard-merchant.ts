import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { MedusaError } from "@medusajs/framework/utils"
import { deriveIdempotencyKey, type CreateMerchantRequest } from "riverty-client"
import { rivertyClient, toMedusaError } from "../../../connection"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"

export interface OnboardedMerchant {
  merchant_id: string
  shop_id: string
}

/** How long a repeat waits for the onboarding another request (or process) is running. */
const WAIT_FOR_FIRST_MS = 90_000
const POLL_MS = 150
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

export const rivertyOnboardMerchantStepId = "riverty-onboard-merchant"

/**
 * Onboards the merchant once per partnerReference: the caller that claims the module's row calls
 * Riverty (which itself performs a repeated partnerReference once, so a retaken claim is safe),
 * every other caller waits for that row's ids. Nothing to compensate: a merchant is not undone.
 */
export const rivertyOnboardMerchantStep = createStep(
  rivertyOnboardMerchantStepId,
  async (input: { merchant: CreateMerchantRequest }, { container }) => {
    const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const merchant = input.merchant
    const partnerReference = merchant.shop.contract.partnerReference
    const deadline = Date.now() + WAIT_FOR_FIRST_MS
    for (;;) {
      const claimed = await rivertyModule.claimMerchantOnboarding({
        partner_reference: partnerReference,
        legal_name: merchant.legalName,
        country: merchant.registeredAddress.country,
        shop_name: merchant.shop.name,
        market_country: merchant.shop.marketCountry,
      })
      if (claimed) {
        const client = rivertyClient(container)
        try {
          const answer = await client.merchants.create(merchant, { idempotencyKey: deriveIdempotencyKey("merchant", partnerReference) })
          await rivertyModule.finishMerchantOnboarding(claimed, { merchant_id: answer.merchantId, shop_id: answer.shopId })
          return new StepResponse<OnboardedMerchant>({ merchant_id: answer.merchantId, shop_id: answer.shopId })
        } catch (error) {
          const mapped = toMedusaError(error, "merchant onboarding", "merchant")
          await rivertyModule.finishMerchantOnboarding(claimed, { error: mapped.message })
          throw mapped
        }
      }
      const [row] = await rivertyModule.listRivertyMerchants({ partner_reference: partnerReference }, { take: 1 })
      if (row?.status === "done" && row.merchant_id && row.shop_id) {
        return new StepResponse<OnboardedMerchant>({ merchant_id: row.merchant_id, shop_id: row.shop_id })
      }
      if (Date.now() > deadline) {
        throw new MedusaError(MedusaError.Types.CONFLICT, `The onboarding of partnerReference ${partnerReference} is still running; try again in a moment`)
      }
      // Still running elsewhere, or failed and about to be claimed again by the loop.
      await sleep(POLL_MS)
    }
  },
)
