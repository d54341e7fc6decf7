import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from "node:fs"
import { stateForFile } from "./for-file"
import { createEmptyState } from "./store"
import type { EmulatorState } from "./types"

/** Reads a state file written by {@link StatePersister}; a missing file yields undefined. */
export function loadStateFile(path: string): EmulatorState | undefined {
  if (!existsSync(path)) {
    return undefined
  }
  const parsed: unknown = JSON.parse(readFileSync(path, "utf8"))
  if (!isState(parsed)) {
    throw new Error(`${path} is not an emulator state file (version 1)`)
  }
  // Fields added after the file was written start empty.
  return { ...createEmptyState(), ...parsed, counters: { ...createEmptyState().counters, ...parsed.counters } }
}

function isState(value: unknown): value is EmulatorState {
  return typeof value === "object" && value !== null && (value as { version?: unknown }).version === 1
}

/**
 * Writes the state after changes, coalesced: many writes within the delay cost one file write,
 * and the delay grows with the time a write takes, so a large state never turns every request into
 * a full serialisation. Writes go to a temporary file first so a crash never leaves half a file.
 * The file holds shoppers' data (names, addresses, birth dates): only its owner may read it (0600),
 * and it keeps only what the emulator answers from (`stateForFile`).
 */
export class StatePersister {
  private timer: NodeJS.Timeout | undefined
  private lastWriteMs = 0

  constructor(
    private readonly path: string,
    private readonly snapshot: () => EmulatorState,
    private readonly delayMs = 100,
  ) {}

  schedule(): void {
    if (this.timer) {
      return
    }
    this.timer = setTimeout(() => {
      this.timer = undefined
      this.flush()
    }, Math.max(this.delayMs, this.lastWriteMs * 20))
    this.timer.unref()
  }

  flush(): void {
    if (this.timer) {
      clearTimeout(this.timer)
      this.timer = undefined
    }
    const started = Date.now()
    const tmp = `${this.path}.tmp`
    writeFileSync(tmp, JSON.stringify(stateForFile(this.snapshot())), { mode: 0o600 })
    // A temporary file left by a crash keeps its old mode through writeFileSync.
    chmodSync(tmp, 0o600)
    renameSync(tmp, this.path)
    this.lastWriteMs = Date.now() - started
  }
}
