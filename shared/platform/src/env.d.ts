// Build-time values Rsbuild inlines into every app that compiles this package.
interface ImportMetaEnv {
  readonly PUBLIC_API_BASE_URL?: string;
  readonly PUBLIC_BOT_USERNAME?: string;
  readonly PUBLIC_MAX_BOT_NAME?: string;
  readonly PUBLIC_PRIVACY_URL?: string;
  readonly PUBLIC_TERMS_URL?: string;
  readonly PUBLIC_MAPS_SEARCH_URL?: string;
  readonly MODE: string;
  readonly DEV: boolean;
}
interface ImportMeta {
  readonly env: ImportMetaEnv;
}
