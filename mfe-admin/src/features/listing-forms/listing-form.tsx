import { zodResolver } from '@hookform/resolvers/zod';
import { areas, priceLevels } from 'contracts/enums';
import type { Lang } from 'contracts/i18n';
import type { ListingKindDescriptor } from 'contracts/listing-kinds';
import { pathTo, routes } from 'contracts/routes';
import { Button } from 'design-system/button';
import { isAnnouncedByClient, isApiError } from 'platform/api';
import { notify } from 'platform/toast';
import { type ReactNode, useState } from 'react';
import { type FieldValues, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { hasPath, placeApiFieldErrors } from '../../components/api-field-errors.ts';
import { changedFields, type FieldChange } from '../../components/conflict-diff.ts';
import { DirtyGuard } from '../../components/dirty-guard.tsx';
import { ErrorSummary } from '../../components/error-summary.tsx';
import page from '../../components/form-page.module.css';
import { restoreListing } from '../../components/listing-list/listing-api.ts';
import { TrashedBanner } from '../../components/trashed-banner.tsx';
import { VersionConflict } from '../../components/version-conflict.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { useSaveAction } from '../../lib/use-save-action.ts';
import { saveListing, useInvalidateAfterSave } from './listing-api.ts';
import styles from './listing-form.module.css';
import { fromRecord, prepareForSchema } from './listing-values.ts';

/** Fields whose stored codes have labels in contracts. */
const LABELLED: Record<string, Record<string, { en: string; ar: string }>> = {
  area: areas.labels,
  pricing: priceLevels.labels,
};

/** A listing's coded value in words, for the conflict panel: a status, an area, a price level. */
function codeInWords(field: string, value: string, lang: Lang, t: ReturnType<typeof useAdminText>['t']): string {
  if (field === 'status') return t(`listingForms.status.${value}`);
  return LABELLED[field]?.[value]?.[lang] ?? value;
}

type Conflict = { current: Record<string, unknown>; changes: FieldChange[] };

/**
 * What both listing forms share: react-hook-form over the contracts schema the api validates with
 * (input to create, update with the version to edit), Ctrl/Cmd+S, the unsaved-changes guard, the
 * api's field errors on their fields, and the version-conflict choice. `children` are the fields.
 */
export function ListingForm({
  kind,
  record,
  emptyValues,
  inputSchema,
  updateSchema,
  title,
  children,
}: {
  kind: ListingKindDescriptor;
  /** The stored record when editing. */
  record?: Record<string, unknown> & { _id: string; version: number };
  emptyValues: FieldValues;
  inputSchema: z.ZodType;
  updateSchema: z.ZodType;
  title: string;
  children: ReactNode;
}) {
  const { t, lang } = useAdminText();
  const navigate = useNavigate();
  const invalidate = useInvalidateAfterSave(kind);
  const [opened, setOpened] = useState(record);
  const schemaResolver = zodResolver(
    (record ? updateSchema : inputSchema) as never,
  ) as unknown as Resolver<FieldValues>;
  const resolver: Resolver<FieldValues> = (values, context, options) =>
    schemaResolver(prepareForSchema(values), context, options);
  const form = useForm<FieldValues>({
    resolver,
    defaultValues: record ? fromRecord(record, emptyValues) : emptyValues,
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const [unplaced, setUnplaced] = useState<string[]>([]);
  const [saving, setSaving] = useState(false);
  const submit = form.handleSubmit(async (values) => {
    setSaving(true);
    setUnplaced([]);
    try {
      const saved = (await saveListing(kind, opened?._id, prepareForSchema(values))) as unknown as Record<
        string,
        unknown
      > & { _id: string; version: number };
      await invalidate(saved);
      notify.success(t(opened ? 'listingForms.saved' : 'listingForms.created'));
      setConflict(null);
      form.reset(fromRecord(saved, emptyValues));
      setOpened(saved);
      if (!opened) navigate(pathTo(kind.admin.routes.edit, { id: saved._id }), { replace: true });
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  });
  const save = useSaveAction(submit);

  function failed(error: unknown) {
    if (isApiError(error) && error.code === 'VERSION_CONFLICT') {
      const current = (error.body as { current?: Record<string, unknown> } | null)?.current;
      if (current) {
        setConflict({ current, changes: changedFields(opened ?? {}, current) });
        return;
      }
    }
    const { placed, unplaced: rest } = placeApiFieldErrors(
      error,
      (name) => form.getFieldState(name) !== undefined && hasPath(form.getValues(), name),
      (name, message) => form.setError(name, { type: 'server', message }, { shouldFocus: true }),
    );
    setUnplaced(rest.map((e) => e.message));
    if (isAnnouncedByClient(error)) return;
    if (placed === 0 && rest.length === 0) {
      notify.error(isApiError(error) ? error.message : t('listingForms.failed'));
    } else notify.error(t('listingForms.fixErrors'));
  }

  const loadTheirs = () => {
    if (!conflict) return;
    const theirs = conflict.current as Record<string, unknown> & { _id: string; version: number };
    form.reset(fromRecord(theirs, emptyValues));
    setOpened(theirs);
    setConflict(null);
  };
  const overwrite = () => {
    if (!conflict) return;
    form.setValue('version', conflict.current.version);
    setOpened(conflict.current as typeof opened);
    setConflict(null);
    void save();
  };

  const [restoring, setRestoring] = useState(false);
  const restore = async () => {
    if (!opened) return;
    setRestoring(true);
    try {
      const restored = await restoreListing(kind, opened._id);
      // The restore moved the version on: the next save sends the new one, the edits stay.
      form.register('version');
      form.resetField('version', { defaultValue: restored.version });
      setOpened({ ...opened, version: restored.version, deletedAt: null });
      await invalidate(restored);
      notify.success(t('listingForms.restored'));
    } catch (error) {
      if (!isAnnouncedByClient(error)) notify.error(isApiError(error) ? error.message : t('listingForms.failed'));
    } finally {
      setRestoring(false);
    }
  };

  const errorCount = Object.keys(form.formState.errors).length;
  return (
    <FormProvider {...form}>
      <form className={page.form} onSubmit={save} noValidate aria-labelledby="listing-form-title">
        <header className={page.header}>
          <h1 id="listing-form-title" className={page.title}>
            {title}
          </h1>
          <p className={styles.hint}>{t('listingForms.shortcut')}</p>
          {opened ? (
            <Link to={`${routes.adminActivity}?${new URLSearchParams({ entityType: kind.id, entityId: opened._id })}`}>
              {t('listingForms.history')}
            </Link>
          ) : null}
        </header>
        {opened?.deletedAt ? (
          <TrashedBanner
            text={t('listingForms.inTrash')}
            restoreLabel={t('listingForms.restore')}
            restoring={restoring}
            onRestore={restore}
          />
        ) : null}
        {conflict ? (
          <VersionConflict
            changes={conflict.changes}
            fieldLabel={(field) => t(`listingForms.fields.${field}`, { defaultValue: field })}
            codeInWords={(field, value) => codeInWords(field, value, lang, t)}
            onLoadTheirs={loadTheirs}
            onOverwrite={overwrite}
          />
        ) : null}
        {errorCount > 0 || unplaced.length > 0 ? (
          <ErrorSummary title={t('listingForms.fixErrors')} messages={unplaced} />
        ) : null}
        {children}
        <div className={page.saveBar}>
          <Button type="submit" loading={saving} loadingLabel={t('listingForms.saving')}>
            {t(opened ? 'listingForms.save' : 'listingForms.create')}
          </Button>
        </div>
      </form>
      <DirtyGuard dirty={form.formState.isDirty && !saving} />
    </FormProvider>
  );
}
