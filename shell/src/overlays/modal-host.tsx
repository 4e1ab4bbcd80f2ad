import { Modal } from 'design-system/modal';
import { Spinner } from 'design-system/spinner';
import { useAtomValue } from 'jotai';
import { modalAtom, useModal } from 'platform/overlays';
import { useTranslation } from 'react-i18next';
import { RemoteFailed } from '../remotes/remote-page.tsx';
import { type LoadViewModule, loadRemoteViewModule, type ModalViewState, useModalView } from './modal-views.ts';
import styles from './overlays.module.css';

/** Sign-in and sign-up show as bordered white cards (spec §2). */
const CARD_MODAL_VIEWS = new Set(['sign-in', 'sign-up']);

function ModalViewLoading() {
  const { t } = useTranslation();
  return (
    <div className={styles.loading} data-testid="modal-view-loading">
      <Spinner label={t('loading')} />
    </div>
  );
}

function ModalContent({ state, close, props }: { state: ModalViewState; close: () => void; props: object }) {
  switch (state.status) {
    case 'ready':
      return <state.View {...props} close={close} />;
    case 'loading':
      return <ModalViewLoading />;
    case 'failed':
      // The same panel a remote region shows when its remote is down, here inside the modal.
      return <RemoteFailed retry={state.retry} bare />;
    default:
      return null;
  }
}

/**
 * The modal, showing the view registered under the opened name. A view no one has registered yet
 * (sign-in, sign-up) is loaded from the remote that provides it, with a spinner meanwhile and the
 * remote error panel, with a retry, if that remote is down.
 */
export default function ModalHost({ loadViewModule = loadRemoteViewModule }: { loadViewModule?: LoadViewModule }) {
  const { t } = useTranslation();
  const modal = useAtomValue(modalAtom);
  const control = useModal();
  const state = useModalView(modal.view, modal.open, loadViewModule);
  return (
    <Modal
      open={modal.open && state.status !== 'unknown'}
      onClose={control.dismiss}
      label={t('overlay.dialog')}
      closeLabel={t('overlay.close')}
      card={CARD_MODAL_VIEWS.has(modal.view)}
    >
      <ModalContent state={state} close={control.close} props={modal.props} />
    </Modal>
  );
}
