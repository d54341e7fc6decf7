/**
 * A 400's message split by the field it names: the API answers `Invalid request: shop.contract.iban:
 * …; legalName: …` (src/api/lib/validate.ts), so each sentence can stand next to its input.
 * Sentences naming no known field stay in `rest`.
 */
export function fieldErrors(message: string, fields: readonly string[]): { byField: Record<string, string>; rest: string[] } {
  const byField: Record<string, string> = {}
  const rest: string[] = []
  for (const part of validationParts(message.replace(/^Invalid request:\s*/, ""))) {
    if (part.path !== undefined && fields.includes(part.path)) byField[part.path] = byField[part.path] ? `${byField[part.path]}; ${part.text}` : part.text
    else rest.push(part.sentence)
  }
  return { byField, rest }
}

/** The sentences of a validation message (`path: why; path: why`), each with the path it names if any. */
export function validationParts(body: string): { sentence: string; path?: string; text: string }[] {
  return body.split("; ").map((sentence) => {
    const match = /^([\w.[\]-]+): (.*)$/s.exec(sentence)
    return match ? { sentence, path: match[1]!, text: match[2]! } : { sentence, text: sentence }
  })
}

/** `{ "a.b": "1", "a.c": "" }` as `{ a: { b: "1" } }`: empty values are left out; `[n]` makes arrays. */
export function nestFields(values: Record<string, unknown>): Record<string, unknown> {
  const root: Record<string, unknown> = {}
  for (const [path, value] of Object.entries(values)) {
    if (value === "" || value === undefined) continue
    const keys = path.replace(/\[(\d+)\]/g, ".$1").split(".")
    let node: Record<string, unknown> = root
    keys.forEach((key, index) => {
      if (index === keys.length - 1) {
        node[key] = value
        return
      }
      const nextIsIndex = /^\d+$/.test(keys[index + 1]!)
      node[key] ??= nextIsIndex ? [] : {}
      node = node[key] as Record<string, unknown>
    })
  }
  return root
}
