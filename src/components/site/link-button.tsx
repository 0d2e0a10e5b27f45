import type { ButtonHTMLAttributes, ReactNode } from 'react';
import { AppLink, type AppLinkProps } from '@/components/app-link';
import classes from './link-button.module.css';

export interface LinkButtonProps extends AppLinkProps {
  variant?: 'filled' | 'accent' | 'white' | 'outline-white' | 'subtle' | 'default';
  size?: 'sm' | 'md';
  rightSection?: ReactNode;
}

/**
 * A link that looks like a button, for calls to action in the site chrome and on the home page.
 * Plain CSS over Mantine's variables: the first screen does without Mantine's Button (and its
 * loader and transition code); pages with forms keep using Mantine's Button.
 */
export function LinkButton({
  variant = 'filled',
  size = 'sm',
  rightSection,
  children,
  className,
  ...props
}: LinkButtonProps) {
  return (
    <AppLink
      {...props}
      className={[classes.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
    >
      {children}
      {rightSection}
    </AppLink>
  );
}

/** A `<button>` with the same look, for an action that is not a link (opening a dialog). */
export function StyledButton({
  variant = 'filled',
  size = 'sm',
  className,
  type = 'button',
  ...props
}: ButtonHTMLAttributes<HTMLButtonElement> & Pick<LinkButtonProps, 'variant' | 'size'>) {
  return (
    <button
      {...props}
      type={type}
      className={[classes.button, className].filter(Boolean).join(' ')}
      data-variant={variant}
      data-size={size}
    />
  );
}
