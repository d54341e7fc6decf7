export { rivertyCheckConnectionStep } from "./check-connection"
export { rivertyRecordConnectionTestStep } from "./record-connection-test"
