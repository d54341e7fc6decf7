import type { Context } from "@medusajs/framework/types"
import { InjectManager, MedusaContext, generateEntityId } from "@medusajs/framework/utils"
import { ModuleConcern, type Row } from "../lib/module-concern"

/** What a merchant onboarding records before Riverty answers (no personal data: company facts only). */
export interface NewMerchantOnboarding {
  partner_reference: string
  legal_name: string
  country: string
  shop_name: string
  market_country: string
}

/**
 * Merchant onboarding (`riverty_merchant`), once per partnerReference across requests and
 * processes. Only the claim is SQL; Riverty's answer is recorded through the module's generated
 * updateRivertyMerchants.
 */
export class MerchantOnboarding extends ModuleConcern {
  /**
   * Claims the onboarding of `input.partner_reference`: inserts its row, or takes over a failed
   * one (or one whose process died mid-call); the row id when this caller must call Riverty,
   * null when another caller did or is doing it.
   */
  @InjectManager()
  async claim(input: NewMerchantOnboarding, @MedusaContext() context: Context = {}): Promise<string | null> {
    const manager = this.manager(context)
    // Raw SQL: ON CONFLICT DO NOTHING lets exactly one of several concurrent onboardings insert the row.
    const inserted: Row[] = await manager.execute(
      `INSERT INTO "riverty_merchant"
         ("id", "partner_reference", "status", "legal_name", "country", "shop_name", "market_country", "created_at", "updated_at")
       VALUES (?, ?, 'processing', ?, ?, ?, ?, now(), now())
       ON CONFLICT DO NOTHING
       RETURNING "id"`,
      [generateEntityId(undefined, "rvmer"), input.partner_reference, input.legal_name, input.country, input.shop_name, input.market_country],
    )
    if (inserted.length) return String(inserted[0].id)
    // Raw SQL: a conditional UPDATE ... RETURNING; of several repeats after a failure one takes it over.
    const retaken: Row[] = await manager.execute(
      `UPDATE "riverty_merchant" SET "status" = 'processing', "last_error" = NULL, "updated_at" = now()
        WHERE "partner_reference" = ? AND "deleted_at" IS NULL
          AND ("status" = 'failed' OR ("status" = 'processing' AND "updated_at" < now() - interval '10 minutes'))
        RETURNING "id"`,
      [input.partner_reference],
    )
    return retaken.length ? String(retaken[0].id) : null
  }
}
