import { ExclamationCircleSolid } from "@medusajs/icons"
import { Text } from "@medusajs/ui"
import { useQuery } from "@tanstack/react-query"
import { Link } from "react-router-dom"
import { connectionKey, rivertySettingsApi } from "../../lib/riverty-settings-api"
import { settingsPath } from "./settings-pages"
import { useTranslation } from "react-i18next"

/**
 * A warning when the last connection test failed or notifications / follow-up work are dead
 * (the summary's `health.problems`); nothing when all is well or the summary cannot be read.
 */
export function HealthBanner() {
  const { t } = useTranslation()
  const summary = useQuery({ queryKey: connectionKey, queryFn: rivertySettingsApi.connection })
  // Several provider entries share keys, so the same sentence can come more than once.
  const problems = [...new Set(summary.data?.health.problems ?? [])]
  if (problems.length === 0) return null
  return (
    <div role="alert" data-testid="riverty-health-banner" className="bg-ui-bg-base shadow-elevation-card-rest flex items-start gap-x-3 rounded-lg px-6 py-4">
      <ExclamationCircleSolid className="text-ui-fg-error mt-0.5 shrink-0" />
      <div className="flex flex-col gap-y-1">
        <Text size="small" weight="plus">
          {t("riverty.banner.title")}
        </Text>
        {problems.map((problem) => (
          <Text key={problem} size="small" className="text-ui-fg-subtle">
            {problem}
          </Text>
        ))}
        <Link to={settingsPath("connection")} className="txt-compact-small-plus text-ui-fg-interactive">
          {t("riverty.banner.open")}
        </Link>
      </div>
    </div>
  )
}
