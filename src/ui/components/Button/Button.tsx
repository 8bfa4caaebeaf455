import type { ButtonHTMLAttributes, ReactNode, Ref } from 'react';
import styles from './Button.module.css';

export interface ButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  readonly variant?: 'primary' | 'secondary' | 'ghost' | 'danger';
  /** Shows a spinner and blocks further clicks, so an action is never sent twice. */
  readonly busy?: boolean;
  readonly block?: boolean;
  /** React 19 passes it as a prop: a disclosure focuses its button again on Escape. */
  readonly ref?: Ref<HTMLButtonElement>;
  readonly children: ReactNode;
}

/** The one button of the design system. */
export function Button({
  variant = 'primary',
  busy = false,
  block = false,
  type = 'button',
  className,
  children,
  onClick,
  ...rest
}: ButtonProps) {
  const classes = [styles.button, styles[variant], block ? styles.block : '', className ?? ''].filter(Boolean).join(' ');
  return (
    <button
      {...rest}
      type={type}
      className={classes}
      aria-busy={busy || undefined}
      aria-disabled={busy || rest.disabled || rest['aria-disabled'] || undefined}
      onClick={(event) => {
        if (busy) {
          event.preventDefault();
          return;
        }
        onClick?.(event);
      }}
    >
      {busy && <span className={styles.spinner} aria-hidden="true" />}
      <span>{children}</span>
    </button>
  );
}
