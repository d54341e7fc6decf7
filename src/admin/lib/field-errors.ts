/**
 * A 400's message split by the field it names: the API answers `Invalid request: shop.contract.iban:
 * …; legalName: …` (src/api/lib/validate.ts), so each sentence can stand next to its input.
 * Sentences naming no known field stay in `rest`.
 */
export function fieldErrors(message: string, fields: readonly string[]): { byField: Record<string, string>; rest: string[] } {
  const body = message.replace(/^Invalid request:\s*/, "")
  const byField: Record<string, string> = {}
  const rest: string[] = []
  for (const sentence of body.split("; ")) {
    const match = /^([\w.[\]-]+): (.*)$/s.exec(sentence)
    if (match && fields.includes(match[1]!)) byField[match[1]!] = byField[match[1]!] ? `${byField[match[1]!]}; ${match[2]}` : match[2]!
    else rest.push(sentence)
  }
  return { byField, rest }
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
