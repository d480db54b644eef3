/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Another server implementing the same API; empty means the page's own origin. */
  readonly VITE_API_BASE?: string;
  readonly VITE_SCHOOL_WEBSITE_URL?: string;
  readonly VITE_SHOP_URL?: string;
  readonly VITE_SCHOOL_OFFICE_EMAIL?: string;
  readonly VITE_DEFAULT_LANGUAGE?: string;
  readonly VITE_SCHOOL_TIME_ZONE?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
