import type { z } from "zod"
import { RivertyConfigurationError, RivertyNotFoundError } from "../errors"
import type { CallOptions, RivertyTransport, RouteSpec } from "../http"
import type { AnyEndpoint, EndpointGroup, EndpointSettings, PathValues } from "./endpoint"
import { parseRequest, pathParams } from "./request"

/**
 * The one caller behind every endpoint method: fills and validates the path, validates query and
 * body (nothing invalid reaches the network), then sends through the transport, which owns
 * authentication, retries, logging and error mapping, and shapes the answer as the row says.
 */
export async function callEndpoint(
  http: RivertyTransport,
  row: AnyEndpoint,
  args: unknown[],
  options: CallOptions,
  settings: EndpointSettings,
): Promise<unknown> {
  const input = (row.args as (...values: unknown[]) => ReturnType<AnyEndpoint["args"]>)(...args)
  const extra = row.fromOptions?.(options as never, settings) ?? {}
  const path: PathValues = { ...input.path, ...extra.path }
  const filled = Object.keys(path).length ? pathParams(path, row.name) : undefined
  // The query schemas give plain objects of scalar values.
  const query = row.query ? (parseRequest(row.query, input.query, row.name) as RouteSpec<undefined>["query"]) : undefined
  const body = row.body ? parseRequest(row.body, input.body, row.name) : undefined
  const spec: RouteSpec<z.ZodType | undefined> = {
    module: row.module,
    method: row.method,
    path: row.path,
    pathParams: filled,
    query,
    body,
    headers: extra.headers,
    country: row.country?.(body as never),
    retrySafe: row.retrySafe,
    responseSchema: row.answer.kind === "body" ? row.answer.schema : undefined,
  }
  switch (row.answer.kind) {
    case "body":
    case "empty": {
      const answer = await http.send(spec, options)
      return row.answer.kind === "body" ? answer : undefined
    }
    case "body-if-any": {
      const response = await http.exchange(spec, options)
      const parsed = row.answer.schema.safeParse(response.data)
      return parsed.success ? parsed.data : undefined
    }
    case "found":
    case "reachable":
      try {
        await http.exchange(spec, options)
        return true
      } catch (error) {
        // A found check says no only on 404; a status check on anything but a missing configuration.
        const no =
          row.answer.kind === "found" ? error instanceof RivertyNotFoundError : !(error instanceof RivertyConfigurationError)
        if (no) return false
        throw error
      }
  }
}

/** The client methods of one group of the table, each bound to the one caller. */
export function bindGroup<G extends Record<string, AnyEndpoint>>(
  http: RivertyTransport,
  group: G,
  settings: EndpointSettings,
): EndpointGroup<G> {
  const methods: Record<string, (...values: unknown[]) => Promise<unknown>> = {}
  for (const [name, row] of Object.entries(group)) {
    // The row's `args` declares the method's arguments; the call options come right after them.
    const arity = row.args.length
    methods[name] = (...values) => callEndpoint(http, row, values.slice(0, arity), (values[arity] ?? {}) as CallOptions, settings)
  }
  return methods as EndpointGroup<G>
}
