import { Link } from '@/components/ui/Link';
import clsx from 'clsx';
import styles from './Button.module.css';

type Variant = 'primary' | 'secondary' | 'accent' | 'inverse';
type Size = 'md' | 'lg' | 'sm';

export function buttonClass(variant: Variant = 'primary', size: Size = 'md', className?: string) {
  return clsx(styles.button, styles[variant], styles[size], className);
}

interface LinkButtonProps extends Omit<React.ComponentProps<typeof Link>, 'className'> {
  variant?: Variant;
  size?: Size;
  className?: string;
}

/** A link that looks like a button: calls to action navigate, so they stay links. */
export function LinkButton({ variant, size, className, ...props }: LinkButtonProps) {
  return <Link {...props} className={buttonClass(variant, size, className)} />;
}
