// Registers the store's notification URL at Riverty the way a merchant does: the admin route
// POST /admin/riverty/notifications/callbacks (the same workflow as `npm run riverty:register-notifications`).

// `medusa develop` answers /health before every route is warm and restarts when a file in the
// project changes: a refused connection or a 5xx in the first minute is retried, not fatal.
const RETRY_FOR_MS = 60000

async function call(method, url, { body, headers = {} } = {}) {
  const deadline = Date.now() + RETRY_FOR_MS
  for (;;) {
    let failure
    try {
      const response = await fetch(url, {
        method,
        headers: { "content-type": "application/json", ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
      })
      const text = await response.text()
      if (response.ok) return text ? JSON.parse(text) : {}
      failure = new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`)
      if (response.status < 500) throw failure
    } catch (error) {
      if (error === failure) throw error
      failure = new Error(`${method} ${url} failed: ${error.cause?.code ?? error.message}`)
    }
    if (Date.now() >= deadline) throw failure
    await new Promise((resolve) => setTimeout(resolve, 1000))
  }
}

/**
 * The emulator's state file keeps registrations; one left from a run on another store port would
 * keep retrying a dead URL, so registrations for other URLs are dropped first (the demo owns this
 * emulator; its control API is the only way to remove one).
 */
async function registerNotifications({ storeUrl, emulatorUrl, adminEmail, adminPassword }) {
  const notificationUrl = `${storeUrl}/riverty/notifications`
  const registered = await call("GET", `${emulatorUrl}/_emulator/callbacks`)
  if (registered.some((r) => r.url && r.url !== notificationUrl)) await call("DELETE", `${emulatorUrl}/_emulator/callbacks`)
  const { token } = await call("POST", `${storeUrl}/auth/user/emailpass`, { body: { email: adminEmail, password: adminPassword } })
  const result = await call("POST", `${storeUrl}/admin/riverty/notifications/callbacks`, {
    headers: { authorization: `Bearer ${token}` },
    body: {},
  })
  return { url: result.url, types: result.notification_types.length }
}

module.exports = { registerNotifications }
