import axios, { AxiosError, AxiosHeaders, type AxiosInstance, type AxiosResponse } from "axios"
import axiosRetry from "axios-retry"
import type { z } from "zod"
import "./axios-config"
import { credentialKey, type OAuthCredentials, type TokenCache } from "./auth"
import type { RivertyEnvironment, RivertyModule } from "./environments"
import {
  messagesFromBody,
  RivertyApiError,
  RivertyAuthenticationError,
  RivertyConfigurationError,
  RivertyDeadlineError,
  RivertyError,
  RivertyNetworkError,
  RivertyNotFoundError,
  RivertyRateLimitError,
  RivertyResponseError,
  RivertyValidationError,
  type RivertyErrorDetails,
} from "./errors"
import { IDEMPOTENCY_HEADER, isValidIdempotencyKey } from "./idempotency"
import { redact, type RivertyLogger } from "./logger"
import { endedByDeadline, isRetryable, limitAttemptToDeadline, retryAfterMsOf, retryDelayMs, type RetryPolicy } from "./retry"
import { tokenResponseSchema, type TokenResponse } from "./schemas/token"

export type HttpMethod = "GET" | "HEAD" | "POST" | "PUT" | "PATCH" | "DELETE"

/** Options every client function accepts as its last argument. */
export interface CallOptions {
  /** Sent as X-Idempotency-Key; makes a write retryable (the same key is re-sent). */
  idempotencyKey?: string
  timeoutMs?: number
  /**
   * One deadline for the whole call, retries included: each attempt runs at most the time left,
   * no retry starts after it, and passing it throws a RivertyDeadlineError (outcome unknown).
   */
  deadlineMs?: number
  signal?: AbortSignal
  /** Extra headers; they cannot replace the authentication headers. */
  headers?: Record<string, string>
}

/** v3 calls pick their API key by country. */
export interface V3CallOptions extends CallOptions {
  country?: string
}

export interface TransportOptions {
  environment: RivertyEnvironment
  /** Default v3 key, used when no per-country key matches. */
  apiKey?: string
  /** v3 keys per country (keys are issued per webshop and country). */
  apiKeys?: Partial<Record<string, string>>
  oauth?: OAuthCredentials
  timeoutMs: number
  retry: RetryPolicy
  tokenCache: TokenCache
  logger: RivertyLogger
  logBodies: boolean
  validateResponses: boolean
  userAgent?: string
}

export interface RouteSpec<S extends z.ZodType | undefined> {
  module: RivertyModule
  method: HttpMethod
  /** Template with `{name}` placeholders, e.g. `/api/v3/orders/{orderNumber}`. */
  path: string
  pathParams?: Record<string, string | number>
  query?: Record<string, string | number | boolean | undefined>
  /** Already validated and normalised. */
  body?: unknown
  headers?: Record<string, string>
  /** Country read from the body; the call's `country` option wins over it. */
  country?: string
  /** A write that is idempotent by contract and may be retried without an idempotency key. */
  retrySafe?: boolean
  responseSchema?: S
}

export type ResponseOf<S extends z.ZodType | undefined> = S extends z.ZodType ? z.output<S> : undefined

const TIMEOUT_CODES = new Set(["ECONNABORTED", "ETIMEDOUT"])

/** `{name}` placeholders filled with URL-encoded values. */
export function fillPath(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = params[name]
    if (value === undefined || value === "") throw new RivertyConfigurationError(`Missing path parameter ${name}`)
    return encodeURIComponent(String(value))
  })
}

/**
 * The one place requests leave the client: base URL per module, X-Auth-Key or bearer token,
 * X-Idempotency-Key, timeouts, retries (axios-retry), a single fresh-token retry after a 401,
 * error mapping and response validation.
 */
export class RivertyTransport {
  readonly axios: AxiosInstance
  private readonly options: TransportOptions

  constructor(options: TransportOptions) {
    this.options = options
    this.axios = axios.create({
      timeout: options.timeoutMs,
      headers: { Accept: "application/json", ...(options.userAgent ? { "User-Agent": options.userAgent } : {}) },
      // Keep redirects off: a redirect would carry X-Auth-Key to another host.
      maxRedirects: 0,
    })
    axiosRetry(this.axios, {
      retries: options.retry.retries,
      shouldResetTimeout: true,
      retryCondition: (error) => isRetryable(error, options.retry),
      retryDelay: (retryNumber, error) => retryDelayMs(retryNumber, error, options.retry),
      onRetry: (retryNumber, error, config) => {
        options.logger.warn?.("riverty request retried", {
          ...config.rivertyRoute,
          method: config.method?.toUpperCase(),
          retry: retryNumber,
          status: error.response?.status,
          code: error.response ? undefined : error.code,
        })
      },
    })
    // Runs before every attempt, the retries of axios-retry included.
    this.axios.interceptors.request.use((config) => {
      if (!limitAttemptToDeadline(config)) {
        throw new RivertyDeadlineError(config.rivertyDeadlineMs ?? 0, {
          method: config.method?.toUpperCase(),
          path: config.rivertyRoute?.path,
        })
      }
      return config
    })
  }

  /** Sends a request and returns the parsed body (undefined when no schema is given). */
  async send<S extends z.ZodType | undefined>(spec: RouteSpec<S>, call: CallOptions = {}): Promise<ResponseOf<S>> {
    const response = await this.exchange(spec, call)
    if (!spec.responseSchema) return undefined as ResponseOf<S>
    return this.parseResponse(spec, response.data === "" ? {} : response.data) as ResponseOf<S>
  }

  /** Sends a request and returns the raw axios response (for HEAD and status-only calls). */
  async exchange(spec: RouteSpec<z.ZodType | undefined>, call: CallOptions = {}): Promise<AxiosResponse> {
    const baseUrl = this.options.environment.baseUrls[spec.module]
    if (!baseUrl) {
      throw new RivertyConfigurationError(`No base URL configured for the ${spec.module} module (option baseUrls.${spec.module})`)
    }
    if (call.idempotencyKey !== undefined && !isValidIdempotencyKey(call.idempotencyKey)) {
      throw new RivertyValidationError("Invalid idempotency key", [
        {
          code: "custom",
          path: [IDEMPOTENCY_HEADER],
          message: "Letters, digits, hyphens and underscores only, at most 50 characters",
          input: undefined,
          params: { rivertyCode: "400.004" },
        },
      ])
    }
    const url = baseUrl + fillPath(spec.path, spec.pathParams)
    const started = Date.now()
    const deadline = call.deadlineMs !== undefined ? { at: started + call.deadlineMs, ms: call.deadlineMs } : undefined
    this.logRequest(spec)
    const usesToken = spec.module !== "checkout"
    try {
      let token = usesToken ? await this.accessToken() : undefined
      let response: AxiosResponse
      try {
        response = await this.dispatch(spec, call, url, token, deadline)
      } catch (error) {
        if (!usesToken || !(error instanceof AxiosError) || error.response?.status !== 401 || !token) throw error
        // One retry with a fresh token: the cached one may have been revoked early.
        this.options.tokenCache.invalidate(this.credentialKey(), token)
        token = await this.accessToken()
        this.options.logger.info?.("riverty token refreshed after 401", { module: spec.module, path: spec.path })
        response = await this.dispatch(spec, call, url, token, deadline)
      }
      this.options.logger.info?.("riverty response", {
        module: spec.module,
        method: spec.method,
        path: spec.path,
        status: response.status,
        ms: Date.now() - started,
      })
      if (this.options.logBodies) this.options.logger.debug?.("riverty response body", { body: redact(response.data) })
      return response
    } catch (error) {
      const mapped = this.mapError(error, { method: spec.method, path: spec.path }, deadline?.ms)
      this.options.logger.warn?.("riverty request failed", {
        module: spec.module,
        method: spec.method,
        path: spec.path,
        kind: mapped.kind,
        status: mapped.status,
        code: mapped.code,
        ms: Date.now() - started,
      })
      throw mapped
    }
  }

  /** Posts the client credentials to `{authUrl}/oauth/token` (form-encoded) and parses the answer. */
  async requestToken(): Promise<TokenResponse> {
    const oauth = this.options.oauth
    const authUrl = this.options.environment.authUrl
    if (!oauth) throw new RivertyConfigurationError("OAuth credentials are required for this module (option oauth)")
    if (!authUrl) throw new RivertyConfigurationError("No token issuer configured (option authUrl)")
    const form = new URLSearchParams({
      grant_type: "client_credentials",
      client_id: oauth.clientId,
      client_secret: oauth.clientSecret,
    })
    if (oauth.audience) form.set("audience", oauth.audience)
    const path = "/oauth/token"
    try {
      const response = await this.axios.request({
        url: authUrl + path,
        method: "POST",
        data: form.toString(),
        headers: { "Content-Type": "application/x-www-form-urlencoded" },
        rivertyRetrySafe: true,
        rivertyRoute: { module: "auth", path },
      })
      const parsed = tokenResponseSchema.safeParse(response.data)
      if (!parsed.success) {
        throw new RivertyResponseError("Token endpoint answered without a usable token", parsed.error.issues, {
          status: response.status,
          method: "POST",
          path,
        })
      }
      this.options.logger.info?.("riverty token obtained", { expiresIn: parsed.data.expires_in })
      return parsed.data
    } catch (error) {
      if (error instanceof RivertyError) throw error
      const mapped = this.mapError(error, { method: "POST", path })
      if (mapped.status !== undefined && mapped.status >= 400 && mapped.status < 500 && mapped.status !== 429) {
        throw new RivertyAuthenticationError("The token endpoint refused the client credentials", {
          status: mapped.status,
          messages: mapped.messages,
          method: "POST",
          path,
        })
      }
      throw mapped
    }
  }

  /** A cached bearer token, fetched once per credential set when missing or about to expire. */
  accessToken(): Promise<string> {
    return this.options.tokenCache.get(this.credentialKey(), () => this.requestToken())
  }

  private credentialKey(): string {
    const oauth = this.options.oauth
    if (!oauth) throw new RivertyConfigurationError("OAuth credentials are required for this module (option oauth)")
    return credentialKey(this.options.environment.authUrl ?? "", oauth)
  }

  private apiKeyFor(country: string | undefined): string {
    const { apiKeys = {}, apiKey } = this.options
    if (country) {
      const key = apiKeys[country.toUpperCase()]
      if (key) return key
    }
    if (apiKey) return apiKey
    const keys = Object.values(apiKeys).filter((value): value is string => Boolean(value))
    if (keys.length === 1) return keys[0]
    throw new RivertyConfigurationError(
      country
        ? `No v3 API key for country ${country} (options apiKeys.${country} or apiKey)`
        : "No v3 API key: pass the country of the call, or set option apiKey",
    )
  }

  private dispatch(
    spec: RouteSpec<z.ZodType | undefined>,
    call: CallOptions,
    url: string,
    token: string | undefined,
    deadline: { at: number; ms: number } | undefined,
  ) {
    const headers = new AxiosHeaders({ ...call.headers, ...spec.headers })
    if (spec.body !== undefined) headers.set("Content-Type", "application/json")
    if (call.idempotencyKey) headers.set(IDEMPOTENCY_HEADER, call.idempotencyKey)
    if (token) headers.set("Authorization", `Bearer ${token}`)
    else headers.set("X-Auth-Key", this.apiKeyFor((call as V3CallOptions).country ?? spec.country))
    return this.axios.request({
      url,
      method: spec.method,
      params: spec.query ? Object.fromEntries(Object.entries(spec.query).filter(([, v]) => v !== undefined)) : undefined,
      data: spec.body === undefined ? undefined : JSON.stringify(spec.body),
      headers,
      timeout: call.timeoutMs ?? this.options.timeoutMs,
      rivertyAttemptTimeoutMs: call.timeoutMs ?? this.options.timeoutMs,
      rivertyDeadlineAt: deadline?.at,
      rivertyDeadlineMs: deadline?.ms,
      signal: call.signal,
      rivertyRetrySafe: spec.retrySafe,
      rivertyRoute: { module: spec.module, path: spec.path },
    })
  }

  private parseResponse(spec: RouteSpec<z.ZodType | undefined>, data: unknown): unknown {
    const schema = spec.responseSchema
    if (!schema || !this.options.validateResponses) return data
    const parsed = schema.safeParse(data)
    if (parsed.success) return parsed.data
    throw new RivertyResponseError(`Unexpected response body from ${spec.method} ${spec.path}`, parsed.error.issues, {
      method: spec.method,
      path: spec.path,
    })
  }

  private logRequest(spec: RouteSpec<z.ZodType | undefined>) {
    this.options.logger.debug?.("riverty request", { module: spec.module, method: spec.method, path: spec.path })
    if (this.options.logBodies && spec.body !== undefined) {
      this.options.logger.debug?.("riverty request body", { body: redact(spec.body) })
    }
  }

  /** Any failure as a RivertyError of the right kind, carrying status and the service's messages. */
  private mapError(error: unknown, route: { method: string; path: string }, deadlineMs?: number): RivertyError {
    if (error instanceof RivertyError) return error
    if (deadlineMs !== undefined && error instanceof AxiosError && endedByDeadline(error)) {
      // The deadline ended the call (an attempt cut short, or no time left for a retry): whatever
      // the last attempt met, the caller cannot know whether the service applied the request.
      return new RivertyDeadlineError(deadlineMs, {
        ...route,
        status: error.response?.status,
        messages: error.response ? messagesFromBody(error.response.data) : [],
        underlying: { code: error.code, message: error.message },
      })
    }
    if (!(error instanceof AxiosError)) {
      const message = error instanceof Error ? error.message : String(error)
      return new RivertyNetworkError(`Request failed: ${message}`, false, { ...route, underlying: { message } })
    }
    const underlying = { code: error.code, message: error.message }
    const response = error.response
    if (!response) {
      if (error.code === "ERR_CANCELED") {
        return new RivertyNetworkError("Request aborted", false, { ...route, underlying })
      }
      const timedOut = TIMEOUT_CODES.has(error.code ?? "")
      return new RivertyNetworkError(timedOut ? "Request timed out" : `Network failure (${error.code ?? "unknown"})`, timedOut, {
        ...route,
        underlying,
      })
    }
    const status = response.status
    const details: RivertyErrorDetails = { ...route, status, messages: messagesFromBody(response.data), underlying }
    const summary = details.messages?.[0]?.message
    const text = `${route.method} ${route.path} answered ${status}${summary ? `: ${summary}` : ""}`
    if (status === 401 || status === 403) return new RivertyAuthenticationError(text, details)
    if (status === 404) return new RivertyNotFoundError(text, details)
    if (status === 429) return new RivertyRateLimitError(text, { ...details, retryAfterMs: retryAfterMsOf(error) })
    return new RivertyApiError(status >= 500 ? "server" : "request", text, details)
  }
}
