// Registers the store's notification URL at Riverty the way a merchant does: the admin route
// POST /admin/riverty/notifications/callbacks (the same workflow as `npm run riverty:register-notifications`).

async function call(method, url, { body, headers = {} } = {}) {
  const response = await fetch(url, {
    method,
    headers: { "content-type": "application/json", ...headers },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  const text = await response.text()
  if (!response.ok) throw new Error(`${method} ${url} answered ${response.status}: ${text.slice(0, 500)}`)
  return text ? JSON.parse(text) : {}
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
