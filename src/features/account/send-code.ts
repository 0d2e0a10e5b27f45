import type { SmsCodeResult } from '@/api/gen/model';
import { errorMessage } from '@/lib/form-errors';

/**
 * Asks for an SMS code for `SmsCodeButton`: answers `resendAfter`, or null after handing the
 * reason (the server's `msg`) to `onError`.
 */
export async function sendCode(
  send: () => Promise<SmsCodeResult>,
  onError: (message: string) => void,
): Promise<number | null> {
  try {
    const { resendAfter } = await send();
    return resendAfter;
  } catch (error) {
    onError(errorMessage(error));
    return null;
  }
}
