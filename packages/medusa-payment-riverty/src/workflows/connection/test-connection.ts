import { WorkflowResponse, createWorkflow, transform } from "@medusajs/framework/workflows-sdk"
import type { ConnectionCheck } from "./check-connection"
import { rivertyCheckConnectionStep } from "./steps/check-connection"
import { rivertyRecordConnectionTestStep } from "./steps/record-connection-test"

export interface ConnectionTestResult {
  ok: boolean
  tested_at: string
  /** The provider entry tested, when the test was of one. */
  provider_id: string | null
  checks: ConnectionCheck[]
}

export const testRivertyConnectionWorkflowId = "riverty-test-connection"

/** Checks every configured API key and OAuth client at Riverty and stores the result as the last test. */
export const testRivertyConnectionWorkflow = createWorkflow(testRivertyConnectionWorkflowId, (input: { providerId?: string }) => {
  const checkInput = transform({ input }, ({ input }) => ({ providerId: input.providerId }))
  const checks = rivertyCheckConnectionStep(checkInput)
  const result = transform({ checks, input }, ({ checks, input }): ConnectionTestResult => ({
    ok: checks.length > 0 && checks.every((check) => check.ok),
    tested_at: new Date().toISOString(),
    provider_id: input.providerId ?? null,
    checks,
  }))
  const recorded = rivertyRecordConnectionTestStep(result)
  return new WorkflowResponse(recorded)
})
