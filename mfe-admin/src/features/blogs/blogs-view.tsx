import { blogCategories } from 'contracts/enums';
import { pathTo, routes } from 'contracts/routes';
import type { AdminBlog } from 'contracts/schemas/admin';
import { blogStates } from 'contracts/schemas/blog';
import { TRASH_RETENTION_DAYS } from 'contracts/schemas/listing';
import { Button } from 'design-system/button';
import { EmptyState } from 'design-system/empty-state';
import { Inline } from 'design-system/inline';
import type { TableColumn } from 'design-system/table';
import { formatCount, formatDateTime } from 'platform/intl';
import { useModal } from 'platform/overlays';
import { useMemo, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import { AdminTable, deletedAtColumn, restoreColumn } from '../../components/admin-table.tsx';
import { BilingualName } from '../../components/bilingual-name.tsx';
import { DebouncedSearch } from '../../components/debounced-search.tsx';
import { FilterSelect } from '../../components/filter-select.tsx';
import listStyles from '../../components/list-filters.module.css';
import styles from '../../components/listing-list/listing-list.module.css';
import { TrashSwitch } from '../../components/trash-switch.tsx';
import { ROWS_PER_PAGE, withSearch } from '../../lib/list-address.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { TRASH_BLOG_VIEW, useRestoreBlog } from './blog-actions.tsx';
import { type BlogListParams, blogListSearch, readBlogListParams } from './blog-list-params.ts';
import { BlogStatusBadge } from './blog-status-badge.tsx';
import { useBlogList } from './blogs-api.ts';

/** One empty list for every render without data (the table rebuilds its rows when the array changes). */
const NO_BLOGS: AdminBlog[] = [];

/** How long typing in the title search pauses before the list is asked for. */
const TITLE_SEARCH_DELAY_MS = 300;

/**
 * The list's state lives in the address: Back, reload and a shared link show the same list. A filter
 * change goes back to page 1; typing in the search replaces the entry, a filter or a page is a new one.
 */
function useBlogListState() {
  const [search, setSearch] = useSearchParams();
  const params = readBlogListParams(search);
  const paramsRef = useRef(params);
  paramsRef.current = params;
  const update = (next: Partial<BlogListParams>, replace = false) =>
    setSearch(blogListSearch({ ...paramsRef.current, ...next }), { replace });
  return { params, update };
}

/** The address of the posts (`trash` false) or of their trash, the filters kept. */
function listLink(params: BlogListParams, trash: boolean) {
  return withSearch(routes.adminBlogs, blogListSearch({ ...params, trash, page: 1 }));
}

/**
 * `/admin/blogs`' content: the posts with server-side paging, the title search, category and status
 * filters in the address, each post's state (scheduled with its time), row actions (edit, view on
 * the site, move to the trash with undo), and the trash with Restore.
 */
export function BlogsView() {
  const { t, lang } = useAdminText();
  const { params, update } = useBlogListState();
  const list = useBlogList(params);
  const modal = useModal();
  const restore = useRestoreBlog();
  // Read by the cells when pressed: the columns stay the same objects from one render to the next.
  const actions = useRef({ modal, restore });
  actions.current = { modal, restore };
  const rows = list.data?.blogs ?? NO_BLOGS;
  const pageCount = list.data ? Math.max(1, Math.ceil(list.data.total / (list.data.limit || ROWS_PER_PAGE))) : 1;

  const columns = useMemo((): TableColumn<AdminBlog>[] => {
    const titleOf = (blog: AdminBlog) => blog.title[lang];
    const title: TableColumn<AdminBlog> = {
      id: 'title',
      header: t('blogs.columns.title'),
      cell: (blog) => {
        const titles = <BilingualName name={blog.title} />;
        return params.trash ? (
          <span className={styles.names}>{titles}</span>
        ) : (
          <Link to={pathTo('adminEditBlog', { id: blog._id })} className={styles.names}>
            {titles}
          </Link>
        );
      },
    };
    const category: TableColumn<AdminBlog> = {
      id: 'category',
      header: t('blogs.columns.category'),
      cell: (blog) => blogCategories.labels[blog.category][lang],
    };
    if (params.trash) {
      return [
        title,
        category,
        deletedAtColumn(t('blogs.columns.deletedAt'), lang),
        restoreColumn<AdminBlog>({
          header: t('blogs.columns.actions'),
          restore: t('blogs.actions.restore'),
          named: (blog) => t('blogs.actions.restoreNamed', { title: titleOf(blog) }),
          onRestore: (blog) => void actions.current.restore(blog),
        }),
      ];
    }
    return [
      title,
      category,
      { id: 'state', header: t('blogs.columns.state'), cell: (blog) => <BlogStatusBadge blog={blog} /> },
      {
        id: 'minutesToRead',
        header: t('blogs.columns.minutesToRead'),
        cell: (blog) => formatCount(blog.minutesToRead[lang], lang),
      },
      {
        id: 'updatedAt',
        header: t('blogs.columns.updatedAt'),
        cell: (blog) => formatDateTime(blog.updatedAt, lang),
      },
      {
        id: 'actions',
        header: t('blogs.columns.actions'),
        cell: (blog) => (
          <div className={styles.rowActions}>
            <Link
              to={pathTo('adminEditBlog', { id: blog._id })}
              aria-label={t('blogs.actions.editNamed', { title: titleOf(blog) })}
            >
              {t('blogs.actions.edit')}
            </Link>
            {/* Visitors meet only a published post: a draft or a scheduled one has no page yet. */}
            {blog.state === 'published' ? (
              <a
                href={pathTo('blog', { slug: blog.slug, id: blog._id })}
                target="_blank"
                rel="noopener"
                aria-label={t('blogs.actions.viewNamed', { title: titleOf(blog) })}
              >
                {t('blogs.actions.view')}
              </a>
            ) : null}
            <button
              type="button"
              className={styles.delete}
              aria-label={t('blogs.actions.trashNamed', { title: titleOf(blog) })}
              onClick={() => actions.current.modal.open(TRASH_BLOG_VIEW, { blog })}
            >
              {t('blogs.actions.trash')}
            </button>
          </div>
        ),
      },
    ];
  }, [t, lang, params.trash]);

  return (
    <>
      <Inline as="header" gap={3} justify="space-between" align="center">
        <h1 className={listStyles.title}>{t('blogs.title')}</h1>
        <Inline gap={3} align="center">
          <Link className={styles.add} to={routes.adminAddBlog}>
            {t('blogs.add')}
          </Link>
        </Inline>
      </Inline>
      <TrashSwitch
        trash={params.trash}
        linkTo={(trash) => listLink(params, trash)}
        labels={{ nav: t('blogs.views.label'), list: t('blogs.views.list'), trash: t('blogs.views.trash') }}
      />
      {params.trash ? (
        <p className={styles.explanation}>
          {t('blogs.trashExplanation', { days: formatCount(TRASH_RETENTION_DAYS, lang) })}
        </p>
      ) : null}
      <search className={listStyles.filters}>
        <DebouncedSearch
          label={t('blogs.filters.search')}
          value={params.title}
          onSearch={(title) => update({ title, page: 1 }, true)}
          delay={TITLE_SEARCH_DELAY_MS}
          maxLength={100}
        />
        <FilterSelect
          label={t('blogs.filters.category')}
          allLabel={t('blogs.filters.allCategories')}
          value={params.category}
          options={blogCategories.values.map((value) => ({ value, label: blogCategories.labels[value][lang] }))}
          onChange={(category) => update({ category, page: 1 })}
        />
        <FilterSelect
          label={t('blogs.filters.state')}
          allLabel={t('blogs.filters.allStates')}
          value={params.status}
          options={blogStates.map((value) => ({ value, label: t(`blogs.states.${value}`) }))}
          onChange={(status) => update({ status, page: 1 })}
        />
      </search>
      {list.isError && !list.data ? (
        <EmptyState
          alert
          title={t('blogs.error.title')}
          text={t('blogs.error.text')}
          action={
            <Button onClick={() => list.refetch()} loading={list.isFetching}>
              {t('blogs.error.retry')}
            </Button>
          }
        />
      ) : (
        <>
          <p className={listStyles.total} aria-live="polite" data-testid="blogs-total">
            {list.data
              ? t('blogs.total', { count: list.data.total, formatted: formatCount(list.data.total, lang) })
              : ''}
          </p>
          <AdminTable<AdminBlog>
            caption={t(params.trash ? 'blogs.trashCaption' : 'blogs.caption')}
            columns={columns}
            rows={rows}
            rowKey={(blog) => blog._id}
            page={params.page}
            pageCount={pageCount}
            onPageChange={(page) => update({ page })}
            loading={list.isPending}
            loadingRows={ROWS_PER_PAGE}
            empty={
              params.trash ? (
                <EmptyState title={t('blogs.empty.trashTitle')} text={t('blogs.empty.trashText')} />
              ) : (
                <EmptyState title={t('blogs.empty.title')} text={t('blogs.empty.text')} />
              )
            }
            pagingLabel={t('blogs.paging.label')}
          />
        </>
      )}
    </>
  );
}
