import { createContext, useContext } from 'react';

/** The customer-service widget of the page's layout (spec section 2.7), for any feature to open. */
export interface CustomerService {
  /** Whether the layout offers the widget (`showKefu`, and a layout that has one). */
  enabled: boolean;
  /** Opens the chat in the widget's dialog (or its popup window). */
  open: () => void;
}

/** Provided by the shell's CustomerServiceProvider (src/features/shell/customer-service.tsx). */
export const CustomerServiceContext = createContext<CustomerService>({
  enabled: false,
  open: () => {},
});

export function useCustomerService(): CustomerService {
  return useContext(CustomerServiceContext);
}
