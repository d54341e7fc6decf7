/** An error answer of the plugin's admin API: the server's English message, its status and its stable code. */
export class AdminApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message)
    this.name = "AdminApiError"
  }
}
