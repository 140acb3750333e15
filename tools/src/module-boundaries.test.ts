import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Lints source text as if it were a file at `filePath` in the workspace. */
async function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(code, { filePath: `${workspaceRoot}${filePath}` });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === '@nx/enforce-module-boundaries')
    .map((m) => m.message);
}

describe('module boundaries (enforced as lint errors)', () => {
  it.each([
    ['react', "import { useState } from 'react';\nexport const x = useState;\n"],
    ['jotai', "import { atom } from 'jotai';\nexport const x = atom(1);\n"],
    ['ky', "import ky from 'ky';\nexport const x = ky;\n"],
    ['@radix-ui/react-dialog', "import * as Dialog from '@radix-ui/react-dialog';\nexport const x = Dialog;\n"],
    ['@vanilla-extract/css', "import { style } from '@vanilla-extract/css';\nexport const x = style({});\n"],
  ])('a domain library cannot import %s', async (pkg, code) => {
    const errors = await boundaryErrors('libs/cart-domain/src/probe.ts', code);
    expect(errors.join('\n')).toContain(pkg);
  });

  it('a util library cannot import react either', async () => {
    const errors = await boundaryErrors('libs/validation/src/probe.ts', "import React from 'react';\nexport const x = React;\n");
    expect(errors).toHaveLength(1);
  });

  it('a domain library cannot import a data-access library', async () => {
    const errors = await boundaryErrors(
      'libs/cart-domain/src/probe.ts',
      "import { createApiClient } from '@shop/api-client';\nexport const x = createApiClient;\n",
    );
    expect(errors).toHaveLength(1);
  });

  it('a domain library may import the framework-free API contract (type:util), not the client', async () => {
    const errors = await boundaryErrors(
      'libs/cart-domain/src/probe.ts',
      "import { API_ROUTES } from '@shop/api-contract';\nimport type { Product } from '@shop/api-contract';\nexport const x: [typeof API_ROUTES, Product?] = [API_ROUTES];\n",
    );
    expect(errors).toEqual([]);
  });

  it('the API contract (type:util) cannot import the client or ky', async () => {
    const errors = await boundaryErrors(
      'libs/api-contract/src/probe.ts',
      "import ky from 'ky';\nimport { createApiClient } from '@shop/api-client';\nexport const x = [ky, createApiClient];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('a domain library may import valibot and another domain library', async () => {
    const errors = await boundaryErrors(
      'libs/cart-domain/src/probe.ts',
      "import * as v from 'valibot';\nimport { x as y } from '@shop/business-days';\nexport const x = [v, y];\n",
    );
    expect(errors).toEqual([]);
  });
});
