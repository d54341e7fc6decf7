import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import type { RivertyOrderContext } from "../../shared/order"
import type { ReturnOrderDraft } from "../build-return-request"
import type { PreparedReturnOrder } from "./prepare-return-order"

/** Last four characters only: the IBAN itself is never stored. */
const ibanHint = (iban: string | undefined) => (iban ? `…${iban.replace(/\s+/g, "").slice(-4)}` : null)

export const rivertyRecordReturnOrderStepId = "riverty-record-return-order"

/**
 * Stores the return order as `requested` BEFORE it is sent, so Riverty's answer (which may come
 * within milliseconds) always finds it. Undone when sending fails.
 */
export const rivertyRecordReturnOrderStep = createStep(
  rivertyRecordReturnOrderStepId,
  async (
    input: { context: RivertyOrderContext; draft: ReturnOrderDraft; prepared: PreparedReturnOrder; requestedBy?: string },
    { container },
  ) => {
    const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    const { context, draft, prepared } = input
    const created = await rivertyModule.createRivertyReturnOrders({
      order_id: context.orderId,
      order_number: context.orderNumber,
      customer_number: prepared.target.customerNumber,
      business_code: prepared.target.businessCode,
      status: "requested",
      return_reference: draft.return_reference,
      invoice_reference: prepared.invoiceReference,
      return_reason: draft.return_reason,
      return_date: draft.return_date,
      currency: prepared.currency,
      amount: prepared.amount,
      items: prepared.lines as unknown as Record<string, unknown>,
      bank_account_hint: ibanHint(draft.bank_details?.iban),
      requested_by: input.requestedBy ?? null,
    })
    return new StepResponse({ id: created.id }, created.id)
  },
  async (id, { container }) => {
    if (!id) return
    await container.resolve<RivertyModuleService>(RIVERTY_MODULE).deleteRivertyReturnOrders(id)
  },
)
