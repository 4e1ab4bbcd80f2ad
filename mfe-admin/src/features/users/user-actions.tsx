import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type Role, roles } from 'contracts/enums';
import { routes } from 'contracts/routes';
import type { User } from 'contracts/schemas/user';
import { Button } from 'design-system/button';
import { FieldError } from 'design-system/text-field';
import { api, isApiError } from 'platform/api';
import { registerOverlayView, useModal } from 'platform/overlays';
import { queryKeys } from 'platform/query-keys';
import { notify } from 'platform/toast';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router';
import { ConfirmDelete } from '../../components/confirm-delete.tsx';
import dialogStyles from '../../components/dialog.module.css';
import listStyles from '../../components/list-filters.module.css';
import { useAdminText } from '../../lib/use-admin-text.ts';

/** The modal views of spec §2 this page opens in the shell's modal host. */
export const EDIT_USER_VIEW = 'admin edit user';
export const DELETE_USER_VIEW = 'admin delete user';

type ViewProps = { close: () => void } & Record<string, unknown>;

/** The server's message for a refused change (in the page's language), else a generic one. */
function useFailureText() {
  const { t } = useAdminText();
  return (error: unknown) => (isApiError(error) ? error.message : t('users.actions.failed'));
}

/** "Change role": a role picker saved through `PUT admin/user/:id`. */
function EditUserView({ close, user: given }: ViewProps) {
  const user = given as User;
  const { t, lang } = useAdminText();
  const queryClient = useQueryClient();
  const failureText = useFailureText();
  const [role, setRole] = useState<Role>(user.role);
  const id = useId();
  const save = useMutation({
    mutationFn: () => api.put<{ user: User }>(`admin/user/${encodeURIComponent(user._id)}`, { role }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity });
      notify.success(t('users.actions.roleChanged', { name: user.fullName }));
      close();
    },
  });
  return (
    <form
      className={dialogStyles.dialog}
      aria-labelledby={`${id}-title`}
      onSubmit={(event) => {
        event.preventDefault();
        save.mutate();
      }}
    >
      <h2 id={`${id}-title`}>{t('users.actions.changeRoleOf', { name: user.fullName })}</h2>
      <div className={listStyles.field}>
        <label htmlFor={`${id}-role`} className={listStyles.label}>
          {t('users.columns.role')}
        </label>
        <select
          id={`${id}-role`}
          className={listStyles.select}
          value={role}
          onChange={(event) => setRole(event.target.value as Role)}
        >
          {roles.values.map((value) => (
            <option key={value} value={value}>
              {roles.labels[value][lang]}
            </option>
          ))}
        </select>
      </div>
      {save.isError ? <FieldError message={failureText(save.error)} /> : null}
      <div className={dialogStyles.dialogActions}>
        <Button type="submit" loading={save.isPending} disabled={role === user.role}>
          {t('users.actions.save')}
        </Button>
        <Button type="button" variant="secondary" onClick={close}>
          {t('users.actions.cancel')}
        </Button>
      </div>
    </form>
  );
}

/** "Delete": asks for confirmation naming the user, then `DELETE admin/user/:id` and back to the list. */
function DeleteUserView({ close, user: given }: ViewProps) {
  const user = given as User;
  const { t } = useAdminText();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const failureText = useFailureText();
  const remove = useMutation({
    mutationFn: () => api.delete(`admin/user/${encodeURIComponent(user._id)}`),
    onSuccess: async () => {
      queryClient.removeQueries({ queryKey: queryKeys.admin.user(user._id) });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.users });
      await queryClient.invalidateQueries({ queryKey: queryKeys.admin.activity });
      notify.success(t('users.actions.deleted', { name: user.fullName }));
      close();
      navigate(routes.adminUsers);
    },
  });
  return (
    <ConfirmDelete
      title={t('users.actions.deleteTitle', { name: user.fullName })}
      text={t('users.actions.deleteText', { name: user.fullName, email: user.email })}
      error={remove.isError ? failureText(remove.error) : undefined}
      confirmLabel={t('users.actions.confirmDelete', { name: user.fullName })}
      cancelLabel={t('users.actions.cancel')}
      busy={remove.isPending}
      onConfirm={() => remove.mutate()}
      onCancel={close}
    />
  );
}

// The shell's modal host shows views its pages registered (admin views are never loaded for others).
registerOverlayView('modal', EDIT_USER_VIEW, EditUserView);
registerOverlayView('modal', DELETE_USER_VIEW, DeleteUserView);

/** The user page's actions; each opens its modal view. */
export function UserActions({ user }: { user: User }) {
  const { t } = useAdminText();
  const modal = useModal();
  return (
    <div className={dialogStyles.dialogActions}>
      <Button type="button" onClick={() => modal.open(EDIT_USER_VIEW, { user })}>
        {t('users.actions.changeRole')}
      </Button>
      <Button type="button" variant="secondary" onClick={() => modal.open(DELETE_USER_VIEW, { user })}>
        {t('users.actions.delete')}
      </Button>
    </div>
  );
}
