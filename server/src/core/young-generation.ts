import v8 from 'node:v8';

// V8's young generation (two semi-spaces) starts at 1 MiB a space and doubles whenever many of its objects outlive a
// collection, up to 16 MiB. Loading the server's modules keeps almost everything it makes, so it grows to the most
// in the first second and then stays: 32 MiB reserved by an idle server that only needed it while starting.
// Holding it small while the server starts and letting it grow again once it serves keeps those 30 MiB back at
// rest, while a server under load still grows it as far as its calls want: a young generation kept small for good
// (node --max-semi-space-size) would cost every hot read more collections.
// `--semi-space-growth-factor` is read by V8 at each growth; a V8 without it ignores the flag, which costs only the
// saving.

/** V8's own default of the factor (node --v8-options). */
const V8_GROWTH_FACTOR = 2;

/** Keeps the young generation at its starting size: first thing in the process, before the modules load. */
export function holdYoungGeneration(): void {
  v8.setFlagsFromString('--semi-space-growth-factor=1');
}

/** Lets the young generation grow again as V8 would (the server is ready and listening). */
export function releaseYoungGeneration(): void {
  v8.setFlagsFromString(`--semi-space-growth-factor=${V8_GROWTH_FACTOR}`);
}
