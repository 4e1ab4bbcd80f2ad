import type { AdminMessage } from 'contracts/schemas/admin';
import type { ContactKind } from 'contracts/schemas/contact';
import { contactKinds } from 'contracts/schemas/contact';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { PageHeader } from 'design-system/page-header';
import type { TableColumn } from 'design-system/table';
import { formatCount, formatDateTime } from 'platform/intl';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { AdminTable } from '../../components/admin-table.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import listStyles from '../../components/list-filters.module.css';
import { useAdminText } from '../../lib/use-admin-text.ts';
import styles from './inbox.module.css';
import { useMarkMessage, useMessages } from './inbox-api.ts';
import {
  type InboxParams,
  inboxSearch,
  MESSAGES_PER_PAGE,
  READ_STATES,
  type ReadState,
  readInboxParams,
} from './list-params.ts';

const NO_MESSAGES: AdminMessage[] = [];

/** The list's state in the address; a filter change goes back to page 1 and closes the open message. */
function useInboxState() {
  const [search, setSearch] = useSearchParams();
  const params = readInboxParams(search);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const update = (next: Partial<InboxParams>) => setSearch(inboxSearch({ ...paramsRef.current, ...next }));
  return { params, update };
}

/**
 * The open message in full. Opening it marks it read (once: the list refetched after the change
 * says it is read, and a message marked unread again stays so until it is opened again).
 */
function MessagePanel({ message, onClose }: { message: AdminMessage; onClose: () => void }) {
  const { t, lang } = useAdminText();
  const mark = useMarkMessage();
  const markedRead = useRef(false);
  const headingRef = useRef<HTMLHeadingElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per opening, keyed by the message (the panel remounts per message)
  useEffect(() => {
    headingRef.current?.focus();
    if (!message.read && !markedRead.current) {
      markedRead.current = true;
      mark.mutate({ id: message._id, read: true });
    }
  }, []);
  const subject = t('inbox.replySubject', { subject: message.subject, lng: message.lang === 'ar' ? 'ar' : 'en' });
  const mailto = `mailto:${message.email}?subject=${encodeURIComponent(subject)}`;
  return (
    <article className={styles.panel} aria-labelledby={`message-${message._id}`} data-testid="open-message">
      <h2 id={`message-${message._id}`} ref={headingRef} tabIndex={-1} className={styles.panelTitle}>
        {message.subject}
      </h2>
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt>{t('inbox.columns.from')}</dt>
          <dd>
            {message.name} (<bdi dir="ltr">{message.email}</bdi>)
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('inbox.phone')}</dt>
          <dd>
            <bdi dir="ltr">{message.phoneNumber}</bdi>
          </dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('inbox.columns.kind')}</dt>
          <dd>{t(`inbox.kinds.${message.kind}`, { defaultValue: message.kind })}</dd>
        </div>
        <div className={styles.fact}>
          <dt>{t('inbox.columns.received')}</dt>
          <dd>
            <time dateTime={message.createdAt}>{formatDateTime(message.createdAt, lang)}</time>
          </dd>
        </div>
      </dl>
      <p className={styles.body} dir="auto">
        {message.message}
      </p>
      <div className={styles.actions}>
        <a className={styles.reply} href={mailto}>
          {t('inbox.reply')}
        </a>
        {message.read || mark.isSuccess ? (
          <Button
            variant="secondary"
            loading={mark.isPending}
            onClick={() => mark.mutate({ id: message._id, read: false }, { onSuccess: onClose })}
          >
            {t('inbox.markUnread')}
          </Button>
        ) : null}
        <Button variant="secondary" onClick={onClose}>
          {t('inbox.close')}
        </Button>
      </div>
      {mark.isError ? (
        <p role="alert" className={styles.error}>
          {t('inbox.markFailed')}
        </p>
      ) : null}
    </article>
  );
}

/** `/admin/messages`' content: filters, one page of messages, and the one opened in full. */
export function InboxView() {
  const { t, lang } = useAdminText();
  const { params, update } = useInboxState();
  const list = useMessages(params);
  const pageCount = list.data ? Math.ceil(list.data.total / (list.data.limit || MESSAGES_PER_PAGE)) : 1;
  const rows = list.data?.messages ?? NO_MESSAGES;
  // The open message stays open when marking it read drops it from an "unread" list.
  const found = rows.find((message) => message._id === params.open);
  const [kept, setKept] = useState<AdminMessage>();
  useEffect(() => {
    if (found) setKept(found);
  }, [found]);
  const open = found ?? (kept?._id === params.open ? kept : undefined);

  // biome-ignore lint/correctness/useExhaustiveDependencies: update reads the address through a ref, so it never goes stale
  const columns = useMemo(
    (): TableColumn<AdminMessage>[] => [
      {
        id: 'subject',
        header: t('inbox.columns.subject'),
        cell: (message) => (
          <button
            type="button"
            className={message.read ? styles.open : `${styles.open} ${styles.unread}`}
            onClick={() => update({ open: message._id })}
          >
            {message.subject}
          </button>
        ),
      },
      {
        id: 'from',
        header: t('inbox.columns.from'),
        cell: (message) => (
          <>
            {message.name} <bdi dir="ltr">{message.email}</bdi>
          </>
        ),
      },
      {
        id: 'kind',
        header: t('inbox.columns.kind'),
        cell: (message) => t(`inbox.kinds.${message.kind}`, { defaultValue: message.kind }),
      },
      {
        id: 'received',
        header: t('inbox.columns.received'),
        cell: (message) => formatDateTime(message.createdAt, lang),
      },
      {
        id: 'state',
        header: t('inbox.columns.state'),
        cell: (message) => (message.read ? t('inbox.states.read') : t('inbox.states.unread')),
      },
    ],
    [t, lang],
  );

  return (
    <>
      <PageHeader title={t('inbox.title')} />
      <search className={listStyles.filters}>
        <FilterSelect<ContactKind>
          label={t('inbox.filters.kind')}
          allLabel={t('inbox.filters.allKinds')}
          value={params.kind}
          options={contactKinds.map((value) => ({ value, label: t(`inbox.kinds.${value}`) }))}
          onChange={(kind) => update({ kind, page: 1, open: '' })}
        />
        <FilterSelect<ReadState>
          label={t('inbox.filters.state')}
          allLabel={t('inbox.filters.allStates')}
          value={params.state}
          options={READ_STATES.map((value) => ({ value, label: t(`inbox.states.${value}`) }))}
          onChange={(state) => update({ state, page: 1, open: '' })}
        />
      </search>
      {list.isError && !list.data ? (
        <EmptyState
          alert
          title={t('inbox.error.title')}
          text={t('inbox.error.text')}
          action={
            <Button onClick={() => list.refetch()} loading={list.isFetching}>
              {t('inbox.error.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <p className={listStyles.total} aria-live="polite" data-testid="messages-total">
            {list.data
              ? t('inbox.total', { count: list.data.total, formatted: formatCount(list.data.total, lang) })
              : ''}
          </p>
          <AdminTable<AdminMessage>
            caption={t('inbox.caption')}
            columns={columns}
            rows={rows}
            rowKey={(message) => message._id}
            page={params.page}
            pageCount={pageCount}
            onPageChange={(page) => update({ page, open: '' })}
            loading={list.isPending}
            loadingRows={5}
            empty={<EmptyState title={t('inbox.empty.title')} text={t('inbox.empty.text')} />}
            pagingLabel={t('inbox.paging.label')}
          />
          {open ? <MessagePanel key={open._id} message={open} onClose={() => update({ open: '' })} /> : null}
        </>
      )}
    </>
  );
}
