// Between the API's units and the rows': money in major and minor units, times in unix seconds and milliseconds.

export const toMinor = (major: number) => Math.round(major * 100);
export const toMajor = (minor: number) => Number(minor) / 100;
export const toMs = (s: number) => s * 1000;
export const toSec = (ms: number) => Math.floor(Number(ms) / 1000);
