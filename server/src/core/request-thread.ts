import type { Transferable, Worker } from 'node:worker_threads';

/**
 * A worker thread asked by message and answering by message, each request and its answer matched by an `id` this
 * adds. The thread starts on the first request and does not keep the process alive while idle; when it fails or
 * exits, the requests waiting on it are rejected and the next request starts a new one. The password checks and the
 * statistics parse thread are two of these, each with its own script.
 */
export class RequestThread<Request extends object, Answer> {
  private worker: Worker | null = null;
  private nextId = 1;
  private readonly pending = new Map<number, { resolve: (a: Answer) => void; reject: (e: Error) => void }>();

  /** `start` makes the thread (throwing when it cannot); `name` goes into the error when it exits. */
  constructor(
    private readonly start: () => Worker,
    private readonly name: string,
  ) {}

  /** Sends `request` (its `transfer` list handed over, not copied); answers what the thread sends back for it. */
  ask(request: Request, transfer: readonly Transferable[] = []): Promise<Answer> {
    const worker = this.started();
    const id = this.nextId++;
    return new Promise((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id }, [...transfer]);
    });
  }

  /** Ends the thread; a later request starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = null;
    await worker?.terminate();
  }

  private started(): Worker {
    if (this.worker) return this.worker;
    const worker = this.start();
    worker.unref();
    worker.on('message', (answer: Answer & { id: number }) => {
      this.pending.get(answer.id)?.resolve(answer);
      this.pending.delete(answer.id);
    });
    const fail = (error: Error) => {
      if (this.worker === worker) this.worker = null;
      for (const { reject } of this.pending.values()) reject(error);
      this.pending.clear();
    };
    worker.on('error', fail);
    worker.on('exit', (code) => fail(new Error(`${this.name} exited (${code})`)));
    this.worker = worker;
    return worker;
  }
}
