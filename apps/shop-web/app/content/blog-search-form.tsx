import { button, isImeComposing, visuallyHidden } from '@shop/ui';
import { useId, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { shouldSubmitSearch } from '../search/ime-enter.ts';
import { searchForm, searchInput } from './content.css.ts';
import { blogSearchHref } from './paths.ts';

/**
 * Search over blog posts. Enter submits unless an IME composition is in progress (the Enter that
 * confirms a kana-kanji conversion must not search). Without JavaScript the form is a plain GET to
 * /blog/search. Give it `key={q}` so that it shows the new query after a navigation.
 */
export function BlogSearchForm({ initialQuery = '' }: { initialQuery?: string }) {
  const [text, setText] = useState(initialQuery);
  const navigate = useNavigate();
  const inputId = useId();

  const submit = () => {
    if (text.trim() === '') return;
    void navigate(blogSearchHref(text));
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    // Enter is handled here, never by the form's implicit submission, so the Enter that confirms
    // an IME conversion cannot submit in any browser.
    event.preventDefault();
    if (isImeComposing(event)) return;
    if (shouldSubmitSearch(event, text)) submit();
  };

  return (
    <form
      role="search"
      aria-label="ブログ内検索"
      action="/blog/search"
      method="get"
      className={searchForm}
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <label htmlFor={inputId} className={visuallyHidden}>
        ブログ記事を検索
      </label>
      <input
        id={inputId}
        className={searchInput}
        type="search"
        name="q"
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
        placeholder="記事をキーワードで検索"
        enterKeyHint="search"
        autoComplete="off"
        maxLength={200}
      />
      <button type="submit" className={button({ variant: 'primary', size: 'sm' })}>
        検索
      </button>
    </form>
  );
}
