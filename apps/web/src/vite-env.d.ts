/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_HEADER_LINK_URL?: string;
  readonly VITE_HEADER_LINK_LABEL?: string;
  readonly VITE_MIXPANEL_TOKEN?: string;
  readonly VITE_SENTRY_DSN?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
