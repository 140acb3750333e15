import { CloseIcon, IconButton, SearchIcon, iconButton, isImeComposing, visuallyHidden } from '@shop/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { searchHref, shouldSubmitSearch } from '../search/ime-enter.ts';
import { form, input, narrowOnly, openButton, submit as submitClass } from './search-box.css.ts';

export interface SearchBoxProps {
  /** Narrow screens: whether the search box is open (it replaces the logo). */
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}

/**
 * Product search. Enter submits unless an IME composition is in progress; submitting goes to
 * `/search?q=`, clears the field and closes the narrow-screen box. Without JavaScript the form
 * still works as a plain GET to /search.
 */
export function SearchBox({ mobileOpen, onMobileOpenChange }: SearchBoxProps) {
  const [text, setText] = useState('');
  const navigate = useNavigate();
  const inputId = useId();
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (mobileOpen) inputRef.current?.focus();
  }, [mobileOpen]);

  const submit = () => {
    if (text.trim() === '') return;
    void navigate(searchHref(text));
    setText('');
    onMobileOpenChange(false);
    inputRef.current?.blur();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Escape' && mobileOpen) {
      onMobileOpenChange(false);
      return;
    }
    if (event.key !== 'Enter') return;
    // Handle Enter here, never through the form's implicit submission, so that the Enter which
    // confirms an IME conversion cannot submit in any browser.
    event.preventDefault();
    if (isImeComposing(event)) return;
    if (shouldSubmitSearch(event, text)) submit();
  };

  return (
    <>
      <form
        role="search"
        action="/search"
        method="get"
        className={form}
        data-mobile-open={String(mobileOpen)}
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <label htmlFor={inputId} className={visuallyHidden}>
          商品を検索
        </label>
        <input
          ref={inputRef}
          id={inputId}
          className={input}
          type="search"
          name="q"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder="キーワードで商品を探す"
          enterKeyHint="search"
          autoComplete="off"
        />
        <button type="submit" className={`${iconButton} ${submitClass}`} aria-label="検索する">
          <SearchIcon size={20} />
        </button>
        {mobileOpen ? (
          <IconButton
            className={narrowOnly}
            label="検索を閉じる"
            icon={<CloseIcon size={20} />}
            onClick={() => onMobileOpenChange(false)}
          />
        ) : null}
      </form>
      <IconButton
        className={openButton}
        data-hidden={String(mobileOpen)}
        label="検索を開く"
        icon={<SearchIcon />}
        aria-expanded={mobileOpen}
        onClick={() => onMobileOpenChange(true)}
      />
    </>
  );
}
