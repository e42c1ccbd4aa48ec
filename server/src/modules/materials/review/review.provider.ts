/** A review verdict as the provider holds it: 2 in review, 3 failed, 4 passed. */
export interface Verdict {
  material_id: number;
  status: number;
  reason: string | null;
  reviewer_id: number | null;
  time: number;
}

/**
 * A third-party review service, the built-in one being a local reviewer in the console. Materials added with audit 2
 * are submitted once their rows are committed; their states are read back by refresh. Another provider (an outside
 * platform's API) implements the same two calls: it keeps its own store, so nothing here hands it a database or a
 * transaction.
 */
export interface ReviewProvider {
  submit(items: { material_id: number; country: string }[], now: number): Promise<void>;
  /** the provider's latest verdict of each material it knows among `ids` */
  verdicts(ids: number[]): Promise<Verdict[]>;
}

/** The built-in reviewer: an operator with `material.review` passes or fails materials in the console. */
export interface LocalReviewer extends ReviewProvider {
  decide(ids: number[], pass: boolean, reason: string | null, reviewerId: number, now: number): Promise<void>;
}
