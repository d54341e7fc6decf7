import type { Runtime } from "../runtime"
import { applySeed, defaultSeed } from "../state/seed"
import { createEmptyState } from "../state/store"

/** Forgets every order, token and delivery; the default records come back unless `seed` is false. */
export function resetState(rt: Runtime, seed: boolean): void {
  const state = createEmptyState()
  state.clockOffsetMs = rt.clock.offsetMs()
  if (seed) applySeed(state, defaultSeed(rt.clock.now()), rt.clock.now())
  rt.state = state
  rt.journal.clear()
  rt.faults.clear()
  rt.rateLimiter.reset()
  rt.notifications.resetModes()
  rt.cancelTimers()
  rt.changed()
}
