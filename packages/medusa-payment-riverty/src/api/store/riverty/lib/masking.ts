/**
 * Masks what a guest may see of a looked-up customer: the first character of each word stays,
 * the rest becomes asterisks ("Sven" → "S***", "Drottninggatan 12" → "D************* 1*").
 * Riverty's own masked fields are used where it sends them; this covers the ones it does not.
 */
export function maskWords(value: string): string {
  return value.replace(/[\p{L}\p{N}][\p{L}\p{M}\p{N}'-]*/gu, (word) => word[0] + "*".repeat(word.length - 1))
}
