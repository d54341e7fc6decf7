export { testRivertyConnectionWorkflow, testRivertyConnectionWorkflowId, type ConnectionTestResult } from "./test-connection"
export { connectionTargets, keyCountries, PLUGIN_CONNECTION_ID, type ConnectionTarget } from "./connection-targets"
export type { ConnectionCheck } from "./check-connection"
