import { logText } from "../../connection"
import type { Logger, MedusaContainer } from "@medusajs/framework/types"
import { ContainerRegistrationKeys, MedusaError } from "@medusajs/framework/utils"
import { RIVERTY_MODULE, type FollowUpInput, type FollowUpRecord, type RivertyModuleService } from "../../modules/riverty"
import { runFollowUpWork } from "./follow-up-work"

export type FollowUpResult = "done" | "pending" | "dead" | "not_claimed" | "lost_claim"

// last_error is shown to the merchant and kept: drop what could be personal data if a message
// ever echoed a request (e-mail addresses, IBAN-like and long digit runs such as birth dates or ids).
export function safeErrorText(error: unknown): string {
  const base =
    error instanceof Error
      ? error.message
      : error && typeof error === "object" && "message" in error
        ? String((error as { message: unknown }).message)
        : String(error)
  // Riverty's error code (e.g. 400.117) tells the merchant why; the client's message may not carry it.
  const code = codeOf(error)
  const message = code && !base.includes(code) ? `${base} (${code})` : base
  return message
    .replace(/[^\s@]+@[^\s@]+\.[^\s@]+/g, "[email]")
    .replace(/\b[A-Z]{2}\d{2}[A-Z0-9 ]{10,30}\b/g, "[iban]")
    .replace(/\b\d{4}-\d{2}-\d{2}\b/g, "[date]")
    .slice(0, 1000)
}

function codeOf(error: unknown): string | undefined {
  const messages = (error as { messages?: unknown })?.messages
  const code = Array.isArray(messages) ? (messages.find((m) => m && typeof m === "object" && "code" in m) as { code?: unknown } | undefined)?.code : undefined
  return typeof code === "string" ? code : undefined
}

/**
 * Errors no retry can fix: the work does not fit the order any more (a Medusa refusal), or
 * Riverty refused the request (4xx, or a body it would refuse). Dead at once, for the merchant to
 * look at and retry. A workflow's error arrives serialised, so both are read by their fields.
 */
export function isPermanent(error: unknown): boolean {
  const { type, kind } = (error ?? {}) as { type?: unknown; kind?: unknown }
  return type === MedusaError.Types.NOT_ALLOWED || type === MedusaError.Types.INVALID_DATA || kind === "request" || kind === "validation"
}

/**
 * Runs one claimed follow-up and records what happened on its row. Never throws: the queue is
 * where failures live (attempts, last error, next attempt), so a subscriber or the job go on.
 */
export async function runClaimedFollowUp(container: MedusaContainer, claimed: FollowUpRecord): Promise<FollowUpResult> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const logger = container.resolve<Logger>(ContainerRegistrationKeys.LOGGER)
  let outcome: string
  try {
    outcome = (await runFollowUpWork(container, claimed)).outcome
  } catch (error) {
    const message = safeErrorText(error)
    const failure = await rivertyModule.failFollowUp(claimed, message, isPermanent(error))
    if (!failure) return "lost_claim"
    const when = failure.next_attempt_at ? `, next attempt ${failure.next_attempt_at.toISOString()}` : ""
    logger.warn(`Riverty follow-up ${claimed.id} (${claimed.kind}) attempt ${claimed.attempts} failed (${failure.status}${when}): ${logText(message, 500)}`)
    return failure.status
  }
  return (await rivertyModule.completeFollowUp(claimed, outcome)) ? "done" : "lost_claim"
}

/** Claims the follow-up if it is due and runs it. */
async function runFollowUp(container: MedusaContainer, id: string): Promise<FollowUpResult> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const claimed = await rivertyModule.claimFollowUp(id)
  return claimed ? runClaimedFollowUp(container, claimed) : "not_claimed"
}

/**
 * What a subscriber does: store the work first (a redelivered event finds it stored and adds
 * nothing), then try it once right away; if that fails the retry job takes it from the queue.
 * The row is kept although Medusa's event bus retries a failed subscriber: the in-memory bus
 * keeps its events in the process, so a crash after shipment.created would lose the capture.
 */
export async function enqueueAndRun(container: MedusaContainer, input: FollowUpInput): Promise<FollowUpResult> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const { created, followUp } = await rivertyModule.enqueueFollowUp(input)
  if (!created) return "not_claimed"
  return runFollowUp(container, followUp.id)
}

/**
 * Runs due follow-ups, up to `limit`. Each is claimed just before it runs (one statement, SKIP
 * LOCKED), so several processes share the work and no lease runs out while a row waits its turn.
 */
export async function runDueFollowUps(container: MedusaContainer, limit = 20): Promise<Record<FollowUpResult, number>> {
  const rivertyModule = container.resolve<RivertyModuleService>(RIVERTY_MODULE)
  const counts: Record<FollowUpResult, number> = { done: 0, pending: 0, dead: 0, not_claimed: 0, lost_claim: 0 }
  for (let run = 0; run < limit; run += 1) {
    const [claimed] = await rivertyModule.claimDueFollowUps(1)
    if (!claimed) break
    counts[await runClaimedFollowUp(container, claimed)] += 1
  }
  return counts
}
