import type { HTMLAttributes, ReactNode } from 'react';
import styles from './Card.module.css';

export interface CardProps extends HTMLAttributes<HTMLElement> {
  readonly as?: 'section' | 'div' | 'article';
  readonly children: ReactNode;
}

/** The one surface: content grouped on white, with the system's radius and shadow. */
export function Card({ as: Tag = 'section', className, children, ...rest }: CardProps) {
  return (
    <Tag {...rest} className={[styles.card, className ?? ''].join(' ')}>
      {children}
    </Tag>
  );
}
