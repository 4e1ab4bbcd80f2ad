import '../../i18n/register.ts';
import { Stack } from 'design-system/stack';
import { registerOverlayView, useModal } from 'platform/overlays';
import { notify } from 'platform/toast';
import { useAccountText } from '../../lib/use-account-text.ts';
import { SignInForm } from './sign-in-form.tsx';
import { SignUpForm } from './sign-up-form.tsx';

/** The sign-in modal: the same form as /sign-in; after signing in the user stays on this page. */
export function SignInModalView({ close }: { close: () => void }) {
  const { t } = useAccountText();
  const modal = useModal();
  return (
    <Stack as="section" gap={4} aria-labelledby="sign-in-modal-title">
      <h2 id="sign-in-modal-title">{t('auth.signIn.title')}</h2>
      <SignInForm
        onSignedIn={() => {
          notify.success(t('auth.signIn.success'));
          close();
        }}
        onSignUp={() => modal.open('sign-up')}
      />
    </Stack>
  );
}

/** The sign-up modal: the same form as /sign-up. */
export function SignUpModalView() {
  const { t } = useAccountText();
  const modal = useModal();
  return (
    <Stack as="section" gap={4} aria-labelledby="sign-up-modal-title">
      <h2 id="sign-up-modal-title">{t('auth.signUp.title')}</h2>
      <SignUpForm onSignIn={() => modal.open('sign-in')} />
    </Stack>
  );
}

// Importing this module (the shell does, on demand) is what makes the views available.
registerOverlayView('modal', 'sign-in', SignInModalView);
registerOverlayView('modal', 'sign-up', SignUpModalView);

/** The exposed module needs a default export for the shell's loader; the views register themselves. */
export default function ModalViews() {
  return null;
}
