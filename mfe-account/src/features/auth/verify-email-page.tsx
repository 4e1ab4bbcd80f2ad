import '../../i18n/register.ts';
import { errorMessage } from 'contracts/errors';
import { routes } from 'contracts/routes';
import { PageMeta } from 'platform/page-meta';
import { useEffect, useState } from 'react';
import { Link, useParams } from 'react-router';
import { AuthLayout } from '../../components/auth-layout.tsx';
import styles from '../../components/form.module.css';
import { useAccountText } from '../../lib/use-account-text.ts';
import { verifyEmail } from './auth-api.ts';

type Status = 'verifying' | 'verified' | 'failed';

/** `/verify-email/:token`: 'Verifying your email...', then success (with a way to sign in) or the error. */
export default function VerifyEmailPage() {
  const { t, lang } = useAccountText();
  const { token = '' } = useParams();
  const [status, setStatus] = useState<Status>('verifying');

  useEffect(() => {
    let current = true;
    setStatus('verifying');
    verifyEmail(token).then(
      () => current && setStatus('verified'),
      () => current && setStatus('failed'),
    );
    return () => {
      current = false;
    };
  }, [token]);

  return (
    <AuthLayout title={t('auth.verify.title')}>
      <PageMeta lang={lang} />
      <div aria-live="polite" aria-busy={status === 'verifying'}>
        {status === 'verifying' ? <p className={styles.message}>{t('auth.verify.verifying')}</p> : null}
        {status === 'verified' ? (
          <>
            <p className={styles.message}>{t('auth.verify.success')}</p>
            <p>
              <Link className={styles.link} to={routes.signIn}>
                {t('auth.verify.signIn')}
              </Link>
            </p>
          </>
        ) : null}
        {status === 'failed' ? (
          <p className={styles.message} role="alert">
            {errorMessage('VERIFY_EMAIL_FAILED', lang)}
          </p>
        ) : null}
      </div>
    </AuthLayout>
  );
}
