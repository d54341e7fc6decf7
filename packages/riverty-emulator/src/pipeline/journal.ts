export interface JournalEntry {
  seq: number
  at: string
  method: string
  path: string
  query: Record<string, string>
  headers: Record<string, string>
  body: unknown
  status: number
  durationMs: number
  idempotencyKey?: string
  replayed?: boolean
  fault?: string
}

export interface JournalFilter {
  method?: string
  path?: string
  limit?: number
}

/** The last N requests, for tests to assert on what the client actually sent. */
export class Journal {
  private entries: JournalEntry[] = []
  private seq = 0

  constructor(private readonly limit: number) {}

  record(entry: Omit<JournalEntry, "seq">): void {
    if (this.limit <= 0) return
    this.seq += 1
    this.entries.push({ seq: this.seq, ...entry })
    if (this.entries.length > this.limit) {
      this.entries.splice(0, this.entries.length - this.limit)
    }
  }

  list(filter: JournalFilter = {}): JournalEntry[] {
    let out = this.entries
    if (filter.method) out = out.filter((e) => e.method === filter.method?.toUpperCase())
    if (filter.path) {
      const needle = filter.path
      out = out.filter((e) => (needle.includes("*") ? globMatch(needle, e.path) : e.path.startsWith(needle)))
    }
    if (filter.limit !== undefined) out = out.slice(-filter.limit)
    return out
  }

  clear(): void {
    this.entries = []
  }
}

/** `*` matches within one path segment, `**` across segments. */
export function globMatch(pattern: string, path: string): boolean {
  const source = pattern
    .split("**")
    .map((part) => part.split("*").map(escape).join("[^/]*"))
    .join(".*")
  return new RegExp(`^${source}$`).test(path)
}

function escape(text: string): string {
  return text.replace(/[.+?^${}()|[\]\\]/g, "\\$&")
}
