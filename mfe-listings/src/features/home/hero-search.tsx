import { allListingKinds, type ListingKind, type ListingKindDescriptor, listingKinds } from 'contracts/listing-kinds';
import { routes } from 'contracts/routes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './home.module.css';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

/** Where a search lands: the kind's list, with its own name filter (spec §3: businessName, shopName). */
export function heroSearchPath(kind: ListingKindDescriptor, query: string): string {
  const text = query.trim();
  const path = routes[kind.routes.list];
  return text ? `${path}?${new URLSearchParams({ [kind.nameFilter]: text })}` : path;
}

/** The hero's search box: a name and a choice of the kind of listing (restaurants, gift shops). */
export function HeroSearch() {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const navigate = useNavigate();
  const id = useId();
  const [target, setTarget] = useState<ListingKind>('restaurant');
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(heroSearchPath(listingKinds[target], query));
  };

  return (
    <search className={styles.search}>
      <form onSubmit={submit} aria-label={t('home.search.label')} data-testid="hero-search">
        <fieldset className={styles.targets}>
          <legend className={styles.visuallyHidden}>{t('home.search.where')}</legend>
          {allListingKinds.map((kind) => (
            <label key={kind.id} className={styles.target}>
              <input
                type="radio"
                name={`${id}-target`}
                value={kind.id}
                checked={target === kind.id}
                onChange={() => setTarget(kind.id)}
              />
              <span>{t(`home.search.${kind.plural}`)}</span>
            </label>
          ))}
        </fieldset>
        <div className={styles.searchRow}>
          <label htmlFor={`${id}-query`} className={styles.visuallyHidden}>
            {t('home.search.query')}
          </label>
          <input
            id={`${id}-query`}
            className={styles.searchInput}
            type="search"
            enterKeyHint="search"
            placeholder={t('home.search.placeholder')}
            value={query}
            onChange={(event) => setQuery(event.target.value)}
          />
          <button type="submit" className={styles.searchButton}>
            {t('home.search.submit')}
          </button>
        </div>
      </form>
    </search>
  );
}
