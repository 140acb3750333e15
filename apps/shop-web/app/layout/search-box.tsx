import { CloseIcon, IconButton, SearchIcon, iconButton, isImeComposing, visuallyHidden } from '@shop/ui';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { formatYen } from '../format/yen.ts';
import { searchHref, shouldSubmitSearch } from '../search/ime-enter.ts';
import { SECTION_TITLES, type SuggestOption } from '../search/suggestions.ts';
import { useSuggestions } from '../search/use-suggestions.ts';
import {
  form,
  group as groupClass,
  input,
  listbox,
  narrowOnly,
  openButton,
  optionImage,
  optionLabel,
  optionPrice,
  optionRow,
  section,
  submit as submitClass,
  wrapper,
} from './search-box.css.ts';

export interface SearchBoxProps {
  /** Narrow screens: whether the search box is open (it replaces the logo). */
  mobileOpen: boolean;
  onMobileOpenChange: (open: boolean) => void;
}

/** The query of the search page's URL (the box shows what the page is the results of). */
function pageQuery(pathname: string, search: string): string {
  return pathname === '/search' ? (new URLSearchParams(search).get('q') ?? '') : '';
}

/**
 * Product search with predictive suggestions: a WAI-ARIA combobox whose list offers the typed
 * text's search, then products (picture and price), categories and brands as the shopper types
 * (search/use-suggestions.ts: nothing is asked during an IME composition, a new keystroke cancels
 * the request under way). Arrow keys move through the options, Enter opens the active one (or
 * searches), Escape closes the list; on a phone each option is a large tap target. Enter never
 * submits during a composition. On the search page the box keeps the query; submitting goes to
 * `/search?q=` and closes the narrow-screen box. Without JavaScript the form is a plain GET to /search.
 */
export function SearchBox({ mobileOpen, onMobileOpenChange }: SearchBoxProps) {
  const { pathname, search } = useLocation();
  const urlQuery = pageQuery(pathname, search);
  const [text, setText] = useState(urlQuery);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const composing = useRef(false);
  const navigate = useNavigate();
  const inputId = useId();
  const listId = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const { options, ask, clear } = useSuggestions();

  // Another page (or another search) shows its own query (state derived during render, not in an effect).
  const [shownQuery, setShownQuery] = useState(urlQuery);
  if (shownQuery !== urlQuery) {
    setShownQuery(urlQuery);
    setText(urlQuery);
    setOpen(false);
  }

  useEffect(() => {
    if (mobileOpen) inputRef.current?.focus();
  }, [mobileOpen]);

  // New options: none is active yet.
  const [optionsSeen, setOptionsSeen] = useState(options);
  if (optionsSeen !== options) {
    setOptionsSeen(options);
    setActive(-1);
  }

  const close = () => {
    setOpen(false);
    setActive(-1);
  };

  const leave = (href: string) => {
    close();
    clear();
    void navigate(href);
    onMobileOpenChange(false);
    inputRef.current?.blur();
  };

  const submit = () => {
    if (text.trim() === '') return;
    leave(searchHref(text));
  };

  const typed = (value: string) => {
    setText(value);
    setOpen(true);
    if (!composing.current) ask(value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (isImeComposing(event)) {
      // Keys during a composition belong to the IME (Enter confirms, arrows choose a conversion).
      if (event.key === 'Enter') event.preventDefault();
      return;
    }
    const shown = open && options.length > 0;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      if (options.length === 0) return;
      event.preventDefault();
      setOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      // Positions: the field itself (-1), then each option; the ends wrap around.
      const positions = options.length + 1;
      setActive((current) => ((current + 1 + step + positions) % positions) - 1);
      return;
    }
    if (event.key === 'Escape') {
      if (shown) {
        close();
        return;
      }
      if (mobileOpen) onMobileOpenChange(false);
      return;
    }
    if (event.key !== 'Enter') return;
    // Handle Enter here, never through the form's implicit submission, so that the Enter which
    // confirms an IME conversion cannot submit in any browser.
    event.preventDefault();
    const chosen = shown && active >= 0 ? options[active] : undefined;
    if (chosen) leave(chosen.href);
    else if (shouldSubmitSearch(event, text)) submit();
  };

  const shown = open && options.length > 0 && text.trim() !== '';
  const optionId = (index: number) => `${listId}-${index}`;
  const sections = (['query', 'product', 'category', 'brand'] as const)
    .map((kind) => ({ kind, items: options.map((option, index) => ({ option, index })).filter(({ option }) => option.kind === kind) }))
    .filter((group) => group.items.length > 0);

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
        <div className={wrapper}>
          <label htmlFor={inputId} className={visuallyHidden}>
            商品を検索
          </label>
          <input
            ref={inputRef}
            id={inputId}
            className={input}
            // A text field, not type=search: HTML allows role=combobox on a text input only (the
            // Nu Html Checker refuses it on a search input); inputMode keeps the phone's search keyboard.
            type="text"
            inputMode="search"
            name="q"
            role="combobox"
            aria-autocomplete="list"
            aria-expanded={shown}
            aria-controls={listId}
            aria-activedescendant={shown && active >= 0 ? optionId(active) : undefined}
            value={text}
            onChange={(event) => typed(event.target.value)}
            onCompositionStart={() => {
              composing.current = true;
            }}
            onCompositionEnd={(event) => {
              composing.current = false;
              ask(event.currentTarget.value);
            }}
            onKeyDown={onKeyDown}
            onFocus={() => setOpen(true)}
            onBlur={close}
            placeholder="キーワードで商品を探す"
            enterKeyHint="search"
            autoComplete="off"
          />
          {/* The grouped listbox of the WAI-ARIA Authoring Practices: each group labelled by its heading. */}
          <div id={listId} role="listbox" aria-label="検索候補" className={listbox} hidden={!shown}>
            {sections.map((group) => (
              <ul key={group.kind} role="group" aria-labelledby={`${listId}-${group.kind}`} className={groupClass}>
                <li id={`${listId}-${group.kind}`} role="presentation" className={section}>
                  {SECTION_TITLES[group.kind]}
                </li>
                {group.items.map(({ option, index }) => (
                  <SuggestionRow
                    key={option.href}
                    id={optionId(index)}
                    option={option}
                    active={index === active}
                    onChoose={() => leave(option.href)}
                  />
                ))}
              </ul>
            ))}
          </div>
        </div>
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

/** One option: a product with its picture and price from, or a search, a category or a brand. */
function SuggestionRow({ id, option, active, onChoose }: { id: string; option: SuggestOption; active: boolean; onChoose: () => void }) {
  return (
    // The keys of a combobox's options are the field's (aria-activedescendant, WAI-ARIA Authoring Practices).
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events
    <li
      id={id}
      role="option"
      aria-selected={active}
      className={optionRow}
      data-active={String(active)}
      // Keep the focus in the field (a blur would close the list before the click lands).
      onMouseDown={(event) => event.preventDefault()}
      onClick={onChoose}
    >
      {option.kind === 'product' ? (
        option.image ? (
          <img className={optionImage} src={option.image} alt="" width={40} height={40} loading="lazy" />
        ) : (
          <span className={optionImage} aria-hidden="true" />
        )
      ) : null}
      <span className={optionLabel}>{option.label}</span>
      {option.price !== undefined ? <span className={optionPrice}>{formatYen(option.price)}〜</span> : null}
    </li>
  );
}
