import { ESLint } from 'eslint';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const workspaceRoot = fileURLToPath(new URL('../..', import.meta.url));

/** Lints source text as if it were a file at `filePath` in the workspace; the messages of `rule`. */
async function lintErrors(filePath: string, code: string, rule: string): Promise<string[]> {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const [result] = await eslint.lintText(code, { filePath: `${workspaceRoot}${filePath}` });
  return (result?.messages ?? []).filter((m) => m.ruleId === rule).map((m) => m.message);
}

/** The @nx/enforce-module-boundaries messages for source text at `filePath`. */
function boundaryErrors(filePath: string, code: string): Promise<string[]> {
  return lintErrors(filePath, code, '@nx/enforce-module-boundaries');
}

interface DepConstraint {
  sourceTag: string;
  onlyDependOnLibsWithTags?: string[];
}

/** The dependency constraints the lint configuration applies to a file at `filePath`. */
async function depConstraintsFor(filePath: string): Promise<DepConstraint[]> {
  const eslint = new ESLint({ cwd: workspaceRoot });
  const config = (await eslint.calculateConfigForFile(`${workspaceRoot}${filePath}`)) as { rules: Record<string, unknown[]> };
  const [, options] = config.rules['@nx/enforce-module-boundaries'] ?? [];
  return (options as { depConstraints?: DepConstraint[] } | undefined)?.depConstraints ?? [];
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

  it('a scope:shop project cannot import a scope:tools project (scope tags are enforced on the project graph)', async () => {
    // shop-e2e (scope:shop, type:e2e) may use type:tool projects, so only the scope constraint refuses this.
    const errors = await boundaryErrors(
      'apps/shop-e2e/src/probe.ts',
      "import { testConfig } from '@shop/tools/vitest-preset.ts';\nexport const x = testConfig;\n",
    );
    expect(errors).toEqual(['A project tagged with "scope:shop" can only depend on libs tagged with "scope:shop", "scope:shared"']);
  });

  it('a scope:shared library cannot import the shop apps', async () => {
    const errors = await boundaryErrors(
      'libs/ui/src/probe.tsx',
      "import { main } from '@shop/shop-server/src/main.ts';\nexport const x = main;\n",
    );
    expect(errors).toEqual(['Imports of apps are forbidden']);
  });

  // There is no scope:designtool project yet (apps/designtool-web comes later), so the project graph
  // cannot show the rule refusing one; these check that the configuration refuses it both ways.
  it.each([
    ['scope:designtool', 'scope:shop', 'libs/ui/src/probe.tsx'],
    ['scope:shop', 'scope:designtool', 'apps/shop-web/app/probe.tsx'],
  ])('the constraints let no %s project depend on a %s project', async (source, target, filePath) => {
    const constraint = (await depConstraintsFor(filePath)).find((c) => c.sourceTag === source);
    expect(constraint?.onlyDependOnLibsWithTags).toBeDefined();
    expect(constraint?.onlyDependOnLibsWithTags).not.toContain(target);
    expect(constraint?.onlyDependOnLibsWithTags).toContain('scope:shared');
  });

  it('the back office (scope:backoffice) may depend only on scope:backoffice and scope:shared projects, and no storefront or design tool depends on it', async () => {
    const constraints = await depConstraintsFor('apps/backoffice-web/src/probe.tsx');
    expect(constraints.find((c) => c.sourceTag === 'scope:backoffice')?.onlyDependOnLibsWithTags).toEqual([
      'scope:backoffice',
      'scope:shared',
    ]);
    for (const other of ['scope:shop', 'scope:designtool', 'scope:shared']) {
      expect(constraints.find((c) => c.sourceTag === other)?.onlyDependOnLibsWithTags).not.toContain('scope:backoffice');
    }
  });

  it('a back office file cannot import the storefront or the design tool', async () => {
    const errors = await boundaryErrors(
      'apps/backoffice-web/src/probe.tsx',
      "import { App } from '../../designtool-web/src/app.tsx';\nimport { x } from '../../shop-web/app/root.tsx';\nexport const y = [App, x];\n",
    );
    expect(errors).toHaveLength(2);
  });

  it('a scope:shared library may depend only on scope:shared projects', async () => {
    const constraint = (await depConstraintsFor('libs/ui/src/probe.tsx')).find((c) => c.sourceTag === 'scope:shared');
    expect(constraint?.onlyDependOnLibsWithTags).toEqual(['scope:shared']);
  });
});

describe('deep imports into another project (lint errors)', () => {
  it.each([
    ['apps/shop-web/app/probe.tsx', '../../../libs/cart-domain/src/money.ts'],
    ['libs/ui/src/probe.tsx', '../../cart-domain/src/money.ts'],
    ['apps/shop-server/src/probe.ts', '../../shop-web/app/root.tsx'],
  ])('%s cannot import %s by a relative path', async (filePath, source) => {
    const errors = await boundaryErrors(filePath, `import { x } from '${source}';\nexport const y = x;\n`);
    expect(errors).toEqual(['Projects cannot be imported by a relative or absolute path, and must begin with a npm scope']);
  });

  it.each([
    ['apps/shop-web/app/probe.tsx', '@shop/cart-domain/src/money.ts'],
    ['apps/shop-server/src/probe.ts', '@shop/api-client/src/index.ts'],
    ['apps/shop-server/src/probe.ts', '@shop/shop-web/app/root.tsx'],
  ])('%s cannot import the file %s of a package', async (filePath, source) => {
    const errors = await lintErrors(filePath, `import { x } from '${source}';\nexport const y = x;\n`, 'no-restricted-imports');
    expect(errors).toHaveLength(1);
    expect(errors[0]).toContain('through its entry point');
  });

  it.each(['@shop/cart-domain', '@shop/cart-domain/testing'])('may import the package entry point %s', async (source) => {
    const code = `import { x } from '${source}';\nexport const y = x;\n`;
    expect(await lintErrors('apps/shop-web/app/probe.tsx', code, 'no-restricted-imports')).toEqual([]);
    expect(await boundaryErrors('apps/shop-web/app/probe.tsx', code)).toEqual([]);
  });
});
