import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../../../modules/riverty"
import type { LookupBillingAddress } from "../profile"
import type { ConfirmLookupBodyType } from "../validators"

const CART_FIELDS = ["id", "email", "currency_code", "region_id", "total", "billing_address.*", "shipping_address.*"]

/**
 * POST /store/riverty/customer-lookup/confirm {cart_id, lookup_id}: the shopper accepted the
 * looked-up (masked) customer; the full address Riverty found becomes the cart's billing address
 * through Medusa's updateCartWorkflow. Only for the cart the lookup was made for, once, before it
 * expires; anything else is a 400 naming `lookup_id` and changes nothing.
 */
export async function POST(req: MedusaStoreRequest<ConfirmLookupBodyType>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody
  const riverty = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const billing = await riverty.claimCustomerLookup<LookupBillingAddress>(body.lookup_id, body.cart_id)
  if (!billing) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "lookup_id: no open lookup for this cart (it was confirmed already, has expired or belongs to another cart)")
  }
  await updateCartWorkflow(req.scope).run({ input: { id: body.cart_id, billing_address: billing } })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CART_FIELDS, filters: { id: body.cart_id } })
  res.json({ cart: data[0] })
}
