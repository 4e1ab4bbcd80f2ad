import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { blogCategories } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import { pathTo, routes } from 'contracts/routes';
import { type AdminBlog, blogUpdate } from 'contracts/schemas/admin';
import { blogInput } from 'contracts/schemas/blog';
import { Button } from 'design-system/button';
import { RadioGroup, Select } from 'design-system/form-controls';
import { FormPage } from 'design-system/form-page';
import { Grid } from 'design-system/grid';
import { Inline } from 'design-system/inline';
import { MarkdownBody } from 'design-system/markdown';
import { Panel } from 'design-system/panel';
import { TextField } from 'design-system/text-field';
import { isAnnouncedByClient, isApiError } from 'platform/api';
import { formatCount } from 'platform/intl';
import { useModal } from 'platform/overlays';
import { notify } from 'platform/toast';
import { type ReactNode, useDeferredValue, useRef, useState } from 'react';
import { Controller, type FieldErrors, get, type Resolver, useForm, useWatch } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { hasPath, placeApiFieldErrors } from '../../components/api-field-errors.ts';
import { BilingualField, CompletenessMeter } from '../../components/bilingual-field.tsx';
import { changedFields, type FieldChange } from '../../components/conflict-diff.ts';
import { DirtyGuard } from '../../components/dirty-guard.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import formStyles from '../../components/form-parts.module.css';
import { TrashedBanner } from '../../components/trashed-banner.tsx';
import { VersionConflict } from '../../components/version-conflict.tsx';
import { suggestSlug } from '../../lib/slug.ts';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { useSaveAction } from '../../lib/use-save-action.ts';
import { TRASH_BLOG_VIEW, useRestoreBlog } from './blog-actions.tsx';
import { BlogCoverField } from './blog-cover-field.tsx';
import { BlogStatusBadge } from './blog-status-badge.tsx';
import { type BlogFormValues, blogBody, blogFormValues, emptyBlog, isAhead } from './blog-values.ts';
import styles from './blogs.module.css';
import { invalidateBlogs, readBlog, saveBlog } from './blogs-api.ts';

type Conflict = { current: AdminBlog; changes: FieldChange[] };

/** The api's names for the fields the form asks as a choice: their errors go on the choice. */
const FORM_FIELD_OF: Record<string, keyof BlogFormValues> = { publishedAt: 'scheduledAt', status: 'publication' };
const formFieldOf = (name: string) => FORM_FIELD_OF[name] ?? name;

/** A schedule left empty, or a time gone by (which would publish at once). */
const SCHEDULE_REQUIRED = 'validation.required';
const SCHEDULE_AHEAD = 'scheduleAhead';

/**
 * The contracts' schema (input to create, update with the version to edit) over the body the api
 * will get, its errors put back on the form's fields; plus the one rule of the form itself: a
 * schedule is a time ahead.
 */
function blogResolver(opened: () => AdminBlog | undefined): Resolver<BlogFormValues> {
  const create = zodResolver(blogInput as never) as unknown as Resolver<Record<string, unknown>>;
  const update = zodResolver(blogUpdate as never) as unknown as Resolver<Record<string, unknown>>;
  return async (values, context, options) => {
    const record = opened();
    const result = await (record ? update : create)(
      blogBody(values, record) as Record<string, unknown>,
      context,
      options as never,
    );
    const errors: Record<string, unknown> = {};
    for (const [name, error] of Object.entries(result.errors)) errors[formFieldOf(name)] = error;
    if (values.publication === 'schedule') {
      if (!values.scheduledAt) errors.scheduledAt = { type: 'required', message: SCHEDULE_REQUIRED };
      else if (!errors.scheduledAt && !isAhead(values.scheduledAt, new Date()))
        errors.scheduledAt = { type: SCHEDULE_AHEAD, message: '' };
    }
    return Object.keys(errors).length > 0
      ? { values: {}, errors: errors as FieldErrors<BlogFormValues> }
      : { values, errors: {} };
  };
}

/**
 * Add or edit a blog post: texts side by side in English and Arabic, the body in Markdown with its
 * live preview (the public post's own renderer), cover, category, author and when it goes out.
 * As the listing forms: Ctrl/Cmd+S, the unsaved-changes guard, the api's field errors on their
 * fields, the version-conflict choice, trash with undo and Restore.
 */
export function BlogForm({ record }: { record?: AdminBlog }) {
  const { t, lang, fieldError } = useAdminText();
  const navigate = useNavigate();
  const client = useQueryClient();
  const modal = useModal();
  const restoreBlog = useRestoreBlog();
  const [opened, setOpened] = useState(record);
  const openedRef = useRef(opened);
  openedRef.current = opened;
  const [resolver] = useState(() => blogResolver(() => openedRef.current));
  const form = useForm<BlogFormValues>({
    resolver,
    defaultValues: record ? blogFormValues(record) : emptyBlog(),
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const { register, control, formState, getValues, setValue, getFieldState } = form;
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const [restoring, setRestoring] = useState(false);

  const submit = form.handleSubmit(async () => {
    setSaving(true);
    setUnplaced([]);
    try {
      const saved = await saveBlog(opened?._id, blogBody(getValues(), opened));
      await invalidateBlogs(client, saved);
      notify.success(t(opened ? 'blogs.form.saved' : 'blogs.form.created'));
      setConflict(null);
      form.reset(blogFormValues(saved));
      setOpened(saved);
      if (!opened) navigate(pathTo('adminEditBlog', { id: saved._id }), { replace: true });
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  });
  const save = useSaveAction(submit);

  function failed(error: unknown) {
    if (isApiError(error) && error.code === 'VERSION_CONFLICT') {
      const current = (error.body as { current?: AdminBlog } | null)?.current;
      if (current) {
        setConflict({ current, changes: changedFields(opened ?? {}, current) });
        return;
      }
    }
    const { placed, unplaced: rest } = placeApiFieldErrors(
      error,
      (name) => hasPath(getValues(), formFieldOf(name)),
      (name, message) =>
        form.setError(formFieldOf(name) as keyof BlogFormValues, { type: 'server', message }, { shouldFocus: true }),
    );
    setUnplaced(rest.map((e) => e.message));
    if (isAnnouncedByClient(error)) return;
    if (placed === 0 && rest.length === 0) notify.error(isApiError(error) ? error.message : t('blogs.form.failed'));
    else notify.error(t('blogs.form.fixErrors'));
  }

  const loadTheirs = () => {
    if (!conflict) return;
    form.reset(blogFormValues(conflict.current));
    setOpened(conflict.current);
    setConflict(null);
  };
  const overwrite = () => {
    if (!conflict) return;
    setValue('version', conflict.current.version);
    setOpened(conflict.current);
    openedRef.current = conflict.current;
    setConflict(null);
    void save();
  };

  /** The trash and its undo move the version on: the next save sends the new one, the edits stay. */
  const followVersion = (blog: AdminBlog) => {
    register('version');
    form.resetField('version', { defaultValue: blog.version });
    setOpened(blog);
  };
  const restore = async () => {
    if (!opened) return;
    setRestoring(true);
    const restored = await restoreBlog(opened);
    if (restored) followVersion(restored);
    setRestoring(false);
  };
  const trash = () => {
    if (!opened) return;
    modal.open(TRASH_BLOG_VIEW, {
      blog: opened,
      onTrashed: () =>
        void readBlog(opened._id)
          .then(followVersion)
          .catch(() => {}),
      onRestored: followVersion,
    });
  };

  const errorAt = (path: string) => {
    const error = get(formState.errors, path) as { type?: string; message?: string } | undefined;
    return error?.type === SCHEDULE_AHEAD ? t('blogs.form.scheduleAhead') : fieldError(error);
  };
  const values = useWatch({ control }) as Partial<BlogFormValues>;
  const publication = values.publication;
  const errorCount = Object.keys(formState.errors).length;

  return (
    <>
      <FormPage
        width="80rem"
        titleId="blog-form-title"
        title={opened ? t('blogs.form.editTitle', { title: opened.title[lang] }) : t('blogs.form.addTitle')}
        intro={
          <>
            <p className={formStyles.hint}>{t('blogs.form.shortcut')}</p>
            {opened ? (
              <Inline align="center" gap={3}>
                <BlogStatusBadge blog={opened} />
                <p className={styles.facts} data-testid="blog-minutes">
                  {t('blogs.form.minutesToRead', {
                    count: opened.minutesToRead[lang],
                    formatted: formatCount(opened.minutesToRead[lang], lang),
                  })}
                </p>
                <Link
                  to={`${routes.adminActivity}?${new URLSearchParams({ entityType: 'blog', entityId: opened._id })}`}
                >
                  {t('blogs.form.history')}
                </Link>
                {opened.deletedAt ? null : (
                  <button type="button" className={formStyles.small} onClick={trash}>
                    {t('blogs.actions.trash')}
                  </button>
                )}
              </Inline>
            ) : null}
          </>
        }
        saveBar={
          <Button type="submit" loading={saving} loadingLabel={t('blogs.form.saving')}>
            {t(`blogs.form.submit.${publication ?? 'draft'}`)}
          </Button>
        }
        onSubmit={save}
      >
        {opened?.deletedAt ? (
          <TrashedBanner
            text={t('blogs.form.inTrash')}
            restoreLabel={t('blogs.actions.restore')}
            restoring={restoring}
            onRestore={() => void restore()}
          />
        ) : null}
        {conflict ? (
          <VersionConflict
            changes={conflict.changes}
            fieldLabel={(field) => t(`blogs.fields.${field}`, { defaultValue: field })}
            codeInWords={(field, value) =>
              field === 'category'
                ? (blogCategories.labels[value as keyof typeof blogCategories.labels]?.[lang] ?? value)
                : field === 'status' || field === 'state'
                  ? t(`blogs.states.${value}`)
                  : value
            }
            onLoadTheirs={loadTheirs}
            onOverwrite={overwrite}
          />
        ) : null}
        {errorCount > 0 || unplaced.length > 0 ? (
          <ErrorSummary title={t('blogs.form.fixErrors')} messages={unplaced} />
        ) : null}

        <FormSection id="blog-texts-title" title={t('blogs.form.sections.texts')}>
          <CompletenessMeter pairs={[values.title, values.excerpt, values.body, values.author]} />
          <BilingualField
            label={t('blogs.fields.title')}
            en={register('title.en', {
              onBlur: () => {
                // The slug follows the English title until someone writes one.
                if (!getFieldState('slug').isDirty && !getValues('slug')) {
                  setValue('slug', suggestSlug(getValues('title.en')), { shouldDirty: true });
                }
              },
            })}
            ar={register('title.ar')}
            errors={{ en: errorAt('title.en'), ar: errorAt('title.ar') }}
          />
          <div className={formStyles.row}>
            <TextField
              label={t('blogs.fields.slug')}
              hint={t('blogs.form.slugHint')}
              dir="ltr"
              error={errorAt('slug')}
              {...register('slug')}
            />
            <button
              type="button"
              className={formStyles.small}
              onClick={() => setValue('slug', suggestSlug(getValues('title.en')), { shouldDirty: true })}
            >
              {t('blogs.form.suggestSlug')}
            </button>
          </div>
          <BilingualField
            multiline
            label={t('blogs.fields.excerpt')}
            en={register('excerpt.en')}
            ar={register('excerpt.ar')}
            errors={{ en: errorAt('excerpt.en'), ar: errorAt('excerpt.ar') }}
          />
          <BilingualField
            multiline
            rows={14}
            label={t('blogs.fields.body')}
            en={register('body.en')}
            ar={register('body.ar')}
            errors={{ en: errorAt('body.en'), ar: errorAt('body.ar') }}
          />
          <p className={formStyles.hint}>{t('blogs.form.markdownHint')}</p>
          <BodyPreview body={values.body} />
          <BilingualField
            label={t('blogs.fields.author')}
            en={register('author.en')}
            ar={register('author.ar')}
            errors={{ en: errorAt('author.en'), ar: errorAt('author.ar') }}
          />
        </FormSection>

        <FormSection id="blog-details-title" title={t('blogs.form.sections.details')}>
          <Controller
            control={control}
            name="category"
            render={({ field }) => (
              <Select
                label={t('blogs.fields.category')}
                placeholder={t('blogs.form.choose')}
                options={blogCategories.values.map((value) => ({ value, label: blogCategories.labels[value][lang] }))}
                error={errorAt('category')}
                {...field}
                value={field.value ?? ''}
              />
            )}
          />
          <Controller
            control={control}
            name="coverMediaId"
            render={({ field }) => (
              <BlogCoverField value={field.value} onChange={field.onChange} error={errorAt('coverMediaId')} />
            )}
          />
        </FormSection>

        <FormSection id="blog-publication-title" title={t('blogs.form.sections.publication')}>
          <Controller
            control={control}
            name="publication"
            render={({ field }) => (
              <RadioGroup
                legend={t('blogs.fields.publication')}
                name="publication"
                options={[
                  { value: 'now', label: t('blogs.form.publication.now') },
                  { value: 'draft', label: t('blogs.form.publication.draft') },
                  { value: 'schedule', label: t('blogs.form.publication.schedule') },
                ]}
                value={field.value}
                onChange={field.onChange}
                error={errorAt('publication')}
              />
            )}
          />
          {publication === 'schedule' ? (
            <TextField
              type="datetime-local"
              dir="ltr"
              label={t('blogs.fields.scheduledAt')}
              hint={t('blogs.form.qatarTimeHint')}
              error={errorAt('scheduledAt')}
              {...register('scheduledAt')}
            />
          ) : null}
        </FormSection>
      </FormPage>
      <DirtyGuard dirty={formState.isDirty && !saving} />
    </>
  );
}

/** A section of the form under its heading, which names it. */
function FormSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Panel aria-labelledby={id}>
      <h2 id={id} className={formStyles.sectionTitle}>
        {title}
      </h2>
      {children}
    </Panel>
  );
}

/**
 * The body as visitors will read it, per language in its direction, rendered by the public post's
 * own component. Deferred: typing stays quick while a long post renders.
 */
function BodyPreview({ body }: { body: Partial<Record<Lang, string>> | undefined }) {
  const { t } = useAdminText();
  const shown = useDeferredValue(body);
  return (
    <Grid gap={4}>
      {(['en', 'ar'] as const).map((language) => (
        <section key={language} className={styles.preview} aria-labelledby={`blog-preview-${language}-title`}>
          <h3 id={`blog-preview-${language}-title`} className={styles.previewTitle}>
            {t(language === 'en' ? 'blogs.form.previewEn' : 'blogs.form.previewAr')}
          </h3>
          <MarkdownBody markdown={shown?.[language] ?? ''} lang={language} data-testid={`blog-preview-${language}`} />
        </section>
      ))}
    </Grid>
  );
}
