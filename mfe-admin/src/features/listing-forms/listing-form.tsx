import { zodResolver } from '@hookform/resolvers/zod';
import { pathTo, type RouteName, routes } from 'contracts/routes';
import { Button } from 'design-system/button';
import { isAnnouncedByClient, isApiError } from 'platform/api';
import { notify } from 'platform/toast';
import { type ReactNode, useEffect, useRef, useState } from 'react';
import { type FieldValues, FormProvider, type Resolver, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import type { z } from 'zod';
import { placeApiFieldErrors } from '../../components/api-field-errors.ts';
import { DirtyGuard } from '../../components/dirty-guard.tsx';
import { useAdminText } from '../../lib/use-admin-text.ts';
import { changedFields, type FieldChange } from './conflict-diff.ts';
import { type ListingKind, restoreListing, saveListing, useInvalidateAfterSave } from './listing-api.ts';
import styles from './listing-form.module.css';
import { fromRecord, prepareForSchema } from './listing-values.ts';
import { VersionConflict } from './version-conflict.tsx';

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
  editRoute,
  title,
  children,
}: {
  kind: ListingKind;
  /** The stored record when editing. */
  record?: Record<string, unknown> & { _id: string; version: number };
  emptyValues: FieldValues;
  inputSchema: z.ZodType;
  updateSchema: z.ZodType;
  editRoute: RouteName;
  title: string;
  children: ReactNode;
}) {
  const { t } = useAdminText();
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
  // One save at a time, whatever asks (the button, Ctrl+S held down): a second PUT with the same
  // version would come back as a conflict with the admin's own save, a second POST as a duplicate.
  const inFlight = useRef(false);

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
      if (!opened) navigate(pathTo(editRoute, { id: saved._id }), { replace: true });
    } catch (error) {
      failed(error);
    } finally {
      setSaving(false);
    }
  });
  const save = async (event?: React.BaseSyntheticEvent) => {
    event?.preventDefault();
    if (inFlight.current) return;
    inFlight.current = true;
    try {
      await submit(event);
    } finally {
      inFlight.current = false;
    }
  };

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

  // Ctrl+S (Cmd+S on a Mac) saves instead of saving the page to disk.
  const saveRef = useRef(save);
  saveRef.current = save;
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 's') {
        event.preventDefault();
        if (!event.repeat) void saveRef.current();
      }
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, []);

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
      <form className={styles.form} onSubmit={save} noValidate aria-labelledby="listing-form-title">
        <header className={styles.header}>
          <h1 id="listing-form-title" className={styles.title}>
            {title}
          </h1>
          <p className={styles.hint}>{t('listingForms.shortcut')}</p>
          {opened ? (
            <Link to={`${routes.adminActivity}?${new URLSearchParams({ entityType: kind, entityId: opened._id })}`}>
              {t('listingForms.history')}
            </Link>
          ) : null}
        </header>
        {opened?.deletedAt ? (
          <div className={styles.trashed} role="status">
            <p>{t('listingForms.inTrash')}</p>
            <Button type="button" variant="secondary" onClick={restore} loading={restoring}>
              {t('listingForms.restore')}
            </Button>
          </div>
        ) : null}
        {conflict ? (
          <VersionConflict changes={conflict.changes} onLoadTheirs={loadTheirs} onOverwrite={overwrite} />
        ) : null}
        {errorCount > 0 || unplaced.length > 0 ? (
          <div className={styles.summary} role="alert">
            <p>{t('listingForms.fixErrors')}</p>
            {unplaced.length > 0 ? (
              <ul>
                {unplaced.map((message) => (
                  <li key={message}>{message}</li>
                ))}
              </ul>
            ) : null}
          </div>
        ) : null}
        {children}
        <div className={styles.saveBar}>
          <Button type="submit" loading={saving} loadingLabel={t('listingForms.saving')}>
            {t(opened ? 'listingForms.save' : 'listingForms.create')}
          </Button>
        </div>
      </form>
      <DirtyGuard dirty={form.formState.isDirty && !saving} />
    </FormProvider>
  );
}

/** Whether `name` (dotted) is a path into `values`. */
function hasPath(values: unknown, name: string): boolean {
  let node: unknown = values;
  for (const part of name.split('.')) {
    if (node === null || typeof node !== 'object' || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}
