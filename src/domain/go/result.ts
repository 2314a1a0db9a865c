// Results as values: every parser and rule check of the Go domain answers with one of these instead of
// throwing, so callers (UI, server re-checks, tools) branch on a closed set of codes.

export type Result<T, E> =
  { readonly ok: true; readonly value: T } | { readonly ok: false; readonly error: E };

export function ok<T>(value: T): { readonly ok: true; readonly value: T } {
  return { ok: true, value };
}

export function err<E>(error: E): { readonly ok: false; readonly error: E } {
  return { ok: false, error };
}
