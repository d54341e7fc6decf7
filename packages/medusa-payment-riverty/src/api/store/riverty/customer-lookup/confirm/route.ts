import type { MedusaResponse, MedusaStoreRequest } from "@medusajs/framework/http"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { updateCartWorkflow } from "@medusajs/medusa/core-flows"
import { RIVERTY_MODULE, type CustomerLookupRecord, type RivertyModuleService } from "../../../../../modules/riverty"
import type { ConfirmLookupBodyType } from "../validators"

const CART_FIELDS = ["id", "email", "currency_code", "region_id", "total", "billing_address.*", "shipping_address.*"]

/**
 * POST /store/riverty/customer-lookup/confirm {cart_id, lookup_id}: the shopper accepted the
 * looked-up (masked) customer. The lookup becomes the cart's customer: the full address stays
 * sealed in the module, bound to the cart (authorize sends it to Riverty; after Riverty authorized,
 * the admin reads it with the order), and only the masked values the lookup answered become the cart's billing
 * address, through Medusa's updateCartWorkflow, so the storefront can show the address Riverty
 * has on file without learning it. Only for the cart the lookup was made for, once, before it
 * expires; anything else is a 400 naming `lookup_id` and changes nothing.
 */
export async function POST(req: MedusaStoreRequest<ConfirmLookupBodyType>, res: MedusaResponse): Promise<void> {
  const body = req.validatedBody
  const rivertyModule = req.scope.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const lookup = await rivertyModule.claimCustomerLookup<CustomerLookupRecord>(body.lookup_id, body.cart_id)
  if (!lookup) {
    throw new MedusaError(MedusaError.Types.INVALID_DATA, "lookup_id: no open lookup for this cart (it was confirmed already, has expired, can no longer be read or belongs to another cart; please look up again)")
  }
  await updateCartWorkflow(req.scope).run({ input: { id: body.cart_id, billing_address: lookup.masked } })
  const query = req.scope.resolve(ContainerRegistrationKeys.QUERY)
  const { data } = await query.graph({ entity: "cart", fields: CART_FIELDS, filters: { id: body.cart_id } })
  res.json({ cart: data[0] })
}
