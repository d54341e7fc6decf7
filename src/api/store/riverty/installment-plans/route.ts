import type { MedusaStoreRequest, MedusaResponse } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { RivertyError, V3_COUNTRIES, type CountryCode, type Currency } from "../../../../riverty"
import { rivertyConnection } from "../../../../connection"
import { centsToAmount, toCents } from "../../../../riverty-order"
import { STORE_ROUTES, cachedRivertyCall } from "../lib"
import type { InstallmentPlansBodyType } from "./validators"

type Row = Record<string, unknown>

/**
 * POST /store/riverty/installment-plans {cart_id, provider_id}: the plans Riverty offers for the
 * cart's total and billing country, so the payment step can show them and send the chosen
 * `installment_profile_no` with the payment session.
 */
export async function POST(req: MedusaStoreRequest<InstallmentPlansBodyType>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody
  const connection = rivertyConnection(req.scope, body.provider_id)
  if (!connection) throw new MedusaError(MedusaError.Types.INVALID_DATA, "provider_id is not a Riverty payment provider")
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({
    entity: "cart",
    fields: ["id", "total", "currency_code", "billing_address.country_code", "shipping_address.country_code"],
    filters: { id: body.cart_id },
  })
  const cart = data[0] as Row | undefined
  if (!cart) throw new MedusaError(MedusaError.Types.NOT_FOUND, `Cart ${body.cart_id} not found`)
  const address = (cart.billing_address ?? cart.shipping_address) as Row | null
  const country = String(address?.country_code ?? "").toUpperCase()
  if (!(V3_COUNTRIES as readonly string[]).includes(country)) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "The cart needs a billing address in a Riverty country")
  }
  try {
    const request = {
      amount: centsToAmount(toCents(cart.total as number)),
      currency: String(cart.currency_code).toUpperCase() as Currency,
      countryCode: country as CountryCode,
    }
    const plans = await cachedRivertyCall(req, STORE_ROUTES.installmentPlans, { provider_id: body.provider_id, ...request }, async () => {
      const answer = await connection.client.lookup.installmentPlans(request, { country: country as CountryCode })
      return answer.availableInstallmentPlans
    })
    res.json({ installment_plans: plans })
  } catch (error) {
    if (error instanceof RivertyError && (error.kind === "request" || error.kind === "validation")) {
      throw new MedusaError(MedusaError.Types.INVALID_DATA, error.customerFacingMessage ?? error.messages[0]?.message ?? error.message)
    }
    if (error instanceof RivertyError) {
      // Riverty unreachable or failing after the client's retries: the shopper can try again.
      res.status(503).json({ type: "riverty_unavailable", message: "Installment plans are not available right now; please try again shortly" })
      return
    }
    throw error
  }
}
