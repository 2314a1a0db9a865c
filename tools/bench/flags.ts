// Command-line flags for the benches and the GTP engine: `--name value` pairs, read leniently (a missing
// or malformed value falls back to the default).

export function stringFlag(argv: readonly string[], name: string): string | undefined {
  const i = argv.indexOf(name);
  if (i >= 0) return argv[i + 1];
  const prefix = `${name}=`;
  return argv.find((a) => a.startsWith(prefix))?.slice(prefix.length);
}

export function numberFlag(argv: readonly string[], name: string, fallback: number): number {
  const text = stringFlag(argv, name);
  const value = text === undefined ? NaN : Number(text);
  return Number.isFinite(value) ? value : fallback;
}

/** A comma-separated list of integers (`--levels 1,5,10`), or the fallback. */
export function listFlag(argv: readonly string[], name: string, fallback: readonly number[]): number[] {
  const text = stringFlag(argv, name);
  if (text === undefined) return [...fallback];
  const values = text
    .split(',')
    .map((t) => Number(t.trim()))
    .filter((n) => Number.isFinite(n));
  return values.length > 0 ? values : [...fallback];
}
