import { escapeText, unsafeTextProblem } from "../../../connection"

const UTF8 = new TextDecoder("utf-8", { fatal: true })

/**
 * Why a verified notification body cannot be read as JSON text, with the body escaped for keeping
 * (`\u0000`, `\u001b`, U+FFFD for bytes that are not UTF-8); undefined for a body that is text.
 * Tab, LF and CR stay allowed: they are JSON's whitespace, and a string holding one as an escape
 * is judged after parsing (interpret.ts).
 */
export function unsafeBodyText(raw: Buffer): { reason: string; escaped: string } | undefined {
  let text: string
  try {
    text = UTF8.decode(raw)
  } catch {
    return { reason: "body is not UTF-8 text", escaped: escapeText(raw.toString("utf8")) }
  }
  const problem = unsafeTextProblem(text, { multiline: true })
  return problem ? { reason: `body ${problem}`, escaped: escapeText(text) } : undefined
}
