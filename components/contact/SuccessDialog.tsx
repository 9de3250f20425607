import { buttonClass } from '@/components/ui/Button';
import { Dialog } from '@/components/ui/Dialog';
import { dialogSettleMs } from '@/content/timing';
import styles from './ContactForm.module.css';

/** Spec §5: the modal "Success!" dialog (in the page's language), with its Close button (closeRef takes focus when it opens). */
export function SuccessDialog({
  open,
  onClose,
  closeRef,
  icon,
  thanks,
  words,
}: {
  open: boolean;
  onClose: () => void;
  closeRef: React.Ref<HTMLButtonElement>;
  icon: React.ReactNode;
  thanks: React.ReactNode;
  words: { successTitle: string; close: string };
}) {
  return (
    <Dialog open={open} onClose={onClose} labelledBy="contact-success-title" settleMs={dialogSettleMs}>
      <div className={styles.success}>
        {icon}
        <h2 id="contact-success-title" className={styles.successTitle}>
          {words.successTitle}
        </h2>
        <p>{thanks}</p>
        <button ref={closeRef} type="button" className={buttonClass('primary')} onClick={onClose}>
          {words.close}
        </button>
      </div>
    </Dialog>
  );
}
