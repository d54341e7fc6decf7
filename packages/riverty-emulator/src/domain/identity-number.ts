function digits(value: string): string {
  return value.replace(/\D/g, "")
}

/**
 * Whether two identification numbers are the same person's. Swedish numbers are written with or
 * without the century (12 or 10 digits) and the dash; every lookup compares them this one way.
 */
export function sameIdentificationNumber(a: string, b: string): boolean {
  const x = digits(a)
  const y = digits(b)
  if (x === "" || y === "") return false
  return x === y || (x.length === 12 && x.slice(2) === y) || (y.length === 12 && y.slice(2) === x)
}
