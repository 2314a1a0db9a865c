// Where the content packs live and how the content tools write them: one place for the default seed, the
// packs' folder and the JSON formatting every generator uses (Prettier with the repository's settings, so
// `prettier --check` passes on what they write).
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The seed the shipped packs are drawn with. */
export const DEFAULT_SEED = 20261122;

/** server/content/packs. */
export const packsDir = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../server/content/packs',
);

/** `--seed N` when it is a number, else the default seed. */
export function seedFrom(seedText: string | undefined): number {
  return seedText === undefined || !Number.isFinite(Number(seedText)) ? DEFAULT_SEED : Number(seedText);
}

/** A pack as Prettier formats JSON with the repository's settings, wherever it is written. */
export async function formatJson(value: unknown): Promise<string> {
  // Loaded here, not at the top: modules that import this one are also loaded by tests.
  const prettier = (await import('prettier')).default;
  const config = (await prettier.resolveConfig(path.join(packsDir, 'study.json'))) ?? {};
  return prettier.format(JSON.stringify(value), { ...config, parser: 'json' });
}
