/** Build-time configuration (Vite `VITE_*` variables), read once. Empty values count as unset. */
const env = import.meta.env;

const optional = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

export const config = {
  /** Right-hand header link; shown only when both URL and label are set. */
  headerLink:
    optional(env.VITE_HEADER_LINK_URL) && optional(env.VITE_HEADER_LINK_LABEL)
      ? { url: optional(env.VITE_HEADER_LINK_URL)!, label: optional(env.VITE_HEADER_LINK_LABEL)! }
      : undefined,
  mixpanelToken: optional(env.VITE_MIXPANEL_TOKEN),
  sentryDsn: optional(env.VITE_SENTRY_DSN),
};
