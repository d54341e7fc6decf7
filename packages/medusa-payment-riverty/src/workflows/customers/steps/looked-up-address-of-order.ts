import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { LOOKUP_ADDRESS_FIELDS, RIVERTY_MODULE, type CustomerLookupRecord, type LookupBillingAddress, type RivertyModuleService } from "../../../modules/riverty"
import { loadOrderForRiverty } from "../../shared/order"

export interface LookedUpAddressOfOrder {
  order_id: string
  cart_id: string
  /** The full address, when it is kept with the order for the admin; null when it is not. */
  billing_address: LookupBillingAddress | null
}

type Row = Record<string, unknown>
const same = (a: unknown, b: unknown) => String(a ?? "").trim().toLowerCase() === String(b ?? "").trim().toLowerCase()

export const rivertyLookedUpAddressOfOrderStepId = "riverty-looked-up-address-of-order"

/**
 * The full address a confirmed customer lookup found for the order's cart, once Riverty has
 * authorized the order's payment (an accepted, uncancelled Riverty payment) and while the order's
 * billing address is still the masked one confirm wrote (so Riverty was sent the looked-up
 * address). Null for orders without a lookup; a billing_address of null when the lookup must not
 * be kept (no authorized Riverty payment, or the shopper typed another address), so the caller
 * only forgets it. Reads only.
 */
export const rivertyLookedUpAddressOfOrderStep = createStep(
  rivertyLookedUpAddressOfOrderStepId,
  async (input: { order_id: string }, { container }) => {
    const query = container.resolve(ContainerRegistrationKeys.QUERY)
    const { data: links } = await query.graph({ entity: "order_cart", fields: ["cart_id"], filters: { order_id: input.order_id } })
    const cartId = (links[0] as Row | undefined)?.cart_id
    if (typeof cartId !== "string") return new StepResponse<LookedUpAddressOfOrder | null>(null)
    const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const lookup = await rivertyModule.confirmedCustomerLookupOf<CustomerLookupRecord>(cartId)
    if (!lookup) return new StepResponse<LookedUpAddressOfOrder | null>(null)
    const order = await loadOrderForRiverty(container, input.order_id)
    const authorized = (order?.payments ?? []).some((payment) => !payment.canceled && payment.data.riverty_outcome === "Accepted")
    const { data: orders } = await query.graph({ entity: "order", fields: ["billing_address.*"], filters: { id: input.order_id } })
    const billing = ((orders[0] as Row | undefined)?.billing_address ?? {}) as Row
    const stillMasked = LOOKUP_ADDRESS_FIELDS.every((field) => same(billing[field], lookup.masked[field]))
    return new StepResponse<LookedUpAddressOfOrder | null>({
      order_id: input.order_id,
      cart_id: cartId,
      billing_address: authorized && stillMasked ? lookup.address : null,
    })
  },
)
