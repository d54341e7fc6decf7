// Redis for the tests and the bench that run Medusa's Redis modules: whether one answers, and
// removing what a run wrote under its own key prefix. ioredis comes with Medusa's Redis modules.
const REDIS_OPTIONS = { lazyConnect: true, maxRetriesPerRequest: 1 }

/** Whether a Redis server answers PING at `url`. */
async function redisAnswers(url) {
  const { Redis } = require("ioredis")
  const redis = new Redis(url, { ...REDIS_OPTIONS, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null })
  // A refused connection is the answer "no", not an error to print.
  redis.on("error", () => undefined)
  try {
    await redis.connect()
    return (await redis.ping()) === "PONG"
  } catch {
    return false
  } finally {
    redis.disconnect()
  }
}

/** Deletes every key a run wrote under `prefix` (Medusa's modules put it first or after a namespace). */
async function deleteRedisPrefix(url, prefix) {
  const { Redis } = require("ioredis")
  const redis = new Redis(url, REDIS_OPTIONS)
  try {
    await redis.connect()
    for (const pattern of [`${prefix}*`, `*:${prefix}*`]) {
      let cursor = "0"
      do {
        const [next, keys] = await redis.scan(cursor, "MATCH", pattern, "COUNT", 500)
        if (keys.length) await redis.del(...keys)
        cursor = next
      } while (cursor !== "0")
    }
  } finally {
    redis.disconnect()
  }
}

module.exports = { redisAnswers, deleteRedisPrefix }
