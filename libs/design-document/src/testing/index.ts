/** Test helpers for other projects: `import { TestEditor } from '@shop/design-document/testing'`. */
export { TestEditor } from './test-editor.ts';
export type { TestEditorOptions } from './test-editor.ts';
