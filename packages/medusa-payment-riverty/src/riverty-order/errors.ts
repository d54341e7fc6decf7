/**
 * A capture, refund or return that cannot be planned from the order's lines (more than is open,
 * a share that is no share of a line). It has the shape of Medusa's "not_allowed" error (`type`,
 * `__isMedusaError`), so Medusa's HTTP error handler answers 400 with its message, as it did when
 * this math threw MedusaError, while this folder stays free of Medusa imports.
 */
export class OrderMoneyError extends Error {
  readonly type = "not_allowed"
  readonly __isMedusaError = true
  readonly date = new Date()

  constructor(message: string) {
    super(message)
    this.name = "OrderMoneyError"
  }
}
