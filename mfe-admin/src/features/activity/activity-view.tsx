import { adCategories } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { routes } from 'contracts/routes';
import {
  type ActivityEntry,
  activityActions,
  activityEntityTypes,
  SYSTEM_ACTOR_ID,
  systemActorLabel,
} from 'contracts/schemas/activity';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { PageHeader } from 'design-system/page-header';
import { Pager } from 'design-system/pager';
import { Skeleton } from 'design-system/skeleton';
import { TextField } from 'design-system/text-field';
import a11y from 'design-system/visually-hidden.module.css';
import { formatCount, formatDateTime } from 'platform/intl';
import { type FormEvent, type ReactNode, useId } from 'react';
import { Link, useSearchParams } from 'react-router';
import { usePagerLabels } from '../../components/admin-table.tsx';
import listStyles from '../../components/list-filters.module.css';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './activity.module.css';
import { useActivity, useAdmins } from './activity-api.ts';
import { ACTIVITY_PER_PAGE, type ActivityListParams, activitySearch, readActivityParams } from './list-params.ts';
import { fieldLabel, valueText } from './recorded-change.ts';
import { isLongTextChange, WordDiff } from './word-diff.tsx';

/**
 * What an entry is about, in the page's language: the record's current name, a playback setting by
 * its category, and a record since deleted by the start of its id (enough to tell two apart).
 */
function entityText(entry: ActivityEntry, lang: Lang): string {
  if (entry.entityName) return entry.entityName[lang];
  if (entry.entityType === 'playback' && entry.entityId in adCategories.labels)
    return adCategories.labels[entry.entityId as keyof typeof adCategories.labels][lang];
  return entry.entityId.slice(0, 8);
}

/** The address of one entity's own history. */
const historyOf = (entry: Pick<ActivityEntry, 'entityType' | 'entityId'>) =>
  `${routes.adminActivity}?${activitySearch({ page: 1, actorId: '', entityType: entry.entityType, entityId: entry.entityId, from: '', to: '' })}`;

function Entry({ entry }: { entry: ActivityEntry }) {
  const { t, lang } = useAdminText();
  const changes = Object.entries(entry.changes);
  return (
    <li className={styles.entry} data-testid="activity-entry">
      <p className={styles.summary}>
        <strong>{entry.actor._id === SYSTEM_ACTOR_ID ? systemActorLabel[lang] : entry.actor.fullName}</strong>{' '}
        <span className={styles.action}>{activityActions.labels[entry.action][lang]}</span>{' '}
        <Link to={historyOf(entry)} className={styles.entity}>
          {activityEntityTypes.labels[entry.entityType][lang]} <bdi>{entityText(entry, lang)}</bdi>
        </Link>
      </p>
      <p className={styles.meta}>
        <time dateTime={entry.at}>{formatDateTime(entry.at, lang)}</time> · <bdi dir="ltr">{entry.actor.email}</bdi>
        {entry.batch ? (
          <>
            {' · '}
            {t('activity.batch', { count: entry.batch.size, formatted: formatCount(entry.batch.size, lang) })}
          </>
        ) : null}
      </p>
      {changes.length > 0 ? (
        <dl className={styles.changes}>
          {changes.map(([field, change]) => (
            <div key={field} className={styles.change}>
              <dt className={styles.fieldName}>{fieldLabel(entry.entityType, field, t)}</dt>
              {isLongTextChange(change.before, change.after) ? (
                <dd className={styles.diff}>
                  <WordDiff before={change.before} after={String(change.after)} />
                </dd>
              ) : (
                <dd className={styles.diff}>
                  <span className={a11y.visuallyHidden}>{t('activity.before')} </span>
                  <del className={styles.before}>{valueText(entry.entityType, field, change.before, t, lang)}</del>
                  <span aria-hidden="true" className={styles.arrow}>
                    →
                  </span>
                  <span className={a11y.visuallyHidden}> {t('activity.after')} </span>
                  <ins className={styles.after}>{valueText(entry.entityType, field, change.after, t, lang)}</ins>
                </dd>
              )}
            </div>
          ))}
        </dl>
      ) : null}
    </li>
  );
}

/**
 * The filters as one form, applied together on submit: a date range typed day by day, or an id
 * pasted in parts, would otherwise ask the api for every half-typed state.
 */
function Filters({ params, onApply }: { params: ActivityListParams; onApply: (next: ActivityListParams) => void }) {
  const { t, lang } = useAdminText();
  const admins = useAdmins();
  const actorId = useId();
  const typeId = useId();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const text = (name: string) => String(form.get(name) ?? '').trim();
    onApply(readActivityParams(new URLSearchParams([...form.entries()].map(([key]) => [key, text(key)]))));
  };
  const actors = admins.data?.users ?? [];
  return (
    <search>
      <form
        className={listStyles.filters}
        onSubmit={submit}
        aria-label={t('activity.filters.label')}
        key={activitySearch(params).toString()}
      >
        <div className={listStyles.field}>
          <label htmlFor={actorId} className={listStyles.label}>
            {t('activity.filters.actor')}
          </label>
          <select id={actorId} name="actorId" className={listStyles.select} defaultValue={params.actorId}>
            <option value="">{t('activity.filters.allActors')}</option>
            {params.actorId && !actors.some((actor) => actor._id === params.actorId) ? (
              <option value={params.actorId}>{params.actorId}</option>
            ) : null}
            {actors.map((actor) => (
              <option key={actor._id} value={actor._id}>
                {actor.fullName}
              </option>
            ))}
          </select>
        </div>
        <div className={listStyles.field}>
          <label htmlFor={typeId} className={listStyles.label}>
            {t('activity.filters.entityType')}
          </label>
          <select id={typeId} name="entityType" className={listStyles.select} defaultValue={params.entityType ?? ''}>
            <option value="">{t('activity.filters.allTypes')}</option>
            {activityEntityTypes.values.map((value) => (
              <option key={value} value={value}>
                {activityEntityTypes.labels[value][lang]}
              </option>
            ))}
          </select>
        </div>
        <TextField
          name="entityId"
          label={t('activity.filters.entityId')}
          defaultValue={params.entityId}
          maxLength={64}
          autoComplete="off"
        />
        <TextField name="from" type="date" label={t('activity.filters.from')} defaultValue={params.from} />
        <TextField name="to" type="date" label={t('activity.filters.to')} defaultValue={params.to} min={params.from} />
        <div className={styles.buttons}>
          <Button type="submit">{t('activity.filters.apply')}</Button>
          <Link to={routes.adminActivity} className={styles.clear}>
            {t('activity.filters.clear')}
          </Link>
        </div>
      </form>
    </search>
  );
}

/** `/admin/activity`'s content: the filters and one page of the audit trail, newest first. */
export function ActivityView() {
  const { t, lang } = useAdminText();
  const [search, setSearch] = useSearchParams();
  const params = readActivityParams(search);
  const update = (next: Partial<ActivityListParams>) => setSearch(activitySearch({ ...params, ...next }));
  const list = useActivity(params);
  const pagerLabels = usePagerLabels(t('activity.paging.label'));
  const pageCount = Math.max(list.data ? Math.ceil(list.data.total / (list.data.limit || ACTIVITY_PER_PAGE)) : 1, 1);

  let body: ReactNode;
  if (list.isError && !list.data) {
    body = (
      <EmptyState
        alert
        title={t('activity.error.title')}
        text={t('activity.error.text')}
        action={
          <Button onClick={() => list.refetch()} loading={list.isFetching}>
            {t('activity.error.retry')}
          </Button>
        }
      />
    );
  } else if (list.isPending) {
    body = (
      <ol className={styles.timeline} aria-busy="true" aria-label={t('activity.caption')}>
        {[0, 1, 2].map((n) => (
          <li key={n} className={styles.entry} data-testid="activity-loading">
            <Skeleton inlineSize="60%" />
            <Skeleton inlineSize="30%" />
          </li>
        ))}
      </ol>
    );
  } else if (list.data.activity.length === 0) {
    body = <EmptyState title={t('activity.empty.title')} text={t('activity.empty.text')} />;
  } else {
    body = (
      <ol className={styles.timeline} aria-label={t('activity.caption')}>
        {list.data.activity.map((entry) => (
          <Entry key={entry._id} entry={entry} />
        ))}
      </ol>
    );
  }

  return (
    <>
      <PageHeader title={t('activity.title')} />
      <Filters params={params} onApply={(next) => update({ ...next, page: 1 })} />
      <p className={listStyles.total} aria-live="polite" data-testid="activity-total">
        {list.data
          ? t('activity.total', { count: list.data.total, formatted: formatCount(list.data.total, lang) })
          : ''}
      </p>
      {body}
      {list.data && pageCount > 1 ? (
        <Pager
          align="center"
          page={params.page}
          pageCount={pageCount}
          onPageChange={(page) => update({ page })}
          labels={pagerLabels}
        />
      ) : null}
    </>
  );
}
