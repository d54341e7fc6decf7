// Characters no input of the plugin may hold, and the one escape for text that goes into a log line.
// PostgreSQL stores NUL in neither text nor JSON and refuses a lone surrogate's `\uD800` escape in
// JSON; a control character in a log line starts a forged line or rewrites the terminal; none of
// them belongs in a name, an address, an id or a number, so input holding one is refused before
// anything is called or stored (api/lib/validate.ts), and log lines escape what they quote.

/** NUL, the other C0 controls except tab, LF and CR, DEL and the C1 controls. */
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/
const TAB_OR_LINE_BREAK = /[\t\n\r]/
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

export type TextRule = {
  /** Tab, LF and CR allowed: only for text that may legitimately span lines (none of the plugin's own fields). */
  multiline?: boolean
}

/**
 * What is wrong with `text` as input, in words for a 400 (`must not contain …`), or undefined when
 * nothing is: a NUL, another control character, a lone surrogate (UTF-16 that is not Unicode text).
 */
export function unsafeTextProblem(text: string, rule: TextRule = {}): string | undefined {
  if (text.includes("\u0000")) return "must not contain a NUL character"
  if (CONTROL.test(text) || (!rule.multiline && TAB_OR_LINE_BREAK.test(text))) return "must not contain a control character"
  if (LONE_SURROGATE.test(text)) return "must not contain a lone surrogate (it is not Unicode text)"
  return undefined
}

/** Everything a log line must not carry as it is: every control character, lone surrogates, line and paragraph separators, and the backslash (so an escape cannot be forged). */
const ESCAPED = /[\u0000-\u001F\u007F-\u009F\u2028\u2029\\]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g
const SHORT: Record<string, string> = { "\n": "\\n", "\r": "\\r", "\t": "\\t", "\\": "\\\\" }

/** `text` with every character of `ESCAPED` written as a JSON escape (`\n`, `\u0000`, `\ud800`, `\\`). */
export function escapeText(text: string): string {
  return text.replace(ESCAPED, (c) => SHORT[c] ?? `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
}

/** Default length of a quoted value in a log line: enough to recognise it, too short to fill the log. */
export const LOG_TEXT_MAX = 200

/**
 * A value as a log line may quote it: at most `max` characters (never half a surrogate pair, `…`
 * when cut), then escaped, so no input can start a line, hide one or carry a control sequence.
 * Every log call of the plugin that quotes a request, a notification, Riverty's answer or an
 * error's message passes it through here.
 */
export function logText(value: unknown, max = LOG_TEXT_MAX): string {
  const text = value instanceof Error ? `${value.name}: ${value.message}` : String(value)
  if (text.length <= max) return escapeText(text)
  const end = /[\uD800-\uDBFF]/.test(text[max - 1] ?? "") ? max - 1 : max
  return `${escapeText(text.slice(0, end))}…`
}
