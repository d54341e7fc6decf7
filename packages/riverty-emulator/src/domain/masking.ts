/** Keeps the first character of each word and replaces the rest with asterisks: "Sven" -> "S***". */
export function maskWords(value: string): string {
  return value.replace(/\p{L}[\p{L}\p{M}'-]*/gu, (word) => word[0] + "*".repeat(word.length - 1))
}

/** Keeps the last `keep` characters: "+46701234567" -> "*********567". */
export function maskTail(value: string, keep = 3): string {
  if (value.length <= keep) return "*".repeat(value.length)
  return "*".repeat(value.length - keep) + value.slice(-keep)
}

/** "sven.svensson@example.se" -> "s***********@example.se". */
export function maskEmail(value: string): string {
  const at = value.indexOf("@")
  if (at <= 0) return maskTail(value)
  return value[0] + "*".repeat(at - 1) + value.slice(at)
}
