/** One tab per placement of the order (前面, 背面…): each is a page of the design. */
import { useEditor, useEditorValue } from '../editor/editor-context.tsx';
import { pageTab, pageTabs } from './layout.css.ts';

export function PageTabs() {
  const editor = useEditor();
  const document = useEditorValue((e) => e.document);
  const pageId = useEditorValue((e) => e.pageId);
  if (document.pages.length < 2) {
    const page = document.pages[0]!;
    return (
      <div className={pageTabs} data-testid="page-tabs">
        <span>
          {page.name}（{page.width} × {page.height} mm）
        </span>
      </div>
    );
  }
  return (
    <div className={pageTabs} role="tablist" aria-label="印刷位置" data-testid="page-tabs">
      {document.pages.map((page) => (
        <button
          key={page.id}
          type="button"
          role="tab"
          className={pageTab}
          aria-selected={page.id === pageId}
          title={`${page.width} × ${page.height} mm`}
          onClick={() => editor.setPage(page.id)}
        >
          {page.name}
        </button>
      ))}
    </div>
  );
}
