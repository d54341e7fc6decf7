import { execFile } from "node:child_process"
import path from "node:path"

// The import check of `npm run lint` (eslint.import-map.mjs), run with lint's own config: each probe
// is linted as if it stood at the given path. One ESLint process per test (the config loads once).
// The repository's root, where lint runs (this file is packages/medusa-payment-riverty/src/__tests__).
const root = path.resolve(__dirname, "../../../..")

// Import statements, and require(), import() and `typeof import()` (which the first rule does not see).
const BOUNDARY_RULES = ["@typescript-eslint/no-restricted-imports", "no-restricted-syntax"]

// [file path, source] from stdin -> the boundary rules' messages per probe on stdout.
const LINT_MANY = `
const { ESLint } = require("eslint")
let input = ""
process.stdin.on("data", (chunk) => (input += chunk)).on("end", async () => {
  const eslint = new ESLint({ cwd: process.cwd() })
  const rules = ${JSON.stringify(BOUNDARY_RULES)}
  const out = []
  for (const [filePath, source] of JSON.parse(input)) {
    const [result] = await eslint.lintText(source, { filePath })
    out.push(result.messages.filter((m) => rules.includes(m.ruleId)).map((m) => m.message))
  }
  process.stdout.write(JSON.stringify(out))
})
`

function lintMany(probes: Array<[string, string]>): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ["-e", LINT_MANY], { cwd: root }, (error, stdout) => {
      try {
        resolve(JSON.parse(stdout) as string[][])
      } catch {
        reject(error ?? new Error(`eslint printed no result: ${stdout}`))
      }
    })
    child.stdin?.end(JSON.stringify(probes))
  })
}

describe("the import map", () => {
  jest.setTimeout(120_000)

  it("refuses the arrows it does not draw and allows the ones it does", async () => {
    const [upward, providerInside, adminValue, allowed] = await lintMany([
      ["packages/medusa-payment-riverty/src/riverty-order/probe.ts", 'import { processRivertyNotificationWorkflow } from "../workflows"\nexport const x = processRivertyNotificationWorkflow\n'],
      ["packages/medusa-payment-riverty/src/workflows/captures/probe.ts", 'import { sendCapture } from "../../providers/riverty/operations/capture"\nexport const x = sendCapture\n'],
      ["packages/medusa-payment-riverty/src/admin/lib/probe.ts", 'import { buildOrderView } from "../../api/admin/riverty/orders/lib/order-view"\nexport const x = buildOrderView\n'],
      [
        "packages/medusa-payment-riverty/src/admin/lib/probe.ts",
        'import type { RivertyOrderView } from "../../api/admin/riverty/views"\nimport { amountToCents } from "riverty-client/normalise/amounts"\nexport type V = RivertyOrderView\nexport const x = amountToCents\n',
      ],
    ])
    expect(upward).toEqual([expect.stringContaining("src/riverty-order may import only")])
    expect(providerInside).toEqual([expect.stringContaining("only through its index")])
    expect(adminValue).toEqual([expect.stringContaining("imports only types of src/api")])
    expect(allowed).toEqual([])
  })

  it("keeps the emulator off the client's money, signatures and the plugin; only the wire schemas and the published-secrets list are shared", async () => {
    const [signatures, amounts, cents, provider, schemas, published] = await lintMany([
      ["packages/riverty-emulator/src/notifications/probe.ts", 'import { signNotification } from "riverty-client/signatures"\nexport const x = signNotification\n'],
      ["packages/riverty-emulator/src/domain/probe.ts", 'import { netOfGross } from "riverty-client/normalise/amounts"\nexport const x = netOfGross\n'],
      ["packages/riverty-emulator/src/domain/probe.ts", 'import { toCents } from "../../../medusa-payment-riverty/src/riverty-order/cents"\nexport const x = toCents\n'],
      ["packages/riverty-emulator/src/handlers/orders/probe.ts", 'import { x as y } from "medusa-payment-riverty/providers/riverty"\nexport const x = y\n'],
      ["packages/riverty-emulator/src/handlers/orders/probe.ts", 'import { captureRequestSchema } from "riverty-client/schemas"\nexport const x = captureRequestSchema\n'],
      ["packages/riverty-emulator/src/probe.ts", 'import { isPublishedSecret } from "riverty-client/published-secrets"\nexport const x = isPublishedSecret\n'],
    ])
    const only = "riverty-emulator may import only riverty-client/schemas, riverty-client/published-secrets of riverty-client"
    expect(signatures).toEqual([expect.stringContaining(only)])
    expect(amounts).toEqual([expect.stringContaining(only)])
    expect(cents).toEqual([expect.stringContaining("never by a path out of packages/riverty-emulator")])
    expect(provider).toEqual([expect.stringContaining("riverty-emulator may import only: riverty-client/schemas")])
    expect(schemas).toEqual([])
    expect(published).toEqual([])
  })

  it("keeps the storefront kit free of the plugin, the client, Medusa, axios and paths out of its folder", async () => {
    const probe = "packages/riverty-storefront/src/probe.ts"
    const [plugin, client, medusa, axios, outside, own, zod] = await lintMany([
      [probe, 'import { x as y } from "medusa-payment-riverty/workflows"\nexport const x = y\n'],
      [probe, 'import { captureRequestSchema } from "riverty-client/schemas"\nexport const x = captureRequestSchema\n'],
      [probe, 'import { MedusaError } from "@medusajs/framework/utils"\nexport const x = MedusaError\n'],
      [probe, 'import axios from "axios"\nexport const x = axios\n'],
      [probe, 'import { x as y } from "../../medusa-payment-riverty/src/providers/riverty"\nexport const x = y\n'],
      [probe, 'import { fieldsFor } from "./requirements.js"\nexport const x = fieldsFor\n'],
      [probe, 'import { z } from "zod"\nexport const x = z\n'],
    ])
    expect(plugin).toEqual([expect.stringContaining("riverty-storefront may import only: none of the repository's packages")])
    expect(client).toEqual([expect.stringContaining("riverty-storefront may import only: none of the repository's packages")])
    expect(medusa).toEqual([expect.stringContaining("riverty-storefront does not depend on @medusajs")])
    expect(axios).toEqual([expect.stringContaining("riverty-storefront does not depend on axios")])
    expect(outside).toEqual([expect.stringContaining("never by a path out of packages/riverty-storefront")])
    expect(own).toEqual([])
    expect(zod).toEqual([])
  })

  it("reads a relative import against the file's depth (src/api/jobs would not be src/jobs)", async () => {
    const [inside, outside] = await lintMany([
      ["packages/medusa-payment-riverty/src/api/admin/probe.ts", 'import { x as y } from "../jobs"\nexport const x = y\n'],
      ["packages/medusa-payment-riverty/src/api/admin/probe.ts", 'import { x as y } from "../../jobs"\nexport const x = y\n'],
    ])
    expect(inside).toEqual([])
    expect(outside).toEqual([expect.stringContaining("src/api may import only")])
  })

  it("keeps the client free of the plugin, the other packages and Medusa; the plugin reaches it by name", async () => {
    const [plugin, emulator, medusa, outside, fromPlugin] = await lintMany([
      ["packages/riverty-client/src/probe.ts", 'import { x as y } from "medusa-payment-riverty/workflows"\nexport const x = y\n'],
      ["packages/riverty-client/src/probe.ts", 'import { startEmulator } from "riverty-emulator"\nexport const x = startEmulator\n'],
      ["packages/riverty-client/src/probe.ts", 'import { MedusaError } from "@medusajs/framework/utils"\nexport const x = MedusaError\n'],
      ["packages/riverty-client/src/schemas/probe.ts", 'import { x as y } from "../../../medusa-payment-riverty/src/riverty-order"\nexport const x = y\n'],
      ["packages/medusa-payment-riverty/src/providers/riverty/probe.ts", 'import { createRivertyClient } from "riverty-client"\nexport const x = createRivertyClient\n'],
    ])
    expect(plugin).toEqual([expect.stringContaining("riverty-client may import only: none of the repository's packages")])
    expect(emulator).toEqual([expect.stringContaining("riverty-client may import only: none of the repository's packages")])
    expect(medusa).toEqual([expect.stringContaining("riverty-client does not depend on @medusajs")])
    expect(outside).toEqual([expect.stringContaining("never by a path out of packages/riverty-client")])
    expect(fromPlugin).toEqual([])
  })

  it("refuses the same arrows written as require(), import() or typeof import()", async () => {
    const [clientRequire, emulatorImport, clientType, kitRequire, kitImport, binRequire, schemas, jestBase] = await lintMany([
      ["packages/riverty-client/src/probe.ts", '// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const x = require("medusa-payment-riverty/workflows")\n'],
      ["packages/riverty-emulator/src/domain/probe.ts", 'export const x = () => import("../../../medusa-payment-riverty/src/riverty-order/cents")\n'],
      ["packages/riverty-client/src/schemas/probe.ts", 'export type T = typeof import("./../../../medusa-payment-riverty/src/providers/riverty")\n'],
      ["packages/riverty-storefront/src/probe.ts", '// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const x = require("riverty-client")\n'],
      ["packages/riverty-storefront/src/probe.ts", 'export const x = () => import("riverty-emulator")\n'],
      ["packages/riverty-emulator/bin/probe.js", 'module.exports = require("../../medusa-payment-riverty/src/workflows")\n'],
      ["packages/riverty-emulator/src/probe.ts", '// eslint-disable-next-line @typescript-eslint/no-require-imports\nexport const x = require("riverty-client/schemas")\n'],
      ["packages/riverty-client/jest.config.cjs", 'module.exports = require("../../jest.base.js")\n'],
    ])
    expect(clientRequire).toEqual([expect.stringContaining("riverty-client may import only: none of the repository's packages")])
    expect(emulatorImport).toEqual([expect.stringContaining("never by a path out of packages/riverty-emulator")])
    expect(clientType).toEqual([expect.stringContaining("never by a path out of packages/riverty-client")])
    expect(kitRequire).toEqual([expect.stringContaining("riverty-storefront may import only: none of the repository's packages")])
    expect(kitImport).toEqual([expect.stringContaining("riverty-storefront may import only: none of the repository's packages")])
    expect(binRequire).toEqual([expect.stringContaining("never by a path out of packages/riverty-emulator")])
    expect(schemas).toEqual([])
    expect(jestBase).toEqual([])
  })
})
