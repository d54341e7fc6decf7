import { globMatch } from "./journal"

export interface FaultInput {
  method?: string
  /** Request path, exact or a glob (`/api/v3/orders/*\/captures`). */
  path: string
  /** Answer with this status (and `body`) instead of the real response. */
  status?: number
  body?: unknown
  /** Delay before answering. Alone, it only slows the real response down. */
  latencyMs?: number
  /** Close the connection without an answer. */
  drop?: boolean
  /** How many matching calls the fault applies to; 0 means until removed. Default 1. */
  times?: number
  /** Apply the operation first, then fail the answer: a retry must be idempotent. */
  afterApply?: boolean
}

export interface Fault extends Required<Pick<FaultInput, "path" | "times">> {
  id: string
  method?: string
  status?: number
  body?: unknown
  latencyMs?: number
  drop: boolean
  afterApply: boolean
  hits: number
}

export class FaultRegistry {
  private faults: Fault[] = []
  private seq = 0

  add(input: FaultInput): Fault {
    this.seq += 1
    const fault: Fault = {
      id: `flt_${this.seq}`,
      method: input.method?.toUpperCase(),
      path: input.path,
      status: input.status,
      body: input.body,
      latencyMs: input.latencyMs,
      drop: input.drop ?? false,
      times: input.times ?? 1,
      afterApply: input.afterApply ?? false,
      hits: 0,
    }
    this.faults.push(fault)
    return fault
  }

  /** Takes the first matching fault for a request, counting one use. */
  take(method: string, path: string): Fault | undefined {
    const fault = this.faults.find(
      (f) => (!f.method || f.method === method.toUpperCase()) && (f.path === path || globMatch(f.path, path)),
    )
    if (!fault) return undefined
    fault.hits += 1
    if (fault.times > 0 && fault.hits >= fault.times) {
      this.faults = this.faults.filter((f) => f !== fault)
    }
    return fault
  }

  list(): Fault[] {
    return [...this.faults]
  }

  remove(id: string): boolean {
    const before = this.faults.length
    this.faults = this.faults.filter((f) => f.id !== id)
    return this.faults.length !== before
  }

  clear(): void {
    this.faults = []
  }
}
