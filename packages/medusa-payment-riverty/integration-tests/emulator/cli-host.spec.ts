import { spawn } from "node:child_process"
import { join } from "node:path"

const BIN = join(__dirname, "..", "..", "..", "riverty-emulator", "bin", "riverty-emulator.js")

interface Run {
  code: number | null
  stdout: string
  stderr: string
}

/**
 * Runs the CLI until it exits, or until it prints its URL (then stops it): the first line of a
 * started emulator with --quiet is its URL.
 */
function runCli(args: string[]): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [BIN, ...args], { stdio: ["ignore", "pipe", "pipe"] })
    let stdout = ""
    let stderr = ""
    const timer = setTimeout(() => {
      child.kill("SIGKILL")
      reject(new Error(`CLI did not finish: ${stdout} ${stderr}`))
    }, 60_000)
    child.stdout.on("data", (d: Buffer) => {
      stdout += d.toString()
      if (/^http:\/\/\S+\n/.test(stdout)) child.kill("SIGTERM")
    })
    child.stderr.on("data", (d: Buffer) => (stderr += d.toString()))
    child.on("exit", (code) => {
      clearTimeout(timer)
      resolve({ code, stdout, stderr })
    })
  })
}

describe("riverty-emulator --host", () => {
  jest.setTimeout(90_000)

  it("refuses a host beyond loopback without --control-token, saying how to set one", async () => {
    const run = await runCli(["--host", "0.0.0.0", "--port", "0", "--quiet"])
    expect(run.code).toBe(1)
    expect(run.stdout).toBe("")
    expect(run.stderr).toBe(
      "riverty-emulator: --host 0.0.0.0 makes the control API (reset, faults, state) reachable from the network. " +
        "Add --control-token <token> (or set RIVERTY_EMULATOR_CONTROL_TOKEN), or bind 127.0.0.1.\n",
    )
  })

  it("refuses beyond loopback a --notify-secret or --signature-key published in this repository, naming the flag", async () => {
    for (const [flag, value] of [
      ["--notify-secret", "emulator-notification-secret-for-dev"],
      ["--signature-key", "emulator-signature-key"],
    ]) {
      const run = await runCli(["--host", "0.0.0.0", "--port", "0", "--quiet", "--control-token", "a-long-token", flag, value])
      expect(run.code).toBe(1)
      expect(run.stdout).toBe("")
      expect(run.stderr).toContain(`(${flag}): the value is published in the medusa-payment-riverty repository`)
      expect(run.stderr).not.toContain(value)
    }
    // On loopback the same value is the developer's own business.
    const local = await runCli(["--host", "127.0.0.1", "--port", "0", "--quiet", "--notify-secret", "emulator-notification-secret-for-dev"])
    expect(local.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\n/)
  })

  it("starts beyond loopback with a control token, and on loopback without one", async () => {
    const wide = await runCli(["--host", "0.0.0.0", "--port", "0", "--quiet", "--control-token", "a-long-token"])
    expect(wide.stdout).toMatch(/^http:\/\/[^\s]+:\d+\n/)
    const local = await runCli(["--host", "127.0.0.1", "--port", "0", "--quiet"])
    expect(local.stdout).toMatch(/^http:\/\/127\.0\.0\.1:\d+\n/)
  })
})
