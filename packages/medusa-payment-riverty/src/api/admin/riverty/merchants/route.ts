import type { AuthenticatedMedusaRequest, MedusaResponse } from "@medusajs/framework/http"
import { RIVERTY_MODULE, type MerchantRecord, type RivertyModuleService } from "../../../../modules/riverty"
import { onboardRivertyMerchantWorkflow } from "../../../../workflows/merchants/onboard-merchant"
import type { MerchantView } from "../views"
import type { CreateMerchantBodyType, ListMerchantsQueryType } from "./validators"

const iso = (value: unknown): string | null => (value instanceof Date ? value.toISOString() : typeof value === "string" ? value : null)

function merchantView(row: MerchantRecord): MerchantView {
  return {
    id: row.id,
    partner_reference: row.partner_reference,
    status: row.status,
    legal_name: row.legal_name,
    country: row.country,
    shop_name: row.shop_name,
    market_country: row.market_country,
    merchant_id: row.merchant_id ?? null,
    shop_id: row.shop_id ?? null,
    last_error: row.last_error ?? null,
    created_at: iso(row.created_at),
  }
}

/**
 * POST /admin/riverty/merchants: onboards a merchant with its shop and contract at Riverty; once
 * per `shop.contract.partnerReference` (a repeat answers the same ids), `{ merchant_id, shop_id }`.
 */
export async function POST(req: AuthenticatedMedusaRequest<CreateMerchantBodyType>, res: MedusaResponse) {
  const { result } = await onboardRivertyMerchantWorkflow(req.scope).run({ input: { merchant: req.validatedBody } })
  res.status(201).json(result)
}

/** GET /admin/riverty/merchants: the merchants onboarded from this store, newest first. */
export async function GET(req: AuthenticatedMedusaRequest<unknown, ListMerchantsQueryType>, res: MedusaResponse) {
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const { limit, offset, partner_reference } = req.validatedQuery
  const [rows, count] = await rivertyModule.listAndCountRivertyMerchants(partner_reference ? { partner_reference } : {}, {
    order: { created_at: "DESC" },
    take: limit,
    skip: offset,
  })
  res.json({ merchants: rows.map(merchantView), count, limit, offset })
}
