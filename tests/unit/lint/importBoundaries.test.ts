// The layer rule of DESIGN.md fires: the domain cannot reach React, Node or the app's outer layers, and
// the server cannot reach into the app beyond domain and protocol.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(__dirname, '../../..');
const eslint = new ESLint({ cwd: root });

async function boundaryErrors(file: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath: path.join(root, file) });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'hoshi/import-boundaries').map((m) => m.message);
}

describe('hoshi/import-boundaries', () => {
  it.each([
    ['src/domain/rules/x.ts', "import { useState } from 'react';"],
    ['src/domain/rules/x.ts', "import fs from 'node:fs';"],
    ['src/domain/go/x.ts', "import { api } from '../../io/api/startup';"],
    ['src/domain/go/x.ts', "import { atom } from '../../state/session';"],
    ['src/domain/go/x.ts', "export { Screen } from '../../features/study/Screen';"],
    ['src/domain/go/x.ts', "const m = import('../../app/router');"],
    ['src/protocol/x.ts', "import { x } from '../io/api/startup';"],
    ['src/board/Board.tsx', "import { x } from '../state/session';"],
    ['src/io/api/x.ts', "import { x } from '../../features/frontgate/FrontGate';"],
    ['server/http/x.ts', "import { x } from '../../src/io/api/startup';"],
    ['server/http/x.ts', "import { x } from '../../src/state/session';"],
    ['src/ui/x.tsx', "import { x } from '../state/session';"],
    ['src/ui/x.tsx', "import { useTranslation } from 'react-i18next';"],
    ['src/ui/x.tsx', "import { Link } from '@tanstack/react-router';"],
    ['src/ui/x.tsx', "import fs from 'node:fs';"],
  ])('reports %s importing: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toHaveLength(1);
  });

  it.each([
    ['src/domain/rules/x.ts', "import { y } from './hearts';"],
    ['src/domain/rules/x.ts', "import { y } from '../go/position';"],
    ['src/protocol/x.ts', "import type { y } from '../domain/rules';"],
    ['server/http/x.ts', "import { y } from '../../src/protocol';"],
    ['server/http/x.ts', "import { y } from '../../src/domain/go';"],
    ['src/features/study/x.ts', "import { y } from '../../io/api/startup';"],
    ['src/features/study/x.tsx', "import { Button } from '../../ui';"],
    ['src/app/x.tsx', "import { IconSprite } from '../ui';"],
    ['src/board/x.tsx', "import { Icon } from '../ui';"],
    ['src/ui/x.tsx', "import { useId } from 'react';"],
    ['src/ui/x.tsx', "import { Icon } from './icons';"],
  ])('allows %s importing: %s', async (file, code) => {
    expect(await boundaryErrors(file, code)).toEqual([]);
  });
});
