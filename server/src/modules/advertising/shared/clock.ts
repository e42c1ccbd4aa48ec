/** The time delivery status is computed at; tests running the server in process set `now` to move it. */
export const clock = { now: (): number => Date.now() };
