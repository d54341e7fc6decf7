import { logText } from "../../connection"
import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type NotificationRecord, type RivertyModuleService } from "../../modules/riverty"
import { applyRivertyNotificationWorkflow } from "./apply-notification"
import { hasPaymentPart } from "./payment-part"
import { processRivertyNotificationWorkflow } from "./process-notification"

export type ProcessingResult = "processed" | "not_claimed" | "failed" | "dead"

/** A row as a claim returned it: which row, the attempt it was claimed with, and its type. */
export type ClaimedNotification = Pick<NotificationRecord, "id" | "attempts" | "type">

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (error && typeof error === "object" && "message" in error) return String((error as { message: unknown }).message)
  return String(error)
}

/**
 * Processes one claimed inbox notification, with the payment workflow when its type has a payment
 * part and the three-step one otherwise, and records a failure on the row (status, attempts, last
 * error, next attempt). Never throws for a failing effect: the inbox is where failures live.
 */
export async function processNotification(container: MedusaContainer, claimed: ClaimedNotification): Promise<ProcessingResult> {
  const workflow = hasPaymentPart(claimed.type) ? processRivertyNotificationWorkflow : applyRivertyNotificationWorkflow
  const { id } = claimed
  const { result, errors } = await workflow(container).run({
    // The row was claimed before (the inbox's batch claim, or the admin's retry claim) with `attempt`;
    // the workflow reads that claim back rather than claiming again.
    input: { id, attempt: Number(claimed.attempts) },
    throwOnError: false,
  })
  if (!errors?.length) return result ? "processed" : "not_claimed"
  const message = messageOf(errors[0].error)
  const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const failure = await riverty.markFailed(id, message)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  logger.warn(
    `Riverty notification ${id} failed (${failure.status}${failure.next_attempt_at ? `, next attempt ${failure.next_attempt_at.toISOString()}` : ""}): ${logText(message, 500)}`,
  )
  return failure.status
}
