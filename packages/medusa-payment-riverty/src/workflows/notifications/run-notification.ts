import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../modules/riverty"
import { processRivertyNotificationWorkflow } from "./process-notification"

export type ProcessingResult = "processed" | "not_claimed" | "failed" | "dead"

function messageOf(error: unknown): string {
  if (error instanceof Error) return error.message
  if (error && typeof error === "object" && "message" in error) return String((error as { message: unknown }).message)
  return String(error)
}

/**
 * Processes one inbox notification and records a failure on the row (status, attempts, last
 * error, next attempt). Never throws for a failing effect: the inbox is where failures live.
 */
export async function processNotification(container: MedusaContainer, id: string, attempt: number): Promise<ProcessingResult> {
  const { result, errors } = await processRivertyNotificationWorkflow(container).run({
    // The row was claimed before (the inbox's batch claim, or the admin's retry claim) with `attempt`;
    // the workflow reads that claim back rather than claiming again.
    input: { id, attempt },
    throwOnError: false,
  })
  if (!errors?.length) return result ? "processed" : "not_claimed"
  const message = messageOf(errors[0].error)
  const riverty = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const failure = await riverty.markFailed(id, message)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  logger.warn(
    `Riverty notification ${id} failed (${failure.status}${failure.next_attempt_at ? `, next attempt ${failure.next_attempt_at.toISOString()}` : ""}): ${message}`,
  )
  return failure.status
}
