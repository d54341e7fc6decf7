/** Rounds half away from zero to cents, working in integer cents to dodge binary float error. */
export function roundAmount(value: number): number {
  const cents = Math.round(Math.abs(value) * 100 + 1e-9)
  return (Math.sign(value) * cents) / 100
}

/** Sum of amounts in major units, accumulated in integer cents. */
export function sumAmounts(values: readonly number[]): number {
  const cents = values.reduce((total, value) => total + Math.round(value * 100), 0)
  return cents / 100
}
