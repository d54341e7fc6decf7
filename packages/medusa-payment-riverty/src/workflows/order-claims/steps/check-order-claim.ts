import { MedusaError } from "@medusajs/framework/utils"
import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { rivertyClient, toMedusaError } from "../../../connection"
import { countryOf, type RivertyOrderContext } from "../../shared/order"

/** Claims larger than this are not searched through for the order's invoices. */
const MAX_PAGES = 20
const PAGE_SIZE = 100

export const rivertyCheckOrderClaimStepId = "riverty-check-order-claim"

/**
 * Nothing in Riverty's interfaces names the claim of an order: a claim's invoices carry the
 * client's invoice numbers, which for an order paid with Riverty are its captures' invoice
 * numbers. So a claim belongs to the order when one of its invoices is one of the order's.
 */
export const rivertyCheckOrderClaimStep = createStep(
  rivertyCheckOrderClaimStepId,
  async (input: { context: RivertyOrderContext; claim_number: string }, { container }) => {
    const client = rivertyClient(container)
    const refused = (action: string, subject: string) => (error: unknown) => {
      throw toMedusaError(error, action, "merchant", subject)
    }
    const order = await client.orders.getOrder(input.context.orderNumber, countryOf(input.context)).catch(refused("order read", "this order"))
    const invoices = new Set((order.captures ?? []).map((c) => c.invoiceNumber).filter(Boolean).map(String))
    for (let page = 1; page <= MAX_PAGES; page++) {
      const answer = await client.claims.listInvoices(input.claim_number, { page, pageSize: PAGE_SIZE }).catch(refused("claim invoices", `claim ${input.claim_number}`))
      const shared = answer.items.map((i) => i.invoiceNumber).filter((number) => invoices.has(number))
      if (shared.length) return new StepResponse({ claim_number: input.claim_number, invoice_numbers: shared })
      if (page >= answer.pagination.totalPages) break
    }
    throw new MedusaError(
      MedusaError.Types.INVALID_DATA,
      `claim_number: claim ${input.claim_number} holds none of this order's invoices (${[...invoices].join(", ") || "none invoiced yet"})`,
    )
  },
)
