import { type AdCategory, adCategories } from 'contracts/enums';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { Inline } from 'design-system/inline';
import { PageHeader } from 'design-system/page-header';
import { Stack } from 'design-system/stack';
import type { TableColumn } from 'design-system/table';
import { Tabs } from 'design-system/tabs';
import { formatCount, formatLongDate } from 'platform/intl';
import { useModal } from 'platform/overlays';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { AdminTable } from '../../components/admin-table.tsx';
import listStyles from '../../components/list-filters.module.css';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { AD_COUNTS_VIEW, AdCountsSummary } from './ad-counts.tsx';
import { MUTATE_AD_VIEW } from './ad-form.tsx';
import { AdState } from './ad-state.tsx';
import { type AdminAd, useAdminAds } from './ads-api.ts';
import { readAdCategory, withAdCategory } from './category-param.ts';
import { DELETE_AD_VIEW } from './delete-ad.tsx';
import { PlaybackSetting } from './playback-setting.tsx';

const NO_ADS: AdminAd[] = [];

/**
 * One category's ads: a table with their kind, state today and share of views, priority, window and
 * counts of the last 30 days, each with its daily counts, Edit and Delete.
 */
function CategoryAds({ category }: { category: AdCategory }) {
  const { t, lang } = useAdminText();
  const modal = useModal();
  const list = useAdminAds(category);
  const columns = useMemo<TableColumn<AdminAd>[]>(
    () => [
      { id: 'title', header: t('ads.columns.title'), cell: (ad) => ad.title[lang] },
      { id: 'mediaKind', header: t('ads.columns.mediaKind'), cell: (ad) => t(`ads.kinds.${ad.mediaKind}`) },
      {
        id: 'status',
        header: t('ads.columns.status'),
        cell: (ad) => <AdState ad={ad} />,
      },
      { id: 'priority', header: t('ads.columns.priority'), cell: (ad) => formatCount(ad.priority, lang) },
      {
        id: 'window',
        header: t('ads.columns.window'),
        // Calendar days in Qatar, as stored: shown as they are, whatever the reader's time zone.
        cell: (ad) =>
          t('ads.window', { from: formatLongDate(ad.activeFrom, lang), to: formatLongDate(ad.activeTo, lang) }),
      },
      { id: 'counts', header: t('ads.columns.counts'), cell: (ad) => <AdCountsSummary ad={ad} /> },
      {
        id: 'actions',
        header: t('ads.columns.actions'),
        cell: (ad) => (
          <Inline as="span" gap={2}>
            <Button type="button" variant="secondary" onClick={() => modal.open(AD_COUNTS_VIEW, { ad })}>
              {t('ads.counts.open', { title: ad.title[lang] })}
            </Button>
            <Button type="button" variant="secondary" onClick={() => modal.open(MUTATE_AD_VIEW, { category, ad })}>
              {t('ads.actions.edit', { title: ad.title[lang] })}
            </Button>
            <Button type="button" variant="secondary" onClick={() => modal.open(DELETE_AD_VIEW, { ad })}>
              {t('ads.actions.delete', { title: ad.title[lang] })}
            </Button>
          </Inline>
        ),
      },
    ],
    [t, lang, modal, category],
  );
  const categoryName = adCategories.labels[category][lang];
  return (
    <Stack gap={4}>
      <Inline justify="space-between" align="center" gap={3}>
        <p className={listStyles.total} aria-live="polite" data-testid="ads-total">
          {list.data ? t('ads.total', { count: list.data.length, formatted: formatCount(list.data.length, lang) }) : ''}
        </p>
        <Button type="button" onClick={() => modal.open(MUTATE_AD_VIEW, { category })}>
          {t('ads.actions.add')}
        </Button>
      </Inline>
      {list.isError && !list.data ? (
        <EmptyState
          alert
          title={t('ads.error.title')}
          text={t('ads.error.text')}
          action={
            <Button onClick={() => list.refetch()} loading={list.isFetching}>
              {t('ads.error.retry')}
            </Button>
          }
        />
      ) : (
        <AdminTable<AdminAd>
          caption={t('ads.caption', { category: categoryName })}
          columns={columns}
          rows={list.data ?? NO_ADS}
          rowKey={(ad) => ad._id}
          page={1}
          pageCount={1}
          onPageChange={() => {}}
          loading={list.isPending}
          loadingRows={3}
          empty={<EmptyState title={t('ads.empty.title', { category: categoryName })} text={t('ads.empty.text')} />}
          pagingLabel={t('ads.paging.label')}
        />
      )}
      <PlaybackSetting key={category} category={category} />
    </Stack>
  );
}

/**
 * `/admin/ads`: a tab per ad category (the open one in the address, `?category=`), each with its
 * ads and its video playback setting.
 */
export function AdsView() {
  const { t, lang } = useAdminText();
  const [search, setSearch] = useSearchParams();
  const category = readAdCategory(search);
  return (
    <>
      <PageHeader title={t('ads.title')} />
      <Tabs
        label={t('ads.tabsLabel')}
        dir={lang === 'ar' ? 'rtl' : 'ltr'}
        tabs={adCategories.values.map((value) => ({ id: value, label: adCategories.labels[value][lang] }))}
        selected={category}
        onSelect={(id) => setSearch(withAdCategory(search, id as AdCategory), { replace: true })}
      >
        <CategoryAds key={category} category={category} />
      </Tabs>
    </>
  );
}
