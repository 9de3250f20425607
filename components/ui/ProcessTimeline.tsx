import type { ProcessStep } from '@/content/types';
import { Icon } from '@/components/ui/Icon';
import { LinkButton, buttonClass } from '@/components/ui/Button';
import { BookingLink } from '@/components/ui/BookingLink';
import { StepTimeline } from '@/components/behaviour/StepTimeline';
import styles from './ProcessTimeline.module.css';
import { keepHyphens } from '@/components/ui/keepHyphens';

type ProcessTimelineProps = Omit<React.ComponentProps<typeof StepTimeline>, 'steps'> & { steps: ProcessStep[] };

/** Process steps (icon, title, text, optional action) in a StepTimeline; the content stays server HTML. */
export function ProcessTimeline({ steps, ...timing }: ProcessTimelineProps) {
  return (
    <StepTimeline
      {...timing}
      steps={steps.map((step) => ({
        key: step.title,
        label: step.step,
        content: (
          <>
            <h3 className={styles.title}>
              <Icon name={step.vectorIcon} size={22} className={styles.icon} />
              {keepHyphens(step.title)}
            </h3>
            <p className={styles.text}>{keepHyphens(step.description)}</p>
            {step.actionButton && (
              <div className={styles.action}>
                {step.actionButton.booking ? (
                  <BookingLink fallback={step.actionButton.href} className={buttonClass('secondary', 'sm')}>
                    {step.actionButton.label}
                  </BookingLink>
                ) : (
                  <LinkButton href={step.actionButton.href} variant="secondary" size="sm">
                    {step.actionButton.label}
                  </LinkButton>
                )}
              </div>
            )}
          </>
        ),
      }))}
    />
  );
}
