import { routes } from 'contracts/routes';
import { type FormEvent, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import styles from './home.module.css';
import { LISTINGS_NAMESPACE } from './i18n/register.ts';

type SearchTarget = 'restaurants' | 'giftShops';

/** Where a search lands, with the list's own name filter (spec §3: businessName, shopName). */
export function heroSearchPath(target: SearchTarget, query: string): string {
  const text = query.trim();
  const [path, param] =
    target === 'restaurants' ? [routes.restaurants, 'businessName'] : [routes.giftShops, 'shopName'];
  return text ? `${path}?${new URLSearchParams({ [param]: text })}` : path;
}

/** The hero's search box: a name and a choice between restaurants and gift shops. */
export function HeroSearch() {
  const { t } = useTranslation(LISTINGS_NAMESPACE);
  const navigate = useNavigate();
  const id = useId();
  const [target, setTarget] = useState<SearchTarget>('restaurants');
  const [query, setQuery] = useState('');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    navigate(heroSearchPath(target, query));
  };

  return (
    <search className={styles.search}>
      <form onSubmit={submit} aria-label={t('home.search.label')} data-testid="hero-search">
        <fieldset className={styles.targets}>
          <legend className={styles.visuallyHidden}>{t('home.search.where')}</legend>
          {(['restaurants', 'giftShops'] as const).map((value) => (
            <label key={value} className={styles.target}>
              <input
                type="radio"
                name={`${id}-target`}
                value={value}
                checked={target === value}
                onChange={() => setTarget(value)}
              />
              <span>{t(`home.search.${value}`)}</span>
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
