import type { CSSProperties, ReactNode } from 'react';
import styles from './content-container.module.css';

interface ContentContainerProps {
  children: ReactNode;
  style?: CSSProperties;
  className?: string;
}

/** The centred content column: 1000px wide, 1200px on viewports of at least 1200px. */
export function ContentContainer({ children, style, className }: ContentContainerProps) {
  return (
    <div className={className ? `${styles.container} ${className}` : styles.container} style={style}>
      {children}
    </div>
  );
}
