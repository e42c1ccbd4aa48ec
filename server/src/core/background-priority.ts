import os from 'node:os';
import { isMainThread } from 'node:worker_threads';

/**
 * The nice value of background CPU work (an audience import's threads, ffmpeg's poster frames): on a small machine
 * (two cores) that work would otherwise take the cores from the thread that answers every call. At nice 10 the
 * kernel gives it about a tenth of the weight of the calls' thread when both want a core, and all of an idle one.
 */
export const BACKGROUND_NICE = 10;

/**
 * Lowers the calling worker thread's CPU priority to BACKGROUND_NICE; answers whether it did. Only on Linux, where
 * the nice value belongs to a thread (setpriority on thread 0 is the caller alone); elsewhere it would lower the
 * whole server, so it does nothing. Never on the main thread, which answers the calls.
 */
export function lowerThisThread(): boolean {
  if (isMainThread) throw new Error('lowerThisThread is for worker threads: the main thread answers the calls');
  if (process.platform !== 'linux') return false;
  try {
    os.setPriority(Math.max(os.getPriority(), BACKGROUND_NICE));
    return true;
  } catch {
    return false;
  }
}

/** Lowers a child process's CPU priority to BACKGROUND_NICE; answers whether it did (it may have exited already). */
export function lowerChild(pid: number | undefined): boolean {
  if (pid === undefined) return false;
  try {
    os.setPriority(pid, Math.max(os.getPriority(pid), BACKGROUND_NICE));
    return true;
  } catch {
    return false;
  }
}
