import { TextField } from 'design-system/text-field';
import { useEffect, useRef, useState } from 'react';
import { useDebounced } from '../lib/use-debounced.ts';

/**
 * A search as you type for a list whose state is in the address: `onSearch` is called once typing
 * pauses for `delay` ms. `value` is the search the address holds; it is compared with, so a Back
 * that changes it refills the field instead of the field's older text being written back over it.
 */
export function DebouncedSearch({
  label,
  value,
  onSearch,
  delay,
  maxLength,
}: {
  label: string;
  value: string;
  onSearch: (value: string) => void;
  delay: number;
  maxLength: number;
}) {
  const [draft, setDraft] = useState(value);
  const debounced = useDebounced(draft.trim(), delay);
  const applied = useRef(value);
  const onSearchRef = useRef(onSearch);
  onSearchRef.current = onSearch;
  useEffect(() => {
    if (debounced === applied.current) return;
    applied.current = debounced;
    onSearchRef.current(debounced);
  }, [debounced]);
  useEffect(() => {
    if (value === applied.current) return;
    applied.current = value;
    setDraft(value);
  }, [value]);
  return (
    <TextField
      type="search"
      label={label}
      value={draft}
      onChange={(event) => setDraft(event.target.value)}
      maxLength={maxLength}
      autoComplete="off"
    />
  );
}
