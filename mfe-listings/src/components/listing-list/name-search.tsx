import { TextField } from 'design-system/text-field';
import { useEffect, useRef, useState } from 'react';
import styles from './name-search.module.css';

/** Typing settles for this long before the list is asked again (one request per word, not per key). */
const SEARCH_DEBOUNCE_MS = 350;

/**
 * A list's search box (a listing's name, a post's title): debounced while typing, at once on Enter;
 * follows the URL on reset and back.
 */
export function NameSearch({
  label,
  placeholder,
  value,
  onSearch,
  className = styles.search,
}: {
  label: string;
  placeholder: string;
  value: string | undefined;
  onSearch: (text: string) => void;
  className?: string;
}) {
  const [text, setText] = useState(value ?? '');
  const sent = useRef(value ?? '');
  // The latest callback, so a parent's re-render does not restart the debounce timer.
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  }, [onSearch]);

  // The URL changed under us (reset, back button): show what it says.
  useEffect(() => {
    if ((value ?? '') !== sent.current) {
      sent.current = value ?? '';
      setText(value ?? '');
    }
  }, [value]);

  useEffect(() => {
    const wanted = text.trim();
    if (wanted === sent.current) return;
    const timer = setTimeout(() => {
      sent.current = wanted;
      search.current(wanted);
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text]);

  return (
    <search className={className}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (text.trim() === sent.current) return; // already searched for (the pause sent it)
          sent.current = text.trim();
          search.current(sent.current);
        }}
      >
        <TextField
          type="search"
          label={label}
          placeholder={placeholder}
          value={text}
          maxLength={100}
          onChange={(event) => setText(event.target.value)}
        />
      </form>
    </search>
  );
}
