import { PasswordField } from 'design-system/form-controls';
import { type ComponentProps, forwardRef } from 'react';
import { useAccountText } from '../lib/use-account-text.ts';

type Props = Omit<ComponentProps<typeof PasswordField>, 'showLabel' | 'hideLabel'>;

/** The design system's password field with this remote's show / hide labels. */
export const PasswordInput = forwardRef<HTMLInputElement, Props>(function PasswordInput(props, ref) {
  const { t } = useAccountText();
  return (
    <PasswordField ref={ref} showLabel={t('common.showPassword')} hideLabel={t('common.hidePassword')} {...props} />
  );
});
