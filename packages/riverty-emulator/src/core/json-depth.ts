/**
 * Deepest nesting the emulator parses. Riverty's bodies nest a handful of levels; recursion over
 * thousands (parse, redaction, canonical hashing, schemas) would exhaust the stack and answer 5xx.
 */
export const MAX_JSON_DEPTH = 64

/**
 * Whether a body nests objects/arrays deeper than `max`, by one pass over the bytes without
 * parsing (brackets inside strings do not count). Not-JSON bodies are left to the parser.
 */
export function nestsDeeperThan(raw: Buffer, max: number = MAX_JSON_DEPTH): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < raw.length; i++) {
    const c = raw[i]
    if (inString) {
      if (c === 0x5c) i++ // backslash: skip the escaped byte
      else if (c === 0x22) inString = false
      continue
    }
    if (c === 0x22) inString = true
    else if (c === 0x7b || c === 0x5b) {
      depth++
      if (depth > max) return true
    } else if (c === 0x7d || c === 0x5d) depth--
  }
  return false
}
