export { startEmulator, type RunningEmulator } from "./server"
export {
  COUNTRIES,
  DEFAULT_RETRY_SCHEDULE,
  defaultApiKeys,
  type ApiKeyOption,
  type Country,
  type EmulatorLogger,
  type EmulatorOptions,
  type RateLimitOption,
  type ResolvedConfig,
} from "./config"
export { createClock, type Clock } from "./core/clock"
export { PERSONAS } from "./domain/risk"
export { INSTALLMENT_PROFILES, computePlan, availablePlans, type InstallmentPlan } from "./domain/installments"
export { SEED_CLIENT_ID } from "./domain/seed-data"
export type { FaultInput } from "./pipeline/faults"
export type { SeedInput } from "./state/seed"
export type { EmulatorState } from "./state/types"
export { envelope } from "./notifications/envelope"
// The emulator's own money checks (what a v3 order, capture or refund body must satisfy), for tests
// that hold a client's lines against a second implementation of the rules.
export { checkAmounts, checkVatAmounts } from "./domain/amount-rules"
export { checkTotals } from "./domain/totals"
export { itemsGrossCents } from "./domain/money"
