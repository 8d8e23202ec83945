/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** Set by vite.config.ts at build time. */
  readonly VITE_BUILD_VER?: string;
}
