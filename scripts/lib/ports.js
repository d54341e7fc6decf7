// Refusing a taken port before anything starts: a server already answering on the demo's port
// would otherwise pass every health check and be reported as the demo's own.
const net = require("node:net")

/** True when nothing may listen on `port`: binding fails, or something on localhost answers it. */
async function portTaken(port) {
  return (await bindFails(port)) || (await somethingAnswers(port, "127.0.0.1")) || (await somethingAnswers(port, "::1"))
}

function bindFails(port) {
  return new Promise((resolve) => {
    const server = net.createServer()
    server.once("error", () => resolve(true))
    // No host: the wildcard address, which on Linux collides with any address the port is bound on.
    server.listen({ port, exclusive: true }, () => server.close(() => resolve(false)))
  })
}

// On systems where a wildcard bind may share a port with a loopback bind (macOS), only a
// connection shows the other server.
function somethingAnswers(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host })
    const done = (answered) => {
      socket.destroy()
      resolve(answered)
    }
    socket.once("connect", () => done(true))
    socket.once("error", () => done(false))
    socket.setTimeout(1000, () => done(false))
  })
}

/**
 * Throws one message naming every taken (or doubly used) port, its role and the variable that
 * moves it. `ports`: [{ port, role, variable }].
 */
async function assertPortsFree(ports) {
  const problems = []
  const seen = new Map()
  for (const { port, role, variable } of ports) {
    if (!Number.isInteger(port) || port <= 0 || port > 65535) {
      problems.push(`${variable}=${port} is not a port number (for the ${role})`)
    } else if (seen.has(port)) {
      problems.push(`port ${port} is given to both the ${seen.get(port)} and the ${role} (set ${variable} to another port)`)
    } else if (await portTaken(port)) {
      problems.push(`port ${port} (the ${role}, ${variable}) is already in use (by another program, or a demo already running); stop it or set ${variable} to a free port`)
    }
    seen.set(port, role)
  }
  if (problems.length) {
    const error = new Error(`Cannot start: ${problems.join("; ")}.`)
    error.code = "PORT_TAKEN"
    throw error
  }
}

module.exports = { assertPortsFree, portTaken }
