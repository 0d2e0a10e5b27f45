import { useLingui } from '@lingui/react/macro';
import { useCustomerService } from '@/components/site/customer-service-context';
import { LinkButton, StyledButton, type LinkButtonProps } from '@/components/site/link-button';
import { chatUrlFor } from '@/components/site/site-config';
import { currentLocale } from '@/i18n/activate';

/**
 * A call to action that opens the customer-service chat of spec section 2.7: in the layout's
 * widget (its dialog or popup) where the page has one; elsewhere (the personal centre's layout has
 * no widget, or `showKefu` is off) the chat page in a new tab, in the page's language.
 */
export function CustomerServiceAction({
  label,
  variant,
  size = 'md',
}: {
  label: string;
  variant: LinkButtonProps['variant'];
  size?: LinkButtonProps['size'];
}) {
  const { t } = useLingui();
  const customerService = useCustomerService();
  if (customerService.enabled) {
    return (
      <StyledButton variant={variant} size={size} onClick={customerService.open}>
        {label}
      </StyledButton>
    );
  }
  // An absolute URL: a site path would be put under the language prefix by AppLink.
  const href = new URL(chatUrlFor(currentLocale().slug), window.location.origin).href;
  return (
    <LinkButton
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      size={size}
      variant={variant}
      aria-label={t`${label} (opens in a new tab)`}
    >
      {label}
    </LinkButton>
  );
}
