/// <reference types="vite/client" />

/** `<package version>+<build id>` baked in at build time; /version.json carries the same value. */
declare const __APP_VERSION__: string;
