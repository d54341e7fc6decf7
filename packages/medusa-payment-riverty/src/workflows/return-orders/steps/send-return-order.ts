import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { deriveIdempotencyKey } from "riverty-client"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import { rivertyClient, toMedusaError } from "../../../connection"
import type { PreparedReturnOrder } from "./prepare-return-order"

export const rivertySendReturnOrderStepId = "riverty-send-return-order"

/**
 * Posts the return order and keeps Riverty's receipt (internalRequestId), by which its
 * EdiErrorSent answer is matched. The idempotency key is the record's id, so a retried post is
 * answered with the first receipt instead of creating a second return.
 */
export const rivertySendReturnOrderStep = createStep(
  rivertySendReturnOrderStepId,
  async (input: { id: string; providerId: string; prepared: PreparedReturnOrder }, { container }) => {
    const client = rivertyClient(container)
    const receipt = await client.accounting
      .createReturnOrder(input.prepared.target, input.prepared.request, { idempotencyKey: deriveIdempotencyKey(input.id, "return") })
      .catch((error: unknown) => {
        throw toMedusaError(error, "return order", "merchant")
      })
    const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
    // The answer may already have been applied (it can arrive before this update).
    const [current] = await rivertyModule.listRivertyReturnOrders({ id: input.id }, { select: ["id", "internal_request_id"] })
    if (!current?.internal_request_id) {
      await rivertyModule.updateRivertyReturnOrders({ id: input.id, internal_request_id: receipt.internalRequestId })
    }
    return new StepResponse({ id: input.id, internal_request_id: receipt.internalRequestId })
  },
)
