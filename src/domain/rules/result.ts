// Results as values: every rule that can refuse answers with a closed set of codes instead of throwing.
// Shared by all modules of the business rules (STYLE.md "Errors are values with codes").

export type Result<T, E extends string | number> = { ok: true; value: T } | { ok: false; error: E };

export function ok<T>(value: T): { ok: true; value: T } {
  return { ok: true, value };
}

export function err<E extends string | number>(error: E): { ok: false; error: E } {
  return { ok: false, error };
}
