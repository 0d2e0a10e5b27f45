import {
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
  type ComponentPropsWithRef,
  type ReactNode,
} from 'react';
import classes from './dropdown.module.css';

export interface DropdownProps {
  /** The trigger's content. */
  label: ReactNode;
  /** Props of the trigger button (aria-label, className, data-testid...). */
  triggerProps?: Omit<ComponentPropsWithRef<'button'>, 'onClick' | 'children'>;
  /** Which edge of the trigger the panel lines up with. */
  align?: 'start' | 'end';
  /** The panel; `close` closes it (following a link closes it by itself). */
  children: (close: () => void) => ReactNode;
  panelClassName?: string;
}

/**
 * A disclosure dropdown for the site header (language, account): a button that shows a panel of
 * links or buttons below it. Escape, a click outside or following a link closes it. Lighter than
 * Mantine's Menu (no positioning engine), so the header stays within the first-screen budget.
 */
export function Dropdown({
  label,
  triggerProps,
  align = 'start',
  children,
  panelClassName,
}: DropdownProps) {
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const triggerRef = useRef<HTMLButtonElement>(null);
  const panelId = useId();
  const close = useCallback(() => setOpen(false), []);

  useEffect(() => {
    if (!open) return undefined;
    const onPointer = (event: PointerEvent) => {
      if (event.target instanceof Node && !rootRef.current?.contains(event.target)) close();
    };
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      close();
      triggerRef.current?.focus();
    };
    document.addEventListener('pointerdown', onPointer);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('pointerdown', onPointer);
      document.removeEventListener('keydown', onKey);
    };
  }, [open, close]);

  return (
    <div
      ref={rootRef}
      className={classes.root}
      onBlur={(event) => {
        // Tabbing out of the trigger or the panel closes it.
        const next = event.relatedTarget;
        if (next instanceof Node && !rootRef.current?.contains(next)) close();
      }}
    >
      <button
        type="button"
        {...triggerProps}
        ref={triggerRef}
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        data-expanded={open || undefined}
        onClick={() => setOpen((value) => !value)}
      >
        {label}
      </button>
      {open && (
        <div
          id={panelId}
          className={[classes.panel, panelClassName].filter(Boolean).join(' ')}
          data-align={align}
          onClick={(event) => {
            if (event.target instanceof Element && event.target.closest('a')) close();
          }}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

/** A row of a dropdown panel: a link (`href`) or a button. */
export function DropdownItem({
  children,
  leftSection,
  rightSection,
  className,
  ...props
}: ComponentPropsWithRef<'button'> & { leftSection?: ReactNode; rightSection?: ReactNode }) {
  return (
    <button
      type="button"
      {...props}
      className={[classes.item, className].filter(Boolean).join(' ')}
    >
      {leftSection && <span className={classes.section}>{leftSection}</span>}
      <span className={classes.itemLabel}>{children}</span>
      {rightSection && <span className={classes.section}>{rightSection}</span>}
    </button>
  );
}

export const dropdownClasses = classes;
