import { model } from "@medusajs/framework/utils"

export const MERCHANT_ONBOARDING_STATUSES = ["processing", "done", "failed"] as const
export type MerchantOnboardingStatus = (typeof MERCHANT_ONBOARDING_STATUSES)[number]

/**
 * One merchant onboarding per `partnerReference` (the contract's idempotency identifier at
 * Riverty): the unique row is claimed by a single SQL statement, so one process sends the
 * onboarding and every repeat, from any process, answers its merchant and shop ids.
 */
export const RivertyMerchant = model
  .define("riverty_merchant", {
    id: model.id({ prefix: "rvmer" }).primaryKey(),
    partner_reference: model.text(),
    status: model.enum([...MERCHANT_ONBOARDING_STATUSES]).default("processing"),
    legal_name: model.text(),
    country: model.text(),
    shop_name: model.text(),
    market_country: model.text(),
    merchant_id: model.text().nullable(),
    shop_id: model.text().nullable(),
    last_error: model.text().nullable(),
  })
  .indexes([{ name: "IDX_riverty_merchant_partner_reference", on: ["partner_reference"], unique: true }])
