import { StepResponse, createStep } from "@medusajs/framework/workflows-sdk"
import { RIVERTY_MODULE, type RivertyModuleService } from "../../../modules/riverty"
import type { ConnectionTestResult } from "../test-connection"

export const rivertyRecordConnectionTestStepId = "riverty-record-connection-test"

/** Stores the test's result as the last one, for the admin's summary and banner. */
export const rivertyRecordConnectionTestStep = createStep(
  rivertyRecordConnectionTestStepId,
  async (result: ConnectionTestResult, { container }) => {
    await container.resolve<RivertyModuleService>(RIVERTY_MODULE).writeConnectionState("connection_test", result)
    return new StepResponse(result)
  },
)
