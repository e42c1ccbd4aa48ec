import { holdYoungGeneration } from './core/young-generation.js';

// The entry point (`npm start` runs the build of this file): before anything else loads, V8's young generation is
// held at its starting size (core/young-generation.ts); serve() lets it grow once the server listens. The server's
// modules come in after that, through an import that the build leaves as it is (start.ts is an entry of its own,
// server/dist/start.js): a static import, or one the build could follow, would load every npm package first.
holdYoungGeneration();
await import(new URL('./start.js', import.meta.url).href);
